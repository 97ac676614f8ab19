/**
 * Counts what citizens ask, by day (Madagascar time), channel, language and kind, as one atomic
 * upsert each (like page views). Only words are kept: digits that could be a phone number or a
 * reference are removed before anything is stored; e-mail addresses are never counted.
 */
import { sql as pgSql } from '@payloadcms/db-postgres'
import { sql as sqliteSql } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'

import { databaseKind } from '@/db/adapter'

export type QueryChannel = 'web' | 'suggestions' | 'sms' | 'ussd'
export type QueryKind = 'question' | 'noAnswer' | 'keyword' | 'followUp' | 'refused'
export type QueryEvent = { channel: QueryChannel; lang: 'fr' | 'mg'; kind: QueryKind; term: string }

export const QUERY_STATS_RETENTION_DAYS = 180
const TERM_MAX = 60

/** The words of a query fit to keep: lower-case, no e-mail, no run of 4+ digits, bounded. */
export function anonymousTerm(text: string): string {
  return text
    .toLowerCase()
    .replace(/\S+@\S+/g, ' ')
    .replace(/[a-z]{0,4}-?\d[\d\s.-]{3,}\d/g, ' ')
    .replace(/\d{4,}/g, ' ')
    .replace(/[^\p{L}\p{N}' -]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, TERM_MAX)
}

type Drizzle = { execute?: (q: unknown) => Promise<unknown>; run?: (q: unknown) => Promise<unknown> }

export async function recordQuery(payload: Payload, event: QueryEvent, now = new Date()): Promise<void> {
  const term = anonymousTerm(event.term) || '-'
  const day = new Date(now.getTime() + 3 * 3600 * 1000).toISOString().slice(0, 10)
  const postgres = databaseKind() === 'postgres'
  const sql = postgres ? pgSql : (sqliteSql as unknown as typeof pgSql)
  const drizzle = payload.db.drizzle as unknown as Drizzle
  const stamp = now.toISOString()
  const statement = sql`INSERT INTO query_stats (day, channel, lang, kind, term, count, updated_at, created_at)
    VALUES (${day}, ${event.channel}, ${event.lang}, ${event.kind}, ${term}, 1, ${stamp}, ${stamp})
    ON CONFLICT (day, channel, lang, kind, term) DO UPDATE SET count = query_stats.count + 1, updated_at = ${stamp}`
  if (postgres) await drizzle.execute!(statement)
  else await drizzle.run!(statement)
}

/** Drops counts older than the retention period. */
export async function pruneQueryStats(payload: Payload, now = new Date()): Promise<void> {
  const cutoff = new Date(now.getTime() - QUERY_STATS_RETENTION_DAYS * 24 * 3600 * 1000).toISOString().slice(0, 10)
  await payload.delete({ collection: 'query-stats', where: { day: { less_than: cutoff } }, overrideAccess: true })
}
