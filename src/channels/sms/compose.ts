/**
 * The SMS presenter: a guide (src/model/guide.ts) and the other answers as text for a basic
 * phone, in GSM-7 and at most 2 parts (306 characters), composed to fit — shorter sentences
 * first, then "..." and a follow-up number — so that no gateway ever cuts them. Pure functions.
 */
import { format, formatAriary, type Dictionary } from '@/i18n'
import { cutToFit, gsm7Length, SMS_MAX_CHARS, toGsm7, wordPages } from '@/gsm'
import { stepFigures } from '../stepFigures'
import { documentLine } from '@/model/documents'
import type { FlowQuestion } from '@/model/flow'
import type { Guide } from '@/model/guide'
import { firstSentence } from '@/model/text'

export type SmsTexts = Dictionary['sms']
export type GuidePart = 'documents' | 'steps' | 'where'

/** Any text as it goes out: GSM-7, one line of plain spaces, at most 2 parts. */
export function finalize(text: string, max = SMS_MAX_CHARS): string {
  return cutToFit(toGsm7(text.replace(/\s+/g, ' ').trim()), max)
}

type Line = { label: string; body: string; mark: string }

function costLine(guide: Guide, t: SmsTexts): Line {
  // Free means free: nobody may ask the citizen to pay; a cost that falls on someone else (an employer) is not hidden.
  const headline = guide.cost.free ? (guide.cost.othersPay ? t.freeProcedure : t.freeStrict) : typeof guide.cost.amountAriary === 'number' ? formatAriary(guide.cost.amountAriary) : ''
  const detail = firstSentence(guide.cost.details)
  return { label: t.cost, body: [headline, headline && detail.startsWith(headline) ? '' : detail].filter(Boolean).join('. '), mark: guide.unconfirmed.includes('cost') ? ` (${t.unconfirmed})` : '' }
}

function line(label: string, text: string, unconfirmed: boolean, t: SmsTexts): Line {
  return { label, body: firstSentence(text), mark: unconfirmed ? ` (${t.unconfirmed})` : '' }
}

/** "Label: body (mark)." with the body cut to `max` characters when given; the mark always kept. */
function render(l: Line, max?: number): string {
  const body = toGsm7(l.body).replace(/[.]$/, '')
  const fixed = `${toGsm7(l.label)}: ${toGsm7(l.mark)}.`
  return `${toGsm7(l.label)}: ${max === undefined ? body : cutToFit(body, Math.max(8, max - gsm7Length(fixed)))}${toGsm7(l.mark)}.`
}

/**
 * The answer to a question about a guide: its name, then what matters most — cost, delay, where
 * to go — then the follow-ups. The editor's own SMS text replaces the composed one when given.
 */
export function guideReply(guide: Guide, t: SmsTexts, smsText?: string | null, withFlow = false): string {
  const menu = toGsm7(withFlow ? `${t.menu} ${t.flowMenu}` : t.menu)
  const room = SMS_MAX_CHARS - gsm7Length(menu) - 1
  if (smsText && smsText.trim()) return `${cutToFit(toGsm7(smsText.replace(/\s+/g, ' ').trim()), room)} ${menu}`
  const title = cutToFit(toGsm7(guide.title), 80)
  const lines = [costLine(guide, t), line(t.delay, guide.processingTime, guide.unconfirmed.includes('processingTime'), t), line(t.where, guide.whereToApply, guide.unconfirmed.includes('whereToApply'), t)]
  const body = (texts: string[]) => `${title}. ${texts.join(' ')}`
  // Whole first sentences when they fit; else each part gets its share of the room, cut with "...".
  let text = body(lines.map((l) => render(l)))
  if (gsm7Length(text) > room) {
    const available = room - gsm7Length(title) - 2 - lines.length
    const whole = lines.map((l) => gsm7Length(render(l)))
    const shares = [0.4, 0.25, 0.35].map((share) => Math.floor(available * share))
    // A part shorter than its share gives the rest to the others.
    const spare = whole.reduce((sum, length, i) => sum + Math.max(0, shares[i]! - length), 0)
    const longOnes = whole.filter((length, i) => length > shares[i]!).length || 1
    text = body(lines.map((l, i) => (whole[i]! <= shares[i]! ? render(l) : render(l, shares[i]! + Math.floor(spare / longOnes)))))
  }
  return `${cutToFit(text, room)} ${menu}`
}

