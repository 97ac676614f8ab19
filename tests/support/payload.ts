import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import { inject } from 'vitest'

import { startPostgres, type PgCluster } from './postgres'

export type DatabaseKind = 'sqlite' | 'postgres'

export type TestPayload = { payload: Payload; kind: DatabaseKind; close: () => Promise<void> }

/**
 * Where this test run keeps a copy of a freshly migrated and seeded database of the engine (made by
 * the first file that needs one): seeding 120 guides in both languages takes a minute per file and
 * engine, a copy a second. Null outside the integration project (no global setup).
 */
function seedTemplate(kind: DatabaseKind): string | null {
  let dir: string | undefined
  try {
    dir = inject('seedTemplateDir')
  } catch {
    return null
  }
  return dir ? path.join(dir, kind === 'sqlite' ? 'seeded.db' : 'seeded.dump') : null
}

/**
 * Boots Payload through its local API on a brand-new database of the given kind,
 * migrated with the committed migrations (the same path production takes).
 * Call once per test file: the config module reads DATABASE_URL when imported.
 */
export async function startTestPayload(kind: DatabaseKind, options: { seed?: boolean } = {}): Promise<TestPayload> {
  let pg: PgCluster | undefined
  let tmp: string | undefined
  if (kind === 'postgres') {
    pg = await startPostgres()
    process.env.DATABASE_URL = pg.url
  } else {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-int-'))
    process.env.DATABASE_URL = `file:${path.join(tmp, 'test.db')}`
  }
  process.env.PAYLOAD_SECRET = 'integration-test-secret'
  // Tests drain the alert queue themselves: a background sender would take rows from under them.
  process.env.ALERT_SENDER ??= 'off'
  // Uploads of this test file go to a directory of its own (src/media/storage.ts).
  process.env.MEDIA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-media-'))
  const databases = await import('@/ops/databases')
  const template = options.seed ? seedTemplate(kind) : null
  const fromTemplate = template !== null && fs.existsSync(template)
  if (fromTemplate) {
    if (kind === 'postgres') await databases.pgRestore(pg!.url, template)
    else fs.copyFileSync(template, databases.sqlitePath(process.env.DATABASE_URL))
  }
  const { getPayload } = await import('payload')
  const { default: config } = await import('@payload-config')
  const { migrate } = await import('@/db/prepare')
  const payload = await getPayload({ config })
  await migrate(payload)
  if (options.seed && !fromTemplate) {
    const { seed } = await import('@/seed')
    await seed(payload)
    if (template) {
      // Written aside, then renamed: a file that stops half-way leaves no half template.
      const partial = `${template}.${process.pid}.partial`
      if (kind === 'postgres') await databases.pgSnapshot(pg!.url, partial)
      else await databases.sqliteSnapshot(databases.sqlitePath(process.env.DATABASE_URL), partial)
      fs.renameSync(partial, template)
    }
  }
  return {
    payload,
    kind,
    close: async () => {
      await payload.destroy().catch(() => undefined)
      // Idle pooled clients see their socket cut when the cluster stops: expected here.
      const pool = (payload.db as { pool?: { on: (event: 'error', listener: () => void) => void } }).pool
      pool?.on('error', () => undefined)
      pg?.stop()
      if (tmp) fs.rmSync(tmp, { recursive: true, force: true })
    },
  }
}
