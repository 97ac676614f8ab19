/**
 * The open data channel's presenter: the published content as JSON, one typed shape per kind of
 * document, shared by the page data (/page-data/…), the open content API (/api/open/v1/…) and
 * the full export. Guides come as the model's values (src/model/guide.ts); review notes never
 * appear (public reads only).
 */
import type { Delay } from '@/model/delays'
import { absoluteUrl, otherLocale, pathFor, type Locale } from '@/i18n'
import { documentLine, type DocumentForm } from '@/model/documents'
import type { Guide, GuideHead, GuideOffice } from '@/model/guide'
import { proofCounts, type SourceKind } from '@/model/certainty'
import { proofText } from '@/model/statements'
import { flowPaths, type PublicFlow } from '@/model/flow'
import type { Placement, PublicJourney } from '@/model/journey'
import type { Category, Place, Region } from '@/payload-types'

export type Link = { title: string; path: string }
export type SourceData = { key: string | null; title: string; url: string | null; publisher: string | null; kind: SourceKind | null; seen: string | null; published: string | null; confirmedBy: string | null; confirmedHow: string | null }
/**
 * One statement of a guide and its proof (issue 40): `certain` only when an official source (or the
 * office) or two publishers support it with every number in their words; `mark` is what the page shows
 * beside it otherwise. `references` name the guide's `sources` by key, with the source's words.
 */
export type StatementData = {
  path: string
  status: 'certain' | 'unconfirmed'
  official: boolean
  mark: string | null
  references: { source: string; quote: string; where: string | null; relation: 'supports' | 'contradicts' }[]
}
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
  /** What is unsure in the summary and the audience line (shown « à confirmer » beside them). */
  marks: { summary: string | null; audience: string | null }
  /** Each line as a sentence, its quantity and form included (« … (2 copies certifiées conformes) »). */
  documents: string[]
  /** The same lines, structured. */
  documentList: { item: string; quantity: number | null; form: DocumentForm | null; unsure: string | null }[]
  cost: { free: boolean; amountAriary: number | null; details: string; othersPay: string | null }
  /** The usual delay when a figure is known (the same in both languages); processingTime says it in words. */
  delay: Delay | null
  processingTime: string
  whereToApply: string
  steps: { title: string; detail: string | null; feeAriary: number | null; duration: Delay | null; office: GuideOffice | null; unsure: string | null }[]
  youReceive: string | null
  legalReferences: string[]
  faq: { question: string; answer: string; unsure: string | null }[]
  onlineServices: { label: string; url: string }[]
  downloads: { label: string; url: string; type: string | null; bytes: number | null }[]
  places: PlaceData[]
  ministry: MinistryData | null
  related: Link[]
  journeys: { title: string; path: string; step: number; total: number; previous: Link | null; next: Link | null }[]
  sources: SourceData[]
  /** Each statement's derived certainty and the source words behind it. */
  statements: StatementData[]
  /** « 14 informations sur 17 confirmées par une source officielle ». */
  confirmed: { official: number; statements: number }
  verifiedAt: string | null
  /** Parts an editor could not confirm: shown "à confirmer" beside them on the page. */
  unconfirmed: string[]
  changeHistory: { at: string; note: string }[]
  /** Path of the same guide in each language it is published in. */
  languages: Partial<Record<Locale, string>>
}

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

export function guideSummary(lang: Locale, guide: GuideHead): GuideSummary {
  const path = pathFor(lang, 'service', guide.slug)
  return {
    id: guide.id,
    lang,
    title: guide.title,
    slug: guide.slug,
    path,
    url: absoluteUrl(path),
    summary: guide.summary,
    theme: guide.theme ? { title: guide.theme.title, path: pathFor(lang, 'service', guide.theme.slug) } : null,
    updatedAt: guide.updatedAt,
    lastReviewed: guide.lastReviewed?.slice(0, 10) ?? '',
  }
}

export function guideData(guide: Guide, placements: Placement[], otherSlug: string | null): GuideData {
  const lang = guide.lang
  const link = (ref: { title: string; slug: string } | null): Link | null => (ref ? { title: ref.title, path: pathFor(lang, 'service', ref.slug) } : null)
  const other = otherLocale(lang)
  return {
    ...guideSummary(lang, guide),
    audience: guide.audience,
    marks: guide.marks,
    documents: guide.documents.map((d) => documentLine(lang, d)),
    documentList: guide.documents,
    cost: guide.cost,
    delay: guide.delay,
    processingTime: guide.processingTime,
    whereToApply: guide.whereToApply,
    steps: guide.steps,
    youReceive: guide.youReceive,
    legalReferences: guide.legalReferences,
    faq: guide.faq,
    onlineServices: guide.onlineServices,
    downloads: guide.downloads.map((file) => ({ label: file.label, url: absoluteUrl(file.url), type: file.type, bytes: file.bytes })),
    places: guide.places.map(placeData),
    ministry: guide.ministry,
    related: guide.related.map((r) => ({ title: r.title, path: pathFor(lang, 'service', r.slug) })),
    journeys: placements.map((p) => ({ title: p.journey.title, path: pathFor(lang, 'journey', p.journey.slug), step: p.step, total: p.total, previous: link(p.previous), next: link(p.next) })),
    sources: guide.sources.map((s) => ({ ...s, seen: s.seen?.slice(0, 10) ?? null })),
    statements: statementData(guide),
    confirmed: { official: proofCounts(guide.proofs).official, statements: proofCounts(guide.proofs).statements },
    verifiedAt: guide.verifiedAt?.slice(0, 10) ?? null,
    unconfirmed: guide.unconfirmed,
    changeHistory: guide.changeHistory,
    languages: { [lang]: pathFor(lang, 'service', guide.slug), ...(otherSlug ? { [other]: pathFor(other, 'service', otherSlug) } : {}) },
  }
}

/** The statements of a guide with their proofs, in the page's order (disputed reads « unconfirmed » to the public). */
export function statementData(guide: Guide): StatementData[] {
  return Object.values(guide.proofs).map((proof) => ({
    path: proof.path,
    status: proof.status === 'certain' ? 'certain' : 'unconfirmed',
    official: proof.official,
    mark: proofText(guide.lang, proof),
    references: [...proof.supporting, ...proof.contradicting].map((i) => {
      const ref = guide.references[i]!
      return { source: ref.source, quote: ref.quote, where: ref.where, relation: ref.relation }
    }),
  }))
}

export type ThemeData = { id: number; lang: Locale; title: string; slug: string; path: string; description: string; guides: Link[] }

export function themeData(lang: Locale, category: Category, guides: { title: string; slug: string }[]): ThemeData {
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

export type FlowData = Omit<PublicFlow, 'guide'> & { path: string; guide: (Link & { id: number; slug: string }) | null; paths: number }

/** A question flow whole (questions, where each answer leads, outcomes): an application can run it offline. */
export function flowData(lang: Locale, flow: PublicFlow): FlowData {
  return {
    ...flow,
    path: pathFor(lang, 'flow', flow.slug),
    guide: flow.guide ? { ...flow.guide, path: pathFor(lang, 'service', flow.guide.slug) } : null,
    paths: flowPaths(flow).length,
  }
}
