import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "categories" ADD COLUMN "mg_native_reviewed" boolean DEFAULT false;
  ALTER TABLE "_categories_v" ADD COLUMN "version_mg_native_reviewed" boolean DEFAULT false;
  ALTER TABLE "journeys" ADD COLUMN "mg_native_reviewed" boolean DEFAULT false;
  ALTER TABLE "_journeys_v" ADD COLUMN "version_mg_native_reviewed" boolean DEFAULT false;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "categories" DROP COLUMN "mg_native_reviewed";
  ALTER TABLE "_categories_v" DROP COLUMN "version_mg_native_reviewed";
  ALTER TABLE "journeys" DROP COLUMN "mg_native_reviewed";
  ALTER TABLE "_journeys_v" DROP COLUMN "version_mg_native_reviewed";`)
}
