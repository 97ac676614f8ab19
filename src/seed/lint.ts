/**
 * Content lint for the seeded guides (issue « Every fact in the guides sourced or flagged »).
 *
 * `lintGuides` returns one readable message per problem, each starting with the guide key and
 * the field concerned; an empty array means the guides comply. Rules:
 *
 * 1. Sources: every guide has at least one source with a valid `seen` date (ISO YYYY-MM-DD, not
 *    after today); no source carries an invalid `seen` or `published` date (`published` may be
 *    YYYY-MM-DD, YYYY-MM or YYYY); every source names its publisher and a known kind.
 * 2. Links (source urls, online-service urls, and any http(s) address written in the text):
 *    the url parses (a path on the portal itself, « /fr/contact/ », is allowed), uses http or
 *    https, is at most 300 characters, has no tracking parameter, does not point to a mail host
 *    (webmail, mail.*, *.mail.*, Outlook…), and does not wrap another address (proxy or
 *    redirect links).
 * 3. Same numbers in French and Malagasy, field by field (see `extractNumbers`).
 * 4. Every part listed in `unconfirmed` is named in `review.notes` (French keywords).
 * 5. `review.status === 'verified'` implies that `unconfirmed` is empty.
 * 6. `verifiedAt` is a valid ISO date, not after today.
 * 7. Statement marks (issue 26): the French and Malagasy lists (documents, steps, FAQ) have the
 *    same length; a line marked « à confirmer » in one language is marked in the other; the
 *    structured figures of a line (quantity, form, a step's fee, duration and office) are the same
 *    in both; the summary's and audience's marks, « Ce que vous recevez » and « qui d'autre paie »
 *    exist in both languages or neither, and « qui d'autre paie » only on a free procedure.
 * 8. A part the review notes name (keywords of `PART_KEYWORDS`) is flagged in `unconfirmed`, holds a
 *    statement mark, or is confirmed by a source whose `supports` lists it: a fact an editor doubts
 *    is never shown to citizens as certain.
 * 9. `verified` implies no statement mark either.
 * 10. Malagasy vocabulary (src/seed/data/glossary.ts), over every Malagasy field of the guide, the
 *    slug included, inflected forms included (src/seed/glossary.ts): a form listed as wrong (a French
 *    leftover, a word that means something else) fails, and so does a variant of the preferred form
 *    unless it is quoted (« ») or in parentheses as a gloss, which is a warning (`lintWarnings`).
 *    `lintMalagasy` applies the same rule to every other Malagasy text of the seed data and of the
 *    code (issue 39), and fails on a { fr, mg } pair whose Malagasy is its French.
 * 11. A step's own fee: an amount in ariary its text writes is that fee, in both languages (as the
 *    admin refuses, src/editorial/amounts.ts).
 * 12. Per doubted fact: each sentence of `review.notes` that doubts something (`DOUBT`: « à
 *    confirmer », « non vérifié », « introuvable »…) names a part that is flagged or holds a mark,
 *    or says how the guide handles that fact (`HANDLED`: « marqué », « non affiché », « signalé »…).
 *    A source that supports the rest of a part does not confirm the fact the notes doubt (rule 8
 *    alone let it pass).
 */
import { isMailHost, isPartialDate, MAX_SOURCE_URL, TRACKING_PARAM } from '@/fields/sources'
import { amountProblem } from '@/model/amounts'
import { mainAmountByHand } from '@/editorial/amounts'
import { SOURCE_KEY } from '@/fields/proofs'
import { MAX_QUOTE } from '@/model/certainty'
import { guideFromSeed } from './asService'
import { glossaryProblems, type GlossaryProblem } from './glossary'
import { malagasyLeaves, type MalagasyText } from './malagasyLeaves'
import { documentSeed, type FactPart, type Localized, type ServiceSeed, type SourceKind, type SourcedPart } from './types'

const FACT_PARTS: FactPart[] = ['cost', 'processingTime', 'documents', 'whereToApply', 'legalReferences', 'onlineServices']
const SOURCE_KINDS: SourceKind[] = ['official', 'office', 'press', 'secondary']
/** An editor's note on a statement: the admin's limit. */
const MAX_NOTE = 200

