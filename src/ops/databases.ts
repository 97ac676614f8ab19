/**
 * The two databases as the backup sees them: a consistent copy while the portal runs, the row
 * count of every table (from the copy itself, or within the dump's snapshot), the migrations
 * applied, whether a target is empty, and a digest of every table's contents (the restore drill
 * compares them). SQLite through libSQL (`VACUUM INTO`: a transactionally consistent copy that
 * writers do not wait for, WAL mode); PostgreSQL through pg_dump on a snapshot exported by a
 * REPEATABLE READ transaction, so that the counts and the dump see the same instant.
 */
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { createClient, type Client as SqliteClient } from '@libsql/client'
import pg from 'pg'

export type Counts = Record<string, number>

export function sqlitePath(url: string): string {
  return path.resolve(url.replace(/^file:/, '').replace(/^\/\/(?=\/)/, ''))
}

const quoteSqlite = (name: string) => `"${name.replace(/"/g, '""')}"`
const quotePg = (name: string) => `"${name.replace(/"/g, '""')}"`

async function sqliteTables(client: SqliteClient): Promise<string[]> {
  const rows = await client.execute("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
  return rows.rows.map((row) => String(row.name))
}

export async function sqliteCounts(file: string): Promise<Counts> {
  const client = createClient({ url: `file:${file}` })
  try {
    const counts: Counts = {}
    for (const table of await sqliteTables(client)) counts[table] = Number((await client.execute(`SELECT count(*) AS n FROM ${quoteSqlite(table)}`)).rows[0]!.n)
    return counts
  } finally {
    client.close()
  }
}

export async function sqliteMigrations(file: string): Promise<string[]> {
  const client = createClient({ url: `file:${file}` })
  try {
    if (!(await sqliteTables(client)).includes('payload_migrations')) return []
    const rows = await client.execute("SELECT name FROM payload_migrations WHERE name <> 'dev' ORDER BY id")
    return rows.rows.map((row) => String(row.name))
  } finally {
    client.close()
  }
}

/** A consistent copy of the live SQLite database, taken while it serves. */
export async function sqliteSnapshot(source: string, target: string): Promise<void> {
  const client = createClient({ url: `file:${source}` })
  try {
    await client.execute('PRAGMA busy_timeout = 10000')
    await client.execute(`VACUUM INTO '${target.replace(/'/g, "''")}'`)
  } finally {
    client.close()
  }
}

/** Empty: no file, an empty file, or no table. */
export async function sqliteIsEmpty(file: string): Promise<boolean> {
  if (!fs.existsSync(file) || fs.statSync(file).size === 0) return true
  const client = createClient({ url: `file:${file}` })
  try {
    return (await sqliteTables(client)).length === 0
  } finally {
    client.close()
  }
}

/** SHA-256 of each table's rows, in rowid order (the restore drill compares source and restored copy). */
export async function sqliteDigests(file: string): Promise<Record<string, string>> {
  const client = createClient({ url: `file:${file}` })
  try {
    const out: Record<string, string> = {}
    for (const table of await sqliteTables(client)) {
      const hash = createHash('sha256')
      const rows = await client.execute(`SELECT * FROM ${quoteSqlite(table)} ORDER BY rowid`)
      for (const row of rows.rows) hash.update(JSON.stringify(Object.values(row), (_k, v) => (typeof v === 'bigint' ? String(v) : v instanceof ArrayBuffer ? Buffer.from(v).toString('hex') : v)) + '\n')
      out[table] = hash.digest('hex')
    }
    return out
  } finally {
    client.close()
  }
}

/** Debian's newest PostgreSQL client binaries (pg_dump must be at least the server's version), or PG_BIN, or PATH. */
export function pgBinary(name: 'pg_dump' | 'pg_restore'): string {
  if (process.env.PG_BIN) return path.join(process.env.PG_BIN, name)
  const base = '/usr/lib/postgresql'
  const versions = fs.existsSync(base) ? fs.readdirSync(base).sort((a, b) => Number(b) - Number(a)) : []
  for (const version of versions) {
    const candidate = path.join(base, version, 'bin', name)
    if (fs.existsSync(candidate)) return candidate
  }
  return name
}

export function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'] })
    let stderr = ''
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < 4000) stderr += chunk.toString()
    })
    child.on('error', (error) => reject(new Error(`${path.basename(command)} could not start: ${error.message}`)))
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${path.basename(command)} failed (${code}): ${stderr.trim().slice(0, 1000)}`))))
  })
}

async function pgTables(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>("SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename")
  return rows.map((row) => row.name)
}

async function pgCountsWith(client: pg.Client): Promise<Counts> {
  const counts: Counts = {}
  for (const table of await pgTables(client)) counts[table] = Number((await client.query<{ n: string }>(`SELECT count(*) AS n FROM ${quotePg(table)}`)).rows[0]!.n)
  return counts
}

async function pgMigrationsWith(client: pg.Client): Promise<string[]> {
  if (!(await pgTables(client)).includes('payload_migrations')) return []
  const { rows } = await client.query<{ name: string }>("SELECT name FROM payload_migrations WHERE name <> 'dev' ORDER BY id")
  return rows.map((row) => row.name)
}

async function withPg<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end().catch(() => undefined)
  }
}

export const pgCounts = (url: string) => withPg(url, pgCountsWith)

/** pg_dump of the database at one instant, with the row counts and migrations of that same instant. */
export async function pgSnapshot(url: string, target: string): Promise<{ rows: Counts; migrations: string[] }> {
  return withPg(url, async (client) => {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY')
    try {
      const snapshot = (await client.query<{ id: string }>('SELECT pg_export_snapshot() AS id')).rows[0]!.id
      const rows = await pgCountsWith(client)
      const migrations = await pgMigrationsWith(client)
      await run(pgBinary('pg_dump'), ['--format=custom', '--no-owner', '--no-privileges', `--snapshot=${snapshot}`, '--file', target, '--dbname', url])
      return { rows, migrations }
    } finally {
      await client.query('COMMIT').catch(() => undefined)
    }
  })
}

export const pgIsEmpty = (url: string) => withPg(url, async (client) => (await pgTables(client)).length === 0)

/** Back to an empty database (a restore that failed its checks leaves nothing behind). */
export const pgWipe = (url: string) => withPg(url, async (client) => void (await client.query('DROP SCHEMA public CASCADE; CREATE SCHEMA public')))

export async function pgRestore(url: string, dump: string): Promise<void> {
  await run(pgBinary('pg_restore'), ['--single-transaction', '--exit-on-error', '--no-owner', '--no-privileges', '--dbname', url, dump])
}

export const pgMigrations = (url: string) => withPg(url, pgMigrationsWith)

/** MD5 of each table's rows in text form, sorted (the restore drill compares source and restored copy). */
export const pgDigests = (url: string) =>
  withPg(url, async (client) => {
    const out: Record<string, string> = {}
    for (const table of await pgTables(client)) {
      const { rows } = await client.query<{ digest: string | null }>(`SELECT md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text), '')) AS digest FROM ${quotePg(table)} t`)
      out[table] = rows[0]!.digest ?? ''
    }
    return out
  })

/** The sequences' next values (ids continue after a restore without reusing one). */
export const pgSequences = (url: string) =>
  withPg(url, async (client) => {
    const { rows } = await client.query<{ name: string; value: string }>("SELECT sequencename AS name, coalesce(last_value, 0)::text AS value FROM pg_sequences WHERE schemaname = 'public' ORDER BY sequencename")
    return Object.fromEntries(rows.map((row) => [row.name, Number(row.value)]))
  })
