/**
 * Certainty is derived, never declared (issue 40). A guide is a list of statements (its summary, each
 * document line, each step, each FAQ answer, the cost, the delay…), each addressed by a path shared by
 * both languages (`steps.2`). A reference ties a statement to one of the guide's sources with the
 * source's own words. A statement is certain only when
 * - an official source (or the responsible office's confirmation) supports it, or two sources from
 *   different publishers do;
 * - every number it gives (amount, delay, count, age, door) is in the words of its supporting quotes;
 * - no source says otherwise, and no editor wrote a doubt on it.
 * Everything else is shown « À confirmer ». One pure function, used by the pages, SMS, USSD, the
 * JSON outputs, the admin and the content lint alike.
 */

export const SOURCE_KINDS = ['official', 'office', 'press', 'secondary'] as const
export type SourceKind = (typeof SOURCE_KINDS)[number]
/** Kinds that confirm a statement alone. */
export const AUTHORITATIVE: ReadonlySet<SourceKind> = new Set(['official', 'office'])

export const MAX_QUOTE = 300

export type Relation = 'supports' | 'contradicts'

/** A reference as stored: statement path, source key, the source's words, where in the source. */
export type StatementReference = { statement: string; source: string; quote: string; where: string | null; relation: Relation }

/** What the derivation needs of a source. */
/** `published`: the source's own date (a year a statement gives « En 2023, … » is the year its source speaks of). */
export type SourceRef = { key: string; kind: SourceKind | null; publisher: string | null; title: string; published?: string | null }

export type ProofStatus = 'certain' | 'unconfirmed' | 'disputed'

/** Why a statement is not certain, first reason first. */
export type ProofReason = 'contradicted' | 'noSource' | 'oneSource' | 'numbers' | 'note'

export type Proof = {
  path: string
  status: ProofStatus
  /** Certain through an official source or an office's confirmation (the key-facts count). */
  official: boolean
  reasons: ProofReason[]
  /** Numbers of the statement that no supporting quote writes. */
  missing: string[]
  /** Indexes into the guide's references: those that support, then those that say otherwise. */
  supporting: number[]
  contradicting: number[]
  /** The editor's note on what is unsure (shown with the mark), or null. */
  note: string | null
}

/** A statement as the derivation reads it: its text in one language and the figures entered beside it. */
export type Statement = {
  path: string
  /** The statement's words, placeholders filled. */
  text: string
  /** Structured figures (main amount, fee, delay bounds, quantity, deadline count). */
  figures: number[]
  /** The editor's doubt, if any: it only ever adds a mark. */
  note: string | null
}

const NUMBER = /\d+(?:[ \u00A0\u202F.]\d{3}(?!\d))*(?:[,.]\d+)?/gu

/** The numbers a text writes in figures, canonical: « 1 000 » = « 1.000 » = « 1000 », « 027 » = « 27 ». */
export function numbersIn(text: string): string[] {
  const found: string[] = []
  for (const match of text.matchAll(NUMBER)) found.push(canonical(match[0]))
  return found
}

function canonical(raw: string): string {
  // A dot before exactly three digits groups thousands (« 1.000 »); any other dot or comma is decimal (« 0.5 », « 0,5 »).
  const plain = raw.replace(/[ \u00A0\u202F]/g, '').replace(/\.(?=\d{3}(?!\d))/g, '').replace(',', '.')
  const value = Number(plain)
  return Number.isFinite(value) ? String(value) : plain
}

/** French number words: units and tens add, « cent » and « mille » multiply (« quatre-vingt-quinze mille » = 95 000). */
const FR_WORDS: Record<string, number> = {
  zero: 0, un: 1, une: 1, deux: 2, trois: 3, quatre: 4, cinq: 5, six: 6, sept: 7, huit: 8, neuf: 9, dix: 10, onze: 11, douze: 12, treize: 13, quatorze: 14, quinze: 15, seize: 16,
  vingt: 20, vingts: 20, trente: 30, quarante: 40, cinquante: 50, soixante: 60,
}
/** Malagasy number words: units, tens and hundreds add; a unit before « arivo », « alina », « hetsy » multiplies (« roa arivo » = 2 000). */
const MG_WORDS: Record<string, number> = {
  iray: 1, iraika: 1, roa: 2, telo: 3, efatra: 4, dimy: 5, enina: 6, fito: 7, valo: 8, sivy: 9,
  folo: 10, roapolo: 20, telopolo: 30, efapolo: 40, dimampolo: 50, enimpolo: 60, fitopolo: 70, valopolo: 80, sivifolo: 90,
  zato: 100, roanjato: 200, telonjato: 300, efajato: 400, dimanjato: 500, eninjato: 600, fitonjato: 700, valonjato: 800, sivinjato: 900,
}
const MG_MULTIPLIERS: Record<string, number> = { arivo: 1000, alina: 10_000, hetsy: 100_000 }
const JOINERS = new Set(['et', 'amby', 'sy', 'ambin', 'ny'])