/** Words by which the review notes doubt a fact (rule 12). */
export const DOUBT = /à confirmer|non confirm|pas confirm|non vérifi|pas vérifi|pas pu (?:être )?vérifi|incertain|introuvable|aucune source|pas de source|non trouvé|pas trouvé|contradictoire|se contredisent|non publié|pas publié|inconnu/i
/** Words by which a doubting sentence says what the guide does with the fact (rule 12). */
export const HANDLED = /marqu[ée]|affich|signal|renseign/i

/** The sentences of review notes: a full stop after a word, a figure or a closing mark, then a capital. */
export function noteSentences(notes: string): string[] {
  return notes.split(/(?<=[\p{L}\d»)\]]\.)\s+(?=[\p{Lu}«])/u).map((s) => s.trim()).filter(Boolean)
}

/** French words an editor uses in `review.notes` for each part (rules 4 and 8). */
export const PART_KEYWORDS: Record<SourcedPart, RegExp> = {
  summary: /résumé/i,
  audience: /qui est concerné|public concerné|personnes concernées|public visé/i,
  steps: /étape/i,
  faq: /\bFAQ\b|question fréquente/i,
  cost: /montant|tarif|frais|coût|droit/i,
  processingTime: /délai/i,
  documents: /pièce|document/i,
  whereToApply: /lieu|bureau|guichet|adresse|office/i,
  legalReferences: /texte|loi|décret|arrêté|article|référence/i,
  onlineServices: /en ligne|site|adresse web|plateforme/i,
}

export const MAX_URL_LENGTH = MAX_SOURCE_URL

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/

function isRealDay(year: number, month: number, day: number): boolean {
  const d = new Date(Date.UTC(year, month - 1, day))
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day
}

/** A full ISO date (YYYY-MM-DD) that exists in the calendar and is not after `today` (YYYY-MM-DD). */
export function isIsoDay(value: unknown, today: string): boolean {
  if (typeof value !== 'string') return false
  const m = ISO_DAY.exec(value)
  if (!m) return false
  if (!isRealDay(Number(m[1]), Number(m[2]), Number(m[3]))) return false
  return value <= today && value >= '1900-01-01'
}

/** A source's own date: YYYY-MM-DD, YYYY-MM or YYYY, real and not after `today` (the admin's rule). */
export function isPublishedDate(value: unknown, today: string): boolean {
  return typeof value === 'string' && isPartialDate(value, new Date(`${today}T12:00:00.000Z`))
}

