import type { Payload, Where } from 'payload'

import { guideFromService } from '@/model/guide'
import { toPublicFlow } from '@/model/flow'
import { toPublicJourney } from '@/model/journey'
import { locales, otherLocale, type Locale } from '@/i18n/locales'
import type { Category, Flow, Journey, Service } from '@/payload-types'

import { categoryToDoc, flowToDoc, guideToDoc, journeyToDoc } from './documents'
import { MAX_QUERY_LENGTH, SearchEngine, type MatchQuality, type RankedHit, type SearchDoc, type SearchHit, type Theme } from './engine'
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

type Watched = 'services' | 'categories' | 'journeys' | 'flows' | 'search-synonyms'
const WATCHED: Watched[] = ['services', 'categories', 'journeys', 'flows', 'search-synonyms']
/** The collections whose pages are indexed one by one; a change to the others (themes, synonyms) rebuilds. */
type Indexed = 'services' | 'journeys' | 'flows'
const INDEXED: Indexed[] = ['services', 'journeys', 'flows']
/** Above this many changed pages at once (a re-seed, an import), one build is cheaper than updates. */
const MAX_UPDATES = 40

/** A cheap fingerprint of the published content: counts and latest update per collection. */
async function contentStamps(payload: Payload): Promise<Record<Watched, string>> {
  const parts = await Promise.all(
    WATCHED.map(async (collection) => {
      const { docs, totalDocs } = await payload.find({
        ...publicRead,
        collection,
        sort: '-updatedAt',
        limit: 1,
        select: { updatedAt: true } as never,
      })
      return [collection, `${totalDocs}:${(docs[0] as { updatedAt?: string } | undefined)?.updatedAt ?? ''}`] as const
    }),
  )
  return Object.fromEntries(parts) as Record<Watched, string>
}

const stampOf = (stamps: Record<Watched, string>) => WATCHED.map((c) => `${c}:${stamps[c]}`).join('|')
/** Themes and synonyms: what every page's entry depends on. */
const sharedStamp = (stamps: Record<Watched, string>) => `${stamps.categories}|${stamps['search-synonyms']}`

/** What this instance indexed, for updating it in place: each page's version (id → updatedAt) and the themes. */
type IndexedState = {
  shared: string
  seen: Record<Locale, Record<Indexed, Map<number, string>>>
  themes: Record<Locale, Map<number, Category>>
}
const INDEXED_KEY = Symbol.for('services-publics-mg.search.indexed')
const holder = globalThis as unknown as Record<symbol, IndexedState | undefined>

type Raw = { id: number; updatedAt: string }
type Read = { services: Raw[]; journeys: Raw[]; flows: Raw[] }

/** The published pages of one language, whole (for the index), all or those `where` selects. */
async function readPages(payload: Payload, lang: Locale, where?: Partial<Record<Indexed, Where>>): Promise<Read> {
  const none = { docs: [] as Raw[] }
  const [services, journeys, flows] = await Promise.all([
    // Without what the index never reads (a guide's sources and references are 10–20 KB: with 124 guides a
    // rebuild read 5 MB more).
    where && !where.services ? none : payload.find({ ...publicRead, collection: 'services', locale: lang, pagination: false, where: where?.services, select: { sources: false, references: false, changeHistory: false } }),
    where && !where.journeys ? none : payload.find({ ...publicRead, collection: 'journeys', locale: lang, pagination: false, where: where?.journeys }),
    // With their guide's title: a flow is found by the name of its procedure, as its guide is.
    where && !where.flows ? none : payload.find({ ...publicRead, collection: 'flows', locale: lang, pagination: false, where: where?.flows, depth: 1, populate: { services: { title: true, slug: true } } }),
  ])
  return { services: services.docs as Raw[], journeys: journeys.docs as Raw[], flows: flows.docs as Raw[] }
}

/** The index's entries for pages read; an untranslated or incomplete page has none. */
function toDocs(lang: Locale, pages: Read, themes: Map<number, Category>): { doc: SearchDoc | null; id: string }[] {
  return [
    ...pages.services.map((raw) => {
      const s = raw as unknown as Service
      return { id: `service-${s.id}`, doc: guideToDoc(guideFromService(lang, s), themes.get(typeof s.category === 'object' ? s.category.id : s.category), s.citizenWords) }
    }),
    ...pages.journeys.map((raw) => {
      const journey = toPublicJourney(raw as unknown as Journey)
      return { id: `journey-${raw.id}`, doc: journey ? journeyToDoc(journey, (raw as unknown as Journey).citizenWords) : null }
    }),
    ...pages.flows.map((raw) => {
      const flow = toPublicFlow(raw as unknown as Flow)
      return { id: `flow-${raw.id}`, doc: flow ? flowToDoc(flow, (raw as unknown as Flow).citizenWords) : null }
    }),
  ]
}

const versions = (pages: Raw[]) => new Map(pages.map((p) => [p.id, p.updatedAt]))

