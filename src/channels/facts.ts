/**
 * A guide's essentials — cost, delay, where to go — shortened for a basic phone without ever
 * misleading (issue 39). Each part is offered as a ladder of renderings, richest first, each with
 * what it loses; the SMS answer takes the combination that fits with the least loss.
 * - The structured amount and delay (src/model/amounts.ts, delays.ts: entered once, shared by every
 *   channel) are always in their part, with the sentence that says for whom: no rendering drops
 *   them, and the sentence's other figures (« 50 000 Ar pour un candidat libre », « 10 jours en
 *   province ») go only when nothing else can.
 * - A part is shortened by dropping, in this order, asides without figures « (montant en vigueur
 *   depuis 2018) », a lead-in without numbers before a colon, clauses without figures before the
 *   first figure and after the last; only then is it cut, after a whole word and never inside a
 *   figure, with "...".
 * - What an editor marked « à confirmer » is said right after the part's name, so that no cut and
 *   no screen break can separate it from the part.
 * Pure: GSM-7 text in, GSM-7 text out.
 */
import { formatAriary, getDictionary } from '@/i18n'
import { breakPoints, gsm7Length, tidy, toGsm7 } from '@/gsm'
import { fold, functionWords } from '@/search/text'
import { formatDelay } from '@/model/delays'
import type { Guide } from '@/model/guide'
import { clauses, sentences } from '@/model/text'

/** One way to show a part, and how much it loses against the richest one (0). */
export type Rendering = { text: string; loss: number }
/** A part of an answer: its name, its « à confirmer » mark (or ''), its renderings best first. */
export type FactPart = { label: string; mark: string; options: Rendering[] }

/** A figure is a number other than a year standing alone (« 2018 » in an aside is no fact to keep). */
export function figures(text: string): string[] {
  return [...text.matchAll(/\d+(?:[ .,]\d+)*/g)].map((m) => m[0]).filter((n) => !/^(?:19|20)\d\d$/.test(n))
}
const hasFigure = (text: string) => figures(text).length > 0
/** Any number, a year included: « En 2017, une voiture payait 24 000 Ar » keeps its year. */
const hasNumber = (text: string) => /\d/.test(text)

/** The sentence without its asides in parentheses that hold no figure and are no acronym (« (NIF) » stays). */
export function withoutAsides(text: string): string {
  return tidy(text.replace(/\s*\(([^()]*)\)/g, (aside, inside: string) => (hasFigure(inside) || /^[\p{Lu}\d]{2,6}$/u.test(inside.trim()) ? aside : '')))
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)
/** A clause list read as a sentence: its last clause's trailing mark dropped. */
const joinClauses = (parts: string[]) => capital(parts.join(' ').replace(/[,;:]\s*$/, ''))

/** Ends a rendering that leaves something out with "...". */
const more = (text: string) => `${text.replace(/[\s,;:.]+$/, '')}...`

/** What a cut costs: a fixed price, more inside a clause, each figure it drops, and the share of the text it drops. */
export type CutPrice = { base: number; inside: number; turn: number; figure: number; share: number }
/** Cutting a cost or a delay loses more than cutting where to go (the follow-up `3` says it whole). */
export const FACT_CUT: CutPrice = { base: 4, inside: 6, turn: 24, figure: 8, share: 24 }
export const WHERE_CUT: CutPrice = { base: 2, inside: 2, turn: 4, figure: 1, share: 8 }
/** Leaving where to go to the follow-up `3` altogether, so that a cost keeps every case it lists. */
export const WHERE_LEFT_OUT = 16

/**
 * Cuts of a text at word ends (never inside a figure), none under `min` characters and none before
 * `keep` (a figure that must stay), at most `count` of them spread over the text.
 */
