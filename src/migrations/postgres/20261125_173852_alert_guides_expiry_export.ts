import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_alerts_kind" AS ENUM('notice', 'guide', 'renewal');
  CREATE TYPE "public"."enum_alert_subscriptions_cadence" AS ENUM('immediate', 'daily');
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'alertSubscribersExported';
  ALTER TYPE "public"."enum_alert_deliveries_status" ADD VALUE 'digest' BEFORE 'sending';
  ALTER TABLE "alerts" ALTER COLUMN "text_fr" DROP NOT NULL;
  ALTER TABLE "alerts" ALTER COLUMN "text_mg" DROP NOT NULL;
  ALTER TABLE "alerts" ALTER COLUMN "regions" DROP NOT NULL;
  ALTER TABLE "alerts" ADD COLUMN "kind" "enum_alerts_kind" DEFAULT 'notice' NOT NULL;
  ALTER TABLE "alerts" ADD COLUMN "service_id" integer;
  ALTER TABLE "alert_subscriptions" ADD COLUMN "cadence" "enum_alert_subscriptions_cadence" DEFAULT 'immediate' NOT NULL;
  ALTER TABLE "alert_subscriptions" ADD COLUMN "renewal_asked_at" timestamp(3) with time zone;
  ALTER TABLE "alerts" ADD CONSTRAINT "alerts_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "alerts_service_idx" ON "alerts" USING btree ("service_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "alerts" DROP CONSTRAINT "alerts_service_id_services_id_fk";
  
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_log_action";
  CREATE TYPE "public"."enum_audit_log_action" AS ENUM('publish', 'unpublish', 'delete', 'roleChange', 'userCreated', 'userDeleted', 'restore', 'noteCorrected', 'noteWithdrawn', 'alertSent');
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE "public"."enum_audit_log_action" USING "action"::"public"."enum_audit_log_action";
  ALTER TABLE "alert_deliveries" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "alert_deliveries" ALTER COLUMN "status" SET DEFAULT 'queued'::text;
  DROP TYPE "public"."enum_alert_deliveries_status";
  CREATE TYPE "public"."enum_alert_deliveries_status" AS ENUM('queued', 'sending', 'sent', 'delivered', 'failed', 'interrupted');
  ALTER TABLE "alert_deliveries" ALTER COLUMN "status" SET DEFAULT 'queued'::"public"."enum_alert_deliveries_status";
  ALTER TABLE "alert_deliveries" ALTER COLUMN "status" SET DATA TYPE "public"."enum_alert_deliveries_status" USING "status"::"public"."enum_alert_deliveries_status";
  DROP INDEX "alerts_service_idx";
  ALTER TABLE "alerts" ALTER COLUMN "text_fr" SET NOT NULL;
  ALTER TABLE "alerts" ALTER COLUMN "text_mg" SET NOT NULL;
  ALTER TABLE "alerts" ALTER COLUMN "regions" SET NOT NULL;
  ALTER TABLE "alerts" DROP COLUMN "kind";
  ALTER TABLE "alerts" DROP COLUMN "service_id";
  ALTER TABLE "alert_subscriptions" DROP COLUMN "cadence";
  ALTER TABLE "alert_subscriptions" DROP COLUMN "renewal_asked_at";
  DROP TYPE "public"."enum_alerts_kind";
  DROP TYPE "public"."enum_alert_subscriptions_cadence";`)
}
