/**
 * The open content API, read-only and versioned: /api/open/v1/… (described by openapi.ts).
 * Published content only (public reads), no personal data. Bounded like the rest of the
 * anonymous API (src/security/api.ts): counted per client address, at most 2 queries at a
 * time per instance, a time budget, 50 items per page; answers without a query string are
 * kept by the portal server's page cache until the next publication.
 */
import { allPlaces, allRegions, findGuide, listGuideHeads, listPlaces, listThemes, regionByKey } from '@/content/openData'
import { listFlows } from '@/content/flows'
import { journeysOfService, listJourneys } from '@/content/journeys'
import { slugFromSegment } from '@/fields/slugify'
import { jsonRefusal, jsonResponse, PUBLISHED_CACHE } from '@/http/json'
import { format, getDictionary, negotiateLocale, pathFor, type Locale } from '@/i18n'
import { todayInMadagascar } from '@/model/duty'
import { gate, withTimeBudget } from '@/security/api'
import { attempt, clientAddress, limits, minutesToWait } from '@/security/limits'
import { apiRefusal } from '@/security/refusal'

import { flowData, guideData, guideSummary, journeyData, placeData, regionData, type PlaceData } from './data'
import { exportCsv, exportJson } from './export'
import { openApiDocument, OPEN_API_BASE } from './openapi'
import { releaseId } from './pageData'
import { MAX_PAGE, MAX_PAGE_SIZE, ParamError, parseParams, type Parsed, type ParamSpec } from './params'

const PLACE_KINDS = ['hospital', 'pharmacy', 'ambulance', 'office'] as const
const paging = { page: { kind: 'int', max: MAX_PAGE }, limit: { kind: 'int', max: MAX_PAGE_SIZE } } as const satisfies Record<string, ParamSpec>
const lang = { lang: { kind: 'lang' } } as const satisfies Record<string, ParamSpec>

export type Page<T> = { lang: Locale; page: number; limit: number; totalDocs: number; totalPages: number; next: string | null; items: T[] }

class NotFound extends Error {}

function pageOf<T>(url: URL, result: { totalDocs: number; totalPages: number; page: number; hasNextPage: boolean }, items: T[], language: Locale, limit: number): Page<T> {
  const page = result.page
  let next: string | null = null
  if (result.hasNextPage) {
    const nextUrl = new URL(url.pathname + url.search, 'http://x')
    nextUrl.searchParams.set('page', String(page + 1))
    next = `${nextUrl.pathname}${nextUrl.search}`
  }
  return { lang: language, page, limit, totalDocs: result.totalDocs, totalPages: result.totalPages, next, items }
}

/** The id of a region named by its key; a refusal that lists the keys when there is none. */
async function regionIdByKey(key: string): Promise<number> {
  const found = await regionByKey(key)
  if (found.id === null) {
    const values = found.keys.join(', ')
    throw new ParamError((l) => format(getDictionary(l).openData.apiErrors.badParam, { name: 'region', expected: format(getDictionary(l).openData.apiErrors.oneOf, { values }) }))
  }
  return found.id
}

type Handler = (p: Parsed, url: URL, segments: string[]) => Promise<unknown>