export function cuts(text: string, price: CutPrice, options: { min?: number; count?: number; keep?: string } = {}): Rendering[] {
  const { min = 20, count = 8, keep } = options
  const all = figures(text).length
  const kept = keep ? text.indexOf(keep) + keep.length : 0
  // Never right after a function word: « n'est pas... », « de la... » say less than nothing.
  // With `keep`, at least a word after it: « 15 à 20 jours avant la date... », not « 15 à 20 jours... ».
  const usable = (points: number[]) => points.filter((end) => end >= min && (keep ? end > kept : true) && !FUNCTION_WORDS.has(fold(lastWord(text, end))))
  // Outside parentheses when possible: « … Antananarivo (1,8 andro... » leaves an aside open.
  const points = usable(breakPoints(text, true)).length ? usable(breakPoints(text, true)) : usable(breakPoints(text))
  const step = Math.max(1, Math.ceil(points.length / count))
  const length = gsm7Length(text)
  return points
    .filter((end, i) => (points.length - 1 - i) % step === 0 || clauseEnd(text, end))
    .map((end) => {
      const cut = more(text.slice(0, end))
      const lost = all - figures(cut).length
      // A cut inside a clause can leave half a statement; before « mais… », the wrong half; after a
      // clause of two words (« ; à Antananarivo... »), a qualifier without what it qualifies.
      const whole = clauseEnd(text, end) && lastClause(text, end).split(' ').length > 2
      const inside = (whole ? 0 : price.inside) + (dropsTurn(text, end) ? price.turn : 0)
      return { text: cut, loss: price.base + inside + lost * price.figure + (price.share * (length - gsm7Length(cut))) / length }
    })
}

/** Words that turn a statement round (French, Malagasy): what follows them must not be dropped. */
const TURN_WORDS = 'mais|sauf|hormis|sinon|cependant|toutefois|en revanche|saingy|kanefa|nefa|afa-tsy|fa'
const TURN = new RegExp(`^\\s*(?:${TURN_WORDS})\\b`, 'i')
const TURN_AHEAD = new RegExp(`[,;:]\\s+(?:${TURN_WORDS})\\b`, 'i')

/** The next clause turns the statement round: « …n'est pas facturée, mais vous devez payer… ». */
const turned = (text: string, end: number) => TURN.test(text.slice(end))

/** What a cut at `end` drops turns the statement round: « L'attribution du NIF n'est pas facturée... ». */
const dropsTurn = (text: string, end: number) => TURN_AHEAD.test(text.slice(end - 1))

/** A clause ends at `end`, and the next one does not turn it round. */
const clauseEnd = (text: string, end: number) => /[,;:]$/.test(text.slice(0, end)) && !turned(text, end)

/** The clause a cut at `end` ends with (after the previous « , ; : »). */
const lastClause = (text: string, end: number) => text.slice(0, end).replace(/[,;:]$/, '').split(/[,;:] /).pop()!.trim()

