/**
 * Plain SQL on the tables Payload made for alerts (src/collections/Alerts), in either database: the
 * queue's claims must be atomic and its fan-out a single statement (10,000 rows in one), which the
 * local API cannot do. Each adapter bundles its own drizzle: statements are built with the
 * matching `sql`.
 */
import { sql as pgSql } from '@payloadcms/db-postgres'
import { sql as sqliteSql } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'

import { databaseKind } from '@/db/adapter'

type Row = Record<string, unknown>
type Drizzle = { execute?: (q: unknown) => Promise<{ rows: Row[]; rowCount?: number }>; all?: (q: unknown) => Promise<Row[]>; run?: (q: unknown) => Promise<{ rowsAffected?: number }> }
export type Sql = typeof pgSql

export type Db = {
  postgres: boolean
  sql: Sql
  /** A statement's rows (SELECT, or a write with RETURNING). */
  rows: <T = Row>(statement: unknown) => Promise<T[]>
  /** A write; the number of rows it changed. */
  run: (statement: unknown) => Promise<number>
  /** `expr` stored into an enum column of PostgreSQL (`type`), as is in SQLite. */
  asEnum: (expr: unknown, type: string) => unknown
}

export function alertDb(payload: Payload): Db {
  const postgres = databaseKind() === 'postgres'
  const sql = postgres ? pgSql : (sqliteSql as unknown as Sql)
  const drizzle = payload.db.drizzle as unknown as Drizzle
  return {
    postgres,
    sql,
    rows: async <T>(statement: unknown) => (postgres ? (await drizzle.execute!(statement)).rows : await drizzle.all!(statement)) as T[],
    run: async (statement: unknown) => (postgres ? ((await drizzle.execute!(statement)).rowCount ?? 0) : ((await drizzle.run!(statement)).rowsAffected ?? 0)),
    asEnum: (expr: unknown, type: string) => (postgres ? sql`(${expr})::text::${sql.raw(`"${type}"`)}` : expr),
  }
}
