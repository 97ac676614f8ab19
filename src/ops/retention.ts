/**
 * The archives of the backup directory: their names, which to keep (7 daily, 4 weekly), the
 * newest one's age (the daily schedule and the backup-age metric read it). Light on purpose:
 * the running server imports it; the backup itself (src/ops/backup.ts) runs in its own process.
 */
import fs from 'node:fs'
import path from 'node:path'

const ARCHIVE_NAME = /^portal-(sqlite|postgres)-(\d{8}T\d{6}Z)\.tar\.gz(\.enc)?$/

/**
 * Which archives of a directory to keep: the newest of each of the last `daily` days that have
 * one, and the newest of each of the last `weekly` ISO weeks; never the newest archive overall.
 */
export function archivesToDelete(names: string[], daily = 7, weekly = 4): string[] {
  const archives = names
    .map((name) => ({ name, match: ARCHIVE_NAME.exec(name) }))
    .filter((a): a is { name: string; match: RegExpExecArray } => a.match !== null)
    .map((a) => ({ name: a.name, at: a.match[2]! }))
    .sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0))
  const keep = new Set<string>()
  const days = new Set<string>()
  const weeks = new Set<string>()
  for (const archive of archives) {
    const day = archive.at.slice(0, 8)
    if (!days.has(day) && days.size < daily) {
      days.add(day)
      keep.add(archive.name)
    }
    const week = isoWeek(day)
    if (!weeks.has(week) && weeks.size < weekly) {
      weeks.add(week)
      keep.add(archive.name)
    }
  }
  if (archives[0]) keep.add(archives[0].name)
  return archives.filter((a) => !keep.has(a.name)).map((a) => a.name)
}

function isoWeek(day: string): string {
  const date = new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(4, 6)) - 1, Number(day.slice(6, 8))))
  const weekday = date.getUTCDay() || 7
  date.setUTCDate(date.getUTCDate() + 4 - weekday)
  const yearStart = Date.UTC(date.getUTCFullYear(), 0, 1)
  return `${date.getUTCFullYear()}-W${Math.ceil(((date.getTime() - yearStart) / 86_400_000 + 1) / 7)}`
}

export function pruneBackups(dir: string, daily = 7, weekly = 4): string[] {
  if (!fs.existsSync(dir)) return []
  const doomed = archivesToDelete(fs.readdirSync(dir), daily, weekly)
  for (const name of doomed) fs.rmSync(path.join(dir, name), { force: true })
  return doomed
}

/** The newest archive's time, or null (the backup-age metric and the daily schedule read it). */
export function newestBackup(dir: string): { name: string; at: Date } | null {
  if (!fs.existsSync(dir)) return null
  const newest = fs
    .readdirSync(dir)
    .map((name) => ARCHIVE_NAME.exec(name))
    .filter((m): m is RegExpExecArray => m !== null)
    .sort((a, b) => (a[2]! < b[2]! ? 1 : -1))[0]
  if (!newest) return null
  const s = newest[2]!
  return { name: newest[0], at: new Date(`${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6, 8)}T${s.slice(9, 11)}:${s.slice(11, 13)}:${s.slice(13, 15)}Z`) }
}

export function backupDirFrom(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(env.BACKUP_DIR || path.join('data', 'backups'))
}
