import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'

import { startPostgres, type PgCluster } from './postgres'

export type DatabaseKind = 'sqlite' | 'postgres'

export type TestPayload = { payload: Payload; kind: DatabaseKind; close: () => Promise<void> }

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
  const { getPayload } = await import('payload')
  const { default: config } = await import('@payload-config')
  const { migrate } = await import('@/db/prepare')
  const payload = await getPayload({ config })
  await migrate(payload)
  if (options.seed) {
    const { seed } = await import('@/seed')
    await seed(payload)
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
