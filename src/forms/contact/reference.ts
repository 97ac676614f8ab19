import { sql as pgSql } from '@payloadcms/db-postgres'
import { sql as sqliteSql } from '@payloadcms/db-sqlite'
import type { Payload, PayloadRequest } from 'payload'

import { databaseKind } from '@/db/adapter'

import { referencePrefix, type MessageKind } from './options'

/** "DOL-2026-000123": prefix of the kind, year, yearly sequence (six digits, more if needed). */
export function formatReference(kind: MessageKind, year: number, sequence: number): string {
  return `${referencePrefix[kind]}-${year}-${String(sequence).padStart(6, '0')}`
}

export const REFERENCE_PATTERN = /^(DOL|QST|SUG)-(\d{4})-(\d{6,})$/

/** Accepts what a citizen types ("dol 2026 123", lowercase, spaces) and returns the canonical form. */
export function normalizeReference(input: string): string | null {
  const compact = input.trim().toUpperCase().replace(/[\s_]+/g, '-').replace(/-+/g, '-')
  const match = /^(DOL|QST|SUG)-?(\d{4})-?(\d{1,9})$/.exec(compact)
  if (!match) return null
  return `${match[1]}-${match[2]}-${match[3]!.padStart(6, '0')}`
}

type Drizzle = {
  execute?: (query: unknown) => Promise<{ rows: { value: number | string }[] }>
  all?: (query: unknown) => Promise<{ value: number | string }[]>
}

/** The request's open transaction if any (so the counter commits or rolls back with the message). */
async function connectionOf(payload: Payload, req?: Partial<PayloadRequest>): Promise<Drizzle> {
  const db = payload.db as unknown as { drizzle: Drizzle; sessions?: Record<string | number, { db: Drizzle } | undefined> }
  const id = req?.transactionID ? await req.transactionID : undefined
  return (id !== undefined && db.sessions?.[id]?.db) || db.drizzle
}

/**
 * The next number of the year, atomically: one upsert-and-increment statement that
 * SQLite (3.35+) and PostgreSQL both execute as a single atomic write, so concurrent
 * submissions can never draw the same number. Inside the message's transaction, the
 * counter row stays locked until that message commits: no duplicates, no gaps, and no
 * second pool connection needed while the first is held.
 */
export async function nextSequence(payload: Payload, year: number, req?: Partial<PayloadRequest>): Promise<number> {
  const postgres = databaseKind() === 'postgres'
  // Each adapter bundles its own drizzle: build the statement with the matching one.
  const sql = postgres ? pgSql : sqliteSql
  const statement = sql`INSERT INTO reference_counters (year, value) VALUES (${year}, 1)
    ON CONFLICT (year) DO UPDATE SET value = reference_counters.value + 1
    RETURNING value`
  const db = await connectionOf(payload, req)
  const rows = postgres ? (await db.execute!(statement)).rows : await db.all!(statement)
  const value = Number(rows[0]?.value)
  if (!Number.isInteger(value) || value < 1) throw new Error('reference counter returned no value')
  return value
}
