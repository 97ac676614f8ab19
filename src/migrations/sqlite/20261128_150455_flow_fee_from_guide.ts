import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`flows_outcomes\` ADD \`fee_from_guide\` integer;`)
  await db.run(sql`ALTER TABLE \`_flows_v_version_outcomes\` ADD \`fee_from_guide\` integer;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`flows_outcomes\` DROP COLUMN \`fee_from_guide\`;`)
  await db.run(sql`ALTER TABLE \`_flows_v_version_outcomes\` DROP COLUMN \`fee_from_guide\`;`)
}
