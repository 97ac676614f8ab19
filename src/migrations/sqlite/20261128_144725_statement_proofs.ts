import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`services_references\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`statement\` text,
  	\`source\` text,
  	\`quote\` text,
  	\`where\` text,
  	\`relation\` text DEFAULT 'supports',
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`services\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`services_references_order_idx\` ON \`services_references\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`services_references_parent_id_idx\` ON \`services_references\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_services_v_version_references\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`statement\` text,
  	\`source\` text,
  	\`quote\` text,
  	\`where\` text,
  	\`relation\` text DEFAULT 'supports',
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_services_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_services_v_version_references_order_idx\` ON \`_services_v_version_references\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_version_references_parent_id_idx\` ON \`_services_v_version_references\` (\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`services_sources\` ADD \`key\` text;`)
  await db.run(sql`ALTER TABLE \`services_sources\` ADD \`confirmed_by\` text;`)
  await db.run(sql`ALTER TABLE \`services_sources\` ADD \`confirmed_how\` text;`)
  await db.run(sql`ALTER TABLE \`_services_v_version_sources\` ADD \`key\` text;`)
  await db.run(sql`ALTER TABLE \`_services_v_version_sources\` ADD \`confirmed_by\` text;`)
  await db.run(sql`ALTER TABLE \`_services_v_version_sources\` ADD \`confirmed_how\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`services_references\`;`)
  await db.run(sql`DROP TABLE \`_services_v_version_references\`;`)
  await db.run(sql`ALTER TABLE \`services_sources\` DROP COLUMN \`key\`;`)
  await db.run(sql`ALTER TABLE \`services_sources\` DROP COLUMN \`confirmed_by\`;`)
  await db.run(sql`ALTER TABLE \`services_sources\` DROP COLUMN \`confirmed_how\`;`)
  await db.run(sql`ALTER TABLE \`_services_v_version_sources\` DROP COLUMN \`key\`;`)
  await db.run(sql`ALTER TABLE \`_services_v_version_sources\` DROP COLUMN \`confirmed_by\`;`)
  await db.run(sql`ALTER TABLE \`_services_v_version_sources\` DROP COLUMN \`confirmed_how\`;`)
}
