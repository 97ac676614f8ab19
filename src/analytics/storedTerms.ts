/**
 * Cleaning the query statistics already stored (issue 38): the migration
 * `*_query_stats_clean` rewrites every row's term with `anonymousTerm`, so that rows written
 * before it hold no more than new ones do. Rows that become identical are merged, their counts
 * added, the unique key (day, channel, lang, kind, term) kept.
 *
 * A migration runs before the site is read (and on a schema that later code may not match), so
 * it cannot ask the search index. It uses what the portal ships instead: the common words
 * (src/analytics/commonWords.ts) and the text of the seeded guides, journeys and themes — the
 * index of a freshly seeded site. Stored terms are lowercase: names are recognised only as
 * unknown words.
 */
import { categories } from '@/seed/data/categories'
import { journeys } from '@/seed/data/journeys'
import { loadServiceSeeds } from '@/seed/load'
import { Vocabulary } from '@/search/vocabulary'

import { anonymousTerm, type WordKnowledge } from './anonymousTerm'
import { statisticsVocabulary } from './commonWords'

/** Keys of seed files that are not public text: identifiers, addresses, editors' notes, sources. */
const NOT_TEXT = new Set(['key', 'slug', 'url', 'review', 'reviewNote', 'notes', 'sources', 'category', 'ministry', 'related', 'places', 'place', 'guides', 'lastReviewed', 'verifiedAt', 'unconfirmed', 'directory', 'icon', 'logic'])

/** Every public string of a seed document (titles, summaries, documents, steps, questions…). */
export function seedTexts(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value)
  else if (Array.isArray(value)) for (const item of value) seedTexts(item, out)
  else if (value && typeof value === 'object') for (const [key, item] of Object.entries(value)) if (!NOT_TEXT.has(key)) seedTexts(item, out)
  return out
}

/** What a freshly seeded site's index and the common words know: the vocabulary of the migration. */
export async function shippedVocabulary(): Promise<WordKnowledge> {
  const texts = seedTexts([await loadServiceSeeds(), journeys, categories])
  const indexed = (['fr', 'mg'] as const).map((lang) => {
    const words = new Vocabulary(lang)
    for (const text of texts) words.add(text)
    return words
  })
  return statisticsVocabulary(indexed)
}

export type StoredRow = { id: number; day: string; channel: string; lang: string; kind: string; term: string; count: number; createdAt: string; updatedAt: string }
export type CleanedRow = Omit<StoredRow, 'id'>

/**
 * What to change so that each row holds `clean(term)`: the rows to delete (their term changes)
 * and the counts to add, per cleaned key, to the row that keeps that key (an existing one whose
 * term is already clean, or a new one). Deleting first, then adding with an upsert, never
 * meets the unique key halfway.
 */
export function cleaningPlan(rows: StoredRow[], clean: (term: string) => string): { remove: number[]; add: CleanedRow[] } {
  const remove: number[] = []
  const add = new Map<string, CleanedRow>()
  for (const row of rows) {
    const term = clean(row.term) || '-'
    if (term === row.term) continue
    remove.push(row.id)
    const key = JSON.stringify([row.day, row.channel, row.lang, row.kind, term])
    const known = add.get(key)
    if (!known) add.set(key, { day: row.day, channel: row.channel, lang: row.lang, kind: row.kind, term, count: row.count, createdAt: row.createdAt, updatedAt: row.updatedAt })
    else {
      known.count += row.count
      if (row.createdAt < known.createdAt) known.createdAt = row.createdAt
      if (row.updatedAt > known.updatedAt) known.updatedAt = row.updatedAt
    }
  }
  return { remove, add: [...add.values()] }
}

/** The table as each database's migration reads and writes it. */
export type StatsTable = {
  count: () => Promise<number>
  days: () => Promise<string[]>
  rowsOf: (day: string) => Promise<StoredRow[]>
  remove: (ids: number[]) => Promise<void>
  /** Adds `count` to the row of this key, or makes it. */
  add: (row: CleanedRow) => Promise<void>
}

/** Rewrites every stored term, a day at a time; the number of rows changed. */
export async function cleanStoredTerms(table: StatsTable, vocabulary?: WordKnowledge): Promise<number> {
  if ((await table.count()) === 0) return 0
  const words = vocabulary ?? (await shippedVocabulary())
  let changed = 0
  for (const day of await table.days()) {
    const { remove, add } = cleaningPlan(await table.rowsOf(day), (term) => anonymousTerm(term, words))
    for (let i = 0; i < remove.length; i += 500) await table.remove(remove.slice(i, i + 500))
    for (const row of add) await table.add(row)
    changed += remove.length
  }
  return changed
}

/** A timestamp as either database returns it (a Date from PostgreSQL, text from SQLite), as ISO text. */
export const isoStamp = (value: unknown): string => (value instanceof Date ? value.toISOString() : String(value ?? new Date().toISOString()))
