import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

// Generated, then corrected: the copy into the new table takes the new columns' defaults (the old table has none).
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_alerts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`kind\` text DEFAULT 'notice' NOT NULL,
  	\`service_id\` integer,
  	\`severity\` text NOT NULL,
  	\`text_fr\` text,
  	\`text_mg\` text,
  	\`mail_fr\` text,
  	\`mail_mg\` text,
  	\`regions\` text,
  	\`channels\` text DEFAULT 'sms' NOT NULL,
  	\`audience\` numeric NOT NULL,
  	\`created_by_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`service_id\`) REFERENCES \`services\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`created_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_alerts\`("id", "title", "kind", "service_id", "severity", "text_fr", "text_mg", "mail_fr", "mail_mg", "regions", "channels", "audience", "created_by_id", "updated_at", "created_at") SELECT "id", "title", 'notice', NULL, "severity", "text_fr", "text_mg", "mail_fr", "mail_mg", "regions", "channels", "audience", "created_by_id", "updated_at", "created_at" FROM \`alerts\`;`)
  await db.run(sql`DROP TABLE \`alerts\`;`)
  await db.run(sql`ALTER TABLE \`__new_alerts\` RENAME TO \`alerts\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`alerts_service_idx\` ON \`alerts\` (\`service_id\`);`)
  await db.run(sql`CREATE INDEX \`alerts_created_by_idx\` ON \`alerts\` (\`created_by_id\`);`)
  await db.run(sql`CREATE INDEX \`alerts_updated_at_idx\` ON \`alerts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`alerts_created_at_idx\` ON \`alerts\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`alert_subscriptions\` ADD \`cadence\` text DEFAULT 'immediate' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`alert_subscriptions\` ADD \`renewal_asked_at\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_alerts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`severity\` text NOT NULL,
  	\`text_fr\` text NOT NULL,
  	\`text_mg\` text NOT NULL,
  	\`mail_fr\` text,
  	\`mail_mg\` text,
  	\`regions\` text NOT NULL,
  	\`channels\` text DEFAULT 'sms' NOT NULL,
  	\`audience\` numeric NOT NULL,
  	\`created_by_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`created_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_alerts\`("id", "title", "severity", "text_fr", "text_mg", "mail_fr", "mail_mg", "regions", "channels", "audience", "created_by_id", "updated_at", "created_at") SELECT "id", "title", "severity", "text_fr", "text_mg", "mail_fr", "mail_mg", "regions", "channels", "audience", "created_by_id", "updated_at", "created_at" FROM \`alerts\`;`)
  await db.run(sql`DROP TABLE \`alerts\`;`)
  await db.run(sql`ALTER TABLE \`__new_alerts\` RENAME TO \`alerts\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`alerts_created_by_idx\` ON \`alerts\` (\`created_by_id\`);`)
  await db.run(sql`CREATE INDEX \`alerts_updated_at_idx\` ON \`alerts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`alerts_created_at_idx\` ON \`alerts\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`alert_subscriptions\` DROP COLUMN \`cadence\`;`)
  await db.run(sql`ALTER TABLE \`alert_subscriptions\` DROP COLUMN \`renewal_asked_at\`;`)
}