/** The values of the runs of number words in a text: « trente-cinq mille » → 35 000, « dimy amby roapolo » → 25. */
export function numberWords(text: string): number[] {
  const words = text.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').split(/[^a-z]+/).filter(Boolean)
  const values: number[] = []
  let total = 0
  let current = 0
  let inRun = false
  let previous = ''
  const close = () => {
    if (inRun) values.push(total + current)
    total = 0
    current = 0
    inRun = false
  }
  for (const [index, word] of words.entries()) {
    // « vingt et un »: « et » joins only before « un », « une », « onze »; « trente-cinq et quarante mille » are two numbers.
    if (word === 'et' && inRun && !['un', 'une', 'onze'].includes(words[index + 1] ?? '')) {
      close()
      previous = word
      continue
    }
    if (word in FR_WORDS || word in MG_WORDS) {
      const value = FR_WORDS[word] ?? MG_WORDS[word]!
      values.push(value)
      // « quatre-vingt(s) » is 80, not 4 + 20.
      if ((word === 'vingt' || word === 'vingts') && previous === 'quatre') current += 76
      else current += value
      inRun = true
    } else if (word === 'cent' || word === 'cents') {
      current = (current || 1) * 100
      inRun = true
    } else if (word === 'mille') {
      total += (current || 1) * 1000
      current = 0
      inRun = true
    } else if (word in MG_MULTIPLIERS) {
      total += (current || 1) * MG_MULTIPLIERS[word]!
      current = 0
      inRun = true
    } else if (!(inRun && JOINERS.has(word))) close()
    previous = word
  }
  close()
  return values
}

/** The numbers a quote gives: its figures and its number words. */
export function quoteNumbers(quote: string): Set<string> {
  const found = new Set(numbersIn(quote))
  for (const value of numberWords(quote)) found.add(String(value))
  return found
}

/** The numbers a statement gives, each once: in its words and in its structured figures. */
export function statementNumbers(statement: Pick<Statement, 'text' | 'figures'>): string[] {
  return [...new Set([...numbersIn(statement.text), ...statement.figures.map((n) => canonical(String(n)))])]
}

/** Derive one statement's proof from the guide's references and sources. */
export function deriveProof(statement: Statement, references: StatementReference[], sources: SourceRef[]): Proof {
  const byKey = new Map(sources.map((s) => [s.key, s]))
  const supporting: number[] = []
  const contradicting: number[] = []
  references.forEach((ref, index) => {
    if (ref.statement !== statement.path || !byKey.has(ref.source) || !ref.quote.trim()) return
    ;(ref.relation === 'contradicts' ? contradicting : supporting).push(index)
  })
  const supportSources = supporting.map((i) => byKey.get(references[i]!.source)!)
  const authoritative = supportSources.some((s) => s.kind !== null && AUTHORITATIVE.has(s.kind))
  const publishers = new Set(supportSources.filter((s) => !(s.kind !== null && AUTHORITATIVE.has(s.kind))).map((s) => (s.publisher || s.title).trim().toLowerCase()))
  const quoted = new Set<string>()
  for (const i of supporting) for (const n of quoteNumbers(references[i]!.quote)) quoted.add(n)
  // « En 2024, … »: the year of a supporting source's own date is in its words too.
  for (const source of supportSources) if (source.published) quoted.add(String(Number(source.published.slice(0, 4))))
  const missing = statementNumbers(statement).filter((n) => !quoted.has(n))

  const reasons: ProofReason[] = []
  if (contradicting.length) reasons.push('contradicted')
  if (supporting.length === 0) reasons.push('noSource')
  else if (!authoritative && publishers.size < 2) reasons.push('oneSource')
  if (missing.length) reasons.push('numbers')
  if (statement.note) reasons.push('note')
  const status: ProofStatus = contradicting.length ? 'disputed' : reasons.length ? 'unconfirmed' : 'certain'
  return { path: statement.path, status, official: status === 'certain' && authoritative, reasons, missing, supporting, contradicting, note: statement.note }
}

export type Proofs = Record<string, Proof>

export function deriveProofs(statements: Statement[], references: StatementReference[], sources: SourceRef[]): Proofs {
  const proofs: Proofs = {}
  for (const statement of statements) proofs[statement.path] = deriveProof(statement, references, sources)
  return proofs
}

/** « 14 informations sur 17 confirmées par une source officielle »: the key-facts count. */
export function proofCounts(proofs: Proofs): { statements: number; certain: number; official: number; unconfirmed: number; disputed: number } {
  const all = Object.values(proofs)
  return {
    statements: all.length,
    certain: all.filter((p) => p.status === 'certain').length,
    official: all.filter((p) => p.official).length,
    unconfirmed: all.filter((p) => p.status === 'unconfirmed').length,
    disputed: all.filter((p) => p.status === 'disputed').length,
  }
}

/** Whether a path names a statement: `summary`, `steps.2`… */
export const STATEMENT_PATH = /^(?:summary|audience|cost|processingTime|whereToApply|youReceive|deadline|(?:documents|steps|faq|legalReferences|onlineServices)\.\d{1,3})$/

/** The part of the guide a statement belongs to (for part-level marks: SMS, the review lists). */
export function partOf(path: string): string {
  return path.split('.')[0]!
}

/** An anchor-safe id for a statement (`st-steps-2`). */
export function statementAnchor(path: string): string {
  return `st-${path.replace('.', '-')}`
}
