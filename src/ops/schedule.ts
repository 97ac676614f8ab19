/**
 * The daily backup of the running portal: once a day across the instances (Redis lease, like the
 * other periodic jobs), in a separate process (`npm run backup -- --prune`: the copy and the
 * compression never hold this server's event loop), then the retention (7 daily, 4 weekly).
 * Checked hourly, never at start (a restart storm is not a backup storm). BACKUP_SCHEDULE=off
 * disables it (backups taken by the operator's own means, e.g. cron on a dedicated host).
 */
import { spawn } from 'node:child_process'
import path from 'node:path'

import type { Payload } from 'payload'

import { runOncePerLease } from '@/cluster/lock'

import { backupDirFrom, newestBackup } from './retention'

const HOUR_MS = 60 * 60 * 1000

export function backupDue(dir: string, now = Date.now(), everyHours = 24): boolean {
  const newest = newestBackup(dir)
  return !newest || now - newest.at.getTime() >= everyHours * HOUR_MS - 5 * 60 * 1000
}

function runBackupProcess(payload: Payload): Promise<void> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join('node_modules', 'tsx', 'dist', 'cli.mjs'), path.join('src', 'scripts', 'backup.ts'), '--prune'], { env: process.env, stdio: ['ignore', 'pipe', 'pipe'] })
    let out = ''
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()))
    child.on('close', (code) => {
      // The script's own lines name files and counts, never content or personal data.
      if (code === 0) payload.logger.info({ msg: 'backup done', detail: out.trim().split('\n').filter((l) => l.startsWith('backup:')).join(' | ').slice(0, 500) })
      else payload.logger.error({ msg: 'backup failed', code, detail: out.trim().split('\n').filter((l) => l.startsWith('backup:')).join(' | ').slice(0, 500) })
      resolve()
    })
    child.on('error', () => resolve())
  })
}

export function scheduleBackups(payload: Payload): void {
  if (process.env.NODE_ENV !== 'production' || process.env.BACKUP_SCHEDULE === 'off') return
  const dir = backupDirFrom()
  const check = () => {
    if (!backupDue(dir)) return
    void runOncePerLease('backup', 23 * HOUR_MS, () => runBackupProcess(payload)).catch(() => payload.logger.warn({ msg: 'backup not started' }))
  }
  setInterval(check, HOUR_MS).unref()
}
