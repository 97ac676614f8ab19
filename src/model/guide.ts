/**
 * A guide as every channel sees it: one plain, typed value in one language, read from Payload's
 * document once (src/content) and handed as it is to the web pages (src/components), the JSON of
 * page data and the open API (src/openData), the search index (src/search), SMS and USSD
 * (src/channels). No channel reads the document itself, so the facts cannot drift apart between
 * channels or languages.
 */
import type { Locale } from '@/i18n/locales'
import type { Media, Ministry, Place, Service } from '@/payload-types'

import { fillAmount } from './amounts'
import { delayOf, fillDelay, type Delay } from './delays'

/** The parts of a guide an editor can mark "à confirmer" (shown to citizens beside them). */
export type FactPart = NonNullable<Service['unconfirmed']>[number]
export type DirectoryKind = NonNullable<Service['directory']>
export type SourceKind = 'official' | 'press' | 'secondary'

export type GuideRef = { id: number; title: string; slug: string }
export type GuideTheme = GuideRef
export type GuideMinistry = { name: string; acronym: string; url: string | null }
export type GuideCost = { free: boolean; amountAriary: number | null; details: string }
export type GuideStep = { title: string; detail: string | null }
export type GuideQuestion = { question: string; answer: string }
export type GuideLinkOut = { label: string; url: string }
export type GuideSource = { title: string; url: string | null; publisher: string | null; kind: SourceKind | null; seen: string | null; published: string | null }
export type GuideChange = { at: string; note: string }
/** One change of one guide, as a list of changes across guides shows it (the feeds). */
export type GuideChangeEntry = GuideChange & { title: string; slug: string }
export type ImageSize = { url: string; width: number | null; height: number | null }
export type GuideFile = {
  id: number
  url: string
  /** Alternative text (a PDF's title) in the guide's language. */
  label: string
  type: string | null
  bytes: number | null
  /** Images: their 480 and 960 px renditions. */
  small: ImageSize | null
  medium: ImageSize | null
}

/** What a list of guides shows of each (search, listings, the open API's pages). */
export type GuideHead = { id: number; title: string; slug: string; summary: string; theme: GuideTheme | null; updatedAt: string; lastReviewed: string }

export type Guide = {
  id: number
  lang: Locale
  title: string
  slug: string
  summary: string
  audience: string
  theme: GuideTheme | null
  ministry: GuideMinistry | null
  cost: GuideCost
  /** The usual delay, entered once for both languages (null when no figure is known). */
  delay: Delay | null
  /** The delay sentence, its {délai} placeholder filled in this language. */
  processingTime: string
  whereToApply: string
  documents: string[]
  steps: GuideStep[]
  faq: GuideQuestion[]
  legalReferences: string[]
  onlineServices: GuideLinkOut[]
  downloads: GuideFile[]
  /** Offices, hospitals, pharmacies attached to the guide (as Payload returns them, populated). */
  places: Place[]
  directory: DirectoryKind
  related: GuideRef[]
  sources: GuideSource[]
  /** ISO dates as stored. */
  verifiedAt: string | null
  lastReviewed: string
  updatedAt: string
  unconfirmed: FactPart[]
  changeHistory: GuideChange[]
  /** The editor's own SMS answer (≤ 300 GSM-7 characters), or null: composed from the parts then. */
  smsText: string | null
}

const objects = <T extends object>(list: (number | T | null | undefined)[] | null | undefined): T[] =>
  (list ?? []).filter((item): item is T => typeof item === 'object' && item !== null)

function size(value: { url?: string | null; width?: number | null; height?: number | null } | null | undefined): ImageSize | null {
  return value?.url ? { url: value.url, width: value.width ?? null, height: value.height ?? null } : null
}

export function guideFile(lang: Locale, file: Media): GuideFile | null {
  if (!file.url) return null
  return {
    id: file.id,
    url: file.url,
    label: (lang === 'mg' ? file.altMg : file.altFr) || file.altFr,
    type: file.mimeType ?? null,
    bytes: file.filesize ?? null,
    small: size(file.sizes?.small),
    medium: size(file.sizes?.medium),
  }
}

/** The theme of a guide when its document came with it (depth ≥ 1). */
export function themeOf(service: Pick<Service, 'category'>): GuideTheme | null {
  const category = service.category
  return typeof category === 'object' && category !== null && category.title && category.slug ? { id: category.id, title: category.title, slug: category.slug } : null
}

/** The guide of a published document in one language (read with depth ≥ 1). */
export function guideFromService(lang: Locale, service: Service): Guide {
  const ministry = typeof service.ministry === 'object' ? (service.ministry as Ministry | null) : null
  return {
    id: service.id,
    lang,
    title: service.title,
    slug: service.slug,
    summary: service.summary ?? '',
    audience: service.audience ?? '',
    theme: themeOf(service),
    ministry: ministry?.name ? { name: ministry.name, acronym: ministry.acronym, url: ministry.url ?? null } : null,
    cost: { free: Boolean(service.cost?.free), amountAriary: service.cost?.amountAriary ?? null, details: fillAmount(service.cost?.details ?? '', service.cost?.amountAriary) },
    delay: delayOf(service.delay),
    processingTime: fillDelay(service.processingTime ?? '', delayOf(service.delay), lang),
    whereToApply: service.whereToApply ?? '',
    documents: (service.documents ?? []).map((d) => d.item),
    steps: (service.steps ?? []).map((s) => ({ title: s.title, detail: s.detail ?? null })),
    faq: (service.faq ?? []).map((q) => ({ question: q.question, answer: q.answer })),
    legalReferences: (service.legalReferences ?? []).map((r) => r.text),
    onlineServices: (service.onlineServices ?? []).map((o) => ({ label: o.label, url: o.url })),
    downloads: objects<Media>(service.downloads).flatMap((file) => guideFile(lang, file) ?? []),
    places: objects<Place>(service.places),
    directory: service.directory ?? 'none',
    related: objects<Service>(service.related).flatMap((r) => (r.title && r.slug ? [{ id: r.id, title: r.title, slug: r.slug }] : [])),
    sources: (service.sources ?? []).map((s) => ({ title: s.title, url: s.url ?? null, publisher: s.publisher ?? null, kind: s.kind ?? null, seen: s.seen ?? null, published: s.published ?? null })),
    verifiedAt: service.verifiedAt ?? null,
    lastReviewed: service.lastReviewed,
    updatedAt: service.updatedAt,
    unconfirmed: service.unconfirmed ?? [],
    changeHistory: (service.changeHistory ?? []).map((c) => ({ at: c.at, note: c.note })),
    smsText: service.smsText?.trim() || null,
  }
}

/** The day every source was read, when they were all read the same day (a fact-check pass). */
export function seenSameDay(sources: GuideSource[]): string | null {
  const days = new Set(sources.map((s) => s.seen?.slice(0, 10) ?? ''))
  return days.size === 1 && !days.has('') ? [...days][0]! : null
}
