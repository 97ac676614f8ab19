import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_journeys_steps_logic" AS ENUM('and', 'or');
  CREATE TYPE "public"."enum_journeys_review_status" AS ENUM('verified', 'toVerify');
  CREATE TYPE "public"."enum_journeys_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__journeys_v_version_steps_logic" AS ENUM('and', 'or');
  CREATE TYPE "public"."enum__journeys_v_version_review_status" AS ENUM('verified', 'toVerify');
  CREATE TYPE "public"."enum__journeys_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__journeys_v_published_locale" AS ENUM('fr', 'mg');
  CREATE TABLE "journeys_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"logic" "enum_journeys_steps_logic" DEFAULT 'and',
  	"optional" boolean DEFAULT false
  );
  
  CREATE TABLE "journeys_steps_locales" (
  	"title" varchar,
  	"summary" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "journeys" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"review_status" "enum_journeys_review_status" DEFAULT 'toVerify',
  	"review_notes" varchar,
  	"review_due_at" timestamp(3) with time zone,
  	"last_modified_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_journeys_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "journeys_locales" (
  	"title" varchar,
  	"slug" varchar,
  	"summary" varchar,
  	"content_updated_at" timestamp(3) with time zone,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "journeys_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"services_id" integer
  );
  
  CREATE TABLE "_journeys_v_version_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"logic" "enum__journeys_v_version_steps_logic" DEFAULT 'and',
  	"optional" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_journeys_v_version_steps_locales" (
  	"title" varchar,
  	"summary" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_journeys_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_review_status" "enum__journeys_v_version_review_status" DEFAULT 'toVerify',
  	"version_review_notes" varchar,
  	"version_review_due_at" timestamp(3) with time zone,
  	"version_last_modified_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__journeys_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__journeys_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_journeys_v_locales" (
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_summary" varchar,
  	"version_content_updated_at" timestamp(3) with time zone,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_journeys_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"services_id" integer
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "journeys_id" integer;
  ALTER TABLE "journeys_steps" ADD CONSTRAINT "journeys_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."journeys"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "journeys_steps_locales" ADD CONSTRAINT "journeys_steps_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."journeys_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "journeys" ADD CONSTRAINT "journeys_last_modified_by_id_users_id_fk" FOREIGN KEY ("last_modified_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "journeys_locales" ADD CONSTRAINT "journeys_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."journeys"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "journeys_rels" ADD CONSTRAINT "journeys_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."journeys"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "journeys_rels" ADD CONSTRAINT "journeys_rels_services_fk" FOREIGN KEY ("services_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_journeys_v_version_steps" ADD CONSTRAINT "_journeys_v_version_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_journeys_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_journeys_v_version_steps_locales" ADD CONSTRAINT "_journeys_v_version_steps_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_journeys_v_version_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_journeys_v" ADD CONSTRAINT "_journeys_v_parent_id_journeys_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."journeys"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_journeys_v" ADD CONSTRAINT "_journeys_v_version_last_modified_by_id_users_id_fk" FOREIGN KEY ("version_last_modified_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_journeys_v_locales" ADD CONSTRAINT "_journeys_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_journeys_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_journeys_v_rels" ADD CONSTRAINT "_journeys_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_journeys_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_journeys_v_rels" ADD CONSTRAINT "_journeys_v_rels_services_fk" FOREIGN KEY ("services_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "journeys_steps_order_idx" ON "journeys_steps" USING btree ("_order");
  CREATE INDEX "journeys_steps_parent_id_idx" ON "journeys_steps" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "journeys_steps_locales_locale_parent_id_unique" ON "journeys_steps_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "journeys_last_modified_by_idx" ON "journeys" USING btree ("last_modified_by_id");
  CREATE INDEX "journeys_updated_at_idx" ON "journeys" USING btree ("updated_at");
  CREATE INDEX "journeys_created_at_idx" ON "journeys" USING btree ("created_at");
  CREATE INDEX "journeys__status_idx" ON "journeys" USING btree ("_status");
  CREATE INDEX "journeys_slug_idx" ON "journeys_locales" USING btree ("slug","_locale");
  CREATE UNIQUE INDEX "journeys_locales_locale_parent_id_unique" ON "journeys_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "journeys_rels_order_idx" ON "journeys_rels" USING btree ("order");
  CREATE INDEX "journeys_rels_parent_idx" ON "journeys_rels" USING btree ("parent_id");
  CREATE INDEX "journeys_rels_path_idx" ON "journeys_rels" USING btree ("path");
  CREATE INDEX "journeys_rels_services_id_idx" ON "journeys_rels" USING btree ("services_id");
  CREATE INDEX "_journeys_v_version_steps_order_idx" ON "_journeys_v_version_steps" USING btree ("_order");
  CREATE INDEX "_journeys_v_version_steps_parent_id_idx" ON "_journeys_v_version_steps" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_journeys_v_version_steps_locales_locale_parent_id_unique" ON "_journeys_v_version_steps_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_journeys_v_parent_idx" ON "_journeys_v" USING btree ("parent_id");
  CREATE INDEX "_journeys_v_version_version_last_modified_by_idx" ON "_journeys_v" USING btree ("version_last_modified_by_id");
  CREATE INDEX "_journeys_v_version_version_updated_at_idx" ON "_journeys_v" USING btree ("version_updated_at");
  CREATE INDEX "_journeys_v_version_version_created_at_idx" ON "_journeys_v" USING btree ("version_created_at");
  CREATE INDEX "_journeys_v_version_version__status_idx" ON "_journeys_v" USING btree ("version__status");
  CREATE INDEX "_journeys_v_created_at_idx" ON "_journeys_v" USING btree ("created_at");
  CREATE INDEX "_journeys_v_updated_at_idx" ON "_journeys_v" USING btree ("updated_at");
  CREATE INDEX "_journeys_v_snapshot_idx" ON "_journeys_v" USING btree ("snapshot");
  CREATE INDEX "_journeys_v_published_locale_idx" ON "_journeys_v" USING btree ("published_locale");
  CREATE INDEX "_journeys_v_latest_idx" ON "_journeys_v" USING btree ("latest");
  CREATE INDEX "_journeys_v_version_version_slug_idx" ON "_journeys_v_locales" USING btree ("version_slug","_locale");
  CREATE UNIQUE INDEX "_journeys_v_locales_locale_parent_id_unique" ON "_journeys_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_journeys_v_rels_order_idx" ON "_journeys_v_rels" USING btree ("order");
  CREATE INDEX "_journeys_v_rels_parent_idx" ON "_journeys_v_rels" USING btree ("parent_id");
  CREATE INDEX "_journeys_v_rels_path_idx" ON "_journeys_v_rels" USING btree ("path");
  CREATE INDEX "_journeys_v_rels_services_id_idx" ON "_journeys_v_rels" USING btree ("services_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_journeys_fk" FOREIGN KEY ("journeys_id") REFERENCES "public"."journeys"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_journeys_id_idx" ON "payload_locked_documents_rels" USING btree ("journeys_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "journeys_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "journeys_steps_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "journeys" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "journeys_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "journeys_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_journeys_v_version_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_journeys_v_version_steps_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_journeys_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_journeys_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_journeys_v_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "journeys_steps" CASCADE;
  DROP TABLE "journeys_steps_locales" CASCADE;
  DROP TABLE "journeys" CASCADE;
  DROP TABLE "journeys_locales" CASCADE;
  DROP TABLE "journeys_rels" CASCADE;
  DROP TABLE "_journeys_v_version_steps" CASCADE;
  DROP TABLE "_journeys_v_version_steps_locales" CASCADE;
  DROP TABLE "_journeys_v" CASCADE;
  DROP TABLE "_journeys_v_locales" CASCADE;
  DROP TABLE "_journeys_v_rels" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_journeys_fk";
  
  DROP INDEX "payload_locked_documents_rels_journeys_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "journeys_id";
  DROP TYPE "public"."enum_journeys_steps_logic";
  DROP TYPE "public"."enum_journeys_review_status";
  DROP TYPE "public"."enum_journeys_status";
  DROP TYPE "public"."enum__journeys_v_version_steps_logic";
  DROP TYPE "public"."enum__journeys_v_version_review_status";
  DROP TYPE "public"."enum__journeys_v_version_status";
  DROP TYPE "public"."enum__journeys_v_published_locale";`)
}
