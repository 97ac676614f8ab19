/**
 * Creates a migration for both databases from the current Payload schema:
 *   npm run migrate:create -- <name>
 * SQLite uses a temporary file, PostgreSQL a throwaway cluster, so the diff is
 * always against the committed migrations, never against a developer's data.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { startPostgres } from '../tests/support/postgres'

const [, , name = 'change', kindArg] = process.argv

async function createIn(url: string): Promise<void> {
  process.env.DATABASE_URL = url
  process.env.PAYLOAD_SECRET ||= 'migration-only'
  const { getPayload } = await import('payload')
  const { default: config } = await import('../src/payload.config')
  const payload = await getPayload({ config })
  fs.mkdirSync(payload.db.migrationDir, { recursive: true })
  await payload.db.createMigration({ migrationName: name, payload, forceAcceptWarning: true })
  await payload.destroy()
}

function runChild(kind: string, url: string): void {
  const result = spawnSync(process.execPath, [...process.execArgv, process.argv[1]!, name, kind], {
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: url },
  })
  if (result.status !== 0) throw new Error(`${kind} migration failed`)
}

if (kindArg) {
  // Child process: one database kind, fresh module graph.
  await createIn(process.env.DATABASE_URL!)
} else {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'migrate-'))
  const pg = await startPostgres()
  try {
    runChild('sqlite', `file:${path.join(tmp, 'schema.db')}`)
    runChild('postgres', pg.url)
  } finally {
    pg.stop()
    fs.rmSync(tmp, { recursive: true, force: true })
  }
}
process.exit(0)