/** A numbered list that fits: as many items as the room allows, from `from`. */
function listPage(items: string[], from: number, room: number): { text: string; next: number | null } {
  let text = ''
  let i = from
  for (; i < items.length; i++) {
    const item = `${i + 1}) ${toGsm7(items[i]!.replace(/\s+/g, ' ').trim())}${i + 1 < items.length ? ';' : '.'}`
    const candidate = text ? `${text} ${item}` : item
    if (gsm7Length(candidate) > room) {
      // Nothing fits yet: the item itself is cut.
      if (!text) return { text: cutToFit(item, room), next: i + 1 < items.length ? i + 1 : null }
      break
    }
    text = candidate
  }
  return { text, next: i < items.length ? i : null }
}

/**
 * One part of a guide asked for by its number (1 documents, 2 steps, 3 where to go), from item
 * `from`; `next` is where the following "5 Suite" starts, or null when everything was sent.
 */
export function partReply(guide: Guide, part: GuidePart, t: SmsTexts, from = 0, phones: string[] = []): { text: string; next: number | null } {
  const more = toGsm7(t.more)
  const menu = toGsm7(t.menu)
  if (part === 'where') {
    const head = `${toGsm7(t.whereTitle)} (${toGsm7(guide.title)}): `
    const phoneLine = phones.length ? ` ${toGsm7(t.phone)} ${phones.slice(0, 2).join(', ')}.` : ''
    const mark = guide.unconfirmed.includes('whereToApply') ? ` (${toGsm7(t.unconfirmed)})` : ''
    const room = SMS_MAX_CHARS - gsm7Length(head) - gsm7Length(phoneLine) - gsm7Length(mark) - gsm7Length(menu) - 2
    return { text: `${head}${cutToFit(toGsm7(guide.whereToApply.replace(/\s+/g, ' ').trim()), room)}${mark}${phoneLine} ${menu}`, next: null }
  }
  const flag = (unsure: string | null) => (unsure ? ` (${t.unconfirmed})` : '')
  // Each line with its quantity and form; each step with its own fee and time when known.
  const items =
    part === 'documents'
      ? guide.documents.map((d) => `${documentLine(guide.lang, d)}${flag(d.unsure)}`)
      : guide.steps.map((s) => {
          const facts = stepFigures(s, guide.lang, t.free)
          return `${s.title}${facts.length ? ` (${facts.join(', ')})` : ''}${flag(s.unsure)}`
        })
  const label = part === 'documents' ? t.documents : t.steps
  const mark = part === 'documents' && guide.unconfirmed.includes('documents') ? ` (${t.unconfirmed})` : ''
  const head = toGsm7(`${label}${mark}: `)
  const footer = ` ${more} ${menu}`
  const page = listPage(items, from, SMS_MAX_CHARS - gsm7Length(head) - gsm7Length(footer))
  return { text: `${head}${page.text}${page.next === null ? ` ${menu}` : footer}`, next: page.next }
}

/** Several guides match: a short numbered choice. */
export function choiceReply(titles: string[], t: SmsTexts): string {
  const list = titles.map((title, i) => `${i + 1} ${title}`).join(', ')
  return finalize(format(t.choose, { list }))
}

/** The emergency numbers in one SMS. */
export function emergencyReply(numbers: { label: string; number: string }[], t: SmsTexts): string {
  const list = numbers.map((n) => `${n.label} ${n.number}`).join(', ')
  return finalize(`${t.emergency}: ${list}.`, 160)
}

/** A question of a flow: the question, its numbered answers, how to answer and go back. */
export function flowQuestionReply(title: string, question: FlowQuestion, t: SmsTexts, first: boolean): string {
  const answers = question.answers.map((answer, i) => `${i + 1} ${answer.short ?? answer.label}`).join(', ')
  const back = first ? '' : ` ${t.flowBack}`
  return finalize(`${cutToFit(toGsm7(title), 60)}: ${question.short ?? question.text} ${answers}. ${t.flowAnswer}${back}`)
}

/** A long text in messages of at most 2 parts, cut between words: page `page` of them. */
export function textPage(text: string, page: number, room: number): { text: string; pages: number } {
  const pages = wordPages(text, room)
  return { text: pages[Math.min(Math.max(0, page), pages.length - 1)] ?? '', pages: pages.length }
}
