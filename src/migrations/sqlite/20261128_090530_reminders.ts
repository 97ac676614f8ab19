import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`reminder_events_reminders\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`offset_days\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`reminder_events\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`reminder_events_reminders_order_idx\` ON \`reminder_events_reminders\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`reminder_events_reminders_parent_id_idx\` ON \`reminder_events_reminders\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`reminder_events_reminders_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`reminder_events_reminders\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`reminder_events_reminders_locales_locale_parent_id_unique\` ON \`reminder_events_reminders_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`reminder_events\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`keyword_fr\` text,
  	\`keyword_mg\` text,
  	\`guide_id\` integer,
  	\`given\` text DEFAULT 'date',
  	\`direction\` text DEFAULT 'past',
  	\`deadline_from\` text DEFAULT 'guide',
  	\`today_when_missing\` integer DEFAULT false,
  	\`editor_note\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`guide_id\`) REFERENCES \`services\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`reminder_events_keyword_fr_idx\` ON \`reminder_events\` (\`keyword_fr\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`reminder_events_keyword_mg_idx\` ON \`reminder_events\` (\`keyword_mg\`);`)
  await db.run(sql`CREATE INDEX \`reminder_events_guide_idx\` ON \`reminder_events\` (\`guide_id\`);`)
  await db.run(sql`CREATE INDEX \`reminder_events_updated_at_idx\` ON \`reminder_events\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`reminder_events_created_at_idx\` ON \`reminder_events\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`reminder_events__status_idx\` ON \`reminder_events\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`reminder_events_locales\` (
  	\`title\` text,
  	\`date_label\` text,
  	\`documents_group\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`reminder_events\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`reminder_events_locales_locale_parent_id_unique\` ON \`reminder_events_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_reminder_events_v_version_reminders\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`offset_days\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_reminder_events_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_reminder_events_v_version_reminders_order_idx\` ON \`_reminder_events_v_version_reminders\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_reminder_events_v_version_reminders_parent_id_idx\` ON \`_reminder_events_v_version_reminders\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_reminder_events_v_version_reminders_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_reminder_events_v_version_reminders\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_reminder_events_v_version_reminders_locales_locale_parent_i\` ON \`_reminder_events_v_version_reminders_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_reminder_events_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_keyword_fr\` text,
  	\`version_keyword_mg\` text,
  	\`version_guide_id\` integer,
  	\`version_given\` text DEFAULT 'date',
  	\`version_direction\` text DEFAULT 'past',
  	\`version_deadline_from\` text DEFAULT 'guide',
  	\`version_today_when_missing\` integer DEFAULT false,
  	\`version_editor_note\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`reminder_events\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_guide_id\`) REFERENCES \`services\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_reminder_events_v_parent_idx\` ON \`_reminder_events_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_reminder_events_v_version_version_keyword_fr_idx\` ON \`_reminder_events_v\` (\`version_keyword_fr\`);`)
  await db.run(sql`CREATE INDEX \`_reminder_events_v_version_version_keyword_mg_idx\` ON \`_reminder_events_v\` (\`version_keyword_mg\`);`)
  await db.run(sql`CREATE INDEX \`_reminder_events_v_version_version_guide_idx\` ON \`_reminder_events_v\` (\`version_guide_id\`);`)
  await db.run(sql`CREATE INDEX \`_reminder_events_v_version_version_updated_at_idx\` ON \`_reminder_events_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_reminder_events_v_version_version_created_at_idx\` ON \`_reminder_events_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_reminder_events_v_version_version__status_idx\` ON \`_reminder_events_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_reminder_events_v_created_at_idx\` ON \`_reminder_events_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_reminder_events_v_updated_at_idx\` ON \`_reminder_events_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_reminder_events_v_snapshot_idx\` ON \`_reminder_events_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_reminder_events_v_published_locale_idx\` ON \`_reminder_events_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_reminder_events_v_latest_idx\` ON \`_reminder_events_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_reminder_events_v_locales\` (
  	\`version_title\` text,
  	\`version_date_label\` text,
  	\`version_documents_group\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_reminder_events_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_reminder_events_v_locales_locale_parent_id_unique\` ON \`_reminder_events_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`reminder_messages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`plan\` text NOT NULL,
  	\`event_id\` integer NOT NULL,
  	\`step\` numeric NOT NULL,
  	\`recipient\` text NOT NULL,
  	\`address_key\` text NOT NULL,
  	\`anchor\` text NOT NULL,
  	\`lang\` text NOT NULL,
  	\`source\` text NOT NULL,
  	\`status\` text DEFAULT 'queued' NOT NULL,
  	\`attempts\` numeric DEFAULT 0 NOT NULL,
  	\`due_at\` text NOT NULL,
  	\`next_attempt_at\` text NOT NULL,
  	\`claimed_at\` text,
  	\`detail\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`event_id\`) REFERENCES \`reminder_events\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`reminder_messages_plan_idx\` ON \`reminder_messages\` (\`plan\`);`)
  await db.run(sql`CREATE INDEX \`reminder_messages_event_idx\` ON \`reminder_messages\` (\`event_id\`);`)
  await db.run(sql`CREATE INDEX \`reminder_messages_address_key_idx\` ON \`reminder_messages\` (\`address_key\`);`)
  await db.run(sql`CREATE INDEX \`reminder_messages_updated_at_idx\` ON \`reminder_messages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`reminder_messages_created_at_idx\` ON \`reminder_messages\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`plan_step_idx\` ON \`reminder_messages\` (\`plan\`,\`step\`);`)
  await db.run(sql`CREATE INDEX \`status_nextAttemptAt_idx\` ON \`reminder_messages\` (\`status\`,\`next_attempt_at\`);`)
  await db.run(sql`CREATE TABLE \`reminder_counts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`event_id\` integer NOT NULL,
  	\`month\` text NOT NULL,
  	\`outcome\` text NOT NULL,
  	\`n\` numeric DEFAULT 0 NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`event_id\`) REFERENCES \`reminder_events\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`reminder_counts_event_idx\` ON \`reminder_counts\` (\`event_id\`);`)
  await db.run(sql`CREATE INDEX \`reminder_counts_updated_at_idx\` ON \`reminder_counts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`reminder_counts_created_at_idx\` ON \`reminder_counts\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`event_month_outcome_idx\` ON \`reminder_counts\` (\`event_id\`,\`month\`,\`outcome\`);`)
  await db.run(sql`ALTER TABLE \`services\` ADD \`deadline_kind\` text;`)
  await db.run(sql`ALTER TABLE \`services\` ADD \`deadline_count\` numeric;`)
  await db.run(sql`ALTER TABLE \`services\` ADD \`deadline_unit\` text;`)
  await db.run(sql`ALTER TABLE \`services\` ADD \`deadline_day\` numeric;`)
  await db.run(sql`ALTER TABLE \`services\` ADD \`deadline_month\` numeric;`)
  await db.run(sql`ALTER TABLE \`services\` ADD \`deadline_date\` text;`)
  await db.run(sql`ALTER TABLE \`services_locales\` ADD \`deadline_unsure\` text;`)
  await db.run(sql`ALTER TABLE \`_services_v\` ADD \`version_deadline_kind\` text;`)
  await db.run(sql`ALTER TABLE \`_services_v\` ADD \`version_deadline_count\` numeric;`)
  await db.run(sql`ALTER TABLE \`_services_v\` ADD \`version_deadline_unit\` text;`)
  await db.run(sql`ALTER TABLE \`_services_v\` ADD \`version_deadline_day\` numeric;`)
  await db.run(sql`ALTER TABLE \`_services_v\` ADD \`version_deadline_month\` numeric;`)
  await db.run(sql`ALTER TABLE \`_services_v\` ADD \`version_deadline_date\` text;`)
  await db.run(sql`ALTER TABLE \`_services_v_locales\` ADD \`version_deadline_unsure\` text;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`reminder_events_id\` integer REFERENCES reminder_events(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`reminder_messages_id\` integer REFERENCES reminder_messages(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`reminder_counts_id\` integer REFERENCES reminder_counts(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_reminder_events_id_idx\` ON \`payload_locked_documents_rels\` (\`reminder_events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_reminder_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`reminder_messages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_reminder_counts_id_idx\` ON \`payload_locked_documents_rels\` (\`reminder_counts_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`reminder_events_reminders\`;`)
  await db.run(sql`DROP TABLE \`reminder_events_reminders_locales\`;`)
  await db.run(sql`DROP TABLE \`reminder_events\`;`)
  await db.run(sql`DROP TABLE \`reminder_events_locales\`;`)
  await db.run(sql`DROP TABLE \`_reminder_events_v_version_reminders\`;`)
  await db.run(sql`DROP TABLE \`_reminder_events_v_version_reminders_locales\`;`)
  await db.run(sql`DROP TABLE \`_reminder_events_v\`;`)
  await db.run(sql`DROP TABLE \`_reminder_events_v_locales\`;`)
  await db.run(sql`DROP TABLE \`reminder_messages\`;`)
  await db.run(sql`DROP TABLE \`reminder_counts\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`services_id\` integer,
  	\`categories_id\` integer,
  	\`journeys_id\` integer,
  	\`flows_id\` integer,
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
  	\`alerts_id\` integer,
  	\`alert_subscriptions_id\` integer,
  	\`alert_deliveries_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`services_id\`) REFERENCES \`services\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`journeys_id\`) REFERENCES \`journeys\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`flows_id\`) REFERENCES \`flows\`(\`id\`) ON UPDATE no action ON DELETE cascade,
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
  	FOREIGN KEY (\`audit_log_id\`) REFERENCES \`audit_log\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`alerts_id\`) REFERENCES \`alerts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`alert_subscriptions_id\`) REFERENCES \`alert_subscriptions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`alert_deliveries_id\`) REFERENCES \`alert_deliveries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "services_id", "categories_id", "journeys_id", "flows_id", "media_id", "ministries_id", "places_id", "regions_id", "messages_id", "search_synonyms_id", "page_views_id", "page_feedback_id", "query_stats_id", "users_id", "reference_counters_id", "audit_log_id", "alerts_id", "alert_subscriptions_id", "alert_deliveries_id") SELECT "id", "order", "parent_id", "path", "services_id", "categories_id", "journeys_id", "flows_id", "media_id", "ministries_id", "places_id", "regions_id", "messages_id", "search_synonyms_id", "page_views_id", "page_feedback_id", "query_stats_id", "users_id", "reference_counters_id", "audit_log_id", "alerts_id", "alert_subscriptions_id", "alert_deliveries_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_services_id_idx\` ON \`payload_locked_documents_rels\` (\`services_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_journeys_id_idx\` ON \`payload_locked_documents_rels\` (\`journeys_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_flows_id_idx\` ON \`payload_locked_documents_rels\` (\`flows_id\`);`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_alerts_id_idx\` ON \`payload_locked_documents_rels\` (\`alerts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_alert_subscriptions_id_idx\` ON \`payload_locked_documents_rels\` (\`alert_subscriptions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_alert_deliveries_id_idx\` ON \`payload_locked_documents_rels\` (\`alert_deliveries_id\`);`)
  await db.run(sql`ALTER TABLE \`services\` DROP COLUMN \`deadline_kind\`;`)
  await db.run(sql`ALTER TABLE \`services\` DROP COLUMN \`deadline_count\`;`)
  await db.run(sql`ALTER TABLE \`services\` DROP COLUMN \`deadline_unit\`;`)
  await db.run(sql`ALTER TABLE \`services\` DROP COLUMN \`deadline_day\`;`)
  await db.run(sql`ALTER TABLE \`services\` DROP COLUMN \`deadline_month\`;`)
  await db.run(sql`ALTER TABLE \`services\` DROP COLUMN \`deadline_date\`;`)
  await db.run(sql`ALTER TABLE \`services_locales\` DROP COLUMN \`deadline_unsure\`;`)
  await db.run(sql`ALTER TABLE \`_services_v\` DROP COLUMN \`version_deadline_kind\`;`)
  await db.run(sql`ALTER TABLE \`_services_v\` DROP COLUMN \`version_deadline_count\`;`)
  await db.run(sql`ALTER TABLE \`_services_v\` DROP COLUMN \`version_deadline_unit\`;`)
  await db.run(sql`ALTER TABLE \`_services_v\` DROP COLUMN \`version_deadline_day\`;`)
  await db.run(sql`ALTER TABLE \`_services_v\` DROP COLUMN \`version_deadline_month\`;`)
  await db.run(sql`ALTER TABLE \`_services_v\` DROP COLUMN \`version_deadline_date\`;`)
  await db.run(sql`ALTER TABLE \`_services_v_locales\` DROP COLUMN \`version_deadline_unsure\`;`)
}
