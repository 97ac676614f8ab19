import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_alerts_severity" AS ENUM('info', 'warning', 'critical');
  CREATE TYPE "public"."enum_alert_subscriptions_channel" AS ENUM('sms', 'email');
  CREATE TYPE "public"."enum_alert_subscriptions_lang" AS ENUM('fr', 'mg');
  CREATE TYPE "public"."enum_alert_subscriptions_status" AS ENUM('pending', 'active');
  CREATE TYPE "public"."enum_alert_subscriptions_source" AS ENUM('sms', 'web');
  CREATE TYPE "public"."enum_alert_deliveries_channel" AS ENUM('sms', 'email');
  CREATE TYPE "public"."enum_alert_deliveries_lang" AS ENUM('fr', 'mg');
  CREATE TYPE "public"."enum_alert_deliveries_status" AS ENUM('queued', 'sending', 'sent', 'delivered', 'failed', 'interrupted');
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'alertSent';
  CREATE TABLE "alerts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"severity" "enum_alerts_severity" NOT NULL,
  	"text_fr" varchar NOT NULL,
  	"text_mg" varchar NOT NULL,
  	"regions" varchar NOT NULL,
  	"channels" varchar DEFAULT 'sms' NOT NULL,
  	"audience" numeric NOT NULL,
  	"created_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "alert_subscriptions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"channel" "enum_alert_subscriptions_channel" NOT NULL,
  	"address" varchar NOT NULL,
  	"address_key" varchar NOT NULL,
  	"topic" varchar NOT NULL,
  	"lang" "enum_alert_subscriptions_lang" NOT NULL,
  	"status" "enum_alert_subscriptions_status" DEFAULT 'active' NOT NULL,
  	"source" "enum_alert_subscriptions_source" NOT NULL,
  	"consent_at" timestamp(3) with time zone NOT NULL,
  	"renewed_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "alert_deliveries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"alert_id" integer NOT NULL,
  	"channel" "enum_alert_deliveries_channel" NOT NULL,
  	"address_key" varchar NOT NULL,
  	"recipient" varchar,
  	"topic" varchar NOT NULL,
  	"lang" "enum_alert_deliveries_lang" NOT NULL,
  	"status" "enum_alert_deliveries_status" DEFAULT 'queued' NOT NULL,
  	"attempts" numeric DEFAULT 0 NOT NULL,
  	"next_attempt_at" timestamp(3) with time zone NOT NULL,
  	"claimed_at" timestamp(3) with time zone,
  	"sent_at" timestamp(3) with time zone,
  	"done_at" timestamp(3) with time zone,
  	"detail" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "alerts_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "alert_subscriptions_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "alert_deliveries_id" integer;
  ALTER TABLE "alerts" ADD CONSTRAINT "alerts_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "alert_deliveries" ADD CONSTRAINT "alert_deliveries_alert_id_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."alerts"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "alerts_created_by_idx" ON "alerts" USING btree ("created_by_id");
  CREATE INDEX "alerts_updated_at_idx" ON "alerts" USING btree ("updated_at");
  CREATE INDEX "alerts_created_at_idx" ON "alerts" USING btree ("created_at");
  CREATE INDEX "alert_subscriptions_channel_idx" ON "alert_subscriptions" USING btree ("channel");
  CREATE INDEX "alert_subscriptions_address_key_idx" ON "alert_subscriptions" USING btree ("address_key");
  CREATE INDEX "alert_subscriptions_topic_idx" ON "alert_subscriptions" USING btree ("topic");
  CREATE INDEX "alert_subscriptions_updated_at_idx" ON "alert_subscriptions" USING btree ("updated_at");
  CREATE INDEX "alert_subscriptions_created_at_idx" ON "alert_subscriptions" USING btree ("created_at");
  CREATE UNIQUE INDEX "addressKey_topic_idx" ON "alert_subscriptions" USING btree ("address_key","topic");
  CREATE INDEX "alert_deliveries_alert_idx" ON "alert_deliveries" USING btree ("alert_id");
  CREATE INDEX "alert_deliveries_updated_at_idx" ON "alert_deliveries" USING btree ("updated_at");
  CREATE INDEX "alert_deliveries_created_at_idx" ON "alert_deliveries" USING btree ("created_at");
  CREATE UNIQUE INDEX "alert_addressKey_idx" ON "alert_deliveries" USING btree ("alert_id","address_key");
  CREATE INDEX "status_channel_nextAttemptAt_idx" ON "alert_deliveries" USING btree ("status","channel","next_attempt_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_alerts_fk" FOREIGN KEY ("alerts_id") REFERENCES "public"."alerts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_alert_subscriptions_fk" FOREIGN KEY ("alert_subscriptions_id") REFERENCES "public"."alert_subscriptions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_alert_deliveries_fk" FOREIGN KEY ("alert_deliveries_id") REFERENCES "public"."alert_deliveries"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_alerts_id_idx" ON "payload_locked_documents_rels" USING btree ("alerts_id");
  CREATE INDEX "payload_locked_documents_rels_alert_subscriptions_id_idx" ON "payload_locked_documents_rels" USING btree ("alert_subscriptions_id");
  CREATE INDEX "payload_locked_documents_rels_alert_deliveries_id_idx" ON "payload_locked_documents_rels" USING btree ("alert_deliveries_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "alerts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "alert_subscriptions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "alert_deliveries" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "alerts" CASCADE;
  DROP TABLE "alert_subscriptions" CASCADE;
  DROP TABLE "alert_deliveries" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_alerts_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_alert_subscriptions_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_alert_deliveries_fk";
  
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_log_action";
  CREATE TYPE "public"."enum_audit_log_action" AS ENUM('publish', 'unpublish', 'delete', 'roleChange', 'userCreated', 'userDeleted', 'restore', 'noteCorrected', 'noteWithdrawn');
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE "public"."enum_audit_log_action" USING "action"::"public"."enum_audit_log_action";
  DROP INDEX "payload_locked_documents_rels_alerts_id_idx";
  DROP INDEX "payload_locked_documents_rels_alert_subscriptions_id_idx";
  DROP INDEX "payload_locked_documents_rels_alert_deliveries_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "alerts_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "alert_subscriptions_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "alert_deliveries_id";
  DROP TYPE "public"."enum_alerts_severity";
  DROP TYPE "public"."enum_alert_subscriptions_channel";
  DROP TYPE "public"."enum_alert_subscriptions_lang";
  DROP TYPE "public"."enum_alert_subscriptions_status";
  DROP TYPE "public"."enum_alert_subscriptions_source";
  DROP TYPE "public"."enum_alert_deliveries_channel";
  DROP TYPE "public"."enum_alert_deliveries_lang";
  DROP TYPE "public"."enum_alert_deliveries_status";`)
}
