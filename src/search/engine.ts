import MiniSearch, { type SearchResult } from 'minisearch'

import type { Locale } from '@/i18n/locales'

import { expandQuery, type SynonymGroup } from './synonyms'
import { processTerm, tokenize } from './text'

/** What the index holds for one published page (a guide, a theme or a step-by-step journey) in one language. */
export type SearchDoc = {
  id: string
  kind: 'service' | 'category' | 'journey'
  title: string
  slug: string
  summary: string
  categoryTitle: string
  categorySlug: string
  /** Every other text of the page (audience, documents, steps, questions…). */
  body: string
}

export type SearchHit = Omit<SearchDoc, 'body'> & { score: number; terms: string[]; snippet: Segment[] }
/** A ranked match before its snippet is cut (snippets cost time: only for displayed hits). */
export type RankedHit = Omit<SearchHit, 'snippet'> & { body: string }
export type Segment = { text: string; match: boolean }

export const MAX_QUERY_LENGTH = 200

const boost = { title: 5, categoryTitle: 1.5, summary: 2, body: 1 }
const expansionBoost = { title: 4, summary: 1.5, categoryTitle: 1, body: 0.5 }

/** Prefix matching on the last word only: the one still being typed. */
const lastTermPrefix = (term: string, i: number, terms: string[]) => i === terms.length - 1 && term.length >= 2

/** Typo tolerance grows with the word: none under 4 letters, up to 2 edits from 7. */
const typoTolerance = (term: string) => (term.length < 4 ? 0 : term.length < 7 ? 1 : 2)

/** One in-memory index for one language. */
export class SearchEngine {
  private readonly index: MiniSearch<SearchDoc>
  /** Documents by id: MiniSearch stores nothing, so results stay light until displayed. */
  private readonly docs: Map<string, SearchDoc>
  readonly size: number

  constructor(
    readonly lang: Locale,
    docs: SearchDoc[],
    private readonly synonyms: SynonymGroup[] = [],
  ) {
    this.index = new MiniSearch<SearchDoc>({
      fields: ['title', 'summary', 'categoryTitle', 'body'],
      storeFields: [],
      tokenize: (text) => tokenize(text),
      processTerm: (term) => processTerm(term, lang),
      searchOptions: {
        boost,
        combineWith: 'OR',
        maxFuzzy: 2,
        weights: { fuzzy: 0.45, prefix: 0.6 },
      },
    })
    this.index.addAll(docs)
    this.docs = new Map(docs.map((doc) => [doc.id, doc]))
    this.size = docs.length
  }

  /** Ranked matches: the total, and the `limit` hits from `offset` (only those are materialised). */
  search(rawQuery: string, options: { categorySlug?: string; offset?: number; limit?: number } = {}): { total: number; hits: RankedHit[] } {
    const query = rawQuery.slice(0, MAX_QUERY_LENGTH)
    const queryTerms = tokenize(query).flatMap((t) => processTerm(t, this.lang) ?? [])
    if (queryTerms.length === 0) return { total: 0, hits: [] }
    const expansion = expandQuery(query, this.synonyms, this.lang)
    const filter = options.categorySlug
      ? { filter: (r: SearchResult) => this.docs.get(String(r.id))?.categorySlug === options.categorySlug }
      : {}
    const run = (unmatched: Set<string> | null) =>
      this.index.search(
        {
          combineWith: 'OR',
          queries: [
            { queries: [query], prefix: lastTermPrefix, fuzzy: false },
            // Misspelled words are looked for, with typo tolerance, in names and summaries only:
            // that is what people misspell, and it keeps fuzzy matching cheap on long texts.
            ...(unmatched
              ? [{ queries: [[...unmatched].join(' ')], fuzzy: typoTolerance, prefix: false, fields: ['title', 'summary', 'categoryTitle'] }]
              : []),
            ...(expansion.length ? [{ queries: [expansion.join(' ')], fuzzy: false, boost: expansionBoost }] : []),
          ],
        } as never,
        filter,
      )
    // Exact (and prefix) first; typo tolerance then only for the words that found nothing,
    // so correctly spelled words never pay for fuzzy matching.
    let results = run(null)
    const matched = new Set<string>()
    for (const result of results) {
      for (const term of result.queryTerms) matched.add(term)
      if (queryTerms.every((term) => matched.has(term))) break
    }
    const unmatched = new Set(queryTerms.filter((term) => !matched.has(term)))
    if (unmatched.size > 0) results = run(unmatched)
    const offset = options.offset ?? 0
    const limit = options.limit ?? results.length
    return { total: results.length, hits: results.slice(offset, offset + limit).map((r) => this.toHit(r)) }
  }

  /** Titles for the suggestion list while typing. */
  suggest(query: string, limit: number): RankedHit[] {
    return this.search(query, { limit }).hits
  }

  /** The displayable hit, with the snippet around its matched words. */
  withSnippet(hit: RankedHit): SearchHit {
    const { body, ...rest } = hit
    return { ...rest, snippet: snippet(`${hit.summary} ${body}`, hit.terms, this.lang) }
  }

  /** The indexed vocabulary's closest word to each unknown query word ("did you mean"). */
  didYouMean(query: string): string | null {
    const words = tokenize(query)
    if (words.length === 0) return null
    let changed = false
    const corrected = words.map((word) => {
      const hits = this.index.search(word, { fuzzy: 0.34, maxFuzzy: 3, prefix: false, fields: ['title'], combineWith: 'OR' })
      if (hits.length === 0) return word
      const best = hits[0]!.terms[0]
      if (best && best !== processTerm(word, this.lang)) {
        changed = true
        const original = tokenize(this.docs.get(String(hits[0]!.id))?.title ?? '').find((t) => processTerm(t, this.lang) === best)
        return original ?? best
      }
      return word
    })
    return changed ? corrected.join(' ') : null
  }

  private toHit(result: SearchResult): RankedHit {
    const doc = this.docs.get(String(result.id))!
    const terms = result.terms
    return {
      body: doc.body,
      id: doc.id,
      kind: doc.kind,
      title: doc.title,
      slug: doc.slug,
      summary: doc.summary,
      categoryTitle: doc.categoryTitle,
      categorySlug: doc.categorySlug,
      score: result.score,
      terms,
    }
  }
}

/** About 28 words around the first matched word, matched words flagged (rendered as <mark>). */
export function snippet(text: string, terms: string[], lang: Locale, width = 28): Segment[] {
  const words = text.split(/(\s+)/)
  const isMatch = (word: string) =>
    tokenize(word).some((token) => {
      const term = processTerm(token, lang)
      return term !== null && terms.some((t) => term === t || (t.length >= 3 && term.startsWith(t)))
    })
  const wordIndexes = words.map((w, i) => (w.trim() ? i : -1)).filter((i) => i >= 0)
  const first = wordIndexes.find((i) => isMatch(words[i]!)) ?? wordIndexes[0] ?? 0
  const position = wordIndexes.indexOf(first)
  const start = wordIndexes[Math.max(0, position - 6)] ?? 0
  const end = wordIndexes[Math.min(wordIndexes.length - 1, position - 6 + width)] ?? words.length - 1
  const segments: Segment[] = []
  if (start > 0) segments.push({ text: '… ', match: false })
  for (let i = start; i <= end; i++) {
    const word = words[i]!
    const match = word.trim() !== '' && isMatch(word)
    const last = segments[segments.length - 1]
    if (last && last.match === match && !match) last.text += word
    else segments.push({ text: word, match })
  }
  if (end < words.length - 1) segments.push({ text: ' …', match: false })
  return segments
}
