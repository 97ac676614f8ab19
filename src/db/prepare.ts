import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import type { Payload } from 'payload'

import { migrations as postgresMigrations } from '@/migrations/postgres'
import { migrations as sqliteMigrations } from '@/migrations/sqlite'
import { seed, seedSynonyms, type SeedReport } from '@/seed'

import { databaseKind, sqliteUrl } from './adapter'

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

/**
 * Brings a database to the current schema and, when it holds no guide yet,
 * seeds it. Safe to run on every start.
 */
export async function prepareDatabase(payload: Payload): Promise<{ seeded: SeedReport | null }> {
  await migrate(payload)
  const { totalDocs } = await payload.count({ collection: 'services', overrideAccess: true })
  if (totalDocs === 0) return { seeded: await seed(payload) }
  // Reference data added after a database was first seeded (never overwrites editors' work).
  if ((await payload.count({ collection: 'search-synonyms', overrideAccess: true })).totalDocs === 0) await seedSynonyms(payload)
  return { seeded: null }
}
