import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`flows_questions_answers\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`next\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`flows_questions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`flows_questions_answers_order_idx\` ON \`flows_questions_answers\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`flows_questions_answers_parent_id_idx\` ON \`flows_questions_answers\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`flows_questions_answers_locales\` (
  	\`label\` text,
  	\`short\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`flows_questions_answers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`flows_questions_answers_locales_locale_parent_id_unique\` ON \`flows_questions_answers_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`flows_questions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`key\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`flows\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`flows_questions_order_idx\` ON \`flows_questions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`flows_questions_parent_id_idx\` ON \`flows_questions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`flows_questions_locales\` (
  	\`text\` text,
  	\`hint\` text,
  	\`short\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`flows_questions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`flows_questions_locales_locale_parent_id_unique\` ON \`flows_questions_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`flows_outcomes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`fee_ariary\` numeric,
  	\`duration_from\` numeric,
  	\`duration_to\` numeric,
  	\`duration_unit\` text,
  	\`office_id\` integer,
  	FOREIGN KEY (\`office_id\`) REFERENCES \`places\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`flows\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`flows_outcomes_order_idx\` ON \`flows_outcomes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`flows_outcomes_parent_id_idx\` ON \`flows_outcomes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`flows_outcomes_office_idx\` ON \`flows_outcomes\` (\`office_id\`);`)
  await db.run(sql`CREATE TABLE \`flows_outcomes_locales\` (
  	\`title\` text,
  	\`documents\` text,
  	\`fee_note\` text,
  	\`steps\` text,
  	\`text\` text,
  	\`unsure\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`flows_outcomes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`flows_outcomes_locales_locale_parent_id_unique\` ON \`flows_outcomes_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`flows\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`path_count\` numeric,
  	\`guide_id\` integer,
  	\`review_status\` text DEFAULT 'toVerify',
  	\`review_notes\` text,
  	\`review_due_at\` text,
  	\`mg_native_reviewed\` integer DEFAULT false,
  	\`last_modified_by_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`guide_id\`) REFERENCES \`services\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`last_modified_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`flows_guide_idx\` ON \`flows\` (\`guide_id\`);`)
  await db.run(sql`CREATE INDEX \`flows_last_modified_by_idx\` ON \`flows\` (\`last_modified_by_id\`);`)
  await db.run(sql`CREATE INDEX \`flows_updated_at_idx\` ON \`flows\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`flows_created_at_idx\` ON \`flows\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`flows__status_idx\` ON \`flows\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`flows_locales\` (
  	\`title\` text,
  	\`slug\` text,
  	\`summary\` text,
  	\`citizen_words\` text,
  	\`content_updated_at\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`flows\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`flows_slug_idx\` ON \`flows_locales\` (\`slug\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`flows_locales_locale_parent_id_unique\` ON \`flows_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_flows_v_version_questions_answers\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`next\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_flows_v_version_questions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_flows_v_version_questions_answers_order_idx\` ON \`_flows_v_version_questions_answers\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_flows_v_version_questions_answers_parent_id_idx\` ON \`_flows_v_version_questions_answers\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_flows_v_version_questions_answers_locales\` (
  	\`label\` text,
  	\`short\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_flows_v_version_questions_answers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_flows_v_version_questions_answers_locales_locale_parent_id_\` ON \`_flows_v_version_questions_answers_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_flows_v_version_questions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_flows_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_flows_v_version_questions_order_idx\` ON \`_flows_v_version_questions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_flows_v_version_questions_parent_id_idx\` ON \`_flows_v_version_questions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_flows_v_version_questions_locales\` (
  	\`text\` text,
  	\`hint\` text,
  	\`short\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_flows_v_version_questions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_flows_v_version_questions_locales_locale_parent_id_unique\` ON \`_flows_v_version_questions_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_flows_v_version_outcomes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`fee_ariary\` numeric,
  	\`duration_from\` numeric,
  	\`duration_to\` numeric,
  	\`duration_unit\` text,
  	\`office_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`office_id\`) REFERENCES \`places\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_flows_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_flows_v_version_outcomes_order_idx\` ON \`_flows_v_version_outcomes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_flows_v_version_outcomes_parent_id_idx\` ON \`_flows_v_version_outcomes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_flows_v_version_outcomes_office_idx\` ON \`_flows_v_version_outcomes\` (\`office_id\`);`)
  await db.run(sql`CREATE TABLE \`_flows_v_version_outcomes_locales\` (
  	\`title\` text,
  	\`documents\` text,
  	\`fee_note\` text,
  	\`steps\` text,
  	\`text\` text,
  	\`unsure\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_flows_v_version_outcomes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_flows_v_version_outcomes_locales_locale_parent_id_unique\` ON \`_flows_v_version_outcomes_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_flows_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_path_count\` numeric,
  	\`version_guide_id\` integer,
  	\`version_review_status\` text DEFAULT 'toVerify',
  	\`version_review_notes\` text,
  	\`version_review_due_at\` text,
  	\`version_mg_native_reviewed\` integer DEFAULT false,
  	\`version_last_modified_by_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`flows\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_guide_id\`) REFERENCES \`services\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_last_modified_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_flows_v_parent_idx\` ON \`_flows_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_flows_v_version_version_guide_idx\` ON \`_flows_v\` (\`version_guide_id\`);`)
  await db.run(sql`CREATE INDEX \`_flows_v_version_version_last_modified_by_idx\` ON \`_flows_v\` (\`version_last_modified_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_flows_v_version_version_updated_at_idx\` ON \`_flows_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_flows_v_version_version_created_at_idx\` ON \`_flows_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_flows_v_version_version__status_idx\` ON \`_flows_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_flows_v_created_at_idx\` ON \`_flows_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_flows_v_updated_at_idx\` ON \`_flows_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_flows_v_snapshot_idx\` ON \`_flows_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_flows_v_published_locale_idx\` ON \`_flows_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_flows_v_latest_idx\` ON \`_flows_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_flows_v_locales\` (
  	\`version_title\` text,
  	\`version_slug\` text,
  	\`version_summary\` text,
  	\`version_citizen_words\` text,
  	\`version_content_updated_at\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_flows_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_flows_v_version_version_slug_idx\` ON \`_flows_v_locales\` (\`version_slug\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`_flows_v_locales_locale_parent_id_unique\` ON \`_flows_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`flows_id\` integer REFERENCES flows(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_flows_id_idx\` ON \`payload_locked_documents_rels\` (\`flows_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`flows_questions_answers\`;`)
  await db.run(sql`DROP TABLE \`flows_questions_answers_locales\`;`)
  await db.run(sql`DROP TABLE \`flows_questions\`;`)
  await db.run(sql`DROP TABLE \`flows_questions_locales\`;`)
  await db.run(sql`DROP TABLE \`flows_outcomes\`;`)
  await db.run(sql`DROP TABLE \`flows_outcomes_locales\`;`)
  await db.run(sql`DROP TABLE \`flows\`;`)
  await db.run(sql`DROP TABLE \`flows_locales\`;`)
  await db.run(sql`DROP TABLE \`_flows_v_version_questions_answers\`;`)
  await db.run(sql`DROP TABLE \`_flows_v_version_questions_answers_locales\`;`)
  await db.run(sql`DROP TABLE \`_flows_v_version_questions\`;`)
  await db.run(sql`DROP TABLE \`_flows_v_version_questions_locales\`;`)
  await db.run(sql`DROP TABLE \`_flows_v_version_outcomes\`;`)
  await db.run(sql`DROP TABLE \`_flows_v_version_outcomes_locales\`;`)
  await db.run(sql`DROP TABLE \`_flows_v\`;`)
  await db.run(sql`DROP TABLE \`_flows_v_locales\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`services_id\` integer,
  	\`categories_id\` integer,
  	\`journeys_id\` integer,
  	\`media_id\` integer,
  	\`ministries_id\` integer,
  	\`places_id\` integer,
  	\`regions_id\` integer,
  	\`messages_id\` integer,
  	\`search_synonyms_id\` integer,
  	\`page_views_id\` integer,
  	\`page_feedback_id\` integer,
  	\`query_stats_id\` integer,
  	\`users_id\` integer,
  	\`reference_counters_id\` integer,
  	\`audit_log_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`services_id\`) REFERENCES \`services\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`journeys_id\`) REFERENCES \`journeys\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`ministries_id\`) REFERENCES \`ministries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`places_id\`) REFERENCES \`places\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`regions_id\`) REFERENCES \`regions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`messages_id\`) REFERENCES \`messages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`search_synonyms_id\`) REFERENCES \`search_synonyms\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`page_views_id\`) REFERENCES \`page_views\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`page_feedback_id\`) REFERENCES \`page_feedback\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`query_stats_id\`) REFERENCES \`query_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`reference_counters_id\`) REFERENCES \`reference_counters\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`audit_log_id\`) REFERENCES \`audit_log\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "services_id", "categories_id", "journeys_id", "media_id", "ministries_id", "places_id", "regions_id", "messages_id", "search_synonyms_id", "page_views_id", "page_feedback_id", "query_stats_id", "users_id", "reference_counters_id", "audit_log_id") SELECT "id", "order", "parent_id", "path", "services_id", "categories_id", "journeys_id", "media_id", "ministries_id", "places_id", "regions_id", "messages_id", "search_synonyms_id", "page_views_id", "page_feedback_id", "query_stats_id", "users_id", "reference_counters_id", "audit_log_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_services_id_idx\` ON \`payload_locked_documents_rels\` (\`services_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_journeys_id_idx\` ON \`payload_locked_documents_rels\` (\`journeys_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_ministries_id_idx\` ON \`payload_locked_documents_rels\` (\`ministries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_places_id_idx\` ON \`payload_locked_documents_rels\` (\`places_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_regions_id_idx\` ON \`payload_locked_documents_rels\` (\`regions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`messages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_search_synonyms_id_idx\` ON \`payload_locked_documents_rels\` (\`search_synonyms_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_page_views_id_idx\` ON \`payload_locked_documents_rels\` (\`page_views_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_page_feedback_id_idx\` ON \`payload_locked_documents_rels\` (\`page_feedback_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_query_stats_id_idx\` ON \`payload_locked_documents_rels\` (\`query_stats_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_reference_counters_id_idx\` ON \`payload_locked_documents_rels\` (\`reference_counters_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_audit_log_id_idx\` ON \`payload_locked_documents_rels\` (\`audit_log_id\`);`)
}
