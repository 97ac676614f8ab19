/**
 * The backup archive: one file, `portal-<database>-<UTC time>.tar.gz` (`.enc` when encrypted),
 * holding `manifest.json`, the database (`db/portal.sqlite`, a consistent SQLite copy, or
 * `db/portal.dump`, pg_dump's custom format) and `media/…`, the uploaded files.
 *
 * The manifest says what the archive must contain — the portal's version, the database kind,
 * the migrations applied, the row count of every table and the SHA-256 of every file — so that a
 * restore verifies everything before it touches the target. Encryption (BACKUP_KEY) is AES-256-GCM
 * over the whole compressed archive with a key derived by scrypt: a wrong key or a changed byte
 * fails the authentication before anything is restored.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes, scryptSync } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'

import * as tar from 'tar'

export const ARCHIVE_FORMAT = 1
export const MANIFEST = 'manifest.json'
const MAGIC = Buffer.from('SPMGBAK1')
const SALT_BYTES = 16
const IV_BYTES = 12
const TAG_BYTES = 16

export type DatabaseKind = 'sqlite' | 'postgres'
export type ManifestFile = { path: string; bytes: number; sha256: string }
export type Manifest = {
  format: number
  createdAt: string
  portal: { version: string }
  database: { kind: DatabaseKind; migrations: string[]; rows: Record<string, number>; file: string }
  files: ManifestFile[]
}

export async function sha256File(file: string): Promise<string> {
  const hash = createHash('sha256')
  await pipeline(fs.createReadStream(file), hash)
  return hash.digest('hex')
}

/** Every regular file under `dir`, as paths relative to it, sorted. */
export function listFiles(dir: string, prefix = ''): string[] {
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const relative = prefix ? `${prefix}/${entry.name}` : entry.name
      if (entry.isDirectory()) return listFiles(path.join(dir, entry.name), relative)
      return entry.isFile() ? [relative] : []
    })
    .sort()
}

export async function describeFiles(root: string, relatives: string[]): Promise<ManifestFile[]> {
  const out: ManifestFile[] = []
  for (const relative of relatives) {
    const full = path.join(root, relative)
    out.push({ path: relative, bytes: fs.statSync(full).size, sha256: await sha256File(full) })
  }
  return out
}

function keyFrom(passphrase: string, salt: Buffer): Buffer {
  return scryptSync(passphrase, salt, 32, { N: 1 << 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 })
}

/** Writes the staging directory as one archive file (encrypted with `key` when given), atomically. */
export async function writeArchive(staging: string, target: string, key?: string): Promise<void> {
  const partial = `${target}.partial`
  try {
    const entries = fs.readdirSync(staging).sort()
    const packed = tar.create({ gzip: true, cwd: staging, portable: true }, entries)
    if (key) {
      const salt = randomBytes(SALT_BYTES)
      const iv = randomBytes(IV_BYTES)
      const cipher = createCipheriv('aes-256-gcm', keyFrom(key, salt), iv)
      // Header, ciphertext, then the authentication tag (known once the cipher has ended).
      await pipeline(
        packed as unknown as NodeJS.ReadableStream,
        cipher,
        async function* (ciphertext: AsyncIterable<Buffer>) {
          yield Buffer.concat([MAGIC, salt, iv])
          for await (const chunk of ciphertext) yield chunk
          yield cipher.getAuthTag()
        },
        fs.createWriteStream(partial, { mode: 0o600 }),
      )
    } else {
      await pipeline(packed as unknown as NodeJS.ReadableStream, fs.createWriteStream(partial, { mode: 0o600 }))
    }
    const fd = fs.openSync(partial, 'r')
    fs.fsyncSync(fd)
    fs.closeSync(fd)
    fs.renameSync(partial, target)
  } finally {
    fs.rmSync(partial, { force: true })
  }
}

export function isEncrypted(file: string): boolean {
  const fd = fs.openSync(file, 'r')
  try {
    const head = Buffer.alloc(MAGIC.length)
    fs.readSync(fd, head, 0, MAGIC.length, 0)
    return head.equals(MAGIC)
  } finally {
    fs.closeSync(fd)
  }
}

export class ArchiveError extends Error {}

/** Unpacks an archive into `into` (an empty directory); throws ArchiveError when it cannot be read or authenticated. */
export async function readArchive(file: string, into: string, key?: string): Promise<void> {
  const encrypted = isEncrypted(file)
  if (encrypted && !key) throw new ArchiveError('this archive is encrypted: set BACKUP_KEY to the key it was made with')
  try {
    if (encrypted) {
      const size = fs.statSync(file).size
      const header = MAGIC.length + SALT_BYTES + IV_BYTES
      if (size < header + TAG_BYTES) throw new ArchiveError('the archive is truncated')
      const fd = fs.openSync(file, 'r')
      const head = Buffer.alloc(header)
      const tag = Buffer.alloc(TAG_BYTES)
      fs.readSync(fd, head, 0, header, 0)
      fs.readSync(fd, tag, 0, TAG_BYTES, size - TAG_BYTES)
      fs.closeSync(fd)
      const salt = head.subarray(MAGIC.length, MAGIC.length + SALT_BYTES)
      const iv = head.subarray(MAGIC.length + SALT_BYTES)
      const decipher = createDecipheriv('aes-256-gcm', keyFrom(key!, salt), iv)
      decipher.setAuthTag(tag)
      // Decrypted to a file first: nothing is unpacked before the whole archive is authenticated.
      const clear = path.join(into, '.archive.tar.gz')
      await pipeline(fs.createReadStream(file, { start: header, end: size - TAG_BYTES - 1 }), decipher, fs.createWriteStream(clear, { mode: 0o600 })).catch(() => {
        throw new ArchiveError('the archive cannot be decrypted: wrong BACKUP_KEY, or the file was changed or damaged')
      })
      await tar.extract({ file: clear, cwd: into, strict: true })
      fs.rmSync(clear)
    } else {
      await tar.extract({ file, cwd: into, strict: true })
    }
  } catch (error) {
    if (error instanceof ArchiveError) throw error
    throw new ArchiveError(`the archive cannot be read (${(error as Error).message})`)
  }
}

/** Checks every file of the unpacked archive against its manifest; returns the manifest. */
export async function verifyUnpacked(dir: string): Promise<Manifest> {
  const manifestPath = path.join(dir, MANIFEST)
  if (!fs.existsSync(manifestPath)) throw new ArchiveError('no manifest.json in the archive: not a portal backup')
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Manifest
  if (manifest.format !== ARCHIVE_FORMAT) throw new ArchiveError(`archive format ${manifest.format} is not one this version reads (${ARCHIVE_FORMAT})`)
  const present = new Set(listFiles(dir).filter((f) => f !== MANIFEST))
  for (const expected of manifest.files) {
    if (!present.has(expected.path)) throw new ArchiveError(`the archive lacks ${expected.path}`)
    const full = path.join(dir, expected.path)
    if (fs.statSync(full).size !== expected.bytes || (await sha256File(full)) !== expected.sha256) throw new ArchiveError(`${expected.path} does not match its checksum: the archive is damaged`)
    present.delete(expected.path)
  }
  if (present.size > 0) throw new ArchiveError(`the archive holds files its manifest does not list: ${[...present].slice(0, 3).join(', ')}`)
  return manifest
}
