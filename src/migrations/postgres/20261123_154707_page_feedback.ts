import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_page_feedback_lang" AS ENUM('fr', 'mg');
  CREATE TABLE "page_feedback" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"service_id" integer NOT NULL,
  	"lang" "enum_page_feedback_lang" NOT NULL,
  	"helpful" boolean,
  	"comment" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "page_feedback_id" integer;
  ALTER TABLE "page_feedback" ADD CONSTRAINT "page_feedback_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "page_feedback_service_idx" ON "page_feedback" USING btree ("service_id");
  CREATE INDEX "page_feedback_helpful_idx" ON "page_feedback" USING btree ("helpful");
  CREATE INDEX "page_feedback_updated_at_idx" ON "page_feedback" USING btree ("updated_at");
  CREATE INDEX "page_feedback_created_at_idx" ON "page_feedback" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_page_feedback_fk" FOREIGN KEY ("page_feedback_id") REFERENCES "public"."page_feedback"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_page_feedback_id_idx" ON "payload_locked_documents_rels" USING btree ("page_feedback_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "page_feedback" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "page_feedback" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_page_feedback_fk";
  
  DROP INDEX "payload_locked_documents_rels_page_feedback_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "page_feedback_id";
  DROP TYPE "public"."enum_page_feedback_lang";`)
}
