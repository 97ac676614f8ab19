/**
 * Reminders on the web (/{lang}/rappels/, issue 42): an event and its day, then either a calendar
 * file (.ics: no number, nothing kept) or reminders by SMS for a mobile number confirmed with a
 * code sent to it — the same code, ceilings and tries as the alerts' number form (src/alerts/web.ts,
 * ADR 21): codes in all (`ALERT_PHONE_CODE_LIMIT`), one client's share, 3 a day per number, 5
 * wrong codes an hour per number. Nothing is stored before the code is typed: the request travels
 * sealed in the code form.
 */
import { randomInt } from 'node:crypto'

import type { Payload } from 'payload'

import { PHONE_CODE_VALID_MINUTES, codeMatches, seal, unseal } from '@/alerts/links'
import { dialled, mobileNumber, spaced } from '@/alerts/phone'
import type { SmsSend } from '@/alerts/sender'
import { PHONE_CODES_PER_DAY, PHONE_CODE_TRIES, PHONE_CODE_TRIES_WINDOW_S, phoneCodesInAll, phoneCodesPerClient } from '@/alerts/web'
import { toGsm7 } from '@/gsm'
import { countEvent } from '@/http/instance'
import { format, getDictionary, isLocale, type Locale } from '@/i18n'
import { attempt, attemptAll, forget, minutesToWait, peek } from '@/security/limits'

import { reminderFacts } from './compose'
import { parseGivenDay, today } from './dates'
import { guideFor, publishedEvents } from './events'
import { reminderCalendar } from './ics'
import { deadlineDay, upcoming, type ReminderEvent } from './plan'
import { planFor } from './sms'
import { MAX_PLANS } from './store'

export type RemindersField = 'event' | 'date' | 'phone' | 'code'
export type RemindersError = 'eventUnknown' | 'dateRequired' | 'dateInvalid' | 'yearInvalid' | 'dateFuture' | 'datePast' | 'phoneRequired' | 'phoneInvalid' | 'codeRequired' | 'codeWrong' | 'tooMany' | 'noDeadline'
export type RemindersValues = { event: string; date: string; phone: string }

export type RemindersPageState =
  | { kind: 'invalid'; values: RemindersValues; errors: Partial<Record<RemindersField, RemindersError>> }
  | { kind: 'smsOff' | 'unavailable'; values: RemindersValues }
  | { kind: 'codesBusy' | 'triesExhausted'; minutes: number; values: RemindersValues }
  | { kind: 'codeSent'; token: string; phone: string; error?: 'codeRequired' | 'codeWrong' }
  | { kind: 'codeExpired' }
  | { kind: 'confirmed'; event: string; days: string; date: string }
  | { kind: 'nothingLeft'; date: string }

export const remindersStatus: Record<RemindersPageState['kind'], number> = { invalid: 422, smsOff: 422, unavailable: 503, codesBusy: 429, triesExhausted: 429, codeSent: 200, codeExpired: 400, confirmed: 200, nothingLeft: 200 }
export const remindersStatusOf = (state: RemindersPageState) => (state.kind === 'codeSent' && state.error ? 422 : remindersStatus[state.kind])
export const remindersRetryAfter = (state: RemindersPageState) => (state.kind === 'codesBusy' || state.kind === 'triesExhausted' ? state.minutes * 60 : null)

/** A calendar file to give back (not a page). */
export type CalendarFile = { kind: 'calendar'; file: string; name: string }

const tries = { points: PHONE_CODE_TRIES, durationS: PHONE_CODE_TRIES_WINDOW_S }

type Asked = { event: ReminderEvent; anchor: string } | { errors: Partial<Record<RemindersField, RemindersError>> }

/** The event and day posted, checked as the SMS keyword's are. */
async function readAsked(payload: Payload, form: URLSearchParams, values: RemindersValues, now: Date): Promise<Asked> {
  const event = /^\d{1,9}$/.test(values.event) ? (await publishedEvents(payload)).find((e) => e.id === Number(values.event)) : undefined
  if (!event) return { errors: { event: 'eventUnknown' } }
  if (event.given === 'none') return { event, anchor: today(now) }
  if (!values.date) return { errors: { date: 'dateRequired' } }
  const day = parseGivenDay(values.date, event.given, event.direction, now)
  if (!day.ok) return { errors: { date: day.error === 'format' ? (event.given === 'year' ? 'yearInvalid' : 'dateInvalid') : day.error === 'future' ? 'dateFuture' : 'datePast' } }
  return { event, anchor: day.day }
}

const valuesOf = (form: URLSearchParams): RemindersValues => ({ event: (form.get('evenement') ?? '').trim().slice(0, 12), date: (form.get('date') ?? '').trim().slice(0, 20), phone: (form.get('phone') ?? '').trim().slice(0, 40) })

