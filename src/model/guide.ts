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
import type { DocumentForm } from './documents'
import { delayOf, fillDelay, type Delay } from './delays'
import { deadlineOf, type Deadline } from './deadline'

/** The parts of a guide an editor can mark "à confirmer" (shown to citizens beside them). */
export type FactPart = NonNullable<Service['unconfirmed']>[number]
export type DirectoryKind = NonNullable<Service['directory']>
export type { SourceKind } from './certainty'
import type { Proofs, SourceKind, StatementReference } from './certainty'
import { withProofs } from './statements'

export type GuideRef = { id: number; title: string; slug: string }
export type GuideTheme = GuideRef
export type GuideMinistry = { name: string; acronym: string; url: string | null }
/** `othersPay`: free for the citizen, paid by someone else (an employer's contributions): who pays what. */
export type GuideCost = { free: boolean; amountAriary: number | null; details: string; othersPay: string | null }
/** An office of the directory, as a step or a guide names it: its telephones and hours come from there. */
export type GuideOffice = { id: number; name: string; address: string | null; city: string; phones: string[]; openingHours: string | null }
/** `unsure`: what an editor could not confirm in this statement, shown beside it (« À confirmer : … »). */
export type GuideStep = { title: string; detail: string | null; feeAriary: number | null; duration: Delay | null; office: GuideOffice | null; unsure: string | null }
export type GuideDocument = { item: string; quantity: number | null; form: DocumentForm | null; unsure: string | null }
export type GuideQuestion = { question: string; answer: string; unsure: string | null }
export type GuideLinkOut = { label: string; url: string }
/** `key`: what references name it by; `confirmedBy`/`confirmedHow`: an office's confirmation (kind `office`). */
export type GuideSource = { key: string | null; title: string; url: string | null; publisher: string | null; kind: SourceKind | null; seen: string | null; published: string | null; confirmedBy: string | null; confirmedHow: string | null }
/** A statement (`steps.2`) and the words of one source that support it or say otherwise (issue 40). */
export type GuideReference = StatementReference
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
  /** The guide's name in USSD and SMS lists (≤ 24 characters), when editors gave one. */
  shortTitle?: string | null
  slug: string
  summary: string
  audience: string
  /** What is unsure in the summary and the audience line (null when confirmed). */
  marks: { summary: string | null; audience: string | null }
  theme: GuideTheme | null
  ministry: GuideMinistry | null
  cost: GuideCost
  /** The usual delay, entered once for both languages (null when no figure is known). */
  delay: Delay | null
  /** The deadline not to miss (issue 42: reminders compute their dates from it), null when none. */
  deadline?: Deadline | null
  /** The delay sentence, its {délai} placeholder filled in this language. */
  processingTime: string
  whereToApply: string
  /** The offices of the directory attached to the guide (kind « office »), with telephones and hours. */
  offices: GuideOffice[]
  documents: GuideDocument[]
  steps: GuideStep[]
  /** « Ce que vous recevez »: the document or decision at the end (null when not written). */
  youReceive: string | null
  faq: GuideQuestion[]
  legalReferences: string[]
  onlineServices: GuideLinkOut[]
  downloads: GuideFile[]
  /** Offices, hospitals, pharmacies attached to the guide (as Payload returns them, populated). */
  places: Place[]
  directory: DirectoryKind
  related: GuideRef[]
  sources: GuideSource[]
  /** Which source supports which statement, with its words; the same in both languages. */
  references: GuideReference[]
  /** Each statement's derived certainty (src/model/certainty.ts), by path. */
  proofs: Proofs
  /** ISO dates as stored. */
  verifiedAt: string | null
  lastReviewed: string
  updatedAt: string
  unconfirmed: FactPart[]
  changeHistory: GuideChange[]
  /** The editor's own SMS answer (≤ 300 GSM-7 characters), or null: composed from the parts then. */
  smsText: string | null
  /** Whether a native speaker has reread the Malagasy text (for editors; never shown to citizens). */
  mgNativeReviewed: boolean
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

const textOrNull = (value: string | null | undefined): string | null => value?.trim() || null

/** An office of the directory (a populated place), or null when it was not read with the guide. */
export function officeOf(place: number | Place | null | undefined): GuideOffice | null {
  if (typeof place !== 'object' || place === null || !place.name) return null
  return {
    id: place.id,
    name: place.name,
    address: textOrNull(place.address),
    city: place.city,
    phones: (place.phones ?? []).map((p) => p.number),
    openingHours: textOrNull(place.openingHours),
  }
}

