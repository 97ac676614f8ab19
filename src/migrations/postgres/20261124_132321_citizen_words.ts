import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "services_locales" ADD COLUMN "citizen_words" varchar;
  ALTER TABLE "_services_v_locales" ADD COLUMN "version_citizen_words" varchar;
  ALTER TABLE "journeys_locales" ADD COLUMN "citizen_words" varchar;
  ALTER TABLE "_journeys_v_locales" ADD COLUMN "version_citizen_words" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "services_locales" DROP COLUMN "citizen_words";
  ALTER TABLE "_services_v_locales" DROP COLUMN "version_citizen_words";
  ALTER TABLE "journeys_locales" DROP COLUMN "citizen_words";
  ALTER TABLE "_journeys_v_locales" DROP COLUMN "version_citizen_words";`)
}
