import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { fakeS3 } from '../../tests/support/fakeS3'

import { archivesToDelete } from './retention'
import { downloadArchive, listArchives, pruneStore, s3StoreFrom, uploadArchive, type S3Store } from './s3'

describe('backups in an S3-compatible store', () => {
  const s3 = fakeS3()
  let store: S3Store
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-s3-'))
  beforeAll(async () => {
    await new Promise<void>((resolve) => s3.server.listen(0, '127.0.0.1', resolve))
    store = s3StoreFrom({ BACKUP_S3_BUCKET: 'ministere-backups', BACKUP_S3_ENDPOINT: `http://127.0.0.1:${(s3.server.address() as AddressInfo).port}`, BACKUP_S3_ACCESS_KEY_ID: 'test-key', BACKUP_S3_SECRET_ACCESS_KEY: 'test-secret', BACKUP_S3_PREFIX: 'portal' } as never)!
  })
  afterAll(() => {
    s3.server.close()
    fs.rmSync(work, { recursive: true, force: true })
  })

  it('is off without a bucket', () => {
    expect(s3StoreFrom({} as never)).toBeNull()
  })

  it('uploads each archive (checked), keeps 7 daily and 4 weekly there too, and gives one back for a restore', async () => {
    const names = Array.from({ length: 40 }, (_, i) => `portal-sqlite-${new Date(Date.UTC(2026, 9, 16 + i)).toISOString().slice(0, 10).replace(/-/g, '')}T020000Z.tar.gz.enc`)
    const contents = new Map<string, Buffer>()
    for (const name of names) {
      const body = randomBytes(2048 + Math.floor(Math.random() * 2048))
      contents.set(name, body)
      fs.writeFileSync(path.join(work, name), body)
      const uploaded = await uploadArchive(store, path.join(work, name))
      expect(uploaded).toEqual({ key: `portal/${name}`, bytes: body.length })
    }
    expect(s3.unsigned).toEqual([])
    expect(await listArchives(store)).toEqual(names)

    const removed = await pruneStore(store)
    expect(removed.sort()).toEqual(archivesToDelete(names).sort())
    const kept = await listArchives(store)
    expect(kept).toHaveLength(names.length - removed.length)
    expect(kept.at(-1)).toBe(names.at(-1))

    const back = await downloadArchive(store, kept.at(-1)!, path.join(work, 'restore'))
    expect(fs.readFileSync(back).equals(contents.get(kept.at(-1)!)!)).toBe(true)
    await expect(downloadArchive(store, '../../etc/passwd', work)).rejects.toThrow(/not a backup archive/)
  })
})
