import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`services\` ADD \`delay_from\` numeric;`)
  await db.run(sql`ALTER TABLE \`services\` ADD \`delay_to\` numeric;`)
  await db.run(sql`ALTER TABLE \`services\` ADD \`delay_unit\` text;`)
  await db.run(sql`ALTER TABLE \`_services_v\` ADD \`version_delay_from\` numeric;`)
  await db.run(sql`ALTER TABLE \`_services_v\` ADD \`version_delay_to\` numeric;`)
  await db.run(sql`ALTER TABLE \`_services_v\` ADD \`version_delay_unit\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`services\` DROP COLUMN \`delay_from\`;`)
  await db.run(sql`ALTER TABLE \`services\` DROP COLUMN \`delay_to\`;`)
  await db.run(sql`ALTER TABLE \`services\` DROP COLUMN \`delay_unit\`;`)
  await db.run(sql`ALTER TABLE \`_services_v\` DROP COLUMN \`version_delay_from\`;`)
  await db.run(sql`ALTER TABLE \`_services_v\` DROP COLUMN \`version_delay_to\`;`)
  await db.run(sql`ALTER TABLE \`_services_v\` DROP COLUMN \`version_delay_unit\`;`)
}
