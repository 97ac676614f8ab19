import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`services_sources_supports\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`services_sources\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`services_sources_supports_order_idx\` ON \`services_sources_supports\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`services_sources_supports_parent_idx\` ON \`services_sources_supports\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_services_v_version_sources_supports\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_services_v_version_sources\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_services_v_version_sources_supports_order_idx\` ON \`_services_v_version_sources_supports\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_version_sources_supports_parent_idx\` ON \`_services_v_version_sources_supports\` (\`parent_id\`);`)
  await db.run(sql`ALTER TABLE \`services_documents\` ADD \`quantity\` numeric;`)
  await db.run(sql`ALTER TABLE \`services_documents\` ADD \`form\` text;`)
  await db.run(sql`ALTER TABLE \`services_documents\` ADD \`unsure\` text;`)
  await db.run(sql`ALTER TABLE \`services_steps\` ADD \`fee_ariary\` numeric;`)
  await db.run(sql`ALTER TABLE \`services_steps\` ADD \`duration_from\` numeric;`)
  await db.run(sql`ALTER TABLE \`services_steps\` ADD \`duration_to\` numeric;`)
  await db.run(sql`ALTER TABLE \`services_steps\` ADD \`duration_unit\` text;`)
  await db.run(sql`ALTER TABLE \`services_steps\` ADD \`place_id\` integer REFERENCES places(id) ON UPDATE no action ON DELETE set null;`)
  await db.run(sql`ALTER TABLE \`services_steps\` ADD \`unsure\` text;`)
  await db.run(sql`CREATE INDEX \`services_steps_place_idx\` ON \`services_steps\` (\`place_id\`);`)
  await db.run(sql`ALTER TABLE \`services_faq\` ADD \`unsure\` text;`)
  await db.run(sql`ALTER TABLE \`services\` ADD \`mg_native_reviewed\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`services_locales\` ADD \`summary_unsure\` text;`)
  await db.run(sql`ALTER TABLE \`services_locales\` ADD \`audience_unsure\` text;`)
  await db.run(sql`ALTER TABLE \`services_locales\` ADD \`cost_others_pay\` text;`)
  await db.run(sql`ALTER TABLE \`services_locales\` ADD \`you_receive\` text;`)
  await db.run(sql`ALTER TABLE \`_services_v_version_documents\` ADD \`quantity\` numeric;`)
  await db.run(sql`ALTER TABLE \`_services_v_version_documents\` ADD \`form\` text;`)
  await db.run(sql`ALTER TABLE \`_services_v_version_documents\` ADD \`unsure\` text;`)
  await db.run(sql`ALTER TABLE \`_services_v_version_steps\` ADD \`fee_ariary\` numeric;`)
  await db.run(sql`ALTER TABLE \`_services_v_version_steps\` ADD \`duration_from\` numeric;`)
  await db.run(sql`ALTER TABLE \`_services_v_version_steps\` ADD \`duration_to\` numeric;`)
  await db.run(sql`ALTER TABLE \`_services_v_version_steps\` ADD \`duration_unit\` text;`)
  await db.run(sql`ALTER TABLE \`_services_v_version_steps\` ADD \`place_id\` integer REFERENCES places(id) ON UPDATE no action ON DELETE set null;`)
  await db.run(sql`ALTER TABLE \`_services_v_version_steps\` ADD \`unsure\` text;`)
  await db.run(sql`CREATE INDEX \`_services_v_version_steps_place_idx\` ON \`_services_v_version_steps\` (\`place_id\`);`)
  await db.run(sql`ALTER TABLE \`_services_v_version_faq\` ADD \`unsure\` text;`)
  await db.run(sql`ALTER TABLE \`_services_v\` ADD \`version_mg_native_reviewed\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_services_v_locales\` ADD \`version_summary_unsure\` text;`)
  await db.run(sql`ALTER TABLE \`_services_v_locales\` ADD \`version_audience_unsure\` text;`)
  await db.run(sql`ALTER TABLE \`_services_v_locales\` ADD \`version_cost_others_pay\` text;`)
  await db.run(sql`ALTER TABLE \`_services_v_locales\` ADD \`version_you_receive\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`services_sources_supports\`;`)
  await db.run(sql`DROP TABLE \`_services_v_version_sources_supports\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_services_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`detail\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`services\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_services_steps\`("_order", "_parent_id", "_locale", "id", "title", "detail") SELECT "_order", "_parent_id", "_locale", "id", "title", "detail" FROM \`services_steps\`;`)
  await db.run(sql`DROP TABLE \`services_steps\`;`)
  await db.run(sql`ALTER TABLE \`__new_services_steps\` RENAME TO \`services_steps\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`services_steps_order_idx\` ON \`services_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`services_steps_parent_id_idx\` ON \`services_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`services_steps_locale_idx\` ON \`services_steps\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new__services_v_version_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`detail\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_services_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__services_v_version_steps\`("_order", "_parent_id", "_locale", "id", "title", "detail", "_uuid") SELECT "_order", "_parent_id", "_locale", "id", "title", "detail", "_uuid" FROM \`_services_v_version_steps\`;`)
  await db.run(sql`DROP TABLE \`_services_v_version_steps\`;`)
  await db.run(sql`ALTER TABLE \`__new__services_v_version_steps\` RENAME TO \`_services_v_version_steps\`;`)
  await db.run(sql`CREATE INDEX \`_services_v_version_steps_order_idx\` ON \`_services_v_version_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_version_steps_parent_id_idx\` ON \`_services_v_version_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_version_steps_locale_idx\` ON \`_services_v_version_steps\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`services_documents\` DROP COLUMN \`quantity\`;`)
  await db.run(sql`ALTER TABLE \`services_documents\` DROP COLUMN \`form\`;`)
  await db.run(sql`ALTER TABLE \`services_documents\` DROP COLUMN \`unsure\`;`)
  await db.run(sql`ALTER TABLE \`services_faq\` DROP COLUMN \`unsure\`;`)
  await db.run(sql`ALTER TABLE \`services\` DROP COLUMN \`mg_native_reviewed\`;`)
  await db.run(sql`ALTER TABLE \`services_locales\` DROP COLUMN \`summary_unsure\`;`)
  await db.run(sql`ALTER TABLE \`services_locales\` DROP COLUMN \`audience_unsure\`;`)
  await db.run(sql`ALTER TABLE \`services_locales\` DROP COLUMN \`cost_others_pay\`;`)
  await db.run(sql`ALTER TABLE \`services_locales\` DROP COLUMN \`you_receive\`;`)
  await db.run(sql`ALTER TABLE \`_services_v_version_documents\` DROP COLUMN \`quantity\`;`)
  await db.run(sql`ALTER TABLE \`_services_v_version_documents\` DROP COLUMN \`form\`;`)
  await db.run(sql`ALTER TABLE \`_services_v_version_documents\` DROP COLUMN \`unsure\`;`)
  await db.run(sql`ALTER TABLE \`_services_v_version_faq\` DROP COLUMN \`unsure\`;`)
  await db.run(sql`ALTER TABLE \`_services_v\` DROP COLUMN \`version_mg_native_reviewed\`;`)
  await db.run(sql`ALTER TABLE \`_services_v_locales\` DROP COLUMN \`version_summary_unsure\`;`)
  await db.run(sql`ALTER TABLE \`_services_v_locales\` DROP COLUMN \`version_audience_unsure\`;`)
  await db.run(sql`ALTER TABLE \`_services_v_locales\` DROP COLUMN \`version_cost_others_pay\`;`)
  await db.run(sql`ALTER TABLE \`_services_v_locales\` DROP COLUMN \`version_you_receive\`;`)
}
