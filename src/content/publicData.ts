/**
 * The published content as data: one typed shape per kind of document, shared by the page data
 * (/page-data/…), the open content API (/api/open/v1/…) and the full export. Built from public
 * reads only (published documents, public fields: review notes never appear).
 */
import { absoluteUrl, otherLocale, pathFor, type Locale } from '@/i18n'
import type { Category, Media, Ministry, Place, Region, Service } from '@/payload-types'

import type { Placement, PublicJourney } from './journeys'

export type Link = { title: string; path: string }
export type SourceData = { title: string; url: string | null; publisher: string | null; kind: 'official' | 'press' | 'secondary' | null; seen: string | null; published: string | null }
export type PlaceData = {
  id: number
  kind: Place['kind']
  name: string
  region: string | null
  district: string | null
  city: string
  address: string | null
  phones: string[]
  openingHours: string | null
  dutyPeriods: { start: string; end: string }[]
}
export type MinistryData = { name: string; acronym: string; url: string | null }

export type GuideSummary = { id: number; lang: Locale; title: string; slug: string; path: string; url: string; summary: string; theme: Link | null; updatedAt: string; lastReviewed: string }

export type GuideData = GuideSummary & {
  audience: string
  documents: string[]
  cost: { free: boolean; amountAriary: number | null; details: string }
  processingTime: string
  whereToApply: string
  steps: { title: string; detail: string | null }[]
  legalReferences: string[]
  faq: { question: string; answer: string }[]
  onlineServices: { label: string; url: string }[]
  downloads: { label: string; url: string; type: string | null; bytes: number | null }[]
  places: PlaceData[]
  ministry: MinistryData | null
  related: Link[]
  journeys: { title: string; path: string; step: number; total: number; previous: Link | null; next: Link | null }[]
  sources: SourceData[]
  verifiedAt: string | null
  /** Parts an editor could not confirm: shown "à confirmer" beside them on the page. */
  unconfirmed: string[]
  changeHistory: { at: string; note: string }[]
  /** Path of the same guide in each language it is published in. */
  languages: Partial<Record<Locale, string>>
}

const objects = <T extends object>(list: (number | T | null | undefined)[] | null | undefined): T[] =>
  (list ?? []).filter((item): item is T => typeof item === 'object' && item !== null)

export function placeData(place: Place): PlaceData {
  const region = typeof place.region === 'object' ? (place.region as Region) : null
  return {
    id: place.id,
    kind: place.kind,
    name: place.name,
    region: region?.name ?? null,
    district: place.district ?? null,
    city: place.city,
    address: place.address ?? null,
    phones: (place.phones ?? []).map((p) => p.number),
    openingHours: place.openingHours ?? null,
    dutyPeriods: (place.dutyPeriods ?? []).map((d) => ({ start: d.start.slice(0, 10), end: d.end.slice(0, 10) })),
  }
}

function themeLink(lang: Locale, category: Service['category']): Link | null {
  return typeof category === 'object' && category?.title && category.slug ? { title: category.title, path: pathFor(lang, 'service', category.slug) } : null
}

export function guideSummary(lang: Locale, service: Pick<Service, 'id' | 'title' | 'slug' | 'summary' | 'category' | 'updatedAt' | 'lastReviewed'>): GuideSummary {
  const path = pathFor(lang, 'service', service.slug)
  return {
    id: service.id,
    lang,
    title: service.title,
    slug: service.slug,
    path,
    url: absoluteUrl(path),
    summary: service.summary,
    theme: themeLink(lang, service.category),
    updatedAt: service.updatedAt,
    lastReviewed: service.lastReviewed?.slice(0, 10) ?? '',
  }
}

