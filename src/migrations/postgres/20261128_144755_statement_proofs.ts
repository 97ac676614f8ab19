import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_services_sources_confirmed_how" AS ENUM('telephone', 'letter', 'email', 'visit');
  CREATE TYPE "public"."enum_services_references_relation" AS ENUM('supports', 'contradicts');
  CREATE TYPE "public"."enum__services_v_version_sources_confirmed_how" AS ENUM('telephone', 'letter', 'email', 'visit');
  CREATE TYPE "public"."enum__services_v_version_references_relation" AS ENUM('supports', 'contradicts');
  ALTER TYPE "public"."enum_services_sources_kind" ADD VALUE 'office' BEFORE 'press';
  ALTER TYPE "public"."enum__services_v_version_sources_kind" ADD VALUE 'office' BEFORE 'press';
  CREATE TABLE "services_references" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"statement" varchar,
  	"source" varchar,
  	"quote" varchar,
  	"where" varchar,
  	"relation" "enum_services_references_relation" DEFAULT 'supports'
  );
  
  CREATE TABLE "_services_v_version_references" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"statement" varchar,
  	"source" varchar,
  	"quote" varchar,
  	"where" varchar,
  	"relation" "enum__services_v_version_references_relation" DEFAULT 'supports',
  	"_uuid" varchar
  );
  
  ALTER TABLE "services_sources_supports" ALTER COLUMN "value" SET DATA TYPE text;
  DROP TYPE "public"."enum_services_sources_supports";
  CREATE TYPE "public"."enum_services_sources_supports" AS ENUM('summary');
  ALTER TABLE "services_sources_supports" ALTER COLUMN "value" SET DATA TYPE "public"."enum_services_sources_supports" USING "value"::"public"."enum_services_sources_supports";
  ALTER TABLE "_services_v_version_sources_supports" ALTER COLUMN "value" SET DATA TYPE text;
  DROP TYPE "public"."enum__services_v_version_sources_supports";
  CREATE TYPE "public"."enum__services_v_version_sources_supports" AS ENUM('summary');
  ALTER TABLE "_services_v_version_sources_supports" ALTER COLUMN "value" SET DATA TYPE "public"."enum__services_v_version_sources_supports" USING "value"::"public"."enum__services_v_version_sources_supports";
  ALTER TABLE "services_sources" ADD COLUMN "key" varchar;
  ALTER TABLE "services_sources" ADD COLUMN "confirmed_by" varchar;
  ALTER TABLE "services_sources" ADD COLUMN "confirmed_how" "enum_services_sources_confirmed_how";
  ALTER TABLE "_services_v_version_sources" ADD COLUMN "key" varchar;
  ALTER TABLE "_services_v_version_sources" ADD COLUMN "confirmed_by" varchar;
  ALTER TABLE "_services_v_version_sources" ADD COLUMN "confirmed_how" "enum__services_v_version_sources_confirmed_how";
  ALTER TABLE "services_references" ADD CONSTRAINT "services_references_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_services_v_version_references" ADD CONSTRAINT "_services_v_version_references_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_services_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "services_references_order_idx" ON "services_references" USING btree ("_order");
  CREATE INDEX "services_references_parent_id_idx" ON "services_references" USING btree ("_parent_id");
  CREATE INDEX "_services_v_version_references_order_idx" ON "_services_v_version_references" USING btree ("_order");
  CREATE INDEX "_services_v_version_references_parent_id_idx" ON "_services_v_version_references" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_services_sources_supports" ADD VALUE 'audience';
  ALTER TYPE "public"."enum_services_sources_supports" ADD VALUE 'cost';
  ALTER TYPE "public"."enum_services_sources_supports" ADD VALUE 'processingTime';
  ALTER TYPE "public"."enum_services_sources_supports" ADD VALUE 'documents';
  ALTER TYPE "public"."enum_services_sources_supports" ADD VALUE 'whereToApply';
  ALTER TYPE "public"."enum_services_sources_supports" ADD VALUE 'legalReferences';
  ALTER TYPE "public"."enum_services_sources_supports" ADD VALUE 'onlineServices';
  ALTER TYPE "public"."enum_services_sources_supports" ADD VALUE 'steps';
  ALTER TYPE "public"."enum_services_sources_supports" ADD VALUE 'faq';
  ALTER TYPE "public"."enum__services_v_version_sources_supports" ADD VALUE 'audience';
  ALTER TYPE "public"."enum__services_v_version_sources_supports" ADD VALUE 'cost';
  ALTER TYPE "public"."enum__services_v_version_sources_supports" ADD VALUE 'processingTime';
  ALTER TYPE "public"."enum__services_v_version_sources_supports" ADD VALUE 'documents';
  ALTER TYPE "public"."enum__services_v_version_sources_supports" ADD VALUE 'whereToApply';
  ALTER TYPE "public"."enum__services_v_version_sources_supports" ADD VALUE 'legalReferences';
  ALTER TYPE "public"."enum__services_v_version_sources_supports" ADD VALUE 'onlineServices';
  ALTER TYPE "public"."enum__services_v_version_sources_supports" ADD VALUE 'steps';
  ALTER TYPE "public"."enum__services_v_version_sources_supports" ADD VALUE 'faq';
  DROP TABLE "services_references" CASCADE;
  DROP TABLE "_services_v_version_references" CASCADE;
  ALTER TABLE "services_sources" ALTER COLUMN "kind" SET DATA TYPE text;
  ALTER TABLE "services_sources" ALTER COLUMN "kind" SET DEFAULT 'official'::text;
  DROP TYPE "public"."enum_services_sources_kind";
  CREATE TYPE "public"."enum_services_sources_kind" AS ENUM('official', 'press', 'secondary');
  ALTER TABLE "services_sources" ALTER COLUMN "kind" SET DEFAULT 'official'::"public"."enum_services_sources_kind";
  ALTER TABLE "services_sources" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_services_sources_kind" USING "kind"::"public"."enum_services_sources_kind";
  ALTER TABLE "_services_v_version_sources" ALTER COLUMN "kind" SET DATA TYPE text;
  ALTER TABLE "_services_v_version_sources" ALTER COLUMN "kind" SET DEFAULT 'official'::text;
  DROP TYPE "public"."enum__services_v_version_sources_kind";
  CREATE TYPE "public"."enum__services_v_version_sources_kind" AS ENUM('official', 'press', 'secondary');
  ALTER TABLE "_services_v_version_sources" ALTER COLUMN "kind" SET DEFAULT 'official'::"public"."enum__services_v_version_sources_kind";
  ALTER TABLE "_services_v_version_sources" ALTER COLUMN "kind" SET DATA TYPE "public"."enum__services_v_version_sources_kind" USING "kind"::"public"."enum__services_v_version_sources_kind";
  ALTER TABLE "services_sources" DROP COLUMN "key";
  ALTER TABLE "services_sources" DROP COLUMN "confirmed_by";
  ALTER TABLE "services_sources" DROP COLUMN "confirmed_how";
  ALTER TABLE "_services_v_version_sources" DROP COLUMN "key";
  ALTER TABLE "_services_v_version_sources" DROP COLUMN "confirmed_by";
  ALTER TABLE "_services_v_version_sources" DROP COLUMN "confirmed_how";
  DROP TYPE "public"."enum_services_sources_confirmed_how";
  DROP TYPE "public"."enum_services_references_relation";
  DROP TYPE "public"."enum__services_v_version_sources_confirmed_how";
  DROP TYPE "public"."enum__services_v_version_references_relation";`)
}
