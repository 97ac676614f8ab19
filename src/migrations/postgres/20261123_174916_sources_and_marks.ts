import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_services_unconfirmed" AS ENUM('cost', 'processingTime', 'documents', 'whereToApply', 'legalReferences', 'onlineServices');
  CREATE TYPE "public"."enum_services_sources_kind" AS ENUM('official', 'press', 'secondary');
  CREATE TYPE "public"."enum__services_v_version_unconfirmed" AS ENUM('cost', 'processingTime', 'documents', 'whereToApply', 'legalReferences', 'onlineServices');
  CREATE TYPE "public"."enum__services_v_version_sources_kind" AS ENUM('official', 'press', 'secondary');
  CREATE TABLE "services_unconfirmed" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_services_unconfirmed",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_services_v_version_unconfirmed" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__services_v_version_unconfirmed",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  ALTER TABLE "services_sources" ADD COLUMN "publisher" varchar;
  ALTER TABLE "services_sources" ADD COLUMN "kind" "enum_services_sources_kind" DEFAULT 'official';
  ALTER TABLE "services_sources" ADD COLUMN "seen" timestamp(3) with time zone;
  ALTER TABLE "services_sources" ADD COLUMN "published" varchar;
  ALTER TABLE "services" ADD COLUMN "verified_at" timestamp(3) with time zone;
  ALTER TABLE "_services_v_version_sources" ADD COLUMN "publisher" varchar;
  ALTER TABLE "_services_v_version_sources" ADD COLUMN "kind" "enum__services_v_version_sources_kind" DEFAULT 'official';
  ALTER TABLE "_services_v_version_sources" ADD COLUMN "seen" timestamp(3) with time zone;
  ALTER TABLE "_services_v_version_sources" ADD COLUMN "published" varchar;
  ALTER TABLE "_services_v" ADD COLUMN "version_verified_at" timestamp(3) with time zone;
  ALTER TABLE "services_unconfirmed" ADD CONSTRAINT "services_unconfirmed_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_services_v_version_unconfirmed" ADD CONSTRAINT "_services_v_version_unconfirmed_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_services_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "services_unconfirmed_order_idx" ON "services_unconfirmed" USING btree ("order");
  CREATE INDEX "services_unconfirmed_parent_idx" ON "services_unconfirmed" USING btree ("parent_id");
  CREATE INDEX "_services_v_version_unconfirmed_order_idx" ON "_services_v_version_unconfirmed" USING btree ("order");
  CREATE INDEX "_services_v_version_unconfirmed_parent_idx" ON "_services_v_version_unconfirmed" USING btree ("parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "services_unconfirmed" CASCADE;
  DROP TABLE "_services_v_version_unconfirmed" CASCADE;
  ALTER TABLE "services_sources" DROP COLUMN "publisher";
  ALTER TABLE "services_sources" DROP COLUMN "kind";
  ALTER TABLE "services_sources" DROP COLUMN "seen";
  ALTER TABLE "services_sources" DROP COLUMN "published";
  ALTER TABLE "services" DROP COLUMN "verified_at";
  ALTER TABLE "_services_v_version_sources" DROP COLUMN "publisher";
  ALTER TABLE "_services_v_version_sources" DROP COLUMN "kind";
  ALTER TABLE "_services_v_version_sources" DROP COLUMN "seen";
  ALTER TABLE "_services_v_version_sources" DROP COLUMN "published";
  ALTER TABLE "_services_v" DROP COLUMN "version_verified_at";
  DROP TYPE "public"."enum_services_unconfirmed";
  DROP TYPE "public"."enum_services_sources_kind";
  DROP TYPE "public"."enum__services_v_version_unconfirmed";
  DROP TYPE "public"."enum__services_v_version_sources_kind";`)
}
