import path from 'node:path'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import type { Config } from 'payload'

export type DatabaseKind = 'sqlite' | 'postgres'

/** `DATABASE_URL=postgres://…` selects PostgreSQL; anything else (or nothing) the SQLite file. */
export function databaseKind(url = process.env.DATABASE_URL): DatabaseKind {
  return url && /^postgres(ql)?:\/\//.test(url) ? 'postgres' : 'sqlite'
}

/** Default SQLite file: ./data/portal.db, or DATABASE_URL=file:… */
export function sqliteUrl(url = process.env.DATABASE_URL): string {
  if (url && url.startsWith('file:')) return url
  return `file:${path.resolve(process.cwd(), 'data', 'portal.db')}`
}

export function migrationDir(kind: DatabaseKind): string {
  return path.resolve(process.cwd(), 'src', 'migrations', kind)
}

/**
 * The schema comes only from the committed migrations (push is off even in
 * development), so SQLite and PostgreSQL never drift from what is reviewed.
 */
export function databaseAdapter(): Config['db'] {
  const kind = databaseKind()
  if (kind === 'postgres') {
    return postgresAdapter({
      pool: {
        connectionString: process.env.DATABASE_URL,
        max: Number(process.env.DATABASE_POOL_MAX || 10),
      },
      push: false,
      migrationDir: migrationDir('postgres'),
    })
  }
  return sqliteAdapter({
    client: { url: sqliteUrl() },
    push: false,
    migrationDir: migrationDir('sqlite'),
    // WAL lets readers proceed while a writer commits (contact form bursts).
    busyTimeout: 5000,
    wal: true,
  })
}
