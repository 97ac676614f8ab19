/**
 * `npm run backup` and `npm run restore` (src/scripts), and the daily backup of the running
 * portal (src/ops/schedule.ts). What must never be lost — citizens' messages with their
 * references and history, guides with their versions, journeys, readers' answers, users, uploaded
 * files — is all in the database and the media directory; both go into one verifiable archive
 * (src/ops/archive.ts), taken while the portal serves.
 *
 * A restore goes onto an empty target only (a new machine, a new database), checks everything
 * first — the archive's authenticity and checksums, its database kind, that this version of the
 * portal knows every migration it went through (an archive from a newer version is refused) —
 * and never leaves half a restore: SQLite's file is moved into place last, after the media; a
 * PostgreSQL restore is one transaction, checked row for row against the manifest, and wiped if
 * the check fails.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { databaseKind, migrationDir, sqliteUrl } from '@/db/adapter'

import { ARCHIVE_FORMAT, ArchiveError, describeFiles, listFiles, MANIFEST, readArchive, verifyUnpacked, writeArchive, type DatabaseKind, type Manifest } from './archive'
export { archivesToDelete, backupDirFrom, newestBackup, pruneBackups } from './retention'
import { pgCounts, pgIsEmpty, pgRestore, pgSnapshot, pgWipe, sqliteCounts, sqliteIsEmpty, sqliteMigrations, sqlitePath, sqliteSnapshot } from './databases'

export type Target = { databaseUrl?: string; mediaDir: string }
export type BackupOptions = Target & { backupDir: string; key?: string; now?: Date }
export type BackupResult = { file: string; bytes: number; ms: number; manifest: Manifest }

function portalVersion(): string {
  try {
    return (JSON.parse(fs.readFileSync(path.join(process.cwd(), 'package.json'), 'utf8')) as { version: string }).version
  } catch {
    return 'unknown'
  }
}

/** The migrations this version of the portal ships for a database kind, oldest first. */
export function knownMigrations(kind: DatabaseKind): string[] {
  return fs
    .readdirSync(migrationDir(kind))
    .filter((name) => /^\d{8}_\d{6}_.+\.ts$/.test(name))
    .map((name) => name.replace(/\.ts$/, ''))
    .sort()
}

const stamp = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}Z$/, 'Z')

export async function backup(options: BackupOptions): Promise<BackupResult> {
  const started = Date.now()
  const kind = databaseKind(options.databaseUrl)
  fs.mkdirSync(options.backupDir, { recursive: true })
  const staging = fs.mkdtempSync(path.join(options.backupDir, '.staging-'))
  try {
    fs.mkdirSync(path.join(staging, 'db'))
    let rows: Record<string, number>
    let migrations: string[]
    let dbFile: string
    if (kind === 'sqlite') {
      dbFile = 'db/portal.sqlite'
      const snapshot = path.join(staging, dbFile)
      await sqliteSnapshot(sqlitePath(sqliteUrl(options.databaseUrl)), snapshot)
      rows = await sqliteCounts(snapshot)
      migrations = await sqliteMigrations(snapshot)
    } else {
      dbFile = 'db/portal.dump'
      ;({ rows, migrations } = await pgSnapshot(options.databaseUrl!, path.join(staging, dbFile)))
    }
    // Media after the database: files are immutable (named by their content), so every file the
    // copy refers to is here (a file is erased only once nothing uses it, src/editorial/references.ts).
    const media = listFiles(options.mediaDir)
    for (const relative of media) {
      const to = path.join(staging, 'media', relative)
      fs.mkdirSync(path.dirname(to), { recursive: true })
      fs.copyFileSync(path.join(options.mediaDir, relative), to)
    }
    const files = await describeFiles(staging, listFiles(staging))
    const manifest: Manifest = {
      format: ARCHIVE_FORMAT,
      createdAt: (options.now ?? new Date()).toISOString(),
      portal: { version: portalVersion() },
      database: { kind, migrations, rows, file: dbFile },
      files,
    }
    fs.writeFileSync(path.join(staging, MANIFEST), JSON.stringify(manifest, null, 2))
    const file = path.join(options.backupDir, `portal-${kind}-${stamp(options.now ?? new Date())}.tar.gz${options.key ? '.enc' : ''}`)
    await writeArchive(staging, file, options.key)
    return { file, bytes: fs.statSync(file).size, ms: Date.now() - started, manifest }
  } finally {
    fs.rmSync(staging, { recursive: true, force: true })
  }
}

/** A refusal the operator can act on (exit code 2), as opposed to a failure. */
export class RestoreRefused extends Error {}

export type RestoreResult = { manifest: Manifest; ms: number; pendingMigrations: string[] }

