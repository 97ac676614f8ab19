import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`link_report_failures\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`url\` text,
  	\`status\` numeric,
  	\`error\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`link_report\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`link_report_failures_order_idx\` ON \`link_report_failures\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`link_report_failures_parent_id_idx\` ON \`link_report_failures\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`link_report\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`checked_at\` text,
  	\`checked\` numeric,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`link_report_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`services_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`link_report\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`services_id\`) REFERENCES \`services\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`link_report_rels_order_idx\` ON \`link_report_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`link_report_rels_parent_idx\` ON \`link_report_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`link_report_rels_path_idx\` ON \`link_report_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`link_report_rels_services_id_idx\` ON \`link_report_rels\` (\`services_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`link_report_failures\`;`)
  await db.run(sql`DROP TABLE \`link_report\`;`)
  await db.run(sql`DROP TABLE \`link_report_rels\`;`)
}
