import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_page_feedback\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`service_id\` integer,
  	\`guide_title\` text,
  	\`lang\` text NOT NULL,
  	\`helpful\` integer,
  	\`comment\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`service_id\`) REFERENCES \`services\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_page_feedback\`("id", "service_id", "guide_title", "lang", "helpful", "comment", "updated_at", "created_at") SELECT "id", "service_id", NULL, "lang", "helpful", "comment", "updated_at", "created_at" FROM \`page_feedback\`;`)
  await db.run(sql`DROP TABLE \`page_feedback\`;`)
  await db.run(sql`ALTER TABLE \`__new_page_feedback\` RENAME TO \`page_feedback\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`page_feedback_service_idx\` ON \`page_feedback\` (\`service_id\`);`)
  await db.run(sql`CREATE INDEX \`page_feedback_helpful_idx\` ON \`page_feedback\` (\`helpful\`);`)
  await db.run(sql`CREATE INDEX \`page_feedback_updated_at_idx\` ON \`page_feedback\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`page_feedback_created_at_idx\` ON \`page_feedback\` (\`created_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_page_feedback\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`service_id\` integer NOT NULL,
  	\`lang\` text NOT NULL,
  	\`helpful\` integer,
  	\`comment\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`service_id\`) REFERENCES \`services\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_page_feedback\`("id", "service_id", "lang", "helpful", "comment", "updated_at", "created_at") SELECT "id", "service_id", "lang", "helpful", "comment", "updated_at", "created_at" FROM \`page_feedback\` WHERE "service_id" IS NOT NULL;`)
  await db.run(sql`DROP TABLE \`page_feedback\`;`)
  await db.run(sql`ALTER TABLE \`__new_page_feedback\` RENAME TO \`page_feedback\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`page_feedback_service_idx\` ON \`page_feedback\` (\`service_id\`);`)
  await db.run(sql`CREATE INDEX \`page_feedback_helpful_idx\` ON \`page_feedback\` (\`helpful\`);`)
  await db.run(sql`CREATE INDEX \`page_feedback_updated_at_idx\` ON \`page_feedback\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`page_feedback_created_at_idx\` ON \`page_feedback\` (\`created_at\`);`)
}
