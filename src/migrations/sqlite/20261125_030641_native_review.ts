import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`categories\` ADD \`mg_native_reviewed\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_categories_v\` ADD \`version_mg_native_reviewed\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`journeys\` ADD \`mg_native_reviewed\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_journeys_v\` ADD \`version_mg_native_reviewed\` integer DEFAULT false;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`categories\` DROP COLUMN \`mg_native_reviewed\`;`)
  await db.run(sql`ALTER TABLE \`_categories_v\` DROP COLUMN \`version_mg_native_reviewed\`;`)
  await db.run(sql`ALTER TABLE \`journeys\` DROP COLUMN \`mg_native_reviewed\`;`)
  await db.run(sql`ALTER TABLE \`_journeys_v\` DROP COLUMN \`version_mg_native_reviewed\`;`)
}
