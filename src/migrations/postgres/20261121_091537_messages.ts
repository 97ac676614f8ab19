import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_messages_status" AS ENUM('received', 'in_progress', 'answered', 'closed');
  CREATE TYPE "public"."enum_messages_lang" AS ENUM('fr', 'mg');
  CREATE TYPE "public"."enum_messages_kind" AS ENUM('question', 'complaint', 'suggestion');
  CREATE TYPE "public"."enum_messages_contact_method" AS ENUM('email', 'phone');
  CREATE TABLE "messages_internal_notes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL,
  	"by" varchar,
  	"at" timestamp(3) with time zone
  );
  
  CREATE TABLE "messages_history" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"at" timestamp(3) with time zone,
  	"by" varchar,
  	"from" varchar,
  	"to" varchar
  );
  
  CREATE TABLE "messages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"reference" varchar,
  	"status" "enum_messages_status" DEFAULT 'received' NOT NULL,
  	"lang" "enum_messages_lang" DEFAULT 'fr',
  	"kind" "enum_messages_kind" NOT NULL,
  	"category_id" integer,
  	"region_id" integer,
  	"message" varchar NOT NULL,
  	"name" varchar,
  	"contact_method" "enum_messages_contact_method",
  	"email" varchar,
  	"phone" varchar,
  	"consent_to_contact" boolean,
  	"answer" varchar,
  	"answer_sent_at" timestamp(3) with time zone,
  	"closed_at" timestamp(3) with time zone,
  	"personal_data_erased_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "reference_counters" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"year" numeric NOT NULL,
  	"value" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "messages_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "reference_counters_id" integer;
  ALTER TABLE "messages_internal_notes" ADD CONSTRAINT "messages_internal_notes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "messages_history" ADD CONSTRAINT "messages_history_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "messages" ADD CONSTRAINT "messages_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "messages" ADD CONSTRAINT "messages_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "messages_internal_notes_order_idx" ON "messages_internal_notes" USING btree ("_order");
  CREATE INDEX "messages_internal_notes_parent_id_idx" ON "messages_internal_notes" USING btree ("_parent_id");
  CREATE INDEX "messages_history_order_idx" ON "messages_history" USING btree ("_order");
  CREATE INDEX "messages_history_parent_id_idx" ON "messages_history" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "messages_reference_idx" ON "messages" USING btree ("reference");
  CREATE INDEX "messages_status_idx" ON "messages" USING btree ("status");
  CREATE INDEX "messages_kind_idx" ON "messages" USING btree ("kind");
  CREATE INDEX "messages_category_idx" ON "messages" USING btree ("category_id");
  CREATE INDEX "messages_region_idx" ON "messages" USING btree ("region_id");
  CREATE INDEX "messages_updated_at_idx" ON "messages" USING btree ("updated_at");
  CREATE INDEX "messages_created_at_idx" ON "messages" USING btree ("created_at");
  CREATE UNIQUE INDEX "reference_counters_year_idx" ON "reference_counters" USING btree ("year");
  CREATE INDEX "reference_counters_updated_at_idx" ON "reference_counters" USING btree ("updated_at");
  CREATE INDEX "reference_counters_created_at_idx" ON "reference_counters" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_messages_fk" FOREIGN KEY ("messages_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_reference_counters_fk" FOREIGN KEY ("reference_counters_id") REFERENCES "public"."reference_counters"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_messages_id_idx" ON "payload_locked_documents_rels" USING btree ("messages_id");
  CREATE INDEX "payload_locked_documents_rels_reference_counters_id_idx" ON "payload_locked_documents_rels" USING btree ("reference_counters_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "messages_internal_notes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "messages_history" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "messages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "reference_counters" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "messages_internal_notes" CASCADE;
  DROP TABLE "messages_history" CASCADE;
  DROP TABLE "messages" CASCADE;
  DROP TABLE "reference_counters" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_messages_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_reference_counters_fk";
  
  DROP INDEX "payload_locked_documents_rels_messages_id_idx";
  DROP INDEX "payload_locked_documents_rels_reference_counters_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "messages_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "reference_counters_id";
  DROP TYPE "public"."enum_messages_status";
  DROP TYPE "public"."enum_messages_lang";
  DROP TYPE "public"."enum_messages_kind";
  DROP TYPE "public"."enum_messages_contact_method";`)
}
