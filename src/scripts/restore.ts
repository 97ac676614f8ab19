/**
 * `npm run restore -- <archive>`: puts a backup back onto an empty database (DATABASE_URL, SQLite
 * by default) and an empty media directory (MEDIA_DIR), after checking the archive (BACKUP_KEY
 * for an encrypted one). Exit 0 restored; 2 refused with the reason and what to do (nothing was
 * changed); 1 failed (nothing was left half-restored). `npm start` then applies any migration
 * this version has that the archive had not.
 */
import { restore, RestoreRefused } from '@/ops/backup'
import { mediaDir } from '@/media/storage'

const archive = process.argv.slice(2).find((arg) => !arg.startsWith('--'))
if (!archive) {
  console.error('restore: give the archive to restore: npm run restore -- data/backups/portal-sqlite-20261124T020000Z.tar.gz')
  process.exit(2)
}
try {
  const result = await restore(archive, { databaseUrl: process.env.DATABASE_URL, mediaDir: mediaDir(), key: process.env.BACKUP_KEY || undefined })
  const rows = Object.values(result.manifest.database.rows).reduce((a, b) => a + b, 0)
  console.log(`restore: ${archive} restored in ${result.ms} ms — backup of ${result.manifest.createdAt} (portal ${result.manifest.portal.version}), ${rows} rows, ${result.manifest.files.filter((f) => f.path.startsWith('media/')).length} media files`)
  if (result.pendingMigrations.length) console.log(`restore: ${result.pendingMigrations.length} newer migration(s) will be applied by the next \`npm start\` (or \`npm run db:prepare\`)`)
  process.exit(0)
} catch (error) {
  if (error instanceof RestoreRefused) {
    console.error(`restore: refused — ${error.message}. Nothing was changed.`)
    process.exit(2)
  }
  console.error(`restore: failed — ${(error as Error).message}. Nothing was left half-restored.`)
  process.exit(1)
}
