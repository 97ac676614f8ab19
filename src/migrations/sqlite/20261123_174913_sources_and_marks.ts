import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`services_unconfirmed\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`services\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`services_unconfirmed_order_idx\` ON \`services_unconfirmed\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`services_unconfirmed_parent_idx\` ON \`services_unconfirmed\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_services_v_version_unconfirmed\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_services_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_services_v_version_unconfirmed_order_idx\` ON \`_services_v_version_unconfirmed\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_version_unconfirmed_parent_idx\` ON \`_services_v_version_unconfirmed\` (\`parent_id\`);`)
  await db.run(sql`ALTER TABLE \`services_sources\` ADD \`publisher\` text;`)
  await db.run(sql`ALTER TABLE \`services_sources\` ADD \`kind\` text DEFAULT 'official';`)
  await db.run(sql`ALTER TABLE \`services_sources\` ADD \`seen\` text;`)
  await db.run(sql`ALTER TABLE \`services_sources\` ADD \`published\` text;`)
  await db.run(sql`ALTER TABLE \`services\` ADD \`verified_at\` text;`)
  await db.run(sql`ALTER TABLE \`_services_v_version_sources\` ADD \`publisher\` text;`)
  await db.run(sql`ALTER TABLE \`_services_v_version_sources\` ADD \`kind\` text DEFAULT 'official';`)
  await db.run(sql`ALTER TABLE \`_services_v_version_sources\` ADD \`seen\` text;`)
  await db.run(sql`ALTER TABLE \`_services_v_version_sources\` ADD \`published\` text;`)
  await db.run(sql`ALTER TABLE \`_services_v\` ADD \`version_verified_at\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`services_unconfirmed\`;`)
  await db.run(sql`DROP TABLE \`_services_v_version_unconfirmed\`;`)
  await db.run(sql`ALTER TABLE \`services_sources\` DROP COLUMN \`publisher\`;`)
  await db.run(sql`ALTER TABLE \`services_sources\` DROP COLUMN \`kind\`;`)
  await db.run(sql`ALTER TABLE \`services_sources\` DROP COLUMN \`seen\`;`)
  await db.run(sql`ALTER TABLE \`services_sources\` DROP COLUMN \`published\`;`)
  await db.run(sql`ALTER TABLE \`services\` DROP COLUMN \`verified_at\`;`)
  await db.run(sql`ALTER TABLE \`_services_v_version_sources\` DROP COLUMN \`publisher\`;`)
  await db.run(sql`ALTER TABLE \`_services_v_version_sources\` DROP COLUMN \`kind\`;`)
  await db.run(sql`ALTER TABLE \`_services_v_version_sources\` DROP COLUMN \`seen\`;`)
  await db.run(sql`ALTER TABLE \`_services_v_version_sources\` DROP COLUMN \`published\`;`)
  await db.run(sql`ALTER TABLE \`_services_v\` DROP COLUMN \`version_verified_at\`;`)
}
