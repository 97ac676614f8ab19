import type { Payload } from 'payload'

import { guideFromService } from '@/model/guide'
import { toPublicFlow } from '@/model/flow'
import { toPublicJourney } from '@/model/journey'
import { locales, otherLocale, type Locale } from '@/i18n/locales'
import type { Category, Flow, Journey } from '@/payload-types'

import { categoryToDoc, flowToDoc, guideToDoc, journeyToDoc } from './documents'
import { MAX_QUERY_LENGTH, SearchEngine, type MatchQuality, type RankedHit, type SearchHit, type Theme } from './engine'
import { markSearchStale, searchState } from './freshness'
import type { SynonymGroup } from './synonyms'
import type { Vocabulary } from './vocabulary'

export { MAX_QUERY_LENGTH, SearchEngine, snippet, type MatchQuality, type RankedHit, type Theme, type SearchDoc, type SearchHit, type Segment } from './engine'
export { markSearchStale } from './freshness'
export { categoryToDoc, flowToDoc, guideToDoc, hitPath, journeyToDoc } from './documents'
export type { SynonymGroup } from './synonyms'

/** How often an instance checks the database for changes made elsewhere (other instances). */
const CHECK_INTERVAL_MS = 1000
const publicRead = { overrideAccess: false, draft: false, fallbackLocale: false, depth: 0 } as const

/** A cheap fingerprint of the published content: counts and latest update per collection. */
async function contentStamp(payload: Payload): Promise<string> {
  const parts = await Promise.all(
    (['services', 'categories', 'journeys', 'flows', 'search-synonyms'] as const).map(async (collection) => {
      const { docs, totalDocs } = await payload.find({
        ...publicRead,
        collection,
        sort: '-updatedAt',
        limit: 1,
        select: { updatedAt: true } as never,
      })
      return `${collection}:${totalDocs}:${(docs[0] as { updatedAt?: string } | undefined)?.updatedAt ?? ''}`
    }),
  )
  return parts.join('|')
}

async function build(payload: Payload): Promise<void> {
  const stamp = await contentStamp(payload)
  const synonyms: SynonymGroup[] = (
    await payload.find({ ...publicRead, collection: 'search-synonyms', pagination: false })
  ).docs.map((doc) => (doc.terms ?? []).map((t) => t.term))
  const engines: Partial<Record<Locale, SearchEngine>> = {}
  for (const lang of locales) {
    const [categories, services, journeys, flows] = await Promise.all([
      payload.find({ ...publicRead, collection: 'categories', locale: lang, pagination: false }),
      // Without what the index never reads (a guide's sources and references are 10–20 KB: with 124 guides a
      // rebuild after each publication read 5 MB more and missed the 2 s budget on the second instance).
      payload.find({ ...publicRead, collection: 'services', locale: lang, pagination: false, select: { sources: false, references: false, changeHistory: false } }),
      payload.find({ ...publicRead, collection: 'journeys', locale: lang, pagination: false }),
      // With their guide's title: a flow is found by the name of its procedure, as its guide is.
      payload.find({ ...publicRead, collection: 'flows', locale: lang, pagination: false, depth: 1, populate: { services: { title: true, slug: true } } }),
    ])
    const byId = new Map<number, Category>(categories.docs.map((c) => [c.id, c]))
    const docs = [
      ...services.docs.map((s) => guideToDoc(guideFromService(lang, s), byId.get(typeof s.category === 'object' ? s.category.id : s.category), s.citizenWords)),
      ...categories.docs.map((c) => categoryToDoc(c)),
      ...journeys.docs.map((j) => {
        const journey = toPublicJourney(j as Journey)
        return journey ? journeyToDoc(journey, (j as Journey).citizenWords) : null
      }),
      ...flows.docs.map((f) => {
        const flow = toPublicFlow(f as Flow)
        return flow ? flowToDoc(flow, (f as Flow).citizenWords) : null
      }),
    ].filter((d) => d !== null)
    const themes = [...categories.docs]
      .filter((c) => c.title && c.slug)
      .sort((a, b) => (a.order ?? 0) - (b.order ?? 0) || a.id - b.id)
      .map((c) => ({ id: c.id, slug: c.slug!, title: c.title! }))
    engines[lang] = new SearchEngine(lang, docs, synonyms, themes)
  }
  const state = searchState()
  state.engines = engines
  state.stamp = stamp
  state.checkedAt = Date.now()
}

/**
 * The current engines, rebuilt when this instance published something or the database changed.
 * The caller hands in its Payload instance (a page's client, an endpoint's `req.payload`): this
 * module never reaches for the configuration itself, so the configuration can register the
 * suggestions endpoint without importing itself back.
 */
