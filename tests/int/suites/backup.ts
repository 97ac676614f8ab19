import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'
import sharp from 'sharp'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { sqliteUrl } from '@/db/adapter'
import type { Manifest } from '@/ops/archive'
import { pgDigests, pgSequences, sqliteDigests, sqlitePath } from '@/ops/databases'

import { startTestPayload, type DatabaseKind, type TestPayload } from '../../support/payload'
import { contactForm } from './messages'

const KEY = 'a passphrase for the restore drill'

/** The restore drill (issue 25): real content → backup while it serves → restore on an empty target → identical. */
export function backupSuite(kind: DatabaseKind): void {
  describe(`backup and restore on ${kind}`, () => {
    let ctx: TestPayload
    let payload: Payload
    let work: string
    let sourceUrl: string
    const targets: string[] = []

    /** A new, empty target of this kind: a file path, or a new database in the same cluster. */
    async function emptyTarget(name: string): Promise<{ databaseUrl: string; mediaDir: string }> {
      const mediaDir = path.join(work, `${name}-media`)
      if (kind === 'sqlite') return { databaseUrl: `file:${path.join(work, `${name}.db`)}`, mediaDir }
      const client = new pg.Client({ connectionString: sourceUrl })
      await client.connect()
      await client.query(`CREATE DATABASE ${name}`)
      await client.end()
      const url = sourceUrl.replace(/\/[^/]+$/, `/${name}`)
      targets.push(url)
      return { databaseUrl: url, mediaDir }
    }
    const digests = (url: string) => (kind === 'sqlite' ? sqliteDigests(sqlitePath(sqliteUrl(url))) : pgDigests(url))
    const mediaFiles = (dir: string) => Object.fromEntries(fs.readdirSync(dir).sort().map((name) => [name, fs.readFileSync(path.join(dir, name)).toString('base64')]))

    beforeAll(async () => {
      process.env.CONTACT_RATE_LIMIT = '1000/600'
      ctx = await startTestPayload(kind, { seed: true })
      payload = ctx.payload
      sourceUrl = process.env.DATABASE_URL!
      work = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-backup-'))
    }, 120_000)
    afterAll(async () => {
      await ctx?.close()
      if (work) fs.rmSync(work, { recursive: true, force: true })
    })

    it('restores messages with references and history, edited guides with versions, journeys, readers’ answers and files, identical, onto an empty target; the archive is verified first', async () => {
      const { submitContact } = await import('@/forms/contact/submit')
      const { submitFeedback } = await import('@/forms/feedback/submit')
      const { backup, restore, RestoreRefused } = await import('@/ops/backup')
      const references: string[] = []
      for (let i = 0; i < 3; i++) {
        const outcome = await submitContact(payload, i % 2 ? 'mg' : 'fr', contactForm())
        if (outcome.kind !== 'created') throw new Error(outcome.kind)
        references.push(outcome.reference)
      }
      const message = (await payload.find({ collection: 'messages', where: { reference: { equals: references[0] } }, overrideAccess: true })).docs[0]!
      await payload.update({ collection: 'messages', id: message.id, data: { status: 'in_progress' } as never, overrideAccess: true })
      const guide = (await payload.find({ collection: 'services', where: { slug: { equals: 'passeport' } }, locale: 'fr', limit: 1, overrideAccess: true })).docs[0]!
      await payload.update({ collection: 'services', id: guide.id, locale: 'fr', data: { summary: `${guide.summary} (relu)`, changeKind: 'minor', _status: 'published' } as never, overrideAccess: true, context: { disableRevalidate: true } })
      expect(await submitFeedback(payload, 'fr', { service: guide.id, helpful: false, comment: 'Le délai a changé.' } as never)).not.toBeNull()
      const png = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#153b50' } }).png().toBuffer()
      await payload.create({ collection: 'media', data: { altFr: 'Plan du guichet', altMg: 'Sarintanin’ny birao' }, file: { data: png, name: 'plan.png', mimetype: 'image/png', size: png.length }, overrideAccess: true })
      expect((await payload.count({ collection: 'journeys', overrideAccess: true })).totalDocs).toBeGreaterThan(0)

      const backupDir = path.join(work, 'backups')
      const made = await backup({ databaseUrl: sourceUrl, mediaDir: process.env.MEDIA_DIR!, backupDir, key: KEY })
      expect(path.basename(made.file)).toMatch(new RegExp(`^portal-${kind}-\\d{8}T\\d{6}Z\\.tar\\.gz\\.enc$`))
      expect(made.manifest.database.rows.messages).toBe((await payload.count({ collection: 'messages', overrideAccess: true })).totalDocs)
      expect(made.manifest.database.rows._services_v).toBeGreaterThan(47)
      expect(made.manifest.files.filter((f) => f.path.startsWith('media/')).length).toBeGreaterThanOrEqual(3)
      const before = await digests(sourceUrl)
      const beforeFiles = mediaFiles(process.env.MEDIA_DIR!)

      // Refused before anything is touched: no key, a wrong key, a changed byte.
      const target = await emptyTarget('restored')
      await expect(restore(made.file, target)).rejects.toThrow(/encrypted: set BACKUP_KEY/)
      await expect(restore(made.file, { ...target, key: 'not the right passphrase' })).rejects.toThrow(/cannot be decrypted: wrong BACKUP_KEY/)
      const damaged = path.join(work, 'damaged.tar.gz.enc')
      const bytes = fs.readFileSync(made.file)
      const middle = Math.floor(bytes.length / 2)
      bytes[middle] = bytes[middle]! ^ 0xff
      fs.writeFileSync(damaged, bytes)
      await expect(restore(damaged, { ...target, key: KEY })).rejects.toBeInstanceOf(RestoreRefused)
      expect(fs.existsSync(target.mediaDir) ? fs.readdirSync(target.mediaDir) : []).toEqual([])

      // A failure midway (the disk fills while the files are placed): nothing is left behind, and the same restore then succeeds.
      if (Object.keys(mediaFiles(process.env.MEDIA_DIR!)).length >= 2) {
        const rename = fs.renameSync
        const copy = fs.copyFileSync
        let placed = 0
        const fail = (to: fs.PathLike) => {
          if (String(to).startsWith(target.mediaDir) && ++placed >= 2) throw Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' })
        }
        const renames = vi.spyOn(fs, 'renameSync').mockImplementation((from, to) => (fail(to), rename(from, to)))
        const copies = vi.spyOn(fs, 'copyFileSync').mockImplementation((from, to, mode) => (fail(to), copy(from, to, mode)))
        try {
          await expect(restore(made.file, { ...target, key: KEY })).rejects.toThrow(/ENOSPC/)
        } finally {
          renames.mockRestore()
          copies.mockRestore()
        }
        expect(fs.existsSync(target.mediaDir) ? fs.readdirSync(target.mediaDir) : []).toEqual([])
      }

      const restored = await restore(made.file, { ...target, key: KEY })
      expect(restored.pendingMigrations).toEqual([])
      expect(await digests(target.databaseUrl)).toEqual(before)
      expect(mediaFiles(target.mediaDir)).toEqual(beforeFiles)
      if (kind === 'postgres') expect(await pgSequences(target.databaseUrl)).toEqual(await pgSequences(sourceUrl))
      // The references continue from where they were: the counter holds the last one drawn.
      const year = new Date().getUTCFullYear()
      const last = Math.max(...references.map((r) => Number(r.split('-')[2])))
      const counter = kind === 'sqlite'
        ? await (await import('@libsql/client')).createClient({ url: target.databaseUrl }).execute(`SELECT value FROM reference_counters WHERE year = ${year}`).then((r) => Number(r.rows[0]!.value))
        : await (async () => {
            const client = new pg.Client({ connectionString: target.databaseUrl })
            await client.connect()
            const value = Number((await client.query('SELECT value FROM reference_counters WHERE year = $1', [year])).rows[0].value)
            await client.end()
            return value
          })()
      expect(counter).toBe(last)

      // A second restore onto the same (now full) target is refused, and changes nothing.
      await expect(restore(made.file, { ...target, key: KEY })).rejects.toThrow(/target database is not empty/)
      expect(await digests(target.databaseUrl)).toEqual(before)
    }, 180_000)

    it('refuses an archive from a newer version of the portal, and one of the other database kind', async () => {
      const { backup, restore } = await import('@/ops/backup')
      const { readArchive, writeArchive } = await import('@/ops/archive')
      const made = await backup({ databaseUrl: sourceUrl, mediaDir: process.env.MEDIA_DIR!, backupDir: path.join(work, 'backups-2') })
      const unpacked = fs.mkdtempSync(path.join(work, 'unpacked-'))
      await readArchive(made.file, unpacked)
      const manifestFile = path.join(unpacked, 'manifest.json')
      const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest
      fs.writeFileSync(manifestFile, JSON.stringify({ ...manifest, portal: { version: '9.0.0' }, database: { ...manifest.database, migrations: [...manifest.database.migrations, '20300101_000000_future'] } }))
      const newer = path.join(work, 'newer.tar.gz')
      await writeArchive(unpacked, newer)
      const target = await emptyTarget('newer_target')
      await expect(restore(newer, target)).rejects.toThrow(/comes from a newer version of the portal \(9\.0\.0; migration 20300101_000000_future is unknown here\)/)
      fs.writeFileSync(manifestFile, JSON.stringify({ ...manifest, database: { ...manifest.database, kind: kind === 'sqlite' ? 'postgres' : 'sqlite' } }))
      const other = path.join(work, 'other.tar.gz')
      await writeArchive(unpacked, other)
      await expect(restore(other, target)).rejects.toThrow(/holds a (postgres|sqlite) database and DATABASE_URL points to/)
    }, 120_000)

    it('a backup taken during a burst of contact posts holds every post acknowledged before it started', async () => {
      const { submitContact } = await import('@/forms/contact/submit')
      const { backup, restore } = await import('@/ops/backup')
      const acknowledged: { reference: string; at: number }[] = []
      let stop = false
      let sent = 0
      const poster = async (n: number) => {
        while (!stop) {
          const outcome = await submitContact(payload, 'fr', contactForm({ message: `Rafale ${n}-${sent++} : le bureau était fermé.` }))
          if (outcome.kind === 'created') acknowledged.push({ reference: outcome.reference, at: Date.now() })
          else throw new Error(`post refused: ${outcome.kind}`)
          await new Promise((resolve) => setImmediate(resolve))
        }
      }
      const posters = [0, 1, 2, 3].map(poster)
      while (acknowledged.length < 10) await new Promise((resolve) => setTimeout(resolve, 20))
      const startedAt = Date.now()
      const made = await backup({ databaseUrl: sourceUrl, mediaDir: process.env.MEDIA_DIR!, backupDir: path.join(work, 'backups-3') })
      await new Promise((resolve) => setTimeout(resolve, 200))
      stop = true
      await Promise.all(posters)
      const before = acknowledged.filter((a) => a.at < startedAt).map((a) => a.reference)
      expect(before.length).toBeGreaterThanOrEqual(10)
      const target = await emptyTarget('burst')
      await restore(made.file, target)
      const refs = kind === 'sqlite'
        ? (await (await import('@libsql/client')).createClient({ url: target.databaseUrl }).execute('SELECT reference FROM messages')).rows.map((r) => String(r.reference))
        : await (async () => {
            const client = new pg.Client({ connectionString: target.databaseUrl })
            await client.connect()
            const rows = (await client.query<{ reference: string }>('SELECT reference FROM messages')).rows.map((r) => r.reference)
            await client.end()
            return rows
          })()
      const restoredSet = new Set(refs)
      expect(before.filter((r) => !restoredSet.has(r))).toEqual([])
      // No duplicate reference either.
      expect(refs.length).toBe(restoredSet.size)
      console.log(`burst: ${acknowledged.length} posts acknowledged, ${before.length} before the backup started, ${refs.length} in the archive`)
    }, 120_000)
  })
}
