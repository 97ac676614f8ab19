/**
 * The full export of the published content, under stable addresses, with its licence:
 * - /api/open/v1/export/services-publics-mg.json: guides (complete), themes, journeys, places
 *   and regions, in both languages;
 * - /api/open/v1/export/guides.csv: one line per guide and language (UTF-8 with BOM for
 *   spreadsheets; cells that a spreadsheet would run as a formula are quoted with a ').
 * Built on the first request after each publication and kept, compressed, by the portal
 * server's page cache (and CDNs) until the next one: every publication renews it.
 */
import { listJourneys, MAX_PLACEMENTS, placementsOf, type PublicJourney } from '@/content/journeys'
import { payloadClient } from '@/content/payload'
import { publicRead } from '@/content/publicRead'
import { releaseId } from '@/content/pageData'
import { guideData, journeyData, placeData, regionData, type GuideData } from '@/content/publicData'
import { locales, otherLocale, pathFor, type Locale } from '@/i18n'
import type { Place, Service } from '@/payload-types'
import { jsonResponse, PUBLISHED_CACHE, CORS_HEADERS } from '@/server/jsonResponse'


export const LICENCE = {
  name: 'Creative Commons Attribution 4.0 International (CC BY 4.0)',
  url: 'https://creativecommons.org/licenses/by/4.0/',
  attribution: 'Services publics MG',
} as const

async function allGuides(lang: Locale, journeys: PublicJourney[]): Promise<GuideData[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({ ...publicRead, collection: 'services', locale: lang, where: { title: { exists: true } }, limit: 1000, sort: 'title', depth: 2 })
  const others = await payload.find({ ...publicRead, collection: 'services', locale: otherLocale(lang), limit: 1000, depth: 0, select: { slug: true, title: true } })
  const otherSlug = new Map((others.docs as Service[]).filter((d) => d.title && d.slug).map((d) => [d.id, d.slug]))
  return (docs as Service[]).filter((d) => d.title && d.slug).map((d) => guideData(lang, d, placementsOf(journeys, d.id).slice(0, MAX_PLACEMENTS), otherSlug.get(d.id) ?? null))
}

export async function exportJson(): Promise<Response> {
  const payload = await payloadClient()
  const content: Record<string, unknown> = {}
  for (const lang of locales) {
    const journeys = await listJourneys(lang)
    const [guides, themes, places] = await Promise.all([
      allGuides(lang, journeys),
      payload.find({ ...publicRead, collection: 'categories', locale: lang, limit: 200, sort: 'order', depth: 0 }),
      payload.find({ ...publicRead, collection: 'places', locale: lang, limit: 2000, sort: ['city', 'id'], depth: 1 }),
    ])
    content[lang] = {
      guides,
      themes: themes.docs.filter((d) => d.title && d.slug).map((d) => ({ id: d.id, title: d.title, slug: d.slug, path: pathFor(lang, 'service', d.slug), description: d.description })),
      journeys: journeys.map((j) => journeyData(lang, j)),
      places: (places.docs as Place[]).map(placeData),
    }
  }
  const regions = await payload.find({ ...publicRead, collection: 'regions', limit: 100, sort: 'name', depth: 0 })
  const body = {
    name: 'Services publics MG — contenu publié',
    licence: LICENCE,
    generatedAt: new Date().toISOString(),
    release: releaseId(),
    languages: locales,
    regions: regions.docs.map(regionData),
    content,
  }
  return jsonResponse(body, { cache: PUBLISHED_CACHE, headers: { 'Content-Disposition': 'inline; filename="services-publics-mg.json"', Link: `<${LICENCE.url}>; rel="license"` } })
}

/** One CSV cell: quoted when needed, and never read as a formula by a spreadsheet. */
export function csvCell(value: string | number | boolean | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\n\r;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export const CSV_COLUMNS = [
  'lang', 'id', 'slug', 'title', 'theme', 'summary', 'free', 'amount_ariary', 'cost_details', 'processing_time', 'where_to_apply',
  'documents', 'ministry', 'last_reviewed', 'verified_at', 'unconfirmed', 'sources', 'url', 'updated_at',
] as const

export function csvRow(guide: GuideData): string {
  const cells: Record<(typeof CSV_COLUMNS)[number], string | number | boolean | null> = {
    lang: guide.lang,
    id: guide.id,
    slug: guide.slug,
    title: guide.title,
    theme: guide.theme?.title ?? null,
    summary: guide.summary,
    free: guide.cost.free,
    amount_ariary: guide.cost.amountAriary,
    cost_details: guide.cost.details,
    processing_time: guide.processingTime,
    where_to_apply: guide.whereToApply,
    documents: guide.documents.join(' | '),
    ministry: guide.ministry?.name ?? null,
    last_reviewed: guide.lastReviewed,
    verified_at: guide.verifiedAt,
    unconfirmed: guide.unconfirmed.join(' | '),
    sources: guide.sources.map((s) => s.url ?? s.title).join(' | '),
    url: guide.url,
    updated_at: guide.updatedAt,
  }
  return CSV_COLUMNS.map((column) => csvCell(cells[column])).join(',')
}

export async function exportCsv(): Promise<Response> {
  const lines = [CSV_COLUMNS.join(',')]
  for (const lang of locales) for (const guide of await allGuides(lang, await listJourneys(lang))) lines.push(csvRow(guide))
  return new Response(`\ufeff${lines.join('\r\n')}\r\n`, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8; header=present',
      'Content-Disposition': 'inline; filename="services-publics-mg-guides.csv"',
      'Cache-Control': PUBLISHED_CACHE,
      Link: `<${LICENCE.url}>; rel="license"`,
      'X-Content-Type-Options': 'nosniff',
      ...CORS_HEADERS,
    },
  })
}
