import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "query_stats" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"day" varchar NOT NULL,
  	"channel" varchar NOT NULL,
  	"lang" varchar NOT NULL,
  	"kind" varchar NOT NULL,
  	"term" varchar NOT NULL,
  	"count" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "services_locales" ADD COLUMN "sms_text" varchar;
  ALTER TABLE "_services_v_locales" ADD COLUMN "version_sms_text" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "query_stats_id" integer;
  CREATE INDEX "query_stats_day_idx" ON "query_stats" USING btree ("day");
  CREATE INDEX "query_stats_updated_at_idx" ON "query_stats" USING btree ("updated_at");
  CREATE INDEX "query_stats_created_at_idx" ON "query_stats" USING btree ("created_at");
  CREATE UNIQUE INDEX "day_channel_lang_kind_term_idx" ON "query_stats" USING btree ("day","channel","lang","kind","term");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_query_stats_fk" FOREIGN KEY ("query_stats_id") REFERENCES "public"."query_stats"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_query_stats_id_idx" ON "payload_locked_documents_rels" USING btree ("query_stats_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "query_stats" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "query_stats" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_query_stats_fk";
  
  DROP INDEX "payload_locked_documents_rels_query_stats_id_idx";
  ALTER TABLE "services_locales" DROP COLUMN "sms_text";
  ALTER TABLE "_services_v_locales" DROP COLUMN "version_sms_text";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "query_stats_id";`)
}
