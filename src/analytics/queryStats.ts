/**
 * Counts what citizens ask, by day (Madagascar time), channel, language and kind, as one atomic
 * upsert each (like page views). Every channel's query is stored only as `anonymousTerm` makes it
 * (src/analytics/anonymousTerm.ts, issue 38): words the search index or the portal's common
 * vocabulary knows, `…` for any other; no e-mail address, no number of 4 digits or more.
 */
import { sql as pgSql } from '@payloadcms/db-postgres'
import { sql as sqliteSql } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'

import { databaseKind } from '@/db/adapter'
import { isLocale } from '@/i18n/locales'
import { engines } from '@/search'
import type { Vocabulary } from '@/search/vocabulary'

import { anonymousTerm, UNKNOWN_WORDS, type WordKnowledge } from './anonymousTerm'
import { statisticsVocabulary } from './commonWords'

export { anonymousTerm, MAIL_WORDS, UNKNOWN_WORDS, type WordKnowledge } from './anonymousTerm'

export type QueryChannel = 'web' | 'suggestions' | 'sms' | 'ussd'
/** `opened`: a guide was opened from the results of this query (web, with JavaScript). */
export type QueryKind = 'question' | 'noAnswer' | 'keyword' | 'followUp' | 'refused' | 'opened'
export type QueryEvent = { channel: QueryChannel; lang: 'fr' | 'mg'; kind: QueryKind; term: string }

export const QUERY_STATS_RETENTION_DAYS = 180
/**
 * Distinct terms one process adds per day and channel: beyond, the count goes to OTHER_TERMS.
 * Anyone can type anything: the table grows by at most this many rows a day, not by the traffic.
 */
export const MAX_NEW_TERMS_PER_DAY = 5000
export const OTHER_TERMS = UNKNOWN_WORDS

/**
 * What the statistics may keep of words now: the search index of both languages (a citizen
 * mixes them) and the shipped common words; the common words alone when the index cannot be
 * read (nothing is kept that is not known).
 */
export async function queryVocabulary(payload: Payload): Promise<WordKnowledge> {
  let indexed: Vocabulary[] = []
  try {
    const all = await engines(payload)
    indexed = [all.fr.vocabulary, all.mg.vocabulary]
  } catch {
    // Counting never fails a request: fewer words are kept, never more.
  }
  return statisticsVocabulary(indexed)
}

type Drizzle = { execute?: (q: unknown) => Promise<unknown>; run?: (q: unknown) => Promise<unknown> }

/** Terms this process has counted today, per channel (to bound new rows). */
let today: { day: string; terms: Map<string, Set<string>> } = { day: '', terms: new Map() }

/** The term itself, or OTHER_TERMS once `max` distinct terms were counted today on this channel. */
export function boundedTerm(day: string, channel: QueryChannel, term: string, max = MAX_NEW_TERMS_PER_DAY): string {
  if (today.day !== day) today = { day, terms: new Map() }
  let terms = today.terms.get(channel)
  if (!terms) today.terms.set(channel, (terms = new Set()))
  if (terms.has(term)) return term
  if (terms.size >= max) return OTHER_TERMS
  terms.add(term)
  return term
}

/** Counts one query (or `times` identical ones, as the front's cache answered them). */
export async function recordQuery(payload: Payload, event: QueryEvent, now = new Date(), times = 1): Promise<void> {
  const day = new Date(now.getTime() + 3 * 3600 * 1000).toISOString().slice(0, 10)
  const term = boundedTerm(day, event.channel, anonymousTerm(event.term, await queryVocabulary(payload)) || '-')
  const count = Math.max(1, Math.min(1_000_000, Math.floor(times)))
  const postgres = databaseKind() === 'postgres'
  const sql = postgres ? pgSql : (sqliteSql as unknown as typeof pgSql)
  const drizzle = payload.db.drizzle as unknown as Drizzle
  const stamp = now.toISOString()
  const statement = sql`INSERT INTO query_stats (day, channel, lang, kind, term, count, updated_at, created_at)
    VALUES (${day}, ${event.channel}, ${event.lang}, ${event.kind}, ${term}, ${count}, ${stamp}, ${stamp})
    ON CONFLICT (day, channel, lang, kind, term) DO UPDATE SET count = query_stats.count + ${count}, updated_at = ${stamp}`
  if (postgres) await drizzle.execute!(statement)
  else await drizzle.run!(statement)
}

/** Drops counts older than the retention period. */
export async function pruneQueryStats(payload: Payload, now = new Date()): Promise<void> {
  const cutoff = new Date(now.getTime() - QUERY_STATS_RETENTION_DAYS * 24 * 3600 * 1000).toISOString().slice(0, 10)
  await payload.delete({ collection: 'query-stats', where: { day: { less_than: cutoff } }, overrideAccess: true })
}

/**
 * A search as the editors' report counts it (issue 24): a question that found something, or
 * one that found nothing. Only a first results page without a theme filter is a new question
 * (the next pages and the filter are the same question, continued).
 */
export function recordSearch(
  payload: Payload,
  search: { channel: 'web' | 'suggestions'; lang: 'fr' | 'mg'; query: string; found: boolean },
  times = 1,
): Promise<void> {
  return recordQuery(payload, { channel: search.channel, lang: search.lang, kind: search.found ? 'question' : 'noAnswer', term: search.query }, new Date(), times)
}

export type CountedSearch = { channel: 'web' | 'suggestions'; lang: 'fr' | 'mg'; query: string }

/** What a cache key says was asked, or null for anything else. */
export function countedSearch(key: string): CountedSearch | null {
  const url = new URL(key, 'http://portal.invalid')
  const page = /^\/(fr|mg)\/searchResult\/$/.exec(url.pathname)
  const query = url.searchParams.get('q') ?? ''
  if (!query.trim()) return null
  if (page && !url.searchParams.has('page') && !url.searchParams.has('theme')) return { channel: 'web', lang: page[1] as 'fr' | 'mg', query }
  const lang = url.searchParams.get('lang')
  if (url.pathname === '/api/search' && isLocale(lang)) return { channel: 'suggestions', lang, query }
  return null
}

