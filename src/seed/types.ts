/**
 * Shape of the seed data files. One file per document; the seeding orchestrator
 * (src/seed/index.ts) turns these into Payload documents in both locales.
 *
 * Keys (`key`, `category`, `ministry`, `related`, `places`) are stable ASCII
 * identifiers that link seed files to each other; by convention a document's
 * key is its French slug.
 */

export type Localized<T> = { fr: T; mg: T }

export type ReviewStatus = 'verified' | 'toVerify'

/** Internal review marker: editors see it in the admin, citizens never do. */
export type ReviewSeed = {
  status: ReviewStatus
  /** What must be checked, for editors (French). Empty when verified. */
  notes: string
}

/** How much a source weighs: official (ministry, city, official journal, agency) > press > secondary. */
export type SourceKind = 'official' | 'press' | 'secondary'

export type SourceSeed = {
  title: string
  /** Who published it (ministry, agency, newspaper…). */
  publisher: string
  kind: SourceKind
  /** Clean address: no tracking parameters, no mail host. Omitted for printed texts. */
  url?: string
  /** Date the source was read (ISO YYYY-MM-DD). */
  seen: string
  /** Date of the source itself when known (ISO YYYY-MM-DD, or YYYY-MM, or YYYY). */
  published?: string
}

/**
 * Parts of a guide whose facts an editor could not confirm: the public page says so beside
 * them ("montant à confirmer au guichet"). Not localized: a mark holds in both languages.
 */
export type { FactPart } from '@/fields/sources'
import type { FactPart } from '@/fields/sources'
import type { DelayUnit } from '@/model/delays'

export type CategoryIcon =
  | 'agriculture'
  | 'citizenship'
  | 'transport'
  | 'civil-status'
  | 'higher-education'
  | 'tax'
  | 'health'
  | 'education'
  | 'land'
  | 'justice'
  | 'travel'
  | 'business'
  | 'emergency'

export type CategorySeed = {
  key: string
  slug: Localized<string>
  title: Localized<string>
  description: Localized<string>
  order: number
  icon: CategoryIcon
}

export type MinistrySeed = {
  key: string
  /** Official acronym, e.g. "MID", "MEF". */
  acronym: string
  name: Localized<string>
  url?: string
  kind: 'ministry' | 'institution'
}

/** Which directory block a guide shows below its text, if any. */
export type DirectoryKind = 'none' | 'emergency' | 'hospitals' | 'ambulances' | 'pharmacies' | 'regions'

export type ServiceSeed = {
  key: string
  category: string
  ministry?: string
  slug: Localized<string>
  title: Localized<string>
  /** One or two sentences: what this guide helps you do. */
  summary: Localized<string>
  /** Who is concerned. */
  audience: Localized<string>
  /** Checklist of documents to provide. */
  documents: Localized<string[]>
  cost: {
    free: boolean
    /** Main amount in ariary when not free (omit when it varies). */
    amountAriary?: number
    /** Details: fiscal stamps, variants, what is free. */
    details: Localized<string>
  }
  /** The usual delay, once for both languages; the sentences write {délai} where it goes. */
  delay?: { from: number; to?: number; unit: DelayUnit }
  processingTime: Localized<string>
  whereToApply: Localized<string>
  /** Keys of places (offices, hospitals…) where to apply. */
  places?: string[]
  steps: Localized<{ title: string; detail: string }[]>
  legalReferences: Localized<string[]>
  faq: Localized<{ question: string; answer: string }[]>
  onlineServices?: Localized<{ label: string; url: string }[]>
  related: string[]
  directory?: DirectoryKind
  /** ISO date, YYYY-MM-DD. */
  lastReviewed: string
  /** Day the facts were last checked against the sources (ISO YYYY-MM-DD): "Vérifié le …". */
  verifiedAt: string
  /** Parts still unconfirmed, shown to citizens beside the part; listed in the review notes too. */
  unconfirmed: FactPart[]
  review: ReviewSeed
  sources: SourceSeed[]
}

export type PlaceKind = 'hospital' | 'pharmacy' | 'ambulance' | 'office'

export type PlaceSeed = {
  key: string
  kind: PlaceKind
  name: Localized<string>
  region: string
  district?: string
  city: string
  address: Localized<string>
  /** International format, e.g. "+261 20 22 123 45"; empty when unknown. */
  phones: string[]
  openingHours?: Localized<string>
  /** Pharmacies: duty periods as ISO dates (inclusive). */
  dutyPeriods?: { start: string; end: string }[]
  review: ReviewSeed
}

export type RegionSeed = {
  key: string
  name: string
  /** Regional capital (chef-lieu). */
  capital: string
  province: string
  districts: string[]
}

export type EmergencyNumberSeed = {
  key: string
  label: Localized<string>
  number: string
  review: ReviewSeed
}
