/**
 * Backup and restore of the database the bench's server uses (issue 25): time, archive size, and
 * a restore onto an empty target of the same kind, timed — in this process, against the files
 * the server is using (the backup runs while it serves, as in production).
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { backup, restore } from '@/ops/backup'

export type BackupBench = { kind: string; rows: number; files: number; archiveBytes: number; backupMs: number; restoreMs: number; encryptedBackupMs: number }

type Made = Awaited<ReturnType<typeof backup>>

/** The figures of one plain backup, its encrypted twin and the plain one's restore. */
export function backupFigures(plain: Made, encrypted: Made, restored: { ms: number }): BackupBench {
  return {
    kind: plain.manifest.database.kind,
    rows: Object.values(plain.manifest.database.rows).reduce((a, b) => a + b, 0),
    files: plain.manifest.files.length,
    archiveBytes: plain.bytes,
    backupMs: plain.ms,
    encryptedBackupMs: encrypted.ms,
    restoreMs: restored.ms,
  }
}

export async function benchBackup(databaseUrl: string | undefined, mediaDir: string): Promise<BackupBench | null> {
  if (databaseUrl?.startsWith('postgres')) return null // the restore needs an empty database: measured by the drill instead
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-backup-'))
  try {
    const plain = await backup({ databaseUrl, mediaDir, backupDir: path.join(work, 'plain') })
    const encrypted = await backup({ databaseUrl, mediaDir, backupDir: path.join(work, 'encrypted'), key: 'bench passphrase 0123456789' })
    const restored = await restore(plain.file, { databaseUrl: `file:${path.join(work, 'restored.db')}`, mediaDir: path.join(work, 'media') })
    return backupFigures(plain, encrypted, restored)
  } finally {
    fs.rmSync(work, { recursive: true, force: true })
  }
}
