import MiniSearch, { type SearchResult } from 'minisearch'

import type { Locale } from '@/i18n/locales'

import { analyzeGroups, expansionOf, type AnalyzedGroup, type SynonymGroup } from './synonyms'
import { expandShorthand, fold, processTerm, tokenize } from './text'
import { Vocabulary } from './vocabulary'

/** What the index holds for one published page (a guide, a theme or a step-by-step journey) in one language. */
export type SearchDoc = {
  id: string
  kind: 'service' | 'category' | 'journey' | 'flow'
  title: string
  slug: string
  summary: string
  categoryTitle: string
  categorySlug: string
  /** "Mots des citoyens": the words people use for this page, which its own text may lack. */
  citizenWords?: string
  /** Every other text of the page (audience, documents, steps, questions…). */
  body: string
}

export type SearchHit = Omit<SearchDoc, 'body' | 'citizenWords'> & { score: number; terms: string[]; snippet: Segment[] }
/** A ranked match before its snippet is cut (snippets cost time: only for displayed hits). */
export type RankedHit = Omit<SearchHit, 'snippet'> & { body: string }
export type Segment = { text: string; match: boolean }

/**
 * How well the best results match the query, said on the page: every meaningful word found,
 * most of them, or only some (the query was relaxed step by step).
 */
export type MatchQuality = 'all' | 'most' | 'some'
export type Ranked = { total: number; hits: RankedHit[]; quality: MatchQuality | null }
/** A theme as the search page's filter lists it. */
export type Theme = { id: number; slug: string; title: string }

export const MAX_QUERY_LENGTH = 200
/** At most this many meaningful words are looked up (a pasted paragraph costs like a sentence). */
export const MAX_QUERY_TERMS = 12

/** A name as typed or written, compared without case, accents, punctuation or spacing. */
const nameKey = (text: string) => fold(text).replace(/[^\p{L}\p{N}]+/gu, ' ').trim()

const boost = { title: 5, citizenWords: 4, categoryTitle: 1.5, summary: 2, body: 1 }
const expansionBoost = { title: 4, citizenWords: 3, summary: 1.5, categoryTitle: 1, body: 0.5 }
/** Results scoring under this share of the best one are noise (a shared common word). */
const NOISE_FLOOR = 0.15

/** Prefix matching on the last word only: the one still being typed. */
const lastTermPrefix = (term: string, i: number, terms: string[]) => i === terms.length - 1 && term.length >= 3

/** Typo tolerance grows with the word: none under 4 letters, up to 2 edits from 7. */
const typoTolerance = (term: string) => (term.length < 4 ? 0 : term.length < 7 ? 1 : 2)

/** One in-memory index for one language. */
export class SearchEngine {
  private readonly index: MiniSearch<SearchDoc>
  /** Documents by id: MiniSearch stores nothing, so results stay light until displayed. */
  private readonly docs: Map<string, SearchDoc>
  private readonly groups: AnalyzedGroup[]
  /** True while pages are added: the index's own analysis of them is noted in the vocabulary. */
  private indexing = false
  /** The words of the indexed pages and of the synonym groups (for the editors' statistics, issue 38). */
  readonly vocabulary: Vocabulary

  constructor(
    readonly lang: Locale,
    docs: SearchDoc[],
    synonyms: SynonymGroup[] = [],
    /** The themes, in their order, for the page's filter: read with the index, not on every query. */
    readonly themes: Theme[] = [],
  ) {
    const vocabulary = new Vocabulary(lang)
    // The index's own analysis is noted as it builds (no second pass over the text); queries are not.
    this.indexing = true
    this.index = new MiniSearch<SearchDoc>({
      fields: ['title', 'citizenWords', 'summary', 'categoryTitle', 'body'],
      storeFields: [],
      tokenize: (text) => tokenize(text),
      processTerm: (term) => {
        const processed = processTerm(term, lang)
        if (this.indexing) vocabulary.note(term, processed)
        return processed
      },
      searchOptions: {
        boost,
        combineWith: 'OR',
        maxFuzzy: 2,
        weights: { fuzzy: 0.45, prefix: 0.6 },
      },
    })
    this.index.addAll(docs)
    this.indexing = false
    for (const group of synonyms) for (const expression of group) vocabulary.add(expression)
    this.vocabulary = vocabulary
    this.docs = new Map(docs.map((doc) => [doc.id, doc]))
    this.groups = analyzeGroups(synonyms, lang)
  }

  get size(): number {
    return this.docs.size
  }

  /**
   * Pages published, changed or withdrawn since the index was built, applied in place: a publication
   * re-indexes its own page (a few milliseconds), not all of them (1.4–2 s with 124 guides, issue 41).
   * MiniSearch updates its counts on replace and discard and drops a replaced page's old terms as searches
   * meet them (ranking as a new build's, within that lazy clean-up). The vocabulary only grows: a withdrawn page's words stay known until the next full build (they were published).
   */
  update(changed: SearchDoc[], removed: string[]): void {
    for (const id of removed) {
      if (this.index.has(id)) this.index.discard(id)
      this.docs.delete(id)
    }
    this.indexing = true
    try {
      for (const doc of changed) {
        if (this.index.has(doc.id)) this.index.replace(doc)
        else this.index.add(doc)
        this.docs.set(doc.id, doc)
      }
    } finally {
      this.indexing = false
    }
  }

  /** The meaningful terms of a query, in order, without repeats. */
  queryTerms(rawQuery: string): string[] {
    const tokens = expandShorthand(tokenize(rawQuery.slice(0, MAX_QUERY_LENGTH)), this.lang)
    return [...new Set(tokens.flatMap((t) => processTerm(t, this.lang) ?? []))].slice(0, MAX_QUERY_TERMS)
  }

