/**
 * `npm run backup`: one archive of the database (DATABASE_URL, SQLite by default) and the media
 * (MEDIA_DIR) into BACKUP_DIR (default data/backups), encrypted when BACKUP_KEY is set, while the
 * portal runs. `--prune` then applies the retention (7 daily, 4 weekly; BACKUP_KEEP_DAILY,
 * BACKUP_KEEP_WEEKLY). With BACKUP_S3_BUCKET, the archive is also uploaded to that S3-compatible
 * store and checked there, and the store gets the same retention (src/ops/s3.ts). Prints the
 * archive, its size and time; exit 1 on failure (an upload that fails is a failure: the archive
 * stays in BACKUP_DIR).
 */
import { backup, backupDirFrom, pruneBackups } from '@/ops/backup'
import { pruneStore, s3StoreFrom, uploadArchive } from '@/ops/s3'
import { mediaDir } from '@/media/storage'

const key = process.env.BACKUP_KEY || undefined
if (key && key.length < 16) {
  console.error('backup: BACKUP_KEY must be at least 16 characters (a passphrase kept outside the machine)')
  process.exit(2)
}
try {
  const dir = backupDirFrom()
  const result = await backup({ databaseUrl: process.env.DATABASE_URL, mediaDir: mediaDir(), backupDir: dir, key })
  const rows = Object.values(result.manifest.database.rows).reduce((a, b) => a + b, 0)
  const media = result.manifest.files.filter((f) => f.path.startsWith('media/')).length
  console.log(`backup: ${result.file} (${(result.bytes / 1024).toFixed(1)} KB${key ? ', encrypted' : ''}) in ${result.ms} ms — ${result.manifest.database.kind}, ${rows} rows in ${Object.keys(result.manifest.database.rows).length} tables, ${media} media files`)
  const store = s3StoreFrom()
  if (store) {
    const uploaded = await uploadArchive(store, result.file)
    console.log(`backup: uploaded to s3://${store.bucket}/${uploaded.key} (${(uploaded.bytes / 1024).toFixed(1)} KB, checked)`)
  }
  if (process.argv.includes('--prune')) {
    const daily = Number(process.env.BACKUP_KEEP_DAILY || 7)
    const weekly = Number(process.env.BACKUP_KEEP_WEEKLY || 4)
    const removed = pruneBackups(dir, daily, weekly)
    if (removed.length) console.log(`backup: retention removed ${removed.join(', ')}`)
    if (store) {
      const gone = await pruneStore(store, daily, weekly)
      if (gone.length) console.log(`backup: retention removed from the store ${gone.join(', ')}`)
    }
  }
  process.exit(0)
} catch (error) {
  console.error(`backup: failed — ${(error as Error).message}`)
  process.exit(1)
}
