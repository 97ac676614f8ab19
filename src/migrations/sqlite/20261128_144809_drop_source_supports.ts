import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`services_sources_supports\`;`)
  await db.run(sql`DROP TABLE \`_services_v_version_sources_supports\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
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
}
