/**
 * The SMS presenter: a guide (src/model/guide.ts) and the other answers as text for a basic
 * phone, in GSM-7 and at most 2 parts (306 characters), composed to fit — shorter sentences
 * first, then "..." and a follow-up number — so that no gateway ever cuts them. Pure functions.
 */
import { format, type Dictionary, type Locale } from '@/i18n'
import { cutToFit, gsm7Length, SMS_MAX_CHARS, tidy, toGsm7, wordPages } from '@/gsm'
import { emergencyLines, type EmergencyNumber } from '../emergencyText'
import { guideFacts, leastLoss, renderPart, titleOptions, withoutAsides } from '../facts'
import { stepFigures } from '../stepFigures'
import { documentLine } from '@/model/documents'
import type { FlowQuestion } from '@/model/flow'
import type { Guide } from '@/model/guide'

export type SmsTexts = Dictionary['sms']
export type GuidePart = 'documents' | 'steps' | 'where'

/** Any text as it goes out: GSM-7, one line of plain spaces, at most 2 parts. */
export function finalize(text: string, max = SMS_MAX_CHARS, lang?: Locale): string {
  return cutToFit(toGsm7(text.replace(/\s+/g, ' ').trim(), lang), max)
}

/**
 * The answer to a question about a guide: its name, then what matters most — cost, delay, where
 * to go — then the follow-ups, in at most 2 SMS. The structured amount and delay are always there,
 * whole, with the sentence that says for whom; what is shortened is chosen to lose least
 * (src/channels/facts.ts). The editor's own SMS text replaces the composed one when given.
 */
export function guideReply(guide: Guide, t: SmsTexts, smsText?: string | null, withFlow = false): string {
  const menu = toGsm7(withFlow ? `${t.menu} ${t.flowMenu}` : t.menu)
  const room = SMS_MAX_CHARS - gsm7Length(menu) - 1
  // The editor's own words, as previewed in the admin (only made GSM-7).
  if (smsText && smsText.trim()) return `${cutToFit(toGsm7(smsText.replace(/\s+/g, ' ').trim(), guide.lang), room)} ${menu}`
  const facts = guideFacts(guide)
  const parts = [facts.cost, facts.delay, facts.where]
  const options = [
    titleOptions(guide).map((o) => ({ ...o, text: `${o.text.replace(/[.]$/, '')}.` })),
    // An empty rendering leaves the part out (where to go, then said by `3`).
    ...parts.map((part) => part.options.map((o) => ({ ...o, text: o.text && renderPart(part, o.text) }))),
  ]
  const picks = leastLoss(options, room)
  // Nothing fits (a title and parts far beyond the norms): the poorest of each, cut as a whole.
  const chosen = options.map((list, i) => list[picks ? picks[i]! : list.length - 1]?.text ?? '').filter(Boolean)
  return `${cutToFit(tidy(chosen.join(' ')), room)} ${menu}`
}

/** A numbered list that fits: as many items as the room allows, from `from`. */
function listPage(items: string[], from: number, room: number, lang: Locale): { text: string; next: number | null } {
  let text = ''
  let i = from
  for (; i < items.length; i++) {
    const item = `${i + 1}) ${toGsm7(items[i]!.replace(/\s+/g, ' ').trim(), lang)}${i + 1 < items.length ? ';' : '.'}`
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
    const head = `${toGsm7(t.whereTitle)} (${toGsm7(guide.title, guide.lang)}): `
    const phoneLine = phones.length ? ` ${toGsm7(t.phone)} ${phones.slice(0, 2).join(', ')}.` : ''
    const mark = guide.unconfirmed.includes('whereToApply') ? ` (${toGsm7(t.unconfirmed)})` : ''
    const room = SMS_MAX_CHARS - gsm7Length(head) - gsm7Length(phoneLine) - gsm7Length(mark) - gsm7Length(menu) - 2
    return { text: `${head}${cutToFit(toGsm7(guide.whereToApply.replace(/\s+/g, ' ').trim(), guide.lang), room)}${mark}${phoneLine} ${menu}`, next: null }
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
  const page = listPage(items, from, SMS_MAX_CHARS - gsm7Length(head) - gsm7Length(footer), guide.lang)
  return { text: `${head}${page.text}${page.next === null ? ` ${menu}` : footer}`, next: page.next }
}

/**
 * Several guides match: a numbered choice that fits, whole titles first, then titles without their
 * asides, then fewer of them — a title is never cut, nor a number separated from its title.
 */
export function choiceReply(titles: string[], t: SmsTexts, lang?: Locale): string {
  const frame = (list: string[]) => tidy(toGsm7(format(t.choose, { list: list.map((title, i) => `${i + 1} ${title}`).join(', ') }), lang))
  const plain = titles.map((title) => withoutAsides(toGsm7(title, lang)))
  for (let count = titles.length; count >= 1; count--) {
    for (const list of [titles.slice(0, count), plain.slice(0, count)]) {
      const text = frame(list)
      if (gsm7Length(text) <= SMS_MAX_CHARS) return text
    }
  }
  return finalize(frame(plain.slice(0, 1)))
}

/**
 * Every emergency number of the site's directory, number first, in at most 2 SMS: labels are
 * shortened as far as needed (src/channels/emergencyText.ts), numbers never.
 */
export function emergencyReply(numbers: EmergencyNumber[], t: SmsTexts, lang: Locale): string {
  const head = `${toGsm7(t.emergency)}: `
  const lines = emergencyLines(numbers, lang, SMS_MAX_CHARS - gsm7Length(head) - 1, '; ')
  return `${head}${lines.join('; ')}.`
}

/** A question of a flow: the question, its numbered answers, how to answer and go back. */
export function flowQuestionReply(title: string, question: FlowQuestion, t: SmsTexts, first: boolean, lang?: Locale): string {
  const answers = question.answers.map((answer, i) => `${i + 1} ${answer.short ?? answer.label}`).join(', ')
  const back = first ? '' : ` ${t.flowBack}`
  return finalize(`${cutToFit(toGsm7(title, lang), 60)}: ${question.short ?? question.text} ${answers}. ${t.flowAnswer}${back}`, SMS_MAX_CHARS, lang)
}

/** A long text in messages of at most 2 parts, cut between words: page `page` of them. */
export function textPage(text: string, page: number, room: number, lang?: Locale): { text: string; pages: number } {
  const pages = wordPages(text, room, lang)
  return { text: pages[Math.min(Math.max(0, page), pages.length - 1)] ?? '', pages: pages.length }
}
