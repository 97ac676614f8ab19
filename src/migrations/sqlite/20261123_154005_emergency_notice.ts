import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`emergency_notice\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`active\` integer DEFAULT false,
  	\`severity\` text DEFAULT 'warning',
  	\`link_url\` text,
  	\`starts_at\` text,
  	\`ends_at\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`emergency_notice_locales\` (
  	\`title\` text,
  	\`message\` text,
  	\`link_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`emergency_notice\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`emergency_notice_locales_locale_parent_id_unique\` ON \`emergency_notice_locales\` (\`_locale\`,\`_parent_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`emergency_notice\`;`)
  await db.run(sql`DROP TABLE \`emergency_notice_locales\`;`)
}