/** Problems of one url, as short phrases (empty when the url is clean). */
export function urlProblems(url: string): string[] {
  const problems: string[] = []
  if (url.length > MAX_URL_LENGTH) problems.push(`longer than ${MAX_URL_LENGTH} characters (${url.length})`)
  // A path on the portal itself (« /fr/contact/?kind=complaint ») is resolved against the portal's origin.
  const internal = /^\/(?!\/)/.test(url)
  let parsed: URL
  try {
    parsed = internal ? new URL(url, 'https://portal.invalid') : new URL(url)
  } catch {
    return [...problems, 'does not parse as a url']
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') problems.push(`scheme ${parsed.protocol} is not http(s)`)
  const host = parsed.hostname.toLowerCase()
  if (isMailHost(host)) {
    problems.push(`mail host ${host}`)
  }
  const tracking = [...parsed.searchParams.keys()].filter((key) => TRACKING_PARAM.test(key))
  if (tracking.length > 0) problems.push(`tracking parameter ${tracking.join(', ')}`)
  // A proxy, cache or redirect link carries the real address inside it.
  const inner = decodeSafely(`${parsed.pathname}${parsed.search}`)
  if (/https?:\/\/|https?%3a/i.test(inner)) problems.push('wraps another address (proxy or redirect link)')
  return problems
}

function decodeSafely(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}

/**
 * The numbers written in digits in a text, normalised, sorted (a multiset).
 *
 * - Thousand separators (space, no-break space, narrow no-break space, dot) are removed, so
 *   « 190 000 », « 190 000 » and « 190.000 » are all 190000. A dot followed by something other
 *   than exactly three digits is not a separator.
 * - A decimal comma is kept: « 1,8 » is one number.
 * - Law and article numbers (« 91-025 », « 2000-127 ») and ranges are split at the hyphen or
 *   dash: each side is a number; leading zeros are dropped (« 08 » = 8, « 025 » = 25), as
 *   dates are written « 08 février » in one language and « 8 febroary » in the other.
 * - Digits glued to letters count (« 72h », « CSB2 », « faha-45 »).
 * - Numbers written in words are ignored (the guides write numbers that matter in digits).
 * - French ordinal one (« 1er », « 1re », « 1ère ») is reported separately as `optionalOnes`:
 *   Malagasy says « voalohany » in words, or writes 1 in digits; both are accepted.
 */
export function extractNumbers(text: string, lang: 'fr' | 'mg'): { numbers: string[]; optionalOnes: number } {
  let optionalOnes = 0
  let source = text
  if (lang === 'fr') {
    source = source.replace(/(?<![\d\p{L}])1(?:er|re|ère)(?!\p{L})/gu, () => {
      optionalOnes++
      return ' '
    })
  }
  const numbers: string[] = []
  const pattern = /\d{1,3}(?:[ \u00A0\u202F.]\d{3})+(?![\d])(?:,\d+)?|\d+(?:,\d+)?/g
  for (const match of source.matchAll(pattern)) {
    let n = match[0].replace(/[ \u00A0\u202F.]/g, '')
    // A single-digit-group match such as « 2.5 » is never produced (the dot needs 3 digits after it).
    n = n.replace(/^0+(?=\d)/, '')
    numbers.push(n)
  }
  numbers.sort()
  return { numbers, optionalOnes }
}

type NumberField = { name: string; fr: string; mg: string }

function numberFields(guide: ServiceSeed): NumberField[] {
  const join = (items: string[]) => items.join('\n')
  const both = (name: string, value: Localized<string>): NumberField => ({ name, fr: value.fr, mg: value.mg })
  const fields: NumberField[] = [
    both('summary', guide.summary),
    both('audience', guide.audience),
    { name: 'documents', fr: join(guide.documents.fr.map(lineText)), mg: join(guide.documents.mg.map(lineText)) },
    both('cost.details', guide.cost.details),
    both('processingTime', guide.processingTime),
    both('whereToApply', guide.whereToApply),
    { name: 'steps', fr: join(guide.steps.fr.map((s) => `${s.title}\n${s.detail}\n${s.unsure ?? ''}`)), mg: join(guide.steps.mg.map((s) => `${s.title}\n${s.detail}\n${s.unsure ?? ''}`)) },
    { name: 'legalReferences', fr: join(guide.legalReferences.fr), mg: join(guide.legalReferences.mg) },
    { name: 'faq', fr: join(guide.faq.fr.map((q) => `${q.question}\n${q.answer}\n${q.unsure ?? ''}`)), mg: join(guide.faq.mg.map((q) => `${q.question}\n${q.answer}\n${q.unsure ?? ''}`)) },
  ]
  const optional = (name: string, value: Localized<string> | undefined) => {
    if (value) fields.push(both(name, value))
  }
  optional('marks.summary', guide.marks?.summary)
  optional('marks.audience', guide.marks?.audience)
  optional('youReceive', guide.youReceive)
  optional('cost.othersPay', guide.cost.othersPay)
  if (guide.onlineServices) {
    fields.push({ name: 'onlineServices', fr: join(guide.onlineServices.fr.map((o) => o.label)), mg: join(guide.onlineServices.mg.map((o) => o.label)) })
  }
  return fields
}

/** A document line's text and its mark, for the numbers rule. */
function lineText(line: ServiceSeed['documents']['fr'][number]): string {
  const doc = documentSeed(line)
  return `${doc.item}\n${doc.unsure ?? ''}`
}

/** Every Malagasy text of a guide (what sits under an `mg` key, its slug included), named, for the vocabulary rule. */
export function malagasyTexts(guide: ServiceSeed): { field: string; text: string; slug?: boolean }[] {
  return malagasyLeaves(guide).map((leaf) => (/(?:^|\.)slug\.mg$/.test(leaf.field) ? { ...leaf, slug: true } : leaf))
}

/** Rule 10: what fails (a wrong form, an unquoted variant) and what is only reported (a quoted variant). */
function vocabulary(text: string, slug?: boolean): { errors: GlossaryProblem[]; warnings: GlossaryProblem[] } {
  const problems = glossaryProblems(text, { slug })
  return { errors: problems.filter((p) => p.level === 'wrong' || !p.quoted), warnings: problems.filter((p) => p.level === 'variant' && p.quoted) }
}

/** A common word (four lowercase letters or more): a text made only of names and acronyms has none. */
const COMMON_WORD = /(?<![\p{L}])\p{Ll}{4,}(?![\p{L}])/u

/**
 * Rule 10 over any Malagasy texts (issue 39: all seed data, dictionaries, the admin's texts, field
 * labels): one message per problem, « file: field: … », naming the preferred form. Also fails on a
 * { fr, mg } pair of the code whose Malagasy is the French text word for word (a label left
 * untranslated), unless it is only names and acronyms (« SMS », « Google Tag Manager »).
 */
export function lintMalagasy(texts: MalagasyText[]): string[] {
  const problems: string[] = []
  for (const t of texts) {
    for (const problem of vocabulary(t.text, t.slug).errors) problems.push(`${t.file}: ${t.field}: ${problem.message}`)
    if (t.fr !== undefined && t.fr.trim() === t.text.trim() && COMMON_WORD.test(t.text)) problems.push(`${t.file}: ${t.field}: the Malagasy is the French text « ${t.text.slice(0, 80)} »: translate it`)
  }
  return problems
}

/** Variants quoted or in parentheses (a gloss, a quotation) in any Malagasy texts: reported, never failing. */
export function malagasyWarnings(texts: MalagasyText[]): string[] {
  return texts.flatMap((t) => vocabulary(t.text, t.slug).warnings.map((p) => `${t.file}: ${t.field}: ${p.message}`))
}

/** Rule 7: what differs between the French and Malagasy statements and their marks. */
function markProblems(guide: ServiceSeed): { field: string; message: string }[] {
  const found: { field: string; message: string }[] = []
  const at = (field: string, message: string) => found.push({ field, message })
  const lists = {
    documents: [guide.documents.fr.map(documentSeed), guide.documents.mg.map(documentSeed)],
    steps: [guide.steps.fr, guide.steps.mg],
    faq: [guide.faq.fr, guide.faq.mg],
  } as const
  for (const [name, [fr, mg]] of Object.entries(lists) as [string, readonly [{ unsure?: string }[], { unsure?: string }[]]][]) {
    if (fr.length !== mg.length) {
      at(name, `${fr.length} lines in French, ${mg.length} in Malagasy`)
      continue
    }
    fr.forEach((line, i) => {
      if (Boolean(line.unsure?.trim()) !== Boolean(mg[i]!.unsure?.trim())) at(`${name}[${i}]`, `marked « à confirmer » in ${line.unsure?.trim() ? 'French' : 'Malagasy'} only`)
    })
  }
  guide.documents.fr.map(documentSeed).forEach((doc, i) => {
    const other = guide.documents.mg[i] === undefined ? undefined : documentSeed(guide.documents.mg[i]!)
    if (other && ((doc.quantity ?? 1) !== (other.quantity ?? 1) || (doc.form ?? null) !== (other.form ?? null))) at(`documents[${i}]`, 'quantity or form differs between languages')
  })
  guide.steps.fr.forEach((step, i) => {
    const other = guide.steps.mg[i]
    if (!other) return
    const figures = (s: typeof step) => JSON.stringify([s.feeAriary ?? null, s.duration ?? null, s.place ?? null])
    if (figures(step) !== figures(other)) at(`steps[${i}]`, `fee, duration or office differs between languages (${figures(step)} vs ${figures(other)})`)
  })
  const pairs: [string, Localized<string> | undefined][] = [
    ['marks.summary', guide.marks?.summary],
    ['marks.audience', guide.marks?.audience],
    ['youReceive', guide.youReceive],
    ['cost.othersPay', guide.cost.othersPay],
  ]
  for (const [field, value] of pairs) {
    if (value && Boolean(value.fr?.trim()) !== Boolean(value.mg?.trim())) at(field, 'written in one language only')
  }
  if (guide.cost.othersPay && !guide.cost.free) at('cost.othersPay', 'only for a procedure free for the citizen (cost.free)')
  return found
}

/** The parts holding at least one statement marked « à confirmer ». */
export function markedParts(guide: ServiceSeed): Set<SourcedPart> {
  const parts = new Set<SourcedPart>()
  if (guide.marks?.summary?.fr?.trim()) parts.add('summary')
  if (guide.marks?.audience?.fr?.trim()) parts.add('audience')
  if (guide.documents.fr.some((line) => documentSeed(line).unsure?.trim())) parts.add('documents')
  if (guide.steps.fr.some((s) => s.unsure?.trim())) parts.add('steps')
  if (guide.faq.fr.some((q) => q.unsure?.trim())) parts.add('faq')
  return parts
}

/** Removes http(s) addresses from a text before numbers are read (an address is not a fact to translate). */
function withoutUrls(text: string): string {
  return text.replace(/https?:\/\/[^\s)»]+/g, ' ')
}