/** The guide of a published document in one language (read with depth ≥ 1). */
export function guideFromService(lang: Locale, service: Service): Guide {
  const ministry = typeof service.ministry === 'object' ? (service.ministry as Ministry | null) : null
  const amount = service.cost?.amountAriary
  const delay = delayOf(service.delay)
  // The main amount and the delay are one fact each: any statement may name them by placeholder.
  const fill = (text: string) => fillDelay(fillAmount(text, amount), delay, lang)
  const fillOrNull = (text: string | null | undefined) => (text ? fill(text) : (text ?? null))
  return withProofs({
    id: service.id,
    lang,
    title: service.title,
    shortTitle: service.shortTitle?.trim() || null,
    slug: service.slug,
    summary: service.summary ?? '',
    audience: service.audience ?? '',
    marks: { summary: textOrNull(service.summaryUnsure), audience: textOrNull(service.audienceUnsure) },
    theme: themeOf(service),
    ministry: ministry?.name ? { name: ministry.name, acronym: ministry.acronym, url: ministry.url ?? null } : null,
    cost: {
      free: Boolean(service.cost?.free),
      amountAriary: service.cost?.amountAriary ?? null,
      details: fillAmount(service.cost?.details ?? '', service.cost?.amountAriary),
      othersPay: service.cost?.free ? textOrNull(service.cost?.othersPay) : null,
    },
    delay: delayOf(service.delay),
    deadline: deadlineOf(service.deadline),
    processingTime: fill(service.processingTime ?? ''),
    whereToApply: fill(service.whereToApply ?? ''),
    offices: objects<Place>(service.places).filter((p) => p.kind === 'office').flatMap((p) => officeOf(p) ?? []),
    documents: (service.documents ?? []).map((d) => ({ item: d.item, quantity: d.quantity ?? null, form: d.form ?? null, unsure: textOrNull(d.unsure) })),
    steps: (service.steps ?? []).map((s) => ({
      title: fill(s.title),
      detail: fillOrNull(s.detail),
      feeAriary: s.feeAriary ?? null,
      duration: delayOf({ from: s.durationFrom, to: s.durationTo, unit: s.durationUnit }),
      office: officeOf(s.place),
      unsure: textOrNull(s.unsure),
    })),
    youReceive: textOrNull(fillOrNull(service.youReceive)),
    faq: (service.faq ?? []).map((q) => ({ question: q.question, answer: fill(q.answer), unsure: textOrNull(q.unsure) })),
    legalReferences: (service.legalReferences ?? []).map((r) => r.text),
    onlineServices: (service.onlineServices ?? []).map((o) => ({ label: o.label, url: o.url })),
    downloads: objects<Media>(service.downloads).flatMap((file) => guideFile(lang, file) ?? []),
    places: objects<Place>(service.places),
    directory: service.directory ?? 'none',
    related: objects<Service>(service.related).flatMap((r) => (r.title && r.slug ? [{ id: r.id, title: r.title, slug: r.slug }] : [])),
    sources: (service.sources ?? []).map((s, i) => ({
      key: textOrNull(s.key) ?? `source-${i + 1}`,
      title: s.title,
      url: s.url ?? null,
      publisher: s.publisher ?? null,
      kind: s.kind ?? null,
      seen: s.seen ?? null,
      published: s.published ?? null,
      confirmedBy: textOrNull(s.confirmedBy),
      confirmedHow: s.confirmedHow ?? null,
    })),
    references: (service.references ?? []).map((r) => ({ statement: r.statement, source: r.source, quote: r.quote, where: textOrNull(r.where), relation: r.relation === 'contradicts' ? 'contradicts' : 'supports' })),
    verifiedAt: service.verifiedAt ?? null,
    lastReviewed: service.lastReviewed,
    updatedAt: service.updatedAt,
    unconfirmed: service.unconfirmed ?? [],
    changeHistory: (service.changeHistory ?? []).map((c) => ({ at: c.at, note: c.note })),
    // Sent as written, {montant} / {sarany} filled like the cost sentence (src/fields/smsText.ts).
    smsText: textOrNull(fillAmount(service.smsText ?? '', service.cost?.amountAriary)),
    mgNativeReviewed: Boolean(service.mgNativeReviewed),
  })
}

/** The day every source was read, when they were all read the same day (a fact-check pass). */
export function seenSameDay(sources: GuideSource[]): string | null {
  const days = new Set(sources.map((s) => s.seen?.slice(0, 10) ?? ''))
  return days.size === 1 && !days.has('') ? [...days][0]! : null
}