  /**
   * Ranked matches: the total, and the `limit` hits from `offset` (only those are materialised).
   * Every page containing any of the words is scored once; a page then counts for the share
   * of the query's words it contains (directly, misspelled or through a synonym), so pages
   * with all the words come first, then most, then some; pages far below the best are dropped.
   */
  search(rawQuery: string, options: { categorySlug?: string; offset?: number; limit?: number } = {}): Ranked {
    const queryTerms = this.queryTerms(rawQuery)
    if (queryTerms.length === 0) return { total: 0, hits: [], quality: null }
    const expansion = expansionOf(queryTerms, this.groups)
    const filter = options.categorySlug
      ? { filter: (r: SearchResult) => this.docs.get(String(r.id))?.categorySlug === options.categorySlug }
      : {}
    // Terms are handed over already analysed: MiniSearch's own pass leaves them unchanged.
    const asGiven = { ...filter, processTerm: (term: string) => term, tokenize: (text: string) => text.split(' ') }
    let results = this.index.search(
      {
        combineWith: 'OR',
        queries: [
          { queries: [queryTerms.join(' ')], prefix: lastTermPrefix, fuzzy: false },
          ...(expansion.size ? [{ queries: [[...expansion.keys()].join(' ')], fuzzy: false, boost: expansionBoost }] : []),
        ],
      } as never,
      asGiven,
    )
    // Exact (and prefix) first; typo tolerance then only for the words that found nothing, so
    // correctly spelled words never pay for fuzzy matching. Misspelled words are looked for in
    // names, summaries and citizens' words only: that is what people misspell, and it keeps
    // fuzzy matching cheap. The two lists are added up as MiniSearch's OR would.
    const matched = new Set<string>()
    for (const result of results) for (const term of result.queryTerms) matched.add(term)
    for (const [term, covered] of expansion) if (matched.has(term)) for (const c of covered) matched.add(c)
    const unmatched = queryTerms.filter((term) => !matched.has(term))
    if (unmatched.length > 0) {
      const fuzzy = this.index.search(unmatched.join(' '), { ...asGiven, combineWith: 'OR', fuzzy: typoTolerance, prefix: false, fields: ['title', 'citizenWords', 'summary', 'categoryTitle'] })
      results = addResults(results, fuzzy)
    }

    const wanted = new Set(queryTerms)
    const ranked = results
      .map((result) => {
        const found = new Set<string>()
        for (const term of result.queryTerms) {
          if (wanted.has(term)) found.add(term)
          for (const covered of expansion.get(term) ?? []) found.add(covered)
        }
        const coverage = found.size / queryTerms.length
        return { result, coverage, score: result.score * coverage }
      })
      .sort((a, b) => b.score - a.score)
    // A page whose very name is the question comes first (« Manambady » is the journey of that name,
    // not the guides that use the word more often).
    const asked = nameKey(rawQuery)
    const named = ranked.findIndex((r) => nameKey(this.docs.get(String(r.result.id))?.title ?? '') === asked)
    if (named > 0) ranked.unshift(...ranked.splice(named, 1))
    const best = Math.max(0, ...ranked.map((r) => r.score))
    const kept = ranked.filter((r, i) => (i === 0 && named >= 0) || r.score >= best * NOISE_FLOOR)
    const top = Math.max(0, ...kept.map((r) => r.coverage))
    const quality: MatchQuality | null = kept.length === 0 ? null : top === 1 ? 'all' : top >= 0.6 ? 'most' : 'some'
    const offset = options.offset ?? 0
    const limit = options.limit ?? kept.length
    return { total: kept.length, quality, hits: kept.slice(offset, offset + limit).map((r) => this.toHit(r.result, r.score)) }
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

  private toHit(result: SearchResult, score: number): RankedHit {
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
      score,
      terms,
    }
  }
}

/**
 * Two result lists as one, scored as MiniSearch's own OR would have: it multiplies a page's summed
 * score by the number of query terms the page matched, so the sums are taken before that factor.
 */
function addResults(a: SearchResult[], b: SearchResult[]): SearchResult[] {
  if (b.length === 0) return a
  // The lists are this search's own: added up in place.
  const byId = new Map<string, SearchResult>(a.map((r) => [String(r.id), r]))
  for (const r of b) {
    const known = byId.get(String(r.id))
    if (!known) byId.set(String(r.id), r)
    else {
      const raw = known.score / Math.max(1, known.queryTerms.length) + r.score / Math.max(1, r.queryTerms.length)
      known.terms = [...new Set([...known.terms, ...r.terms])]
      known.queryTerms = [...new Set([...known.queryTerms, ...r.queryTerms])]
      known.score = raw * known.queryTerms.length
    }
  }
  return [...byId.values()].sort((x, y) => y.score - x.score)
}

const SNIPPET_SCAN = 400

/** About 28 words around the first matched word, matched words flagged (rendered as <mark>). */
export function snippet(text: string, terms: string[], lang: Locale, width = 28): Segment[] {
  const words = text.split(/(\s+)/)
  const isMatch = (word: string) =>
    tokenize(word).some((token) => {
      const term = processTerm(token, lang)
      return term !== null && terms.some((t) => term === t || (t.length >= 3 && term.startsWith(t)))
    })
  const wordIndexes = words.map((w, i) => (w.trim() ? i : -1)).filter((i) => i >= 0)
  // The first matched word among the first SNIPPET_SCAN words (a page found by its title or its
  // citizens' words may have none in its text: its beginning is shown, without reading it all).
  const first = wordIndexes.slice(0, SNIPPET_SCAN).find((i) => isMatch(words[i]!)) ?? wordIndexes[0] ?? 0
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
