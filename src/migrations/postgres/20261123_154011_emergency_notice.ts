import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_emergency_notice_severity" AS ENUM('info', 'warning', 'critical');
  CREATE TABLE "emergency_notice" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"active" boolean DEFAULT false,
  	"severity" "enum_emergency_notice_severity" DEFAULT 'warning',
  	"link_url" varchar,
  	"starts_at" timestamp(3) with time zone,
  	"ends_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "emergency_notice_locales" (
  	"title" varchar,
  	"message" varchar,
  	"link_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "emergency_notice_locales" ADD CONSTRAINT "emergency_notice_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."emergency_notice"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "emergency_notice_locales_locale_parent_id_unique" ON "emergency_notice_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "emergency_notice" CASCADE;
  DROP TABLE "emergency_notice_locales" CASCADE;
  DROP TYPE "public"."enum_emergency_notice_severity";`)
}
