/**
 * The full export of the published content, under stable addresses, with its licence:
 * - /api/open/v1/export/services-publics-mg.json: guides (complete), themes, journeys, places
 *   and regions, in both languages;
 * - /api/open/v1/export/guides.csv: one line per guide and language (UTF-8 with BOM for
 *   spreadsheets; cells that a spreadsheet would run as a formula are quoted with a ').
 * Built on the first request after each publication and kept, compressed, by the portal
 * server's page cache (and CDNs) until the next one: every publication renews it.
 */
import { allGuides, allPlaces, allRegions, allThemes } from '@/content/openData'
import { listJourneys } from '@/content/journeys'
import { jsonResponse, PUBLISHED_CACHE, CORS_HEADERS } from '@/http/json'
import { locales, pathFor, type Locale } from '@/i18n'
import { MAX_PLACEMENTS, placementsOf, type PublicJourney } from '@/model/journey'

import { guideData, journeyData, placeData, regionData, type GuideData } from './data'
import { releaseId } from './pageData'

export const LICENCE = {
  name: 'Creative Commons Attribution 4.0 International (CC BY 4.0)',
  url: 'https://creativecommons.org/licenses/by/4.0/',
  attribution: 'Services publics MG',
} as const

async function guidesOf(lang: Locale, journeys: PublicJourney[]): Promise<GuideData[]> {
  return (await allGuides(lang)).map(({ guide, otherSlug }) => guideData(guide, placementsOf(journeys, guide.id).slice(0, MAX_PLACEMENTS), otherSlug))
}

export async function exportJson(): Promise<Response> {
  const content: Record<string, unknown> = {}
  for (const lang of locales) {
    const journeys = await listJourneys(lang)
    const [guides, themes, places] = await Promise.all([guidesOf(lang, journeys), allThemes(lang), allPlaces(lang)])
    content[lang] = {
      guides,
      themes: themes.map((d) => ({ id: d.id, title: d.title, slug: d.slug, path: pathFor(lang, 'service', d.slug), description: d.description })),
      journeys: journeys.map((j) => journeyData(lang, j)),
      places: places.map(placeData),
    }
  }
  const body = {
    name: 'Services publics MG — contenu publié',
    licence: LICENCE,
    generatedAt: new Date().toISOString(),
    release: releaseId(),
    languages: locales,
    regions: (await allRegions()).map(regionData),
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
  'documents', 'ministry', 'last_reviewed', 'verified_at', 'unconfirmed', 'statements', 'confirmed_official', 'unconfirmed_statements', 'sources', 'url', 'updated_at',
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
    statements: guide.confirmed.statements,
    confirmed_official: guide.confirmed.official,
    unconfirmed_statements: guide.statements.filter((s) => s.status !== 'certain').map((s) => s.path).join(' | '),
    sources: guide.sources.map((s) => s.url ?? s.title).join(' | '),
    url: guide.url,
    updated_at: guide.updatedAt,
  }
  return CSV_COLUMNS.map((column) => csvCell(cells[column])).join(',')
}

export async function exportCsv(): Promise<Response> {
  const lines = [CSV_COLUMNS.join(',')]
  for (const lang of locales) for (const guide of await guidesOf(lang, await listJourneys(lang))) lines.push(csvRow(guide))
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
