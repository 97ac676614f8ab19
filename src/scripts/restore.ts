/**
 * `npm run restore -- <archive>`: puts a backup back onto an empty database (DATABASE_URL, SQLite
 * by default) and an empty media directory (MEDIA_DIR), after checking the archive (BACKUP_KEY
 * for an encrypted one). Exit 0 restored; 2 refused with the reason and what to do (nothing was
 * changed); 1 failed (nothing was left half-restored). `npm start` then applies any migration
 * this version has that the archive had not. `s3:<name>` fetches the archive from the S3-compatible
 * store (BACKUP_S3_*, src/ops/s3.ts) first.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { restore, RestoreRefused } from '@/ops/backup'
import { downloadArchive, s3StoreFrom } from '@/ops/s3'
import { mediaDir } from '@/media/storage'

const archive = process.argv.slice(2).find((arg) => !arg.startsWith('--'))
if (!archive) {
  console.error('restore: give the archive to restore: npm run restore -- data/backups/portal-sqlite-20261124T020000Z.tar.gz')
  process.exit(2)
}
let file = archive
let fetched: string | null = null
if (archive.startsWith('s3:')) {
  const store = s3StoreFrom()
  if (!store) {
    console.error('restore: s3:<name> needs BACKUP_S3_BUCKET (and BACKUP_S3_ENDPOINT, BACKUP_S3_ACCESS_KEY_ID, BACKUP_S3_SECRET_ACCESS_KEY for a compatible store)')
    process.exit(2)
  }
  try {
    fetched = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-restore-'))
    file = await downloadArchive(store, archive.slice(3), fetched)
  } catch (error) {
    console.error(`restore: refused — could not fetch ${archive} from the store: ${(error as Error).message}. Nothing was changed.`)
    process.exit(2)
  }
}
try {
  const result = await restore(file, { databaseUrl: process.env.DATABASE_URL, mediaDir: mediaDir(), key: process.env.BACKUP_KEY || undefined })
  const rows = Object.values(result.manifest.database.rows).reduce((a, b) => a + b, 0)
  console.log(`restore: ${archive} restored in ${result.ms} ms — backup of ${result.manifest.createdAt} (portal ${result.manifest.portal.version}), ${rows} rows, ${result.manifest.files.filter((f) => f.path.startsWith('media/')).length} media files`)
  if (result.pendingMigrations.length) console.log(`restore: ${result.pendingMigrations.length} newer migration(s) will be applied by the next \`npm start\` (or \`npm run db:prepare\`)`)
  if (fetched) fs.rmSync(fetched, { recursive: true, force: true })
  process.exit(0)
} catch (error) {
  if (fetched) fs.rmSync(fetched, { recursive: true, force: true })
  if (error instanceof RestoreRefused) {
    console.error(`restore: refused — ${error.message}. Nothing was changed.`)
    process.exit(2)
  }
  console.error(`restore: failed — ${(error as Error).message}. Nothing was left half-restored.`)
  process.exit(1)
}