async function build(payload: Payload, stamps: Record<Watched, string>): Promise<void> {
  const synonyms: SynonymGroup[] = (
    await payload.find({ ...publicRead, collection: 'search-synonyms', pagination: false })
  ).docs.map((doc) => (doc.terms ?? []).map((t) => t.term))
  const engines: Partial<Record<Locale, SearchEngine>> = {}
  const indexed: IndexedState = { shared: sharedStamp(stamps), seen: {} as IndexedState['seen'], themes: {} as IndexedState['themes'] }
  for (const lang of locales) {
    const [categories, pages] = await Promise.all([
      payload.find({ ...publicRead, collection: 'categories', locale: lang, pagination: false }),
      readPages(payload, lang),
    ])
    const byId = new Map<number, Category>(categories.docs.map((c) => [c.id, c]))
    const docs = [...toDocs(lang, pages, byId).map((d) => d.doc), ...categories.docs.map((c) => categoryToDoc(c))].filter((d) => d !== null)
    const themes = [...categories.docs]
      .filter((c) => c.title && c.slug)
      .sort((a, b) => (a.order ?? 0) - (b.order ?? 0) || a.id - b.id)
      .map((c) => ({ id: c.id, slug: c.slug!, title: c.title! }))
    engines[lang] = new SearchEngine(lang, docs, synonyms, themes)
    indexed.seen[lang] = { services: versions(pages.services), journeys: versions(pages.journeys), flows: versions(pages.flows) }
    indexed.themes[lang] = byId
  }
  const state = searchState()
  state.engines = engines
  state.stamp = stampOf(stamps)
  state.checkedAt = Date.now()
  holder[INDEXED_KEY] = indexed
}

/**
 * The index brought up to date in place: which pages were published, changed or withdrawn is read from
 * their versions (id and updatedAt, a few milliseconds), then only those pages are read and re-indexed.
 * A flow carries its guide's title: a changed or withdrawn guide re-indexes its flows. False when a full
 * build is needed instead (themes or synonyms changed, nothing indexed yet, too many changes).
 */
async function update(payload: Payload, stamps: Record<Watched, string>): Promise<boolean> {
  const indexed = holder[INDEXED_KEY]
  const state = searchState()
  if (!indexed || !state.engines.fr || !state.engines.mg || indexed.shared !== sharedStamp(stamps)) return false
  const plans: { lang: Locale; where: Partial<Record<Indexed, Where>>; removed: string[]; seen: Record<Indexed, Map<number, string>> }[] = []
  for (const lang of locales) {
    const now = await Promise.all(
      INDEXED.map(async (collection) => {
        const { docs } = await payload.find({ ...publicRead, collection, locale: lang, pagination: false, select: { updatedAt: true } as never })
        return versions(docs as unknown as Raw[])
      }),
    )
    const seen = Object.fromEntries(INDEXED.map((c, i) => [c, now[i]!])) as Record<Indexed, Map<number, string>>
    const changed = {} as Record<Indexed, number[]>
    const gone = {} as Record<Indexed, number[]>
    for (const collection of INDEXED) {
      const before = indexed.seen[lang][collection]
      changed[collection] = [...seen[collection]].filter(([id, at]) => before.get(id) !== at).map(([id]) => id)
      gone[collection] = [...before.keys()].filter((id) => !seen[collection].has(id))
    }
    const touchedGuides = [...changed.services, ...gone.services]
    const where: Partial<Record<Indexed, Where>> = {}
    if (changed.services.length) where.services = { id: { in: changed.services } }
    if (changed.journeys.length) where.journeys = { id: { in: changed.journeys } }
    if (changed.flows.length || touchedGuides.length) {
      where.flows = { or: [...(changed.flows.length ? [{ id: { in: changed.flows } }] : []), ...(touchedGuides.length ? [{ guide: { in: touchedGuides } }] : [])] }
    }
    const count = changed.services.length + changed.journeys.length + changed.flows.length + gone.services.length + gone.journeys.length + gone.flows.length
    if (count > MAX_UPDATES) return false
    const removed = [...gone.services.map((id) => `service-${id}`), ...gone.journeys.map((id) => `journey-${id}`), ...gone.flows.map((id) => `flow-${id}`)]
    plans.push({ lang, where, removed, seen })
  }
  const read = await Promise.all(plans.map((plan) => (Object.keys(plan.where).length ? readPages(payload, plan.lang, plan.where) : { services: [], journeys: [], flows: [] })))
  // Read everything first, then change both languages' indexes at once: a failed read leaves them as they were.
  plans.forEach((plan, i) => {
    const entries = toDocs(plan.lang, read[i]!, indexed.themes[plan.lang])
    const changed = entries.flatMap((e) => (e.doc ? [e.doc] : []))
    // A page read but without an entry any more (its translation withdrawn) leaves the index.
    const emptied = entries.filter((e) => !e.doc).map((e) => e.id)
    state.engines[plan.lang]!.update(changed, [...plan.removed, ...emptied])
    indexed.seen[plan.lang] = plan.seen
  })
  state.stamp = stampOf(stamps)
  state.checkedAt = Date.now()
  return true
}

async function refresh(payload: Payload): Promise<void> {
  const stamps = await contentStamps(payload)
  if (!(await update(payload, stamps))) await build(payload, stamps)
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
    if (stampOf(await contentStamps(payload)) === state.stamp) return state.engines as Record<Locale, SearchEngine>
  }
  state.building ??= (async () => {
    state.stale = false
    try {
      await refresh(payload)
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
