import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`home_page\` ADD \`last_modified_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`home_page_last_modified_by_idx\` ON \`home_page\` (\`last_modified_by_id\`);`)
  await db.run(sql`ALTER TABLE \`home_page_locales\` ADD \`content_updated_at\` text;`)
  await db.run(sql`ALTER TABLE \`about_page\` ADD \`last_modified_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`about_page_last_modified_by_idx\` ON \`about_page\` (\`last_modified_by_id\`);`)
  await db.run(sql`ALTER TABLE \`about_page_locales\` ADD \`content_updated_at\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_home_page\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_page\`("id", "updated_at", "created_at") SELECT "id", "updated_at", "created_at" FROM \`home_page\`;`)
  await db.run(sql`DROP TABLE \`home_page\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_page\` RENAME TO \`home_page\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE TABLE \`__new_about_page\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_about_page\`("id", "updated_at", "created_at") SELECT "id", "updated_at", "created_at" FROM \`about_page\`;`)
  await db.run(sql`DROP TABLE \`about_page\`;`)
  await db.run(sql`ALTER TABLE \`__new_about_page\` RENAME TO \`about_page\`;`)
  await db.run(sql`ALTER TABLE \`home_page_locales\` DROP COLUMN \`content_updated_at\`;`)
  await db.run(sql`ALTER TABLE \`about_page_locales\` DROP COLUMN \`content_updated_at\`;`)
}
