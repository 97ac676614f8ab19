import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_services_deadline_kind" AS ENUM('after', 'yearly', 'on');
  CREATE TYPE "public"."enum_services_deadline_unit" AS ENUM('days', 'months', 'years');
  CREATE TYPE "public"."enum__services_v_version_deadline_kind" AS ENUM('after', 'yearly', 'on');
  CREATE TYPE "public"."enum__services_v_version_deadline_unit" AS ENUM('days', 'months', 'years');
  CREATE TYPE "public"."enum_reminder_events_given" AS ENUM('date', 'year', 'none');
  CREATE TYPE "public"."enum_reminder_events_direction" AS ENUM('past', 'future');
  CREATE TYPE "public"."enum_reminder_events_deadline_from" AS ENUM('guide', 'given');
  CREATE TYPE "public"."enum_reminder_events_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__reminder_events_v_version_given" AS ENUM('date', 'year', 'none');
  CREATE TYPE "public"."enum__reminder_events_v_version_direction" AS ENUM('past', 'future');
  CREATE TYPE "public"."enum__reminder_events_v_version_deadline_from" AS ENUM('guide', 'given');
  CREATE TYPE "public"."enum__reminder_events_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__reminder_events_v_published_locale" AS ENUM('fr', 'mg');
  CREATE TYPE "public"."enum_reminder_messages_lang" AS ENUM('fr', 'mg');
  CREATE TYPE "public"."enum_reminder_messages_source" AS ENUM('sms', 'web');
  CREATE TYPE "public"."enum_reminder_messages_status" AS ENUM('queued', 'sending');
  CREATE TYPE "public"."enum_reminder_counts_outcome" AS ENUM('planned', 'sent', 'delivered', 'failed', 'stopped', 'expired', 'interrupted');
  CREATE TABLE "reminder_events_reminders" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"offset_days" numeric
  );
  
  CREATE TABLE "reminder_events_reminders_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "reminder_events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"keyword_fr" varchar,
  	"keyword_mg" varchar,
  	"guide_id" integer,
  	"given" "enum_reminder_events_given" DEFAULT 'date',
  	"direction" "enum_reminder_events_direction" DEFAULT 'past',
  	"deadline_from" "enum_reminder_events_deadline_from" DEFAULT 'guide',
  	"today_when_missing" boolean DEFAULT false,
  	"editor_note" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_reminder_events_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "reminder_events_locales" (
  	"title" varchar,
  	"date_label" varchar,
  	"documents_group" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_reminder_events_v_version_reminders" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"offset_days" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_reminder_events_v_version_reminders_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_reminder_events_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_keyword_fr" varchar,
  	"version_keyword_mg" varchar,
  	"version_guide_id" integer,
  	"version_given" "enum__reminder_events_v_version_given" DEFAULT 'date',
  	"version_direction" "enum__reminder_events_v_version_direction" DEFAULT 'past',
  	"version_deadline_from" "enum__reminder_events_v_version_deadline_from" DEFAULT 'guide',
  	"version_today_when_missing" boolean DEFAULT false,
  	"version_editor_note" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__reminder_events_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__reminder_events_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_reminder_events_v_locales" (
  	"version_title" varchar,
  	"version_date_label" varchar,
  	"version_documents_group" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "reminder_messages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"plan" varchar NOT NULL,
  	"event_id" integer NOT NULL,
  	"step" numeric NOT NULL,
  	"recipient" varchar NOT NULL,
  	"address_key" varchar NOT NULL,
  	"anchor" varchar NOT NULL,
  	"lang" "enum_reminder_messages_lang" NOT NULL,
  	"source" "enum_reminder_messages_source" NOT NULL,
  	"status" "enum_reminder_messages_status" DEFAULT 'queued' NOT NULL,
  	"attempts" numeric DEFAULT 0 NOT NULL,
  	"due_at" timestamp(3) with time zone NOT NULL,
  	"next_attempt_at" timestamp(3) with time zone NOT NULL,
  	"claimed_at" timestamp(3) with time zone,
  	"detail" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "reminder_counts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"event_id" integer NOT NULL,
  	"month" varchar NOT NULL,
  	"outcome" "enum_reminder_counts_outcome" NOT NULL,
  	"n" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "services" ADD COLUMN "deadline_kind" "enum_services_deadline_kind";
  ALTER TABLE "services" ADD COLUMN "deadline_count" numeric;
  ALTER TABLE "services" ADD COLUMN "deadline_unit" "enum_services_deadline_unit";
  ALTER TABLE "services" ADD COLUMN "deadline_day" numeric;
  ALTER TABLE "services" ADD COLUMN "deadline_month" numeric;
  ALTER TABLE "services" ADD COLUMN "deadline_date" timestamp(3) with time zone;
  ALTER TABLE "services_locales" ADD COLUMN "deadline_unsure" varchar;
  ALTER TABLE "_services_v" ADD COLUMN "version_deadline_kind" "enum__services_v_version_deadline_kind";
  ALTER TABLE "_services_v" ADD COLUMN "version_deadline_count" numeric;
  ALTER TABLE "_services_v" ADD COLUMN "version_deadline_unit" "enum__services_v_version_deadline_unit";
  ALTER TABLE "_services_v" ADD COLUMN "version_deadline_day" numeric;
  ALTER TABLE "_services_v" ADD COLUMN "version_deadline_month" numeric;
  ALTER TABLE "_services_v" ADD COLUMN "version_deadline_date" timestamp(3) with time zone;
  ALTER TABLE "_services_v_locales" ADD COLUMN "version_deadline_unsure" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "reminder_events_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "reminder_messages_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "reminder_counts_id" integer;
  ALTER TABLE "reminder_events_reminders" ADD CONSTRAINT "reminder_events_reminders_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."reminder_events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "reminder_events_reminders_locales" ADD CONSTRAINT "reminder_events_reminders_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."reminder_events_reminders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "reminder_events" ADD CONSTRAINT "reminder_events_guide_id_services_id_fk" FOREIGN KEY ("guide_id") REFERENCES "public"."services"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reminder_events_locales" ADD CONSTRAINT "reminder_events_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."reminder_events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_reminder_events_v_version_reminders" ADD CONSTRAINT "_reminder_events_v_version_reminders_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_reminder_events_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_reminder_events_v_version_reminders_locales" ADD CONSTRAINT "_reminder_events_v_version_reminders_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_reminder_events_v_version_reminders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_reminder_events_v" ADD CONSTRAINT "_reminder_events_v_parent_id_reminder_events_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."reminder_events"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_reminder_events_v" ADD CONSTRAINT "_reminder_events_v_version_guide_id_services_id_fk" FOREIGN KEY ("version_guide_id") REFERENCES "public"."services"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_reminder_events_v_locales" ADD CONSTRAINT "_reminder_events_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_reminder_events_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "reminder_messages" ADD CONSTRAINT "reminder_messages_event_id_reminder_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."reminder_events"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reminder_counts" ADD CONSTRAINT "reminder_counts_event_id_reminder_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."reminder_events"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "reminder_events_reminders_order_idx" ON "reminder_events_reminders" USING btree ("_order");
  CREATE INDEX "reminder_events_reminders_parent_id_idx" ON "reminder_events_reminders" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "reminder_events_reminders_locales_locale_parent_id_unique" ON "reminder_events_reminders_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "reminder_events_keyword_fr_idx" ON "reminder_events" USING btree ("keyword_fr");
  CREATE UNIQUE INDEX "reminder_events_keyword_mg_idx" ON "reminder_events" USING btree ("keyword_mg");
  CREATE INDEX "reminder_events_guide_idx" ON "reminder_events" USING btree ("guide_id");
  CREATE INDEX "reminder_events_updated_at_idx" ON "reminder_events" USING btree ("updated_at");
  CREATE INDEX "reminder_events_created_at_idx" ON "reminder_events" USING btree ("created_at");
  CREATE INDEX "reminder_events__status_idx" ON "reminder_events" USING btree ("_status");
  CREATE UNIQUE INDEX "reminder_events_locales_locale_parent_id_unique" ON "reminder_events_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_reminder_events_v_version_reminders_order_idx" ON "_reminder_events_v_version_reminders" USING btree ("_order");
  CREATE INDEX "_reminder_events_v_version_reminders_parent_id_idx" ON "_reminder_events_v_version_reminders" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_reminder_events_v_version_reminders_locales_locale_parent_i" ON "_reminder_events_v_version_reminders_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_reminder_events_v_parent_idx" ON "_reminder_events_v" USING btree ("parent_id");
  CREATE INDEX "_reminder_events_v_version_version_keyword_fr_idx" ON "_reminder_events_v" USING btree ("version_keyword_fr");
  CREATE INDEX "_reminder_events_v_version_version_keyword_mg_idx" ON "_reminder_events_v" USING btree ("version_keyword_mg");
  CREATE INDEX "_reminder_events_v_version_version_guide_idx" ON "_reminder_events_v" USING btree ("version_guide_id");
  CREATE INDEX "_reminder_events_v_version_version_updated_at_idx" ON "_reminder_events_v" USING btree ("version_updated_at");
  CREATE INDEX "_reminder_events_v_version_version_created_at_idx" ON "_reminder_events_v" USING btree ("version_created_at");
  CREATE INDEX "_reminder_events_v_version_version__status_idx" ON "_reminder_events_v" USING btree ("version__status");
  CREATE INDEX "_reminder_events_v_created_at_idx" ON "_reminder_events_v" USING btree ("created_at");
  CREATE INDEX "_reminder_events_v_updated_at_idx" ON "_reminder_events_v" USING btree ("updated_at");
  CREATE INDEX "_reminder_events_v_snapshot_idx" ON "_reminder_events_v" USING btree ("snapshot");
  CREATE INDEX "_reminder_events_v_published_locale_idx" ON "_reminder_events_v" USING btree ("published_locale");
  CREATE INDEX "_reminder_events_v_latest_idx" ON "_reminder_events_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_reminder_events_v_locales_locale_parent_id_unique" ON "_reminder_events_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "reminder_messages_plan_idx" ON "reminder_messages" USING btree ("plan");
  CREATE INDEX "reminder_messages_event_idx" ON "reminder_messages" USING btree ("event_id");
  CREATE INDEX "reminder_messages_address_key_idx" ON "reminder_messages" USING btree ("address_key");
  CREATE INDEX "reminder_messages_updated_at_idx" ON "reminder_messages" USING btree ("updated_at");
  CREATE INDEX "reminder_messages_created_at_idx" ON "reminder_messages" USING btree ("created_at");
  CREATE UNIQUE INDEX "plan_step_idx" ON "reminder_messages" USING btree ("plan","step");
  CREATE INDEX "status_nextAttemptAt_idx" ON "reminder_messages" USING btree ("status","next_attempt_at");
  CREATE INDEX "reminder_counts_event_idx" ON "reminder_counts" USING btree ("event_id");
  CREATE INDEX "reminder_counts_updated_at_idx" ON "reminder_counts" USING btree ("updated_at");
  CREATE INDEX "reminder_counts_created_at_idx" ON "reminder_counts" USING btree ("created_at");
  CREATE UNIQUE INDEX "event_month_outcome_idx" ON "reminder_counts" USING btree ("event_id","month","outcome");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_reminder_events_fk" FOREIGN KEY ("reminder_events_id") REFERENCES "public"."reminder_events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_reminder_messages_fk" FOREIGN KEY ("reminder_messages_id") REFERENCES "public"."reminder_messages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_reminder_counts_fk" FOREIGN KEY ("reminder_counts_id") REFERENCES "public"."reminder_counts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_reminder_events_id_idx" ON "payload_locked_documents_rels" USING btree ("reminder_events_id");
  CREATE INDEX "payload_locked_documents_rels_reminder_messages_id_idx" ON "payload_locked_documents_rels" USING btree ("reminder_messages_id");
  CREATE INDEX "payload_locked_documents_rels_reminder_counts_id_idx" ON "payload_locked_documents_rels" USING btree ("reminder_counts_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "reminder_events_reminders" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "reminder_events_reminders_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "reminder_events" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "reminder_events_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_reminder_events_v_version_reminders" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_reminder_events_v_version_reminders_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_reminder_events_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_reminder_events_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "reminder_messages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "reminder_counts" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "reminder_events_reminders" CASCADE;
  DROP TABLE "reminder_events_reminders_locales" CASCADE;
  DROP TABLE "reminder_events" CASCADE;
  DROP TABLE "reminder_events_locales" CASCADE;
  DROP TABLE "_reminder_events_v_version_reminders" CASCADE;
  DROP TABLE "_reminder_events_v_version_reminders_locales" CASCADE;
  DROP TABLE "_reminder_events_v" CASCADE;
  DROP TABLE "_reminder_events_v_locales" CASCADE;
  DROP TABLE "reminder_messages" CASCADE;
  DROP TABLE "reminder_counts" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_reminder_events_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_reminder_messages_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_reminder_counts_fk";
  
  DROP INDEX "payload_locked_documents_rels_reminder_events_id_idx";
  DROP INDEX "payload_locked_documents_rels_reminder_messages_id_idx";
  DROP INDEX "payload_locked_documents_rels_reminder_counts_id_idx";
  ALTER TABLE "services" DROP COLUMN "deadline_kind";
  ALTER TABLE "services" DROP COLUMN "deadline_count";
  ALTER TABLE "services" DROP COLUMN "deadline_unit";
  ALTER TABLE "services" DROP COLUMN "deadline_day";
  ALTER TABLE "services" DROP COLUMN "deadline_month";
  ALTER TABLE "services" DROP COLUMN "deadline_date";
  ALTER TABLE "services_locales" DROP COLUMN "deadline_unsure";
  ALTER TABLE "_services_v" DROP COLUMN "version_deadline_kind";
  ALTER TABLE "_services_v" DROP COLUMN "version_deadline_count";
  ALTER TABLE "_services_v" DROP COLUMN "version_deadline_unit";
  ALTER TABLE "_services_v" DROP COLUMN "version_deadline_day";
  ALTER TABLE "_services_v" DROP COLUMN "version_deadline_month";
  ALTER TABLE "_services_v" DROP COLUMN "version_deadline_date";
  ALTER TABLE "_services_v_locales" DROP COLUMN "version_deadline_unsure";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "reminder_events_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "reminder_messages_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "reminder_counts_id";
  DROP TYPE "public"."enum_services_deadline_kind";
  DROP TYPE "public"."enum_services_deadline_unit";
  DROP TYPE "public"."enum__services_v_version_deadline_kind";
  DROP TYPE "public"."enum__services_v_version_deadline_unit";
  DROP TYPE "public"."enum_reminder_events_given";
  DROP TYPE "public"."enum_reminder_events_direction";
  DROP TYPE "public"."enum_reminder_events_deadline_from";
  DROP TYPE "public"."enum_reminder_events_status";
  DROP TYPE "public"."enum__reminder_events_v_version_given";
  DROP TYPE "public"."enum__reminder_events_v_version_direction";
  DROP TYPE "public"."enum__reminder_events_v_version_deadline_from";
  DROP TYPE "public"."enum__reminder_events_v_version_status";
  DROP TYPE "public"."enum__reminder_events_v_published_locale";
  DROP TYPE "public"."enum_reminder_messages_lang";
  DROP TYPE "public"."enum_reminder_messages_source";
  DROP TYPE "public"."enum_reminder_messages_status";
  DROP TYPE "public"."enum_reminder_counts_outcome";`)
}
