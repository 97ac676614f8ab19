import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "page_feedback" ALTER COLUMN "service_id" DROP NOT NULL;
  ALTER TABLE "page_feedback" ADD COLUMN "guide_title" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DELETE FROM "page_feedback" WHERE "service_id" IS NULL;
  ALTER TABLE "page_feedback" ALTER COLUMN "service_id" SET NOT NULL;
  ALTER TABLE "page_feedback" DROP COLUMN "guide_title";`)
}
