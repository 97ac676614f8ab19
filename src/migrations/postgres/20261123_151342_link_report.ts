import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_link_report_failures_error" AS ENUM('timeout', 'network', 'dns', 'invalid');
  CREATE TABLE "link_report_failures" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"url" varchar,
  	"status" numeric,
  	"error" "enum_link_report_failures_error"
  );
  
  CREATE TABLE "link_report" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"checked_at" timestamp(3) with time zone,
  	"checked" numeric,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "link_report_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"services_id" integer
  );
  
  ALTER TABLE "link_report_failures" ADD CONSTRAINT "link_report_failures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."link_report"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "link_report_rels" ADD CONSTRAINT "link_report_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."link_report"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "link_report_rels" ADD CONSTRAINT "link_report_rels_services_fk" FOREIGN KEY ("services_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "link_report_failures_order_idx" ON "link_report_failures" USING btree ("_order");
  CREATE INDEX "link_report_failures_parent_id_idx" ON "link_report_failures" USING btree ("_parent_id");
  CREATE INDEX "link_report_rels_order_idx" ON "link_report_rels" USING btree ("order");
  CREATE INDEX "link_report_rels_parent_idx" ON "link_report_rels" USING btree ("parent_id");
  CREATE INDEX "link_report_rels_path_idx" ON "link_report_rels" USING btree ("path");
  CREATE INDEX "link_report_rels_services_id_idx" ON "link_report_rels" USING btree ("services_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "link_report_failures" CASCADE;
  DROP TABLE "link_report" CASCADE;
  DROP TABLE "link_report_rels" CASCADE;
  DROP TYPE "public"."enum_link_report_failures_error";`)
}
