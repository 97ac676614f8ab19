import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "services_sources_supports" CASCADE;
  DROP TABLE "_services_v_version_sources_supports" CASCADE;
  DROP TYPE "public"."enum_services_sources_supports";
  DROP TYPE "public"."enum__services_v_version_sources_supports";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_services_sources_supports" AS ENUM('summary');
  CREATE TYPE "public"."enum__services_v_version_sources_supports" AS ENUM('summary');
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
  
  ALTER TABLE "services_sources_supports" ADD CONSTRAINT "services_sources_supports_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."services_sources"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_services_v_version_sources_supports" ADD CONSTRAINT "_services_v_version_sources_supports_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_services_v_version_sources"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "services_sources_supports_order_idx" ON "services_sources_supports" USING btree ("order");
  CREATE INDEX "services_sources_supports_parent_idx" ON "services_sources_supports" USING btree ("parent_id");
  CREATE INDEX "_services_v_version_sources_supports_order_idx" ON "_services_v_version_sources_supports" USING btree ("order");
  CREATE INDEX "_services_v_version_sources_supports_parent_idx" ON "_services_v_version_sources_supports" USING btree ("parent_id");`)
}