export function guideData(lang: Locale, service: Service, placements: Placement[], otherSlug: string | null): GuideData {
  const ministry = typeof service.ministry === 'object' ? (service.ministry as Ministry | null) : null
  const link = (guide: { title: string; slug: string } | null): Link | null => (guide ? { title: guide.title, path: pathFor(lang, 'service', guide.slug) } : null)
  const other = otherLocale(lang)
  return {
    ...guideSummary(lang, service),
    audience: service.audience,
    documents: (service.documents ?? []).map((d) => d.item),
    cost: { free: Boolean(service.cost?.free), amountAriary: service.cost?.amountAriary ?? null, details: service.cost?.details ?? '' },
    processingTime: service.processingTime,
    whereToApply: service.whereToApply,
    steps: (service.steps ?? []).map((s) => ({ title: s.title, detail: s.detail ?? null })),
    legalReferences: (service.legalReferences ?? []).map((r) => r.text),
    faq: (service.faq ?? []).map((q) => ({ question: q.question, answer: q.answer })),
    onlineServices: (service.onlineServices ?? []).map((o) => ({ label: o.label, url: o.url })),
    downloads: objects<Media>(service.downloads).flatMap((m) =>
      m.url ? [{ label: (lang === 'mg' ? m.altMg : m.altFr) || m.altFr, url: absoluteUrl(m.url), type: m.mimeType ?? null, bytes: m.filesize ?? null }] : [],
    ),
    places: objects<Place>(service.places).map(placeData),
    ministry: ministry?.name ? { name: ministry.name, acronym: ministry.acronym, url: ministry.url ?? null } : null,
    related: objects<Service>(service.related).flatMap((r) => (r.title && r.slug ? [{ title: r.title, path: pathFor(lang, 'service', r.slug) }] : [])),
    journeys: placements.map((p) => ({ title: p.journey.title, path: pathFor(lang, 'journey', p.journey.slug), step: p.step, total: p.total, previous: link(p.previous), next: link(p.next) })),
    sources: (service.sources ?? []).map((s) => ({
      title: s.title,
      url: s.url ?? null,
      publisher: s.publisher ?? null,
      kind: s.kind ?? null,
      seen: s.seen?.slice(0, 10) ?? null,
      published: s.published ?? null,
    })),
    verifiedAt: service.verifiedAt?.slice(0, 10) ?? null,
    unconfirmed: service.unconfirmed ?? [],
    changeHistory: (service.changeHistory ?? []).map((c) => ({ at: c.at, note: c.note })),
    languages: { [lang]: pathFor(lang, 'service', service.slug), ...(otherSlug ? { [other]: pathFor(other, 'service', otherSlug) } : {}) },
  }
}

export type ThemeData = { id: number; lang: Locale; title: string; slug: string; path: string; description: string; guides: Link[] }

export function themeData(lang: Locale, category: Category, guides: Pick<Service, 'title' | 'slug'>[]): ThemeData {
  return {
    id: category.id,
    lang,
    title: category.title,
    slug: category.slug,
    path: pathFor(lang, 'service', category.slug),
    description: category.description,
    guides: guides.filter((g) => g.title && g.slug).map((g) => ({ title: g.title, path: pathFor(lang, 'service', g.slug) })),
  }
}

export type RegionData = { key: string; name: string; capital: string; province: string | null; districts: string[] }

export function regionData(region: Region): RegionData {
  return { key: region.key, name: region.name, capital: region.capital, province: region.province ?? null, districts: (region.districts ?? []).map((d) => d.name) }
}

export type JourneyData = Omit<PublicJourney, 'steps'> & {
  path: string
  steps: (Omit<PublicJourney['steps'][number], 'guides'> & { guides: (Link & { id: number; slug: string })[] })[]
}

/** A journey with the paths of its page and of its guides. */
export function journeyData(lang: Locale, journey: PublicJourney): JourneyData {
  return {
    ...journey,
    path: pathFor(lang, 'journey', journey.slug),
    steps: journey.steps.map((step) => ({ ...step, guides: step.guides.map((g) => ({ ...g, path: pathFor(lang, 'service', g.slug) })) })),
  }
}