const lastWord = (text: string, end: number) => text.slice(0, end).replace(/[,;:.]+$/, '').split(/[\s'’]/).pop() ?? ''

/** Words a cut never ends on, in either language (articles, prepositions, negations): « …15 à 20 jours avant... » says too little. */
const FUNCTION_WORDS = new Set([
  ...functionWords('fr'), ...functionWords('mg'),
  'pas', 'plus', 'point', 'jamais', 'mais', 'avant', 'apres', 'selon', 'entre', 'vers', 'depuis', 'pendant', 'sans', 'sous', 'contre', 'aupres', 'environ', 'lors',
  'tsy', 'mbola', 'tokony', 'saingy', 'kanefa', 'nefa', 'mialoha', 'aorian', 'araka', 'arakaraka', 'hatramin', 'mandritra', 'eo', 'ho',
])

/**
 * The renderings of one sentence, richest first. With `required` (the structured amount or delay,
 * as the sentence writes it) every rendering keeps it; without, the last ones are cuts.
 */
export function sentenceOptions(sentence: string, required: string | null): Rendering[] {
  const options: Rendering[] = [{ text: sentence, loss: 0 }]
  const plain = withoutAsides(sentence)
  options.push({ text: plain, loss: 1 })
  // A lead-in without numbers before a colon: « Droits d'inscription fixés par le ministère : … ».
  const colon = plain.search(/: /)
  const lead = colon > 0 ? plain.slice(0, colon) : ''
  const afterLead = lead && !hasNumber(lead) && hasFigure(plain.slice(colon)) ? capital(plain.slice(colon + 2)) : plain
  options.push({ text: afterLead, loss: 2 })
  // Clauses without figures before the first figure and after the last (« Selon le guide
  // officiel, », «, le temps de la publication »); one between figures stays: « ; à Antananarivo,
  // la célébration a lieu au moins 15 jours après » says where the second figure holds.
  const parts = clauses(afterLead)
  let first = parts.findIndex(hasFigure)
  const last = parts.length - 1 - [...parts].reverse().findIndex(hasFigure)
  // With the year it holds for: « En 2017, une voiture particulière payait 24 000 Ar ».
  while (first > 0 && hasNumber(parts[first - 1]!)) first--
  const kept = first >= 0 && last < parts.length ? parts.slice(first, last + 1) : []
  const turns = parts.slice(last + 1).some((part) => TURN.test(part))
  if (kept.length && kept.length < parts.length && !turns) options.push({ text: joinClauses(kept), loss: 4 })
  // Cuts after the required figure: « Déposez le dossier complet 15 à 20 jours avant la date… »
  // says what the figure is; the figure alone (« 15 à 20 jours… ») would not.
  options.push(...cuts(plain, FACT_CUT, { keep: required ?? undefined }))
  // The required figure's own clause, then the figure alone: each figure they drop (the other
  // cases: « 50 000 Ar pour un candidat libre ») weighs on top.
  if (required) {
    const dropped = (text: string) => figures(plain).length - figures(text).length
    const own = parts.find((part) => part.includes(required))
    if (own && parts.length > 1) options.push({ text: more(capital(own)), loss: 30 + FACT_CUT.figure * dropped(own) })
    options.push({ text: more(required), loss: 60 + FACT_CUT.figure * dropped(required) })
  }
  const seen = new Set<string>()
  return options
    .map((o) => ({ ...o, text: tidy(o.text) }))
    .filter((o) => o.text && (!required || o.text.includes(required)) && !seen.has(o.text) && Boolean(seen.add(o.text)))
}

/** The sentence that carries a figure, else the first; `figure` itself when the text does not write it. */
function factOptions(text: string, figure: string | null): Rendering[] {
  const all = sentences(text)
  if (figure) {
    const own = all.find((s) => s.includes(figure))
    if (own) return sentenceOptions(own, figure)
    // The sentence does not write it (an older text): the figure first, then the sentence.
    const first = all[0]
    return first ? sentenceOptions(`${figure}. ${first}`, figure) : [{ text: figure, loss: 0 }]
  }
  return all[0] ? sentenceOptions(all[0], null) : []
}

/** The structured amount and delay as the channels write them (GSM-7). */
export function structuredFigures(guide: Guide): { amount: string | null; delay: string | null } {
  return {
    amount: !guide.cost.free && typeof guide.cost.amountAriary === 'number' ? toGsm7(formatAriary(guide.cost.amountAriary)) : null,
    delay: guide.delay ? toGsm7(formatDelay(guide.delay, guide.lang)) : null,
  }
}

/** Cost, delay and where to go, each with its renderings, for one guide in its language. */
export function guideFacts(guide: Guide): { cost: FactPart; delay: FactPart; where: FactPart } {
  const t = getDictionary(guide.lang).sms
  const gsm = (text: string) => tidy(toGsm7(text.replace(/\s+/g, ' ').trim(), guide.lang))
  const mark = (part: Guide['unconfirmed'][number]) => (guide.unconfirmed.includes(part) ? ` (${toGsm7(t.unconfirmed)})` : '')
  const { amount, delay } = structuredFigures(guide)

  let cost: Rendering[]
  const details = gsm(guide.cost.details)
  if (guide.cost.free) {
    // Free means free: nobody may ask the citizen to pay; that sentence is never cut.
    const free = toGsm7(guide.cost.othersPay ? t.freeProcedure : t.freeStrict)
    const detail = factOptions(details, null).filter((o) => !o.text.startsWith(free))
    cost = [...detail.map((o) => ({ text: `${free}. ${o.text}`, loss: o.loss })), { text: more(free), loss: 12 }]
  } else cost = factOptions(details, amount)

  const delayText = gsm(guide.processingTime)
  const delayOptions = delayText ? factOptions(delayText, delay) : delay ? [{ text: delay, loss: 0 }] : []

  const where = sentences(gsm(guide.whereToApply))[0] ?? ''
  const whereOptions = where ? [{ text: where, loss: 0 }, { text: withoutAsides(where), loss: 1 }, ...cuts(withoutAsides(where), WHERE_CUT, { count: 10 }), { text: '', loss: WHERE_LEFT_OUT }] : []

  return {
    cost: { label: toGsm7(t.cost), mark: mark('cost'), options: cost },
    delay: { label: toGsm7(t.delay), mark: mark('processingTime'), options: delayOptions },
    where: { label: toGsm7(t.where), mark: mark('whereToApply'), options: whereOptions },
  }
}

/** The guide's name: whole, else without its aside (« (bulletin no 3) »); cut only beyond 80 characters. */
export function titleOptions(guide: Guide): Rendering[] {
  const title = tidy(toGsm7(guide.title.replace(/\s+/g, ' ').trim(), guide.lang))
  const options = [{ text: title, loss: 0 }, { text: withoutAsides(title), loss: 6 }, ...(gsm7Length(title) > 80 ? cuts(withoutAsides(title), { base: 20, inside: 0, turn: 0, figure: 10, share: 10 }, { min: 40, count: 4 }) : [])]
  return options.filter((o, i) => options.findIndex((other) => other.text === o.text) === i)
}

/** « Label (à confirmer): text. » */
export function renderPart(part: Pick<FactPart, 'label' | 'mark'>, text: string): string {
  return tidy(`${part.label}${part.mark}: ${/[.!?]$/.test(text) ? text : `${text}.`}`)
}

/**
 * The renderings to use, one per part (a part may have several to choose from, or none), that fit
 * `room` once joined by `join` characters with the least loss (among equals, the longest); null
 * when even the poorest do not fit. A small knapsack over lengths: parts × room × renderings steps.
 */
export function leastLoss(parts: Rendering[][], room: number, join = 1): number[] | null {
  // Each non-empty rendering pays for one joint; the first one's joint is given back in the room.
  const limit = room + join
  const sizes = parts.map((options) => options.map((o) => (o.text ? gsm7Length(o.text) + join : 0)))
  // loss[i][length]: the least loss of parts before i taking `length`; pick[i][length]: the rendering of part i - 1 then.
  let loss: number[] = new Array(limit + 1).fill(Infinity)
  loss[0] = 0
  const picks: Int16Array[] = []
  for (let i = 0; i < parts.length; i++) {
    const next: number[] = new Array(limit + 1).fill(Infinity)
    const pick = new Int16Array(limit + 1).fill(-1)
    for (let length = 0; length <= limit; length++) {
      if (loss[length] === Infinity) continue
      if (parts[i]!.length === 0) {
        if (loss[length]! < next[length]!) next[length] = loss[length]!
        continue
      }
      parts[i]!.forEach((option, k) => {
        const total = length + sizes[i]![k]!
        const value = loss[length]! + option.loss
        if (total <= limit && value < next[total]!) {
          next[total] = value
          pick[total] = k
        }
      })
    }
    picks.push(pick)
    loss = next
  }
  let end = -1
  for (let length = 0; length <= limit; length++) if (loss[length]! < Infinity && (end < 0 || loss[length]! <= loss[end]!)) end = length
  if (end < 0) return null
  const chosen: number[] = []
  for (let i = parts.length - 1; i >= 0; i--) {
    const k = picks[i]![end]!
    chosen[i] = k
    if (k >= 0) end -= sizes[i]![k]!
  }
  return chosen
}
