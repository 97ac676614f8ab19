import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`alerts\` ADD \`mail_fr\` text;`)
  await db.run(sql`ALTER TABLE \`alerts\` ADD \`mail_mg\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`alerts\` DROP COLUMN \`mail_fr\`;`)
  await db.run(sql`ALTER TABLE \`alerts\` DROP COLUMN \`mail_mg\`;`)
}
