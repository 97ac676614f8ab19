import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_audit_log_action" AS ENUM('publish', 'unpublish', 'delete', 'roleChange', 'userCreated', 'userDeleted');
  CREATE TABLE "audit_log" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"at" timestamp(3) with time zone NOT NULL,
  	"action" "enum_audit_log_action" NOT NULL,
  	"target_collection" varchar NOT NULL,
  	"document_id" varchar NOT NULL,
  	"title" varchar,
  	"user_id" integer,
  	"detail" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "services" ADD COLUMN "review_due_at" timestamp(3) with time zone;
  ALTER TABLE "services" ADD COLUMN "last_modified_by_id" integer;
  ALTER TABLE "services_locales" ADD COLUMN "content_updated_at" timestamp(3) with time zone;
  ALTER TABLE "_services_v" ADD COLUMN "version_review_due_at" timestamp(3) with time zone;
  ALTER TABLE "_services_v" ADD COLUMN "version_last_modified_by_id" integer;
  ALTER TABLE "_services_v_locales" ADD COLUMN "version_content_updated_at" timestamp(3) with time zone;
  ALTER TABLE "categories" ADD COLUMN "last_modified_by_id" integer;
  ALTER TABLE "categories_locales" ADD COLUMN "content_updated_at" timestamp(3) with time zone;
  ALTER TABLE "_categories_v" ADD COLUMN "version_last_modified_by_id" integer;
  ALTER TABLE "_categories_v_locales" ADD COLUMN "version_content_updated_at" timestamp(3) with time zone;
  ALTER TABLE "places" ADD COLUMN "review_due_at" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "audit_log_id" integer;
  ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");
  CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action");
  CREATE INDEX "audit_log_user_idx" ON "audit_log" USING btree ("user_id");
  CREATE INDEX "audit_log_updated_at_idx" ON "audit_log" USING btree ("updated_at");
  CREATE INDEX "audit_log_created_at_idx" ON "audit_log" USING btree ("created_at");
  ALTER TABLE "services" ADD CONSTRAINT "services_last_modified_by_id_users_id_fk" FOREIGN KEY ("last_modified_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_services_v" ADD CONSTRAINT "_services_v_version_last_modified_by_id_users_id_fk" FOREIGN KEY ("version_last_modified_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "categories" ADD CONSTRAINT "categories_last_modified_by_id_users_id_fk" FOREIGN KEY ("last_modified_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_categories_v" ADD CONSTRAINT "_categories_v_version_last_modified_by_id_users_id_fk" FOREIGN KEY ("version_last_modified_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_audit_log_fk" FOREIGN KEY ("audit_log_id") REFERENCES "public"."audit_log"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "services_last_modified_by_idx" ON "services" USING btree ("last_modified_by_id");
  CREATE INDEX "_services_v_version_version_last_modified_by_idx" ON "_services_v" USING btree ("version_last_modified_by_id");
  CREATE INDEX "categories_last_modified_by_idx" ON "categories" USING btree ("last_modified_by_id");
  CREATE INDEX "_categories_v_version_version_last_modified_by_idx" ON "_categories_v" USING btree ("version_last_modified_by_id");
  CREATE INDEX "payload_locked_documents_rels_audit_log_id_idx" ON "payload_locked_documents_rels" USING btree ("audit_log_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "audit_log" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "audit_log" CASCADE;
  ALTER TABLE "services" DROP CONSTRAINT "services_last_modified_by_id_users_id_fk";
  
  ALTER TABLE "_services_v" DROP CONSTRAINT "_services_v_version_last_modified_by_id_users_id_fk";
  
  ALTER TABLE "categories" DROP CONSTRAINT "categories_last_modified_by_id_users_id_fk";
  
  ALTER TABLE "_categories_v" DROP CONSTRAINT "_categories_v_version_last_modified_by_id_users_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_audit_log_fk";
  
  DROP INDEX "services_last_modified_by_idx";
  DROP INDEX "_services_v_version_version_last_modified_by_idx";
  DROP INDEX "categories_last_modified_by_idx";
  DROP INDEX "_categories_v_version_version_last_modified_by_idx";
  DROP INDEX "payload_locked_documents_rels_audit_log_id_idx";
  ALTER TABLE "services" DROP COLUMN "review_due_at";
  ALTER TABLE "services" DROP COLUMN "last_modified_by_id";
  ALTER TABLE "services_locales" DROP COLUMN "content_updated_at";
  ALTER TABLE "_services_v" DROP COLUMN "version_review_due_at";
  ALTER TABLE "_services_v" DROP COLUMN "version_last_modified_by_id";
  ALTER TABLE "_services_v_locales" DROP COLUMN "version_content_updated_at";
  ALTER TABLE "categories" DROP COLUMN "last_modified_by_id";
  ALTER TABLE "categories_locales" DROP COLUMN "content_updated_at";
  ALTER TABLE "_categories_v" DROP COLUMN "version_last_modified_by_id";
  ALTER TABLE "_categories_v_locales" DROP COLUMN "version_content_updated_at";
  ALTER TABLE "places" DROP COLUMN "review_due_at";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "audit_log_id";
  DROP TYPE "public"."enum_audit_log_action";`)
}
