import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`services_locales\` ADD \`citizen_words\` text;`)
  await db.run(sql`ALTER TABLE \`_services_v_locales\` ADD \`version_citizen_words\` text;`)
  await db.run(sql`ALTER TABLE \`journeys_locales\` ADD \`citizen_words\` text;`)
  await db.run(sql`ALTER TABLE \`_journeys_v_locales\` ADD \`version_citizen_words\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`services_locales\` DROP COLUMN \`citizen_words\`;`)
  await db.run(sql`ALTER TABLE \`_services_v_locales\` DROP COLUMN \`version_citizen_words\`;`)
  await db.run(sql`ALTER TABLE \`journeys_locales\` DROP COLUMN \`citizen_words\`;`)
  await db.run(sql`ALTER TABLE \`_journeys_v_locales\` DROP COLUMN \`version_citizen_words\`;`)
}
