import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_flows_outcomes_duration_unit" AS ENUM('hours', 'days', 'workingDays', 'weeks', 'months');
  CREATE TYPE "public"."enum_flows_review_status" AS ENUM('verified', 'toVerify');
  CREATE TYPE "public"."enum_flows_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__flows_v_version_outcomes_duration_unit" AS ENUM('hours', 'days', 'workingDays', 'weeks', 'months');
  CREATE TYPE "public"."enum__flows_v_version_review_status" AS ENUM('verified', 'toVerify');
  CREATE TYPE "public"."enum__flows_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__flows_v_published_locale" AS ENUM('fr', 'mg');
  CREATE TABLE "flows_questions_answers" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"next" varchar
  );
  
  CREATE TABLE "flows_questions_answers_locales" (
  	"label" varchar,
  	"short" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "flows_questions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"key" varchar
  );
  
  CREATE TABLE "flows_questions_locales" (
  	"text" varchar,
  	"hint" varchar,
  	"short" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "flows_outcomes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"fee_ariary" numeric,
  	"duration_from" numeric,
  	"duration_to" numeric,
  	"duration_unit" "enum_flows_outcomes_duration_unit",
  	"office_id" integer
  );
  
  CREATE TABLE "flows_outcomes_locales" (
  	"title" varchar,
  	"documents" varchar,
  	"fee_note" varchar,
  	"steps" varchar,
  	"text" varchar,
  	"unsure" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "flows" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"path_count" numeric,
  	"guide_id" integer,
  	"review_status" "enum_flows_review_status" DEFAULT 'toVerify',
  	"review_notes" varchar,
  	"review_due_at" timestamp(3) with time zone,
  	"mg_native_reviewed" boolean DEFAULT false,
  	"last_modified_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_flows_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "flows_locales" (
  	"title" varchar,
  	"slug" varchar,
  	"summary" varchar,
  	"citizen_words" varchar,
  	"content_updated_at" timestamp(3) with time zone,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_flows_v_version_questions_answers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"next" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_flows_v_version_questions_answers_locales" (
  	"label" varchar,
  	"short" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_flows_v_version_questions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_flows_v_version_questions_locales" (
  	"text" varchar,
  	"hint" varchar,
  	"short" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_flows_v_version_outcomes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"fee_ariary" numeric,
  	"duration_from" numeric,
  	"duration_to" numeric,
  	"duration_unit" "enum__flows_v_version_outcomes_duration_unit",
  	"office_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_flows_v_version_outcomes_locales" (
  	"title" varchar,
  	"documents" varchar,
  	"fee_note" varchar,
  	"steps" varchar,
  	"text" varchar,
  	"unsure" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_flows_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_path_count" numeric,
  	"version_guide_id" integer,
  	"version_review_status" "enum__flows_v_version_review_status" DEFAULT 'toVerify',
  	"version_review_notes" varchar,
  	"version_review_due_at" timestamp(3) with time zone,
  	"version_mg_native_reviewed" boolean DEFAULT false,
  	"version_last_modified_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__flows_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__flows_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_flows_v_locales" (
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_summary" varchar,
  	"version_citizen_words" varchar,
  	"version_content_updated_at" timestamp(3) with time zone,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "flows_id" integer;
  ALTER TABLE "flows_questions_answers" ADD CONSTRAINT "flows_questions_answers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."flows_questions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "flows_questions_answers_locales" ADD CONSTRAINT "flows_questions_answers_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."flows_questions_answers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "flows_questions" ADD CONSTRAINT "flows_questions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."flows"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "flows_questions_locales" ADD CONSTRAINT "flows_questions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."flows_questions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "flows_outcomes" ADD CONSTRAINT "flows_outcomes_office_id_places_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."places"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "flows_outcomes" ADD CONSTRAINT "flows_outcomes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."flows"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "flows_outcomes_locales" ADD CONSTRAINT "flows_outcomes_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."flows_outcomes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "flows" ADD CONSTRAINT "flows_guide_id_services_id_fk" FOREIGN KEY ("guide_id") REFERENCES "public"."services"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "flows" ADD CONSTRAINT "flows_last_modified_by_id_users_id_fk" FOREIGN KEY ("last_modified_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "flows_locales" ADD CONSTRAINT "flows_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."flows"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_flows_v_version_questions_answers" ADD CONSTRAINT "_flows_v_version_questions_answers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_flows_v_version_questions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_flows_v_version_questions_answers_locales" ADD CONSTRAINT "_flows_v_version_questions_answers_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_flows_v_version_questions_answers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_flows_v_version_questions" ADD CONSTRAINT "_flows_v_version_questions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_flows_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_flows_v_version_questions_locales" ADD CONSTRAINT "_flows_v_version_questions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_flows_v_version_questions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_flows_v_version_outcomes" ADD CONSTRAINT "_flows_v_version_outcomes_office_id_places_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."places"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_flows_v_version_outcomes" ADD CONSTRAINT "_flows_v_version_outcomes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_flows_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_flows_v_version_outcomes_locales" ADD CONSTRAINT "_flows_v_version_outcomes_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_flows_v_version_outcomes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_flows_v" ADD CONSTRAINT "_flows_v_parent_id_flows_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."flows"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_flows_v" ADD CONSTRAINT "_flows_v_version_guide_id_services_id_fk" FOREIGN KEY ("version_guide_id") REFERENCES "public"."services"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_flows_v" ADD CONSTRAINT "_flows_v_version_last_modified_by_id_users_id_fk" FOREIGN KEY ("version_last_modified_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_flows_v_locales" ADD CONSTRAINT "_flows_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_flows_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "flows_questions_answers_order_idx" ON "flows_questions_answers" USING btree ("_order");
  CREATE INDEX "flows_questions_answers_parent_id_idx" ON "flows_questions_answers" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "flows_questions_answers_locales_locale_parent_id_unique" ON "flows_questions_answers_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "flows_questions_order_idx" ON "flows_questions" USING btree ("_order");
  CREATE INDEX "flows_questions_parent_id_idx" ON "flows_questions" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "flows_questions_locales_locale_parent_id_unique" ON "flows_questions_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "flows_outcomes_order_idx" ON "flows_outcomes" USING btree ("_order");
  CREATE INDEX "flows_outcomes_parent_id_idx" ON "flows_outcomes" USING btree ("_parent_id");
  CREATE INDEX "flows_outcomes_office_idx" ON "flows_outcomes" USING btree ("office_id");
  CREATE UNIQUE INDEX "flows_outcomes_locales_locale_parent_id_unique" ON "flows_outcomes_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "flows_guide_idx" ON "flows" USING btree ("guide_id");
  CREATE INDEX "flows_last_modified_by_idx" ON "flows" USING btree ("last_modified_by_id");
  CREATE INDEX "flows_updated_at_idx" ON "flows" USING btree ("updated_at");
  CREATE INDEX "flows_created_at_idx" ON "flows" USING btree ("created_at");
  CREATE INDEX "flows__status_idx" ON "flows" USING btree ("_status");
  CREATE INDEX "flows_slug_idx" ON "flows_locales" USING btree ("slug","_locale");
  CREATE UNIQUE INDEX "flows_locales_locale_parent_id_unique" ON "flows_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_flows_v_version_questions_answers_order_idx" ON "_flows_v_version_questions_answers" USING btree ("_order");
  CREATE INDEX "_flows_v_version_questions_answers_parent_id_idx" ON "_flows_v_version_questions_answers" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_flows_v_version_questions_answers_locales_locale_parent_id_" ON "_flows_v_version_questions_answers_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_flows_v_version_questions_order_idx" ON "_flows_v_version_questions" USING btree ("_order");
  CREATE INDEX "_flows_v_version_questions_parent_id_idx" ON "_flows_v_version_questions" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_flows_v_version_questions_locales_locale_parent_id_unique" ON "_flows_v_version_questions_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_flows_v_version_outcomes_order_idx" ON "_flows_v_version_outcomes" USING btree ("_order");
  CREATE INDEX "_flows_v_version_outcomes_parent_id_idx" ON "_flows_v_version_outcomes" USING btree ("_parent_id");
  CREATE INDEX "_flows_v_version_outcomes_office_idx" ON "_flows_v_version_outcomes" USING btree ("office_id");
  CREATE UNIQUE INDEX "_flows_v_version_outcomes_locales_locale_parent_id_unique" ON "_flows_v_version_outcomes_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_flows_v_parent_idx" ON "_flows_v" USING btree ("parent_id");
  CREATE INDEX "_flows_v_version_version_guide_idx" ON "_flows_v" USING btree ("version_guide_id");
  CREATE INDEX "_flows_v_version_version_last_modified_by_idx" ON "_flows_v" USING btree ("version_last_modified_by_id");
  CREATE INDEX "_flows_v_version_version_updated_at_idx" ON "_flows_v" USING btree ("version_updated_at");
  CREATE INDEX "_flows_v_version_version_created_at_idx" ON "_flows_v" USING btree ("version_created_at");
  CREATE INDEX "_flows_v_version_version__status_idx" ON "_flows_v" USING btree ("version__status");
  CREATE INDEX "_flows_v_created_at_idx" ON "_flows_v" USING btree ("created_at");
  CREATE INDEX "_flows_v_updated_at_idx" ON "_flows_v" USING btree ("updated_at");
  CREATE INDEX "_flows_v_snapshot_idx" ON "_flows_v" USING btree ("snapshot");
  CREATE INDEX "_flows_v_published_locale_idx" ON "_flows_v" USING btree ("published_locale");
  CREATE INDEX "_flows_v_latest_idx" ON "_flows_v" USING btree ("latest");
  CREATE INDEX "_flows_v_version_version_slug_idx" ON "_flows_v_locales" USING btree ("version_slug","_locale");
  CREATE UNIQUE INDEX "_flows_v_locales_locale_parent_id_unique" ON "_flows_v_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_flows_fk" FOREIGN KEY ("flows_id") REFERENCES "public"."flows"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_flows_id_idx" ON "payload_locked_documents_rels" USING btree ("flows_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "flows_questions_answers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "flows_questions_answers_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "flows_questions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "flows_questions_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "flows_outcomes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "flows_outcomes_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "flows" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "flows_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_flows_v_version_questions_answers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_flows_v_version_questions_answers_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_flows_v_version_questions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_flows_v_version_questions_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_flows_v_version_outcomes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_flows_v_version_outcomes_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_flows_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_flows_v_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "flows_questions_answers" CASCADE;
  DROP TABLE "flows_questions_answers_locales" CASCADE;
  DROP TABLE "flows_questions" CASCADE;
  DROP TABLE "flows_questions_locales" CASCADE;
  DROP TABLE "flows_outcomes" CASCADE;
  DROP TABLE "flows_outcomes_locales" CASCADE;
  DROP TABLE "flows" CASCADE;
  DROP TABLE "flows_locales" CASCADE;
  DROP TABLE "_flows_v_version_questions_answers" CASCADE;
  DROP TABLE "_flows_v_version_questions_answers_locales" CASCADE;
  DROP TABLE "_flows_v_version_questions" CASCADE;
  DROP TABLE "_flows_v_version_questions_locales" CASCADE;
  DROP TABLE "_flows_v_version_outcomes" CASCADE;
  DROP TABLE "_flows_v_version_outcomes_locales" CASCADE;
  DROP TABLE "_flows_v" CASCADE;
  DROP TABLE "_flows_v_locales" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_flows_fk";
  
  DROP INDEX "payload_locked_documents_rels_flows_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "flows_id";
  DROP TYPE "public"."enum_flows_outcomes_duration_unit";
  DROP TYPE "public"."enum_flows_review_status";
  DROP TYPE "public"."enum_flows_status";
  DROP TYPE "public"."enum__flows_v_version_outcomes_duration_unit";
  DROP TYPE "public"."enum__flows_v_version_review_status";
  DROP TYPE "public"."enum__flows_v_version_status";
  DROP TYPE "public"."enum__flows_v_published_locale";`)
}
