import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_services_documents_form" AS ENUM('original', 'certifiedCopy', 'photocopy');
  CREATE TYPE "public"."enum_services_steps_duration_unit" AS ENUM('hours', 'days', 'workingDays', 'weeks', 'months');
  CREATE TYPE "public"."enum_services_sources_supports" AS ENUM('summary', 'audience', 'cost', 'processingTime', 'documents', 'whereToApply', 'legalReferences', 'onlineServices', 'steps', 'faq');
  CREATE TYPE "public"."enum__services_v_version_documents_form" AS ENUM('original', 'certifiedCopy', 'photocopy');
  CREATE TYPE "public"."enum__services_v_version_steps_duration_unit" AS ENUM('hours', 'days', 'workingDays', 'weeks', 'months');
  CREATE TYPE "public"."enum__services_v_version_sources_supports" AS ENUM('summary', 'audience', 'cost', 'processingTime', 'documents', 'whereToApply', 'legalReferences', 'onlineServices', 'steps', 'faq');
  CREATE TABLE "services_sources_supports" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_services_sources_supports",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_services_v_version_sources_supports" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__services_v_version_sources_supports",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  ALTER TABLE "services_documents" ADD COLUMN "quantity" numeric;
  ALTER TABLE "services_documents" ADD COLUMN "form" "enum_services_documents_form";
  ALTER TABLE "services_documents" ADD COLUMN "unsure" varchar;
  ALTER TABLE "services_steps" ADD COLUMN "fee_ariary" numeric;
  ALTER TABLE "services_steps" ADD COLUMN "duration_from" numeric;
  ALTER TABLE "services_steps" ADD COLUMN "duration_to" numeric;
  ALTER TABLE "services_steps" ADD COLUMN "duration_unit" "enum_services_steps_duration_unit";
  ALTER TABLE "services_steps" ADD COLUMN "place_id" integer;
  ALTER TABLE "services_steps" ADD COLUMN "unsure" varchar;
  ALTER TABLE "services_faq" ADD COLUMN "unsure" varchar;
  ALTER TABLE "services" ADD COLUMN "mg_native_reviewed" boolean DEFAULT false;
  ALTER TABLE "services_locales" ADD COLUMN "summary_unsure" varchar;
  ALTER TABLE "services_locales" ADD COLUMN "audience_unsure" varchar;
  ALTER TABLE "services_locales" ADD COLUMN "cost_others_pay" varchar;
  ALTER TABLE "services_locales" ADD COLUMN "you_receive" varchar;
  ALTER TABLE "_services_v_version_documents" ADD COLUMN "quantity" numeric;
  ALTER TABLE "_services_v_version_documents" ADD COLUMN "form" "enum__services_v_version_documents_form";
  ALTER TABLE "_services_v_version_documents" ADD COLUMN "unsure" varchar;
  ALTER TABLE "_services_v_version_steps" ADD COLUMN "fee_ariary" numeric;
  ALTER TABLE "_services_v_version_steps" ADD COLUMN "duration_from" numeric;
  ALTER TABLE "_services_v_version_steps" ADD COLUMN "duration_to" numeric;
  ALTER TABLE "_services_v_version_steps" ADD COLUMN "duration_unit" "enum__services_v_version_steps_duration_unit";
  ALTER TABLE "_services_v_version_steps" ADD COLUMN "place_id" integer;
  ALTER TABLE "_services_v_version_steps" ADD COLUMN "unsure" varchar;
  ALTER TABLE "_services_v_version_faq" ADD COLUMN "unsure" varchar;
  ALTER TABLE "_services_v" ADD COLUMN "version_mg_native_reviewed" boolean DEFAULT false;
  ALTER TABLE "_services_v_locales" ADD COLUMN "version_summary_unsure" varchar;
  ALTER TABLE "_services_v_locales" ADD COLUMN "version_audience_unsure" varchar;
  ALTER TABLE "_services_v_locales" ADD COLUMN "version_cost_others_pay" varchar;
  ALTER TABLE "_services_v_locales" ADD COLUMN "version_you_receive" varchar;
  ALTER TABLE "services_sources_supports" ADD CONSTRAINT "services_sources_supports_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."services_sources"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_services_v_version_sources_supports" ADD CONSTRAINT "_services_v_version_sources_supports_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_services_v_version_sources"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "services_sources_supports_order_idx" ON "services_sources_supports" USING btree ("order");
  CREATE INDEX "services_sources_supports_parent_idx" ON "services_sources_supports" USING btree ("parent_id");
  CREATE INDEX "_services_v_version_sources_supports_order_idx" ON "_services_v_version_sources_supports" USING btree ("order");
  CREATE INDEX "_services_v_version_sources_supports_parent_idx" ON "_services_v_version_sources_supports" USING btree ("parent_id");
  ALTER TABLE "services_steps" ADD CONSTRAINT "services_steps_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_services_v_version_steps" ADD CONSTRAINT "_services_v_version_steps_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "services_steps_place_idx" ON "services_steps" USING btree ("place_id");
  CREATE INDEX "_services_v_version_steps_place_idx" ON "_services_v_version_steps" USING btree ("place_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "services_sources_supports" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_services_v_version_sources_supports" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "services_sources_supports" CASCADE;
  DROP TABLE "_services_v_version_sources_supports" CASCADE;
  ALTER TABLE "services_steps" DROP CONSTRAINT "services_steps_place_id_places_id_fk";
  
  ALTER TABLE "_services_v_version_steps" DROP CONSTRAINT "_services_v_version_steps_place_id_places_id_fk";
  
  DROP INDEX "services_steps_place_idx";
  DROP INDEX "_services_v_version_steps_place_idx";
  ALTER TABLE "services_documents" DROP COLUMN "quantity";
  ALTER TABLE "services_documents" DROP COLUMN "form";
  ALTER TABLE "services_documents" DROP COLUMN "unsure";
  ALTER TABLE "services_steps" DROP COLUMN "fee_ariary";
  ALTER TABLE "services_steps" DROP COLUMN "duration_from";
  ALTER TABLE "services_steps" DROP COLUMN "duration_to";
  ALTER TABLE "services_steps" DROP COLUMN "duration_unit";
  ALTER TABLE "services_steps" DROP COLUMN "place_id";
  ALTER TABLE "services_steps" DROP COLUMN "unsure";
  ALTER TABLE "services_faq" DROP COLUMN "unsure";
  ALTER TABLE "services" DROP COLUMN "mg_native_reviewed";
  ALTER TABLE "services_locales" DROP COLUMN "summary_unsure";
  ALTER TABLE "services_locales" DROP COLUMN "audience_unsure";
  ALTER TABLE "services_locales" DROP COLUMN "cost_others_pay";
  ALTER TABLE "services_locales" DROP COLUMN "you_receive";
  ALTER TABLE "_services_v_version_documents" DROP COLUMN "quantity";
  ALTER TABLE "_services_v_version_documents" DROP COLUMN "form";
  ALTER TABLE "_services_v_version_documents" DROP COLUMN "unsure";
  ALTER TABLE "_services_v_version_steps" DROP COLUMN "fee_ariary";
  ALTER TABLE "_services_v_version_steps" DROP COLUMN "duration_from";
  ALTER TABLE "_services_v_version_steps" DROP COLUMN "duration_to";
  ALTER TABLE "_services_v_version_steps" DROP COLUMN "duration_unit";
  ALTER TABLE "_services_v_version_steps" DROP COLUMN "place_id";
  ALTER TABLE "_services_v_version_steps" DROP COLUMN "unsure";
  ALTER TABLE "_services_v_version_faq" DROP COLUMN "unsure";
  ALTER TABLE "_services_v" DROP COLUMN "version_mg_native_reviewed";
  ALTER TABLE "_services_v_locales" DROP COLUMN "version_summary_unsure";
  ALTER TABLE "_services_v_locales" DROP COLUMN "version_audience_unsure";
  ALTER TABLE "_services_v_locales" DROP COLUMN "version_cost_others_pay";
  ALTER TABLE "_services_v_locales" DROP COLUMN "version_you_receive";
  DROP TYPE "public"."enum_services_documents_form";
  DROP TYPE "public"."enum_services_steps_duration_unit";
  DROP TYPE "public"."enum_services_sources_supports";
  DROP TYPE "public"."enum__services_v_version_documents_form";
  DROP TYPE "public"."enum__services_v_version_steps_duration_unit";
  DROP TYPE "public"."enum__services_v_version_sources_supports";`)
}