/** The calendar file for the event and day posted (nothing stored, no number asked). */
export async function calendarFor(payload: Payload, lang: Locale, form: URLSearchParams, now = new Date()): Promise<CalendarFile | RemindersPageState> {
  const values = valuesOf(form)
  const asked = await readAsked(payload, form, values, now)
  if ('errors' in asked) return { kind: 'invalid', values, errors: asked.errors }
  const guide = await guideFor(payload, lang, asked.event.guideId)
  const deadline = deadlineDay(asked.event, guide?.deadline ?? null, asked.anchor, now)
  if (!deadline) return { kind: 'invalid', values, errors: { event: 'noDeadline' } }
  const facts = reminderFacts(guide, guide?.deadline ?? null, deadline, asked.event.documentsGroup[lang], lang)
  const file = reminderCalendar(asked.event, lang, asked.anchor, deadline, upcoming(asked.event, deadline, now), facts, now)
  return { kind: 'calendar', file, name: `${asked.event.keywords[lang].toLowerCase()}-${deadline}.ics` }
}

/** The SMS carrying the code: GSM-7, one part. */
export const reminderCodeSms = (lang: Locale, code: string) => toGsm7(format(getDictionary(lang).reminders.codeSms, { code, minutes: String(PHONE_CODE_VALID_MINUTES) }))

/** Reminders by SMS for a number typed: a code sent to it within the ceilings, the request sealed in the code form. */
export async function requestReminders(payload: Payload, lang: Locale, form: URLSearchParams, sendSms: SmsSend | null, client: string, now = new Date()): Promise<RemindersPageState> {
  const values = valuesOf(form)
  const asked = await readAsked(payload, form, values, now)
  const national = mobileNumber(values.phone)
  const errors = 'errors' in asked ? { ...asked.errors } : {}
  if (!values.phone) errors.phone = 'phoneRequired'
  else if (!national) errors.phone = 'phoneInvalid'
  if ('errors' in asked || !national || errors.phone) return { kind: 'invalid', values, errors }
  if (!sendSms) return { kind: 'smsOff', values }
  const used = await peek('alert-code-tries', tries, national)
  if (used.consumed >= PHONE_CODE_TRIES) return { kind: 'triesExhausted', minutes: minutesToWait(used.msBeforeNext), values }
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
  const token = seal('reminder-phone', { p: national, e: asked.event.id, d: asked.anchor, l: lang, a: now.getTime(), c: code })
  // The same ceilings as the alerts' codes (one budget for every code the portal sends).
  const allowed = await attemptAll([
    { name: 'alert-code-all', spec: phoneCodesInAll(), key: 'all' },
    { name: 'alert-code-client', spec: phoneCodesPerClient(), key: client },
    { name: 'alert-code-number', spec: { points: PHONE_CODES_PER_DAY, durationS: 86_400 }, key: national },
  ])
  if (!allowed.ok) {
    if (allowed.refusedBy === 'alert-code-number') return { kind: 'codeSent', token, phone: spaced(national) }
    return { kind: 'codesBusy', minutes: minutesToWait(allowed.waitMs), values }
  }
  const outcome = await sendSms({ to: dialled(national), text: reminderCodeSms(lang, code), id: 0 })
  if (outcome.kind === 'sent' || outcome.kind === 'interrupted') {
    countEvent('reminders', 'code')
    return { kind: 'codeSent', token, phone: spaced(national) }
  }
  await allowed.giveBack()
  payload.logger.warn({ msg: 'reminder code SMS not sent', outcome: outcome.kind, detail: outcome.detail })
  return { kind: 'unavailable', values }
}

/** The code typed: the reminders planned for the number, in the language of the request. */
export async function confirmReminders(payload: Payload, lang: Locale, form: URLSearchParams, now = new Date()): Promise<RemindersPageState> {
  const token = (form.get('t') ?? '').slice(0, 2_000)
  const data = unseal('reminder-phone', token)
  const fresh = typeof data?.a === 'number' && now.getTime() - data.a >= -60_000 && now.getTime() - data.a <= PHONE_CODE_VALID_MINUTES * 60_000
  if (!data || !fresh || typeof data.p !== 'string' || typeof data.e !== 'number' || typeof data.d !== 'string' || typeof data.c !== 'string' || typeof data.l !== 'string' || !isLocale(data.l)) return { kind: 'codeExpired' }
  const shown = { kind: 'codeSent' as const, token, phone: spaced(data.p) }
  const typed = (form.get('code') ?? '').trim()
  if (!typed) return { ...shown, error: 'codeRequired' }
  const wait = await attempt('alert-code-tries', tries, data.p)
  if (wait > 0) return { kind: 'triesExhausted', minutes: minutesToWait(wait), values: { event: String(data.e), date: '', phone: shown.phone } }
  if (!codeMatches(data.c, typed)) return { ...shown, error: 'codeWrong' }
  await forget('alert-code-tries', tries, data.p)
  const event = (await publishedEvents(payload)).find((e) => e.id === data.e)
  const values = { event: String(data.e), date: '', phone: shown.phone }
  if (!event) return { kind: 'invalid', values, errors: { event: 'eventUnknown' } }
  const requestLang = data.l
  const planned = await planFor(payload, { kind: 'plan', event, lang: requestLang, anchor: data.d }, dialled(data.p), 'web', now)
  if (planned.kind === 'noDeadline') return { kind: 'invalid', values, errors: { event: 'noDeadline' } }
  if (planned.kind === 'tooMany') return { kind: 'invalid', values, errors: { phone: 'tooMany' } }
  if (planned.kind === 'now') return { kind: 'nothingLeft', date: planned.date }
  return { kind: 'confirmed', event: event.title[lang] || event.title.fr, days: planned.days, date: planned.date }
}

export { MAX_PLANS }