/** Differences between the number multisets of two languages; empty when they match. */
export function compareNumbers(fr: string, mg: string): { onlyFr: string[]; onlyMg: string[] } {
  const a = extractNumbers(withoutUrls(fr), 'fr')
  const b = extractNumbers(withoutUrls(mg), 'mg')
  const rest = [...b.numbers]
  const onlyFr: string[] = []
  for (const n of a.numbers) {
    const i = rest.indexOf(n)
    if (i >= 0) rest.splice(i, 1)
    else onlyFr.push(n)
  }
  // Malagasy may write the French ordinal « 1er » as the digit 1.
  let ones = a.optionalOnes
  const onlyMg = rest.filter((n) => {
    if (n === '1' && ones > 0) {
      ones--
      return false
    }
    return true
  })
  return { onlyFr, onlyMg }
}

function textUrls(guide: ServiceSeed): { field: string; url: string }[] {
  const found: { field: string; url: string }[] = []
  for (const field of numberFields(guide)) {
    for (const lang of ['fr', 'mg'] as const) {
      for (const m of field[lang].matchAll(/https?:\/\/[^\s)»,;]+/g)) found.push({ field: `${field.name} (${lang})`, url: m[0].replace(/[.]+$/, '') })
    }
  }
  return found
}

/** Today as YYYY-MM-DD (UTC). */
export function isoToday(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10)
}

