import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "home_page" ADD COLUMN "last_modified_by_id" integer;
  ALTER TABLE "home_page_locales" ADD COLUMN "content_updated_at" timestamp(3) with time zone;
  ALTER TABLE "about_page" ADD COLUMN "last_modified_by_id" integer;
  ALTER TABLE "about_page_locales" ADD COLUMN "content_updated_at" timestamp(3) with time zone;
  ALTER TABLE "home_page" ADD CONSTRAINT "home_page_last_modified_by_id_users_id_fk" FOREIGN KEY ("last_modified_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "about_page" ADD CONSTRAINT "about_page_last_modified_by_id_users_id_fk" FOREIGN KEY ("last_modified_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "home_page_last_modified_by_idx" ON "home_page" USING btree ("last_modified_by_id");
  CREATE INDEX "about_page_last_modified_by_idx" ON "about_page" USING btree ("last_modified_by_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "home_page" DROP CONSTRAINT "home_page_last_modified_by_id_users_id_fk";
  
  ALTER TABLE "about_page" DROP CONSTRAINT "about_page_last_modified_by_id_users_id_fk";
  
  DROP INDEX "home_page_last_modified_by_idx";
  DROP INDEX "about_page_last_modified_by_idx";
  ALTER TABLE "home_page" DROP COLUMN "last_modified_by_id";
  ALTER TABLE "home_page_locales" DROP COLUMN "content_updated_at";
  ALTER TABLE "about_page" DROP COLUMN "last_modified_by_id";
  ALTER TABLE "about_page_locales" DROP COLUMN "content_updated_at";`)
}
