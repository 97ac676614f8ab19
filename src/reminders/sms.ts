/**
 * Reminders by SMS for one number (issue 42): `TERAKA 12/03` / `NAISSANCE 12/03` (a published
 * event's keyword in either language and the day, or nothing for today when the event allows it)
 * plans the reminders and answers with their days; `LISTE` / `LISITRA` lists the plans; `STOP` /
 * `AJANONY` erases them. The conversation (src/channels/sms/conversation.ts) routes to it. A
 * keyword followed by words without a date (`PASSEPORT perdu`) is left to the rest of the
 * conversation. Answers in the keyword's language, GSM-7, at most 2 SMS.
 */
import type { Payload } from 'payload'

import { cutToFit, SMS_MAX_CHARS, toGsm7 } from '@/gsm'
import { format, getDictionary, type Locale } from '@/i18n'

import { composeReminder, reminderFacts } from './compose'
import { formatDay, formatShortDay, parseGivenDay, today } from './dates'
import { eventById, guideFor, publishedEvents } from './events'
import { reminderKeyword } from './keywords'
import { currentStep, deadlineDay, upcoming, type ReminderEvent, type Scheduled } from './plan'
import { eraseReminders, MAX_PLANS, planReminders, plansOf } from './store'

const out = (text: string) => cutToFit(toGsm7(text.replace(/\s+/g, ' ').trim()), SMS_MAX_CHARS)

/** « 22/03, 06/04 et 10/04 » in a language. */
export function daysList(days: string[], lang: Locale): string {
  const short = days.map(formatShortDay)
  return short.length <= 1 ? (short[0] ?? '') : `${short.slice(0, -1).join(', ')}${getDictionary(lang).reminders.and}${short.at(-1)}`
}

export type ReminderRequest =
  | { kind: 'plan'; event: ReminderEvent; lang: Locale; anchor: string }
  | { kind: 'error'; event: ReminderEvent; lang: Locale; error: 'format' | 'future' | 'past'; given: string }

/** What an SMS asks of reminders, or null when its first word is no published event's keyword (or no date follows where one is needed). */
export function readRequest(input: string, events: ReminderEvent[], now: Date): ReminderRequest | null {
  const [first = '', ...rest] = input.trim().split(/\s+/)
  const word = reminderKeyword(first)
  if (!word) return null
  const event = events.find((e) => e.keywords.fr === word || e.keywords.mg === word)
  if (!event) return null
  const lang: Locale = event.keywords.mg === word && event.keywords.fr !== word ? 'mg' : 'fr'
  const given = rest.join(' ').slice(0, 30)
  // Nothing to give: the keyword alone (`IMPOT synthetique` stays a question for the guides).
  if (event.given === 'none') return given ? null : { kind: 'plan', event, lang, anchor: today(now) }
  if (!given) return event.todayWhenMissing ? { kind: 'plan', event, lang, anchor: today(now) } : null
  if (!/\d/.test(given)) return null
  const day = parseGivenDay(given, event.given, event.direction, now)
  return day.ok ? { kind: 'plan', event, lang, anchor: day.day } : { kind: 'error', event, lang, error: day.error, given }
}

export type ReminderSms = {
  /** The answer to a reminder keyword, or null when the SMS is not one. */
  handle: (input: string) => Promise<{ reply: string; lang: Locale } | null>
  /** The number's plans (LISTE), or null when it has none. */
  list: (lang: Locale) => Promise<string | null>
  /** STOP: every plan of the number erased; how many. */
  erase: () => Promise<number>
}

/** What is planned for an event and a day, and the answer that says so (SMS or web). */
export async function planFor(payload: Payload, request: Extract<ReminderRequest, { kind: 'plan' }>, number: string, source: 'sms' | 'web', now: Date) {
  const { event, lang, anchor } = request
  const guide = await guideFor(payload, lang, event.guideId)
  const deadline = deadlineDay(event, guide?.deadline ?? null, anchor, now)
  if (!deadline) return { kind: 'noDeadline' as const }
  const steps: Scheduled[] = upcoming(event, deadline, now)
  const facts = reminderFacts(guide, guide?.deadline ?? null, deadline, event.documentsGroup[lang], lang)
  const unconfirmed = getDictionary(lang).sms.unconfirmed
  const date = `${formatDay(deadline)}${facts.deadlineUnsure ? ` (${unconfirmed})` : ''}`
  if (steps.length === 0) {
    const step = currentStep(event, deadline, now)
    return { kind: 'now' as const, deadline, date, text: step === null ? null : composeReminder(event.reminders[step]!.text[lang], facts, unconfirmed) }
  }
  const result = await planReminders(payload, { eventId: event.id, number, lang, source, anchor, steps, now })
  return { kind: result, deadline, date, days: daysList(steps.map((s) => s.day), lang) }
}

export function reminderSms(payload: Payload, number: string, clock: () => Date = () => new Date()): ReminderSms {
  return {
    handle: async (input) => {
      const now = clock()
      const request = readRequest(input, await publishedEvents(payload), now)
      if (!request) return null
      const { event, lang } = request
      const t = getDictionary(lang).reminders
      const keyword = event.keywords[lang]
      if (request.kind === 'error') {
        const text = request.error === 'format' ? (event.given === 'year' ? t.badYear : t.badDate) : request.error === 'future' ? t.future : t.past
        return { reply: out(format(text, { keyword, given: request.given })), lang }
      }
      const planned = await planFor(payload, request, number, 'sms', now)
      const title = event.title[lang] || event.title.fr
      if (planned.kind === 'noDeadline') return { reply: out(format(t.noDeadline, { event: title })), lang }
      if (planned.kind === 'now') return { reply: out(planned.text ?? format(t.nothingLeft, { date: planned.date })), lang }
      if (planned.kind === 'tooMany') return { reply: out(format(t.tooMany, { max: MAX_PLANS })), lang }
      return { reply: out(format(planned.kind === 'already' ? t.already : t.scheduled, { days: planned.days, event: title, date: planned.date })), lang }
    },
    list: async (lang) => {
      const plans = await plansOf(payload, number)
      if (plans.length === 0) return null
      const t = getDictionary(lang).reminders
      const items: string[] = []
      for (const plan of plans) {
        const event = await eventById(payload, plan.eventId)
        const days = plan.due.map((d) => today(d))
        items.push(format(t.listItem, { event: event?.title[lang] || event?.title.fr || '?', days: daysList(days, lang) }))
      }
      return out(format(t.list, { list: items.join('; ') }))
    },
    erase: () => eraseReminders(payload, number, clock()),
  }
}