/** Variants of the glossary's preferred Malagasy forms quoted or in parentheses (a gloss): reported, never failing. */
export function lintWarnings(guides: ServiceSeed[]): string[] {
  const warnings: string[] = []
  for (const guide of guides) {
    for (const { field, text, slug } of malagasyTexts(guide)) {
      for (const problem of vocabulary(text, slug).warnings) warnings.push(`${guide.key}: ${field}: ${problem.message}`)
    }
  }
  return warnings
}

export function lintGuides(guides: ServiceSeed[], today: string = isoToday()): string[] {
  const problems: string[] = []
  for (const guide of guides) {
    const at = (field: string, message: string) => problems.push(`${guide.key}: ${field}: ${message}`)

    // 1. Sources and their dates.
    const sources = Array.isArray(guide.sources) ? guide.sources : []
    if (!sources.some((s) => isIsoDay(s.seen, today))) at('sources', 'no source with a valid `seen` date (YYYY-MM-DD, not after today)')
    sources.forEach((s, i) => {
      const field = `sources[${i}] « ${s.title} »`
      if (!s.title?.trim()) at(`sources[${i}]`, 'no title')
      if (s.seen !== undefined && !isIsoDay(s.seen, today)) at(field, `invalid seen date « ${s.seen} »`)
      if (s.seen === undefined) at(field, 'no seen date')
      if (s.published !== undefined && !isPublishedDate(s.published, today)) at(field, `invalid published date « ${s.published} »`)
      if (!s.publisher?.trim()) at(field, 'no publisher')
      if (!s.kind || !SOURCE_KINDS.includes(s.kind)) at(field, `kind « ${String(s.kind)} » is not official, press or secondary`)
    })

    // 2. Links.
    const urls: { field: string; url: string }[] = []
    sources.forEach((s, i) => {
      if (s.url !== undefined) urls.push({ field: `sources[${i}].url`, url: s.url })
    })
    for (const lang of ['fr', 'mg'] as const) {
      guide.onlineServices?.[lang].forEach((o, i) => urls.push({ field: `onlineServices.${lang}[${i}].url`, url: o.url }))
    }
    urls.push(...textUrls(guide))
    for (const { field, url } of urls) {
      for (const problem of urlProblems(url)) at(field, `${problem}: ${url.length > 120 ? `${url.slice(0, 120)}…` : url}`)
    }

    // 3. Same numbers in both languages.
    for (const field of numberFields(guide)) {
      const { onlyFr, onlyMg } = compareNumbers(field.fr, field.mg)
      if (onlyFr.length > 0 || onlyMg.length > 0) {
        const parts = [onlyFr.length ? `only in French: ${onlyFr.join(', ')}` : '', onlyMg.length ? `only in Malagasy: ${onlyMg.join(', ')}` : ''].filter(Boolean)
        at(field.name, `numbers differ between languages (${parts.join('; ')})`)
      }
    }

    // 4 and 5. Flags and review notes.
    const unconfirmed = guide.unconfirmed
    if (!Array.isArray(unconfirmed)) {
      at('unconfirmed', 'missing (use [] when every fact is confirmed)')
    } else {
      for (const part of unconfirmed) {
        if (!FACT_PARTS.includes(part)) {
          at('unconfirmed', `unknown part « ${String(part)} »`)
          continue
        }
        if (!PART_KEYWORDS[part].test(guide.review.notes)) at('review.notes', `part « ${part} » is flagged unconfirmed but the notes do not name it (${PART_KEYWORDS[part].source})`)
      }
      if (new Set(unconfirmed).size !== unconfirmed.length) at('unconfirmed', 'lists a part twice')
      if (guide.review.status === 'verified' && unconfirmed.length > 0) at('review.status', `« verified » while parts are unconfirmed (${unconfirmed.join(', ')})`)
    }

    // 7. Marks and structured figures alike in both languages.
    for (const { field, message } of markProblems(guide)) at(field, message)

    // 8. What the notes doubt is flagged, marked or sourced.
    const marked = markedParts(guide)
    const flagged = new Set<string>(Array.isArray(unconfirmed) ? unconfirmed : [])
    for (const part of Object.keys(PART_KEYWORDS) as SourcedPart[]) {
      if (!PART_KEYWORDS[part].test(guide.review.notes)) continue
      if (flagged.has(part) || marked.has(part) || (guide.references ?? []).some((r) => r.statement.split('.')[0] === part)) continue
      at('review.notes', `names « ${part} » (${PART_KEYWORDS[part].source}) but it is neither flagged, marked « à confirmer » nor confirmed by a source (references)`)
    }

    // 12. Each doubted fact is flagged, marked, or said to be handled.
    for (const sentence of noteSentences(guide.review.notes)) {
      if (!DOUBT.test(sentence) || HANDLED.test(sentence)) continue
      const named = (Object.keys(PART_KEYWORDS) as SourcedPart[]).filter((part) => PART_KEYWORDS[part].test(sentence))
      if (named.some((part) => flagged.has(part) || marked.has(part))) continue
      at('review.notes', `doubts « ${sentence.length > 120 ? `${sentence.slice(0, 117)}…` : sentence} » but ${named.length ? `no part it names (${named.join(', ')}) is` : 'it names no part that is'} flagged or marked, and it does not say how the guide handles it (« marqué », « non affiché », « signalé »…)`)
    }

    // 9. « Verified » means nothing marked either.
    if (guide.review.status === 'verified' && marked.size > 0) at('review.status', `« verified » while statements are marked (${[...marked].join(', ')})`)

    // 11. A step's fee and its sentence agree.
    for (const lang of ['fr', 'mg'] as const) {
      guide.steps[lang].forEach((step, i) => {
        const problem = typeof step.feeAriary === 'number' && step.feeAriary > 0 ? amountProblem(`${step.title}\n${step.detail}`, step.feeAriary) : null
        if (problem?.kind === 'mismatch') at(`steps.${lang}[${i}]`, `the step's fee is ${step.feeAriary} Ar but its text writes ${problem.found.join(', ')} Ar`)
      })
    }

    // 10. Malagasy vocabulary: wrong forms and unquoted variants fail.
    for (const { field, text, slug } of malagasyTexts(guide)) {
      for (const problem of vocabulary(text, slug).errors) at(field, problem.message)
    }

    // 13. Proofs (issue 40): keyed sources; references to a statement and a source of the guide,
    // with the source's words (≤ 300 characters); notes within the admin's 200 characters; every
    // number a statement gives is in its supporting quotes, unless a note says what is unconfirmed.
    const keys = guide.sources.map((s) => s.key ?? '')
    keys.forEach((key, i) => {
      if (!key) at(`sources[${i}]`, 'no key: give the source a short name its references use')
      else if (!SOURCE_KEY.test(key)) at(`sources[${i}]`, `key « ${key} » is not lowercase ASCII with hyphens`)
      else if (keys.indexOf(key) !== i) at(`sources[${i}]`, `key « ${key} » is used twice`)
    })
    guide.sources.forEach((s, i) => {
      if (s.kind === 'office' && !(s.confirmedBy && s.confirmedHow)) at(`sources[${i}]`, 'an office’s confirmation says who confirmed and how')
    })
    for (const lang of ['fr', 'mg'] as const) {
      const proven = guideFromSeed(guide, lang)
      ;(guide.references ?? []).forEach((ref, i) => {
        if (!keys.includes(ref.source)) at(`references[${i}]`, `unknown source « ${ref.source} »`)
        if (!proven.proofs[ref.statement]) at(`references[${i}]`, `unknown statement « ${ref.statement} »`)
        if (!ref.quote.trim() || ref.quote.length > MAX_QUOTE) at(`references[${i}]`, `the quote must be the source’s words, 1 to ${MAX_QUOTE} characters (${ref.quote.length})`)
      })
      if (lang === 'mg') break
      for (const proof of Object.values(proven.proofs)) {
        if (proof.missing.length && !proof.note) at(proof.path, `gives ${proof.missing.join(', ')}, absent from the words of its sources: quote the source that gives it, drop it, or note what is unconfirmed`)
      }
    }
    for (const lang of ['fr', 'mg'] as const) {
      const notes: [string, string | undefined][] = [
        ['marks.summary', guide.marks?.summary?.[lang]],
        ['marks.audience', guide.marks?.audience?.[lang]],
        ['deadline.unsure', guide.deadline?.unsure?.[lang]],
        ...guide.documents[lang].map((d, i): [string, string | undefined] => [`documents.${lang}[${i}].unsure`, documentSeed(d).unsure]),
        ...guide.steps[lang].map((d, i): [string, string | undefined] => [`steps.${lang}[${i}].unsure`, d.unsure]),
        ...guide.faq[lang].map((d, i): [string, string | undefined] => [`faq.${lang}[${i}].unsure`, d.unsure]),
      ]
      for (const [field, note] of notes) if (note && note.length > MAX_NOTE) at(field, `note of ${note.length} characters: the admin keeps ${MAX_NOTE}`)
    }

    // 14. One fact, one place: only the cost sentence may write the main amount; elsewhere {montant}.
    for (const lang of ['fr', 'mg'] as const) {
      const amount = guide.cost.amountAriary
      const texts: [string, string | undefined][] = [
        ['summary', guide.summary[lang]], ['audience', guide.audience[lang]], ['whereToApply', guide.whereToApply[lang]], ['youReceive', guide.youReceive?.[lang]],
        ...guide.documents[lang].map((d, i): [string, string] => [`documents.${lang}[${i}]`, documentSeed(d).item]),
        ...guide.steps[lang].map((d, i): [string, string] => [`steps.${lang}[${i}]`, `${d.title}\n${d.detail}`]),
        ...guide.faq[lang].map((d, i): [string, string] => [`faq.${lang}[${i}]`, d.answer]),
      ]
      for (const [field, text] of texts) if (mainAmountByHand(text, amount)) at(field, `writes the main amount (${amount} Ar) in figures: write {montant} / {sarany}`)
    }

    // 6. Day of the check.
    if (guide.verifiedAt === undefined) at('verifiedAt', 'missing')
    else if (!isIsoDay(guide.verifiedAt, today)) at('verifiedAt', `« ${guide.verifiedAt} » is not a valid ISO date on or before ${today}`)
  }
  return problems
}
