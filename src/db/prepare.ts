import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import type { Payload } from 'payload'

import { migrations as postgresMigrations } from '@/migrations/postgres'
import { migrations as sqliteMigrations } from '@/migrations/sqlite'
import { seed, seedSynonyms, type SeedReport } from '@/seed'

import { databaseKind, sqliteUrl } from './adapter'
import { adminCredentialsFromEnv, ensureAdministrator } from './admin'

export { adminCredentialsFromEnv, ensureAdministrator } from './admin'

/** The SQLite file's folder must exist before the adapter opens it. */
export function ensureSqliteDirectory(): void {
  if (databaseKind() !== 'sqlite') return
  const url = sqliteUrl()
  const file = url.startsWith('file://') ? fileURLToPath(url) : url.replace(/^file:/, '')
  fs.mkdirSync(path.dirname(file), { recursive: true })
}

export async function migrate(payload: Payload): Promise<void> {
  const migrations = databaseKind() === 'postgres' ? postgresMigrations : sqliteMigrations
  await payload.db.migrate({ migrations: migrations as never })
}

type PgClient = { query: (sql: string, values?: unknown[]) => Promise<unknown>; release: () => void }
type PgPool = { connect: () => Promise<PgClient> }

/** Any fixed number: the PostgreSQL advisory lock that serialises preparing the database. */
const PREPARE_LOCK_KEY = 7_301_962_041

/**
 * Runs `work` holding a cluster-wide lock: on PostgreSQL an advisory lock (several instances
 * starting together migrate and seed one after the other, the later ones finding it done);
 * SQLite is one machine's file, prepared by the one start command.
 */
export async function withPrepareLock<T>(payload: Payload, work: () => Promise<T>): Promise<T> {
  const pool = databaseKind() === 'postgres' ? (payload.db as unknown as { pool?: PgPool }).pool : undefined
  if (!pool) return work()
  const client = await pool.connect()
  try {
    await client.query('SELECT pg_advisory_lock($1)', [PREPARE_LOCK_KEY])
    try {
      return await work()
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [PREPARE_LOCK_KEY]).catch(() => undefined)
    }
  } finally {
    client.release()
  }
}

/**
 * Brings a database to the current schema and, when it holds no guide yet,
 * seeds it. Safe to run on every start, and from several instances at once.
 */
export async function prepareDatabase(payload: Payload): Promise<{ seeded: SeedReport | null; admin?: 'created' | 'updated' | 'unchanged' }> {
  const credentials = adminCredentialsFromEnv()
  return withPrepareLock(payload, async () => {
    const result = await migrateAndSeed(payload)
    return credentials ? { ...result, admin: await ensureAdministrator(payload, credentials) } : result
  })
}

async function migrateAndSeed(payload: Payload): Promise<{ seeded: SeedReport | null }> {
  await migrate(payload)
  const { totalDocs } = await payload.count({ collection: 'services', overrideAccess: true })
  if (totalDocs === 0) return { seeded: await seed(payload) }
  // Reference data added after a database was first seeded (never overwrites editors' work).
  if ((await payload.count({ collection: 'search-synonyms', overrideAccess: true })).totalDocs === 0) await seedSynonyms(payload)
  return { seeded: null }
}