export async function engines(payload: Payload): Promise<Record<Locale, SearchEngine>> {
  const state = searchState()
  const ready = () => state.engines.fr && state.engines.mg
  const now = Date.now()
  if (ready() && !state.stale && now - state.checkedAt < CHECK_INTERVAL_MS) return state.engines as Record<Locale, SearchEngine>
  if (ready() && !state.stale) {
    state.checkedAt = now
    if ((await contentStamp(payload)) === state.stamp) return state.engines as Record<Locale, SearchEngine>
  }
  state.building ??= (async () => {
    state.stale = false
    try {
      await build(payload)
    } catch (error) {
      state.stale = true
      throw error
    } finally {
      state.building = null
    }
  })()
  await state.building
  return state.engines as Record<Locale, SearchEngine>
}

export type SiteSearch = {
  query: string
  truncated: boolean
  hits: SearchHit[]
  total: number
  /** How well the results match: every meaningful word, most, or only some (relaxed query). */
  quality: MatchQuality | null
  page: number
  pages: number
  /** Results found only in the other language, when this one has none. */
  otherLanguage: { lang: Locale; hits: SearchHit[] } | null
  didYouMean: string | null
}

/** Normalizes what a citizen typed: trimmed, one line, at most MAX_QUERY_LENGTH characters. */
export function cleanQuery(raw: unknown): { query: string; truncated: boolean } {
  const text = (typeof raw === 'string' ? raw : Array.isArray(raw) ? String(raw[0] ?? '') : '')
    .replace(/[\u0000-\u001f\u007f\ufffd]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  return { query: text.slice(0, MAX_QUERY_LENGTH).trim(), truncated: text.length > MAX_QUERY_LENGTH }
}

export async function searchSite(
  payload: Payload,
  lang: Locale,
  rawQuery: unknown,
  options: { page?: number; perPage?: number; categorySlug?: string } = {},
): Promise<SiteSearch> {
  const { query } = cleanQuery(rawQuery)
  return searchIn(query ? await engines(payload) : null, lang, rawQuery, options)
}

/** The search results page's content, from the engines of both languages (no database access). */
export function searchIn(
  all: Record<Locale, SearchEngine> | null,
  lang: Locale,
  rawQuery: unknown,
  options: { page?: number; perPage?: number; categorySlug?: string } = {},
): SiteSearch {
  const { query, truncated } = cleanQuery(rawQuery)
  const perPage = options.perPage ?? 10
  const empty: SiteSearch = { query, truncated, hits: [], total: 0, quality: null, page: 1, pages: 0, otherLanguage: null, didYouMean: null }
  if (!query || !all) return empty
  const engine = all[lang]
  const pageOf = (page: number) => engine.search(query, { categorySlug: options.categorySlug, offset: (page - 1) * perPage, limit: perPage })
  let page = Math.max(1, Math.floor(options.page ?? 1))
  let { total, hits, quality } = pageOf(page)
  const pages = Math.ceil(total / perPage)
  if (pages > 0 && page > pages) {
    // A page past the end (edited URL, or fewer results since): show the last one.
    page = pages
    hits = pageOf(page).hits
  }
  const result: SiteSearch = { ...empty, hits: hits.map((hit) => engine.withSnippet(hit)), total, quality, page: Math.max(1, page), pages }
  if (total === 0 && !options.categorySlug) {
    const other = otherLocale(lang)
    const foreign = all[other].search(query, { limit: perPage }).hits
    if (foreign.length > 0) result.otherLanguage = { lang: other, hits: foreign.map((hit) => all[other].withSnippet(hit)) }
    else result.didYouMean = all[lang].didYouMean(query)
  }
  return result
}

/** The themes for the search page's filter, in their order (kept with the index). */
export async function searchThemes(payload: Payload, lang: Locale): Promise<Theme[]> {
  return (await engines(payload))[lang].themes
}

export async function suggestions(payload: Payload, lang: Locale, rawQuery: unknown, limit: number): Promise<RankedHit[]> {
  const { query } = cleanQuery(rawQuery)
  if (!query) return []
  return (await engines(payload))[lang].suggest(query, limit)
}

/**
 * Guides only, best first, for the channels that answer with one guide (SMS): id, title, score, and
 * how well the results match the query (every word, most, some: the SMS compares both languages).
 */
export async function searchGuides(payload: Payload, lang: Locale, rawQuery: unknown, limit = 5): Promise<{ id: number; title: string; score: number; quality: MatchQuality | null }[]> {
  const { query } = cleanQuery(rawQuery)
  if (!query) return []
  const { hits, quality } = (await engines(payload))[lang].search(query, { limit: limit * 3 })
  return hits
    .filter((hit) => hit.kind === 'service')
    .slice(0, limit)
    .map((hit) => ({ id: Number(hit.id.slice('service-'.length)), title: hit.title, score: hit.score, quality }))
}

/** The words the published pages of each language hold (the SMS language decision, issue 39). */
export async function vocabularies(payload: Payload): Promise<Record<Locale, Vocabulary>> {
  const all = await engines(payload)
  return { fr: all.fr.vocabulary, mg: all.mg.vocabulary }
}

/** For hooks: mark the index stale (this instance) — other instances notice through the stamp. */
export const reindexSoon = markSearchStale
