import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`tracker_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`analytics_token\` text,
  	\`analytics_endpoint\` text,
  	\`gtm_id\` text,
  	\`meta_pixel_id\` text,
  	\`hotjar_id\` text,
  	\`crisp_website_id\` text,
  	\`linkedin_partner_id\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`tracker_settings\`;`)
}
