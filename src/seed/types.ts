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

/**
 * How much a source weighs: official (ministry, city, official journal, agency) and a confirmation by the
 * responsible office (who, which office, how, which day) > press > secondary.
 */
export type SourceKind = 'official' | 'office' | 'press' | 'secondary'

/** How an office confirmed a fact to an editor. */
export type ConfirmationMeans = 'telephone' | 'letter' | 'email' | 'visit'

/**
 * The address of one statement inside a guide (issue 40), shared by both languages: the Malagasy
 * statement has the references of its French counterpart. Lines are counted from 0 in the guide's order.
 * `steps.N` covers the step's title, text, fee, duration and office; `cost` the main amount, the cost
 * sentence and who else pays; `processingTime` the delay and its sentence; `deadline` the deadline.
 */
export type StatementPath =
  | 'summary'
  | 'audience'
  | 'cost'
  | 'processingTime'
  | 'whereToApply'
  | 'youReceive'
  | 'deadline'
  | `documents.${number}`
  | `steps.${number}`
  | `faq.${number}`
  | `legalReferences.${number}`
  | `onlineServices.${number}`

/**
 * A statement and the words of a source that support it (or say otherwise). The quote is copied from
 * the source, in its language, ≤ 300 characters; every number the statement gives (amount, delay,
 * count, age, door) must be in the quotes of its supporting references, or the statement shows
 * « À confirmer ».
 */
export type ReferenceSeed = {
  statement: StatementPath
  /** The `key` of one of the guide's sources. */
  source: string
  quote: string
  /** Where in the source: article, section, page, list item. */
  where?: string
  /** The source says otherwise: the statement is disputed for editors, unconfirmed for citizens. */
  says?: 'otherwise'
}

export type SourceSeed = {
  /** Short name, unique in the guide, that references use (ASCII, lowercase, hyphens): `torolalana`, `cua`. */
  key?: string
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
  /** Kind `office`: who confirmed and in which office (« Chef du service de l’état civil, commune d’Ambohidratrimo »). */
  confirmedBy?: string
  /** Kind `office`: how; the day is `seen`. */
  confirmedHow?: ConfirmationMeans
}

/** How a document is handed in. */
export type DocumentForm = 'original' | 'certifiedCopy' | 'photocopy'

export type DocumentSeed = {
  item: string
  /** How many (omit for one). */
  quantity?: number
  form?: DocumentForm
  /** What is unsure about this line (shown to citizens beside it). */
  unsure?: string
}

/** A document line in its long form, whichever way the seed wrote it. */
export function documentSeed(line: string | DocumentSeed): DocumentSeed {
  return typeof line === 'string' ? { item: line } : line
}

export type StepSeed = {
  title: string
  detail: string
  /** What this step costs, in ariary (0: free); the same in both languages. */
  feeAriary?: number
  /** How long this step takes; the same in both languages. */
  duration?: { from: number; to?: number; unit: DelayUnit }
  /** Key of the office (a place) where this step is done. */
  place?: string
  /** What is unsure about this step (shown to citizens beside it). */
  unsure?: string
}

/**
 * Parts of a guide whose facts an editor could not confirm: the public page says so beside
 * them ("montant à confirmer au guichet"). Not localized: a mark holds in both languages.
 */
export type { FactPart, SourcedPart } from '@/fields/sources'
import type { FactPart, SourcedPart } from '@/fields/sources'
import type { DelayUnit } from '@/model/delays'
import type { DeadlineUnit } from '@/model/deadline'

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
  /** Checklist of documents to provide: a line, or a line with its quantity, its form and a mark. */
  documents: Localized<(string | DocumentSeed)[]>
  cost: {
    free: boolean
    /** Main amount in ariary when not free (omit when it varies). */
    amountAriary?: number
    /** Details: fiscal stamps, variants, what is free. */
    details: Localized<string>
    /**
     * When the procedure is free for the citizen but costs someone else (an employer's
     * contributions): who pays what. The page then says « Démarche gratuite » and this.
     */
    othersPay?: Localized<string>
  }
  /** « Ce que vous recevez » / « Izay ho azonao »: the document or decision at the end. */
  youReceive?: Localized<string>
  /**
   * Statements of the summary and the audience an editor could not confirm: what is unsure, shown
   * beside the text to citizens (both languages, or neither).
   */
  marks?: { summary?: Localized<string>; audience?: Localized<string> }
  /** True once a native speaker has reread the Malagasy text (editors see the others listed). */
  mgNativeReviewed?: boolean
  /** The usual delay, once for both languages; the sentences write {délai} where it goes. */
  delay?: { from: number; to?: number; unit: DelayUnit }
  /** The deadline not to miss (issue 42: reminders), once for both languages; `unsure` when not confirmed. */
  deadline?: ({ kind: 'after'; count: number; unit: DeadlineUnit } | { kind: 'yearly'; day: number; month: number } | { kind: 'on'; date: string }) & { unsure?: Localized<string> }
  processingTime: Localized<string>
  whereToApply: Localized<string>
  /** Keys of places (offices, hospitals…) where to apply. */
  places?: string[]
  steps: Localized<StepSeed[]>
  legalReferences: Localized<string[]>
  faq: Localized<{ question: string; answer: string; /** What is unsure in the answer (shown to citizens). */ unsure?: string }[]>
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
  /** Which source supports which statement, with the source's words (issue 40). */
  references?: ReferenceSeed[]
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

/**
 * A question flow (« Ce qu'il vous faut »): questions with 2–8 answers, each answer leading to the
 * next question or to an outcome; the first question is asked first. Keys are stable, lowercase
 * ASCII with hyphens, shared by both languages (they appear in the page's address).
 */
export type FlowSeed = {
  key: string                       // = French slug
  slug: Localized<string>
  title: Localized<string>          // e.g. « Passeport : ce qu'il vous faut »
  summary: Localized<string>        // one sentence: what the questions find out
  guide: string                     // key of the guide this flow belongs to
  reviewNote?: string               // French, for editors: what to verify
  questions: {
    key: string
    text: Localized<string>         // the question, ≤ 120 characters
    hint?: Localized<string>        // one short sentence, when the question needs it
    short?: Localized<string>       // the question on USSD and SMS, ≤ 70 characters; needed when `text` is longer than 70
    answers: {
      key: string
      label: Localized<string>      // ≤ 60 characters
      short?: Localized<string>     // the answer on USSD and SMS, ≤ 24 characters; needed when `label` is longer than 24
      next: string                  // a question's or an outcome's key
    }[]                             // 2–8 answers
  }[]
  outcomes: {
    key: string
    title: Localized<string>        // the case in a few words, e.g. « Premier passeport d'un adulte, à Antananarivo »
    documents: Localized<string>[]  // exactly the documents for this case, one per line
    /** What it costs in ariary (0: free); omitted when unknown (then say so in `unsure`). */
    feeAriary?: number
    /** The fee is the guide's main amount (read from it, so a changed amount changes every outcome). */
    feeFromGuide?: true
    feeNote?: Localized<string>     // what the fee covers or how to pay, short
    duration?: { from: number; to?: number; unit: DelayUnit }
    office?: string                 // key of an office (src/seed/data/offices)
    steps: Localized<string>[]      // what to do, in order, one short sentence each
    text?: Localized<string>        // anything else this case must know, 1–2 sentences
    unsure?: Localized<string>      // what is unconfirmed in this outcome (shown beside it)
  }[]
}
