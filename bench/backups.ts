/**
 * Issue 25's backup figures, for `npm run bench` and on their own (`npm run bench:backup`):
 * - the seeded site on SQLite — the bench server's own database, backed up while it serves
 *   (BENCH_DATABASE_URL=file:…, BENCH_MEDIA_DIR) — and on PostgreSQL (a cluster of its own,
 *   migrated and seeded);
 * - a portal grown to 10,000 guides and 100,000 messages on both (BENCH_LARGE_BACKUP=0 skips).
 */
import { benchBackup, type BackupBench } from './backup'
import { benchLargeBackup, benchLargeBackupPostgres, type LargeBackupBench } from './backupLarge'

export type BackupReport = {
  backup: BackupBench | null
  backupPostgres: BackupBench | null
  largeBackup: LargeBackupBench | null
  largeBackupPostgres: LargeBackupBench | null
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const seededLine = (b: BackupBench, where: string) =>
  `backup (${b.kind}, ${b.rows} rows, ${b.files} files)${where}: ${b.backupMs} ms (encrypted ${b.encryptedBackupMs} ms), archive ${kb(b.archiveBytes)}; restore onto an empty target ${b.restoreMs} ms`
const largeLine = (b: LargeBackupBench, kind: string) =>
  `backup of a large portal (${kind}, ${b.guides} guides, ${b.messages} messages, database ${kb(b.databaseBytes)}): ${b.backupMs} ms, archive ${kb(b.archiveBytes)}; restore ${b.restoreMs} ms (grown in ${b.growMs} ms)`

export async function runBackupBenches(env: NodeJS.ProcessEnv = process.env): Promise<BackupReport> {
  const databaseUrl = env.BENCH_DATABASE_URL
  const mediaDir = env.BENCH_MEDIA_DIR || 'data/media'
  const large = env.BENCH_LARGE_BACKUP !== '0'

  const backup = databaseUrl ? await benchBackup(databaseUrl, mediaDir) : null
  console.log(backup ? seededLine(backup, ' while serving') : "backup: skipped (BENCH_DATABASE_URL=file:… the server's SQLite database, BENCH_MEDIA_DIR its media)")

  const largeBackup = databaseUrl?.startsWith('file:') && large ? await benchLargeBackup(databaseUrl, mediaDir) : null
  if (largeBackup) console.log(largeLine(largeBackup, 'SQLite'))

  // PostgreSQL: a cluster of its own, migrated and seeded (the seeded site first), then grown.
  const postgres = await benchLargeBackupPostgres(10_000, 100_000, large).catch((error: Error) => {
    console.log(`backup on PostgreSQL: not measured — ${error.message}`)
    return null
  })
  const backupPostgres = postgres?.seeded ?? null
  if (backupPostgres) console.log(seededLine(backupPostgres, ', seeded site'))
  const largeBackupPostgres = postgres && 'guides' in postgres ? (({ seeded: _seeded, kind: _kind, ...rest }) => rest)(postgres) : null
  if (largeBackupPostgres) console.log(largeLine(largeBackupPostgres, 'PostgreSQL'))
  return { backup, backupPostgres, largeBackup, largeBackupPostgres }
}