const routes: { match: (segments: string[]) => boolean; specs: Record<string, ParamSpec>; run: Handler }[] = [
  {
    match: (s) => s.length === 0,
    specs: {},
    run: async () => ({
      name: 'Services publics MG — API de contenu',
      version: 'v1',
      release: releaseId(),
      licence: { name: 'CC BY 4.0', url: 'https://creativecommons.org/licenses/by/4.0/' },
      documentation: `${OPEN_API_BASE}/openapi.json`,
      humanPage: { fr: pathFor('fr', 'openData'), mg: pathFor('mg', 'openData') },
      endpoints: ['guides/', 'guides/{slug}/', 'themes/', 'journeys/', 'flows/', 'flows/{slug}/', 'regions/', 'places/', 'pharmacies/on-duty/', 'export/services-publics-mg.json', 'export/guides.csv'].map((e) => `${OPEN_API_BASE}/${e}`),
    }),
  },
  { match: (s) => s.length === 1 && s[0] === 'openapi.json', specs: {}, run: async () => openApiDocument() },
  {
    match: (s) => s.length === 1 && s[0] === 'guides',
    specs: { ...lang, ...paging, updatedSince: { kind: 'date' }, theme: { kind: 'slug' }, sort: { kind: 'oneOf', values: ['title', 'updatedAt'] } },
    run: async (p, url) => {
      const language = (p.lang as Locale | undefined) ?? 'fr'
      const limit = (p.limit as number | undefined) ?? 20
      const result = await listGuideHeads(language, { page: (p.page as number | undefined) ?? 1, limit, updatedSince: p.updatedSince as string | undefined, themeSlug: p.theme as string | undefined, sort: p.sort === 'updatedAt' ? 'updatedAt' : 'title' })
      return pageOf(url, result, result.items.map((head) => guideSummary(language, head)), language, limit)
    },
  },
  {
    match: (s) => s.length === 2 && s[0] === 'guides',
    specs: { ...lang },
    run: async (p, _url, segments) => {
      const language = (p.lang as Locale | undefined) ?? 'fr'
      const slug = slugFromSegment(segments[1]!)
      if (!slug) throw new NotFound()
      const found = await findGuide(language, slug)
      if (!found) throw new NotFound()
      return guideData(found.guide, await journeysOfService(language, found.guide.id), found.otherSlug)
    },
  },
  {
    match: (s) => s.length === 1 && s[0] === 'themes',
    specs: { ...lang, ...paging, updatedSince: { kind: 'date' } },
    run: async (p, url) => {
      const language = (p.lang as Locale | undefined) ?? 'fr'
      const limit = (p.limit as number | undefined) ?? 20
      const result = await listThemes(language, { page: (p.page as number | undefined) ?? 1, limit, updatedSince: p.updatedSince as string | undefined })
      const items = result.items.map(({ theme, guides }) => ({ id: theme.id, title: theme.title, slug: theme.slug, path: pathFor(language, 'service', theme.slug), description: theme.description, guides, updatedAt: theme.updatedAt }))
      return pageOf(url, result, items, language, limit)
    },
  },
  {
    match: (s) => s.length === 1 && s[0] === 'journeys',
    specs: { ...lang },
    run: async (p, url) => {
      const language = (p.lang as Locale | undefined) ?? 'fr'
      const journeys = await listJourneys(language)
      return {
        lang: language,
        items: journeys.map((j) => journeyData(language, j)),
      }
    },
  },
  {
    match: (s) => s.length === 1 && s[0] === 'flows',
    specs: { ...lang },
    run: async (p) => {
      const language = (p.lang as Locale | undefined) ?? 'fr'
      return { lang: language, items: (await listFlows(language)).map((f) => flowData(language, f)) }
    },
  },
  {
    match: (s) => s.length === 2 && s[0] === 'flows',
    specs: { ...lang },
    run: async (p, _url, segments) => {
      const language = (p.lang as Locale | undefined) ?? 'fr'
      const slug = slugFromSegment(segments[1]!)
      const flow = slug ? (await listFlows(language)).find((f) => f.slug === slug) : undefined
      if (!flow) throw new NotFound()
      return flowData(language, flow)
    },
  },
  {
    match: (s) => s.length === 1 && s[0] === 'regions',
    specs: {},
    run: async () => ({ items: (await allRegions()).map(regionData) }),
  },
  {
    match: (s) => s.length === 1 && s[0] === 'places',
    specs: { ...lang, ...paging, kind: { kind: 'oneOf', values: PLACE_KINDS }, region: { kind: 'slug' } },
    run: async (p, url) => {
      const language = (p.lang as Locale | undefined) ?? 'fr'
      const limit = (p.limit as number | undefined) ?? 20
      const regionId = p.region ? await regionIdByKey(p.region as string) : undefined
      const result = await listPlaces(language, { page: (p.page as number | undefined) ?? 1, limit, kind: p.kind as (typeof PLACE_KINDS)[number] | undefined, regionId })
      return pageOf(url, result, result.items.map(placeData), language, limit)
    },
  },
  {
    match: (s) => s.length === 2 && s[0] === 'pharmacies' && s[1] === 'on-duty',
    specs: { ...lang, date: { kind: 'date' }, region: { kind: 'slug' } },
    run: async (p, url) => {
      const language = (p.lang as Locale | undefined) ?? 'fr'
      const day = p.date ? String(p.date).slice(0, 10) : todayInMadagascar()
      const regionId = p.region ? await regionIdByKey(p.region as string) : undefined
      const items: PlaceData[] = (await allPlaces(language, { kind: 'pharmacy', regionId })).map(placeData).filter((place) => place.dutyPeriods.some((d) => d.start <= day && day <= d.end))
      return { lang: language, date: day, items }
    },
  },
]

function readerLanguage(request: Request, url: URL): Locale {
  const asked = url.searchParams.get('lang')
  return asked === 'fr' || asked === 'mg' ? asked : negotiateLocale({ stored: undefined, acceptLanguage: request.headers.get('accept-language') })
}

/** GET /api/open/v1/…: the route, its parameters checked, within the anonymous API's bounds. */
export async function openApiGet(request: Request, segments: string[]): Promise<Response> {
  const url = new URL(request.url)
  const reader = readerLanguage(request, url)
  const wait = await attempt('api', limits.api(), clientAddress(request.headers))
  if (wait > 0) return withCors(apiRefusal(request, 'tooMany', 429, { minutes: minutesToWait(wait) }))

  if (segments.length === 2 && segments[0] === 'export') {
    if (url.search) return jsonRefusal('badRequest', 400, reader)
    const work = segments[1] === 'services-publics-mg.json' ? exportJson : segments[1] === 'guides.csv' ? exportCsv : null
    if (!work) return jsonRefusal('notFound', 404, reader)
    const outcome = await gate().run(() => work())
    if (!outcome.ok) return withCors(apiRefusal(request, 'busy', 503))
    return outcome.value
  }

  const route = routes.find((r) => r.match(segments))
  if (!route) return notFound(reader)
  const outcome = await gate().run(() =>
    withTimeBudget(
      Promise.resolve()
        .then(() => route.run(parseParams(url.searchParams, route.specs), url, segments))
        .then(
        (body) => jsonResponse(body, { cache: PUBLISHED_CACHE }),
        (error: unknown) => {
          if (error instanceof ParamError) return jsonResponse({ errors: [{ message: error.messageFor(reader) }] }, { status: 400, cache: 'public, max-age=60', lang: reader })
          if (error instanceof NotFound) return notFound(reader)
          throw error
        },
      ),
      request,
    ),
  )
  return outcome.ok ? withCors(outcome.value) : withCors(apiRefusal(request, 'busy', 503))
}

function notFound(reader: Locale): Response {
  return jsonResponse({ errors: [{ message: getDictionary(reader).openData.apiErrors.notFound }] }, { status: 404, cache: 'public, max-age=60', lang: reader })
}

function withCors(response: Response): Response {
  if (response.headers.get('access-control-allow-origin')) return response
  const headers = new Headers(response.headers)
  headers.set('Access-Control-Allow-Origin', '*')
  return new Response(response.body, { status: response.status, headers })
}
