/**
 * Citizens' missed questions as a worklist (issue 41): what was searched on the site, by SMS or by
 * USSD and found nothing, grouped into candidate needs by their words (« 134 recherches sans guide :
 * divorce »), each group placed on the coverage map when one of its needs uses the same word. Built
 * from the anonymous counts of `query-stats` (words the portal knows, `…` for any other): no number,
 * no name, no address ever reaches this.
 */
import type { Locale } from '@/i18n'
import { expandShorthand, processTerm, tokenize } from '@/search/text'

import { coverageMap, type CoverageEntry } from './map'

export type MissedRow = { channel: string; lang: string; term: string; count: number }

export type NeedGroup = {
  /** The word that groups the searches, as citizens wrote it most often. */
  label: string
  /** Its stem: what the searches of the group share. */
  stem: string
  count: number
  channels: Record<string, number>
  /** The searches of the group, most frequent first (at most 8). */
  terms: { term: string; count: number }[]
  /** The coverage map's need that uses the same word, if any. */
  onMap: { event: string; entry: CoverageEntry } | null
}

/** Most groups shown per language: the rest are smaller than the last one shown. */
export const MAX_GROUPS = 40

/** (stem, surface word) pairs of a search. */
function wordsOf(term: string, lang: Locale): { stem: string; word: string }[] {
  return expandShorthand(tokenize(term), lang).flatMap((word) => {
    const stem = processTerm(word, lang)
    return stem && stem.length >= 3 && !/^\d+$/.test(stem) ? [{ stem, word }] : []
  })
}

/** The map's needs indexed by the stems of their names in one language. */
function mapIndex(lang: Locale): Map<string, { event: string; entry: CoverageEntry }> {
  const index = new Map<string, { event: string; entry: CoverageEntry }>()
  for (const event of coverageMap) {
    for (const entry of event.entries) {
      for (const { stem } of wordsOf(entry.need[lang], lang)) if (!index.has(stem)) index.set(stem, { event: event.key, entry })
    }
  }
  return index
}

/**
 * Groups one language's unanswered searches: the stem shared by the most searches (weighted by
 * their counts) makes the first group, its searches leave the pool, and so on. A search joins one
 * group only, so the counts add up to the number of unanswered searches.
 */
export function groupMissed(rows: MissedRow[], lang: Locale, max = MAX_GROUPS): NeedGroup[] {
  const searches = new Map<string, { count: number; channels: Record<string, number>; words: { stem: string; word: string }[] }>()
  for (const row of rows) {
    if (row.lang !== lang || !row.term || row.term === '-') continue
    const search = searches.get(row.term) ?? { count: 0, channels: {}, words: wordsOf(row.term, lang) }
    search.count += row.count
    search.channels[row.channel] = (search.channels[row.channel] ?? 0) + row.count
    searches.set(row.term, search)
  }
  const pool = new Map([...searches].filter(([, s]) => s.words.length > 0))
  const index = mapIndex(lang)
  const groups: NeedGroup[] = []
  while (pool.size > 0 && groups.length < max) {
    const weight = new Map<string, number>()
    for (const search of pool.values()) for (const stem of new Set(search.words.map((w) => w.stem))) weight.set(stem, (weight.get(stem) ?? 0) + search.count)
    const [stem] = [...weight].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]!
    const members = [...pool].filter(([, s]) => s.words.some((w) => w.stem === stem))
    const surface = new Map<string, number>()
    const channels: Record<string, number> = {}
    let count = 0
    for (const [term, search] of members) {
      pool.delete(term)
      count += search.count
      for (const [channel, n] of Object.entries(search.channels)) channels[channel] = (channels[channel] ?? 0) + n
      for (const w of search.words) if (w.stem === stem) surface.set(w.word, (surface.get(w.word) ?? 0) + search.count)
    }
    const label = [...surface].sort((a, b) => b[1] - a[1] || a[0].length - b[0].length)[0]![0]
    groups.push({
      label,
      stem,
      count,
      channels,
      terms: members.map(([term, s]) => ({ term, count: s.count })).sort((a, b) => b.count - a.count || a.term.localeCompare(b.term)).slice(0, 8),
      onMap: index.get(stem) ?? null,
    })
  }
  return groups.sort((a, b) => b.count - a.count || a.label.localeCompare(b.label))
}
