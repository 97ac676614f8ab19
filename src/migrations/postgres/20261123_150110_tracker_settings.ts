import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "tracker_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"analytics_token" varchar,
  	"analytics_endpoint" varchar,
  	"gtm_id" varchar,
  	"meta_pixel_id" varchar,
  	"hotjar_id" varchar,
  	"crisp_website_id" varchar,
  	"linkedin_partner_id" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  `)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "tracker_settings" CASCADE;`)
}
