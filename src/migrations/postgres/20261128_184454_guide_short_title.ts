import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "services_locales" ADD COLUMN "short_title" varchar;
  ALTER TABLE "_services_v_locales" ADD COLUMN "version_short_title" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "services_locales" DROP COLUMN "short_title";
  ALTER TABLE "_services_v_locales" DROP COLUMN "version_short_title";`)
}