async function mediaIsEmpty(dir: string): Promise<boolean> {
  return listFiles(dir).length === 0
}

/**
 * Moves the unpacked media into the media directory (checked empty), and returns how to take them
 * out again: a restore that fails after this point leaves the directory as it found it.
 */
function placeMedia(from: string, to: string): () => void {
  const undo = () => {
    if (!fs.existsSync(to)) return
    for (const entry of fs.readdirSync(to)) fs.rmSync(path.join(to, entry), { recursive: true, force: true })
  }
  if (!fs.existsSync(from)) return undo
  try {
    fs.mkdirSync(to, { recursive: true })
    for (const relative of listFiles(from)) {
      const target = path.join(to, relative)
      fs.mkdirSync(path.dirname(target), { recursive: true })
      try {
        fs.renameSync(path.join(from, relative), target)
      } catch {
        fs.copyFileSync(path.join(from, relative), target)
      }
    }
  } catch (error) {
    undo()
    throw error
  }
  return undo
}

const sameCounts = (a: Record<string, number>, b: Record<string, number>) => JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort())

export async function restore(archive: string, target: Target & { key?: string }): Promise<RestoreResult> {
  const started = Date.now()
  if (!fs.existsSync(archive)) throw new RestoreRefused(`no archive at ${archive}`)
  const kind = databaseKind(target.databaseUrl)
  const sqliteFile = kind === 'sqlite' ? sqlitePath(sqliteUrl(target.databaseUrl)) : null
  // Unpacked beside the target database file (or in the temporary directory): moved, not copied.
  const near = sqliteFile ? path.dirname(sqliteFile) : os.tmpdir()
  fs.mkdirSync(near, { recursive: true })
  const unpacked = fs.mkdtempSync(path.join(near, '.restore-'))
  try {
    let manifest: Manifest
    try {
      await readArchive(archive, unpacked, target.key)
      manifest = await verifyUnpacked(unpacked)
    } catch (error) {
      if (error instanceof ArchiveError) throw new RestoreRefused(error.message)
      throw error
    }
    if (manifest.database.kind !== kind) {
      throw new RestoreRefused(`this archive holds a ${manifest.database.kind} database and DATABASE_URL points to ${kind}: restore it onto ${manifest.database.kind}`)
    }
    const known = knownMigrations(kind)
    const unknown = manifest.database.migrations.filter((name) => !known.includes(name))
    if (unknown.length > 0) {
      throw new RestoreRefused(`this archive comes from a newer version of the portal (${manifest.portal.version}; migration ${unknown[0]} is unknown here): install that version or a later one, then restore`)
    }
    const targetEmpty = sqliteFile ? await sqliteIsEmpty(sqliteFile) : await pgIsEmpty(target.databaseUrl!)
    if (!targetEmpty) throw new RestoreRefused(`the target database is not empty (${sqliteFile ?? 'DATABASE_URL'}): restore onto a new, empty database, or move the current one aside first`)
    if (!(await mediaIsEmpty(target.mediaDir))) throw new RestoreRefused(`the media directory is not empty (${target.mediaDir}): restore into an empty directory, or move the current one aside first`)

    const dbFile = path.join(unpacked, manifest.database.file)
    if (sqliteFile) {
      const counts = await sqliteCounts(dbFile)
      if (!sameCounts(counts, manifest.database.rows)) throw new RestoreRefused('the database in the archive does not have the row counts of its manifest: the archive is damaged')
      const undoMedia = placeMedia(path.join(unpacked, 'media'), target.mediaDir)
      try {
        // The commit point: the database file appears whole, in one rename.
        for (const suffix of ['-wal', '-shm', '-journal']) fs.rmSync(`${sqliteFile}${suffix}`, { force: true })
        fs.renameSync(dbFile, sqliteFile)
      } catch (error) {
        undoMedia()
        throw error
      }
    } else {
      try {
        await pgRestore(target.databaseUrl!, dbFile)
        const counts = await pgCounts(target.databaseUrl!)
        if (!sameCounts(counts, manifest.database.rows)) throw new Error('the restored database does not have the row counts of the manifest')
        placeMedia(path.join(unpacked, 'media'), target.mediaDir)
      } catch (error) {
        // Media placed only after the database checked out, and taken out again by placeMedia if they fail midway.
        await pgWipe(target.databaseUrl!).catch(() => undefined)
        throw error
      }
    }
    const pendingMigrations = known.filter((name) => !manifest.database.migrations.includes(name))
    return { manifest, ms: Date.now() - started, pendingMigrations }
  } finally {
    fs.rmSync(unpacked, { recursive: true, force: true })
  }
}
