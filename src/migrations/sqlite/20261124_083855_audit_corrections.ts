import { MigrateUpArgs, MigrateDownArgs } from '@payloadcms/db-sqlite'

// New audit actions (restore, noteCorrected, noteWithdrawn): SQLite stores selects as text,
// nothing to change; the schema snapshot beside this file records them.
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
