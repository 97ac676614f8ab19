import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`journeys_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`logic\` text DEFAULT 'and',
  	\`optional\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`journeys\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`journeys_steps_order_idx\` ON \`journeys_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`journeys_steps_parent_id_idx\` ON \`journeys_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`journeys_steps_locales\` (
  	\`title\` text,
  	\`summary\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`journeys_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`journeys_steps_locales_locale_parent_id_unique\` ON \`journeys_steps_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`journeys\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`review_status\` text DEFAULT 'toVerify',
  	\`review_notes\` text,
  	\`review_due_at\` text,
  	\`last_modified_by_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`last_modified_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`journeys_last_modified_by_idx\` ON \`journeys\` (\`last_modified_by_id\`);`)
  await db.run(sql`CREATE INDEX \`journeys_updated_at_idx\` ON \`journeys\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`journeys_created_at_idx\` ON \`journeys\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`journeys__status_idx\` ON \`journeys\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`journeys_locales\` (
  	\`title\` text,
  	\`slug\` text,
  	\`summary\` text,
  	\`content_updated_at\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`journeys\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`journeys_slug_idx\` ON \`journeys_locales\` (\`slug\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`journeys_locales_locale_parent_id_unique\` ON \`journeys_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`journeys_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`services_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`journeys\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`services_id\`) REFERENCES \`services\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`journeys_rels_order_idx\` ON \`journeys_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`journeys_rels_parent_idx\` ON \`journeys_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`journeys_rels_path_idx\` ON \`journeys_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`journeys_rels_services_id_idx\` ON \`journeys_rels\` (\`services_id\`);`)
  await db.run(sql`CREATE TABLE \`_journeys_v_version_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`logic\` text DEFAULT 'and',
  	\`optional\` integer DEFAULT false,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_journeys_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_journeys_v_version_steps_order_idx\` ON \`_journeys_v_version_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_journeys_v_version_steps_parent_id_idx\` ON \`_journeys_v_version_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_journeys_v_version_steps_locales\` (
  	\`title\` text,
  	\`summary\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_journeys_v_version_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_journeys_v_version_steps_locales_locale_parent_id_unique\` ON \`_journeys_v_version_steps_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_journeys_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_review_status\` text DEFAULT 'toVerify',
  	\`version_review_notes\` text,
  	\`version_review_due_at\` text,
  	\`version_last_modified_by_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`journeys\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_last_modified_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_journeys_v_parent_idx\` ON \`_journeys_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_journeys_v_version_version_last_modified_by_idx\` ON \`_journeys_v\` (\`version_last_modified_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_journeys_v_version_version_updated_at_idx\` ON \`_journeys_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_journeys_v_version_version_created_at_idx\` ON \`_journeys_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_journeys_v_version_version__status_idx\` ON \`_journeys_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_journeys_v_created_at_idx\` ON \`_journeys_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_journeys_v_updated_at_idx\` ON \`_journeys_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_journeys_v_snapshot_idx\` ON \`_journeys_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_journeys_v_published_locale_idx\` ON \`_journeys_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_journeys_v_latest_idx\` ON \`_journeys_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_journeys_v_locales\` (
  	\`version_title\` text,
  	\`version_slug\` text,
  	\`version_summary\` text,
  	\`version_content_updated_at\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_journeys_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_journeys_v_version_version_slug_idx\` ON \`_journeys_v_locales\` (\`version_slug\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`_journeys_v_locales_locale_parent_id_unique\` ON \`_journeys_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_journeys_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`services_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_journeys_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`services_id\`) REFERENCES \`services\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_journeys_v_rels_order_idx\` ON \`_journeys_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_journeys_v_rels_parent_idx\` ON \`_journeys_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_journeys_v_rels_path_idx\` ON \`_journeys_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_journeys_v_rels_services_id_idx\` ON \`_journeys_v_rels\` (\`services_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`journeys_id\` integer REFERENCES journeys(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_journeys_id_idx\` ON \`payload_locked_documents_rels\` (\`journeys_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`journeys_steps\`;`)
  await db.run(sql`DROP TABLE \`journeys_steps_locales\`;`)
  await db.run(sql`DROP TABLE \`journeys\`;`)
  await db.run(sql`DROP TABLE \`journeys_locales\`;`)
  await db.run(sql`DROP TABLE \`journeys_rels\`;`)
  await db.run(sql`DROP TABLE \`_journeys_v_version_steps\`;`)
  await db.run(sql`DROP TABLE \`_journeys_v_version_steps_locales\`;`)
  await db.run(sql`DROP TABLE \`_journeys_v\`;`)
  await db.run(sql`DROP TABLE \`_journeys_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_journeys_v_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`services_id\` integer,
  	\`categories_id\` integer,
  	\`media_id\` integer,
  	\`ministries_id\` integer,
  	\`places_id\` integer,
  	\`regions_id\` integer,
  	\`messages_id\` integer,
  	\`search_synonyms_id\` integer,
  	\`page_views_id\` integer,
  	\`page_feedback_id\` integer,
  	\`users_id\` integer,
  	\`reference_counters_id\` integer,
  	\`audit_log_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`services_id\`) REFERENCES \`services\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`ministries_id\`) REFERENCES \`ministries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`places_id\`) REFERENCES \`places\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`regions_id\`) REFERENCES \`regions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`messages_id\`) REFERENCES \`messages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`search_synonyms_id\`) REFERENCES \`search_synonyms\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`page_views_id\`) REFERENCES \`page_views\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`page_feedback_id\`) REFERENCES \`page_feedback\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`reference_counters_id\`) REFERENCES \`reference_counters\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`audit_log_id\`) REFERENCES \`audit_log\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "services_id", "categories_id", "media_id", "ministries_id", "places_id", "regions_id", "messages_id", "search_synonyms_id", "page_views_id", "page_feedback_id", "users_id", "reference_counters_id", "audit_log_id") SELECT "id", "order", "parent_id", "path", "services_id", "categories_id", "media_id", "ministries_id", "places_id", "regions_id", "messages_id", "search_synonyms_id", "page_views_id", "page_feedback_id", "users_id", "reference_counters_id", "audit_log_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_services_id_idx\` ON \`payload_locked_documents_rels\` (\`services_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_ministries_id_idx\` ON \`payload_locked_documents_rels\` (\`ministries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_places_id_idx\` ON \`payload_locked_documents_rels\` (\`places_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_regions_id_idx\` ON \`payload_locked_documents_rels\` (\`regions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`messages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_search_synonyms_id_idx\` ON \`payload_locked_documents_rels\` (\`search_synonyms_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_page_views_id_idx\` ON \`payload_locked_documents_rels\` (\`page_views_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_page_feedback_id_idx\` ON \`payload_locked_documents_rels\` (\`page_feedback_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_reference_counters_id_idx\` ON \`payload_locked_documents_rels\` (\`reference_counters_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_audit_log_id_idx\` ON \`payload_locked_documents_rels\` (\`audit_log_id\`);`)
}
