/**
 * Alerts on the web (/{lang}/alertes/): subscribing with double opt-in to regions'
 * emergency alerts (by e-mail, or by SMS for a number confirmed with a code sent to it) or to a
 * guide's major changes (/{lang}/alertes/?suivre=<guide>), confirming, unsubscribing. Nothing is
 * stored before the citizen confirms from the link or the code received (the request travels,
 * encrypted, in the link or the code form: src/alerts/links.ts). The confirmation e-mail is sent
 * at once (not queued): at most CONFIRM_MAILS_PER_DAY per mailbox (`victim+1@…` is `victim@…`),
 * within the ceilings on all citizen-triggered mail (src/security/citizenMail.ts), silently beyond
 * (the page says the same: the form cannot be used to flood someone's mailbox or to learn who
 * subscribed). Codes by SMS: see `requestPhoneSubscription`.
 */
import { randomInt } from 'node:crypto'

import type { Payload } from 'payload'

import { EMAIL_MAX_LENGTH } from '@/forms/contact/options'
import { EMAIL_PATTERN } from '@/forms/contact/validate'
import { toGsm7 } from '@/gsm'
import { countEvent } from '@/http/instance'
import { absoluteUrl, format, getDictionary, pathFor, type Locale } from '@/i18n'
import { takeCitizenMail } from '@/security/citizenMail'
import { attempt, attemptAll, forget, limitFromEnv, minutesToWait, peek, type LimitSpec } from '@/security/limits'

import { confirmMail } from './compose'
import { expiryOf } from './expiry'
import { CONFIRM_VALID_DAYS, PHONE_CODE_VALID_MINUTES, codeMatches, confirmToken, phoneToken, readConfirmToken, readPhoneToken, readRenewToken, readUnsubscribeToken } from './links'
import type { MailSend } from './mail'
import { dialled, mobileNumber, spaced } from './phone'
import { ALL_REGIONS, MAX_TOPICS, guideTopic, regionTopic } from './regions'
import { validRegions } from './send'
import type { SmsSend } from './sender'
import { eraseKey, renewKey, subscribe } from './store'

/** Confirmation e-mails a day to one mailbox (besides the ceilings on all citizen mail). */
export const CONFIRM_MAILS_PER_DAY = 3
/** Codes sent by SMS to one number a day (each SMS costs money, and nobody may flood a phone). */
export const PHONE_CODES_PER_DAY = 3
/**
 * Codes sent in all (`ALERT_PHONE_CODE_LIMIT`, max/seconds, default 200/3600): many addresses asking
 * codes for many numbers (SMS pumping) cost money; beyond, the page says to try later or to text ALERTE.
 */
export const phoneCodesInAll = (env: Record<string, string | undefined> = process.env) => limitFromEnv(env.ALERT_PHONE_CODE_LIMIT, { points: 200, durationS: 3600 })
/**
 * One client's share of the codes in all (`ALERT_PHONE_CODE_CLIENT_SHARE`, per cent, default 5: 10
 * of the default 200 an hour), over the same window: a few addresses can no longer spend everyone's
 * budget, and a citizen elsewhere still gets a code after one address spent its share (issue 38).
 */
export function phoneCodesPerClient(env: Record<string, string | undefined> = process.env): LimitSpec {
  const all = phoneCodesInAll(env)
  const asked = Number(env.ALERT_PHONE_CODE_CLIENT_SHARE || 5)
  const share = Number.isFinite(asked) && asked > 0 ? Math.min(asked, 100) : 5
  return { points: Math.max(1, Math.floor((all.points * share) / 100)), durationS: all.durationS }
}
/**
 * Wrong codes accepted for one number (however written) in PHONE_CODE_TRIES_WINDOW_S, whatever the
 * request (6 digits: 5 guesses in a million; asking a new code gives no new guesses).
 */
export const PHONE_CODE_TRIES = 5
export const PHONE_CODE_TRIES_WINDOW_S = 3600
const phoneCodeTries: LimitSpec = { points: PHONE_CODE_TRIES, durationS: PHONE_CODE_TRIES_WINDOW_S }

/** `guide`: the slug of the guide to follow (the follow form), with its `cadence`; `phone`: the SMS form's number. */
export type AlertFormValues = { email: string; regions: string[]; guide?: string; cadence?: string; phone?: string }
export type AlertFormError = 'emailRequired' | 'emailInvalid' | 'regionsRequired' | 'tooManyRegions' | 'cadenceRequired' | 'guideUnknown' | 'phoneRequired' | 'phoneInvalid' | 'codeRequired' | 'codeWrong'
export type AlertFormField = 'email' | 'regions' | 'cadence' | 'phone' | 'code'

/** What a confirmation is for: regions' names, or a guide's title and its cadence; `sms`: alerts by SMS. */
export type Subscribed = { regions: string[]; guide?: string; daily?: boolean; sms?: boolean }

export type AlertsPageState =
  | { kind: 'invalid'; values: AlertFormValues; errors: Partial<Record<AlertFormField, AlertFormError>> }
  | { kind: 'unavailable'; values: AlertFormValues }
  /** A number posted where the portal sends no SMS (an old page, a hand-made post): said plainly, not a fault. */
  | { kind: 'smsOff'; values: AlertFormValues }
  /** Codes by SMS past this client's share (`client`) or everyone's budget (`all`): try again in `minutes`, or text ALERTE. */
  | { kind: 'codesBusy'; scope: 'client' | 'all'; minutes: number; values: AlertFormValues }
  /** Too many wrong codes for this number: no code is sent nor checked for it for `minutes`. */
  | { kind: 'triesExhausted'; minutes: number; values: AlertFormValues }
  | { kind: 'sent'; email: string }
  | { kind: 'codeSent'; token: string; phone: string; error?: 'codeRequired' | 'codeWrong' }
  | { kind: 'codeExpired' }
  | ({ kind: 'confirm'; token: string } & Subscribed)
  | ({ kind: 'confirmed' } & Subscribed)
  | { kind: 'unsubscribe'; token: string }
  | { kind: 'unsubscribed' }
  | { kind: 'renew'; token: string }
  | { kind: 'renewed'; until: string }
  | { kind: 'badLink' }

/** HTTP status of a page's state: a wrong or missing code is refused (422) like a form's error. */
export const alertsStatusOf = (state: AlertsPageState): number => (state.kind === 'codeSent' && state.error ? 422 : alertsStatus[state.kind])

/**
 * HTTP status of each outcome (the page is the same, with its state). `unavailable` (503) is a
 * fault: the gateway or the mail server did not take the message. The ceilings are 429 with
 * `Retry-After` (`retryAfterOf`), and SMS not offered here is 422: expected states, not faults.
 */
export const alertsStatus: Record<AlertsPageState['kind'], number> = { invalid: 422, unavailable: 503, smsOff: 422, codesBusy: 429, triesExhausted: 429, sent: 200, codeSent: 200, codeExpired: 400, confirm: 200, confirmed: 200, unsubscribe: 200, unsubscribed: 200, renew: 200, renewed: 200, badLink: 400 }

/** Seconds for `Retry-After` when the state is a ceiling, else null. */
export const retryAfterOf = (state: AlertsPageState): number | null => (state.kind === 'codesBusy' || state.kind === 'triesExhausted' ? state.minutes * 60 : null)

const regionKeyOf = (topic: string) => topic.replace(/^region:/, '')

/** Region names for topics (« toutes les régions » for all), in the directory's order. */
export async function regionNames(payload: Payload, lang: Locale, topics: string[]): Promise<string[]> {
  const keys = topics.filter((t) => t.startsWith('region:')).map(regionKeyOf)
  if (keys.includes(ALL_REGIONS)) return [getDictionary(lang).alertMail.all]
  if (keys.length === 0) return []
  const { docs } = await payload.find({ collection: 'regions', where: { key: { in: keys } }, depth: 0, limit: 50, pagination: false, sort: 'name', overrideAccess: true })
  return docs.map((r) => r.name)
}

/** A published guide citizens may follow, by its address in this language; null when none. */
export async function followableGuide(payload: Payload, lang: Locale, slug: string): Promise<{ id: number; title: string } | null> {
  if (!/^[a-z0-9-]{1,120}$/.test(slug)) return null
  const { docs } = await payload.find({ collection: 'services', locale: lang, where: { slug: { equals: slug }, _status: { equals: 'published' } }, depth: 0, limit: 1, pagination: false, overrideAccess: false, select: { title: true } })
  const guide = docs[0]
  return guide ? { id: guide.id, title: guide.title } : null
}

/** Titles of the guides among topics, in this language. */
async function guideTitles(payload: Payload, lang: Locale, topics: string[]): Promise<string[]> {
  const ids = topics.filter((t) => t.startsWith('guide:')).map((t) => Number(t.slice('guide:'.length))).filter(Number.isInteger)
  if (ids.length === 0) return []
  const { docs } = await payload.find({ collection: 'services', locale: lang, where: { id: { in: ids } }, depth: 0, limit: ids.length, pagination: false, overrideAccess: true, select: { title: true } })
  return docs.map((d) => d.title)
}

async function subscribed(payload: Payload, lang: Locale, topics: string[], daily: boolean | undefined): Promise<Subscribed> {
  const [guide] = await guideTitles(payload, lang, topics)
  return guide ? { regions: [], guide, daily: Boolean(daily) } : { regions: await regionNames(payload, lang, topics) }
}

/** The follow form (`guide` posted): one guide, each change or a daily digest. */
async function requestGuideFollow(payload: Payload, lang: Locale, form: URLSearchParams, send: MailSend | null, now: Date): Promise<AlertsPageState> {
  const email = (form.get('email') ?? '').trim().slice(0, EMAIL_MAX_LENGTH + 1)
  const slug = (form.get('guide') ?? '').trim().slice(0, 200)
  const cadence = form.get('cadence') ?? ''
  const values: AlertFormValues = { email, regions: [], guide: slug, cadence: cadence === 'daily' || cadence === 'immediate' ? cadence : '' }
  const errors: Partial<Record<AlertFormField, AlertFormError>> = {}
  if (!email) errors.email = 'emailRequired'
  else if (email.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(email)) errors.email = 'emailInvalid'
  if (!values.cadence) errors.cadence = 'cadenceRequired'
  const guide = await followableGuide(payload, lang, slug)
  if (!guide) return { kind: 'invalid', values: { ...values, guide: undefined }, errors: { ...errors, regions: 'guideUnknown' } }
  if (errors.email || errors.cadence) return { kind: 'invalid', values, errors }
  if (!send) return { kind: 'unavailable', values }
  const address = email.toLowerCase()
  const daily = values.cadence === 'daily'
  const link = absoluteUrl(`${pathFor(lang, 'alerts')}confirmer/?t=${confirmToken({ email: address, topics: [guideTopic(guide.id)], lang, at: now, daily })}`)
  return sendConfirmation(send, address, async () => confirmMail(lang, { guide: guide.title, daily, confirm: link, days: CONFIRM_VALID_DAYS }), values)
}

/**
 * The confirmation e-mail, within the ceilings: past any of them nothing is sent and the page says
 * the same as when it is (the form must not tell who subscribed, nor be a way to flood a mailbox).
 */
async function sendConfirmation(send: MailSend, address: string, mail: () => Promise<ReturnType<typeof confirmMail>>, values: AlertFormValues): Promise<AlertsPageState> {
  const allowed = await takeCitizenMail('alert-confirm', address, { points: CONFIRM_MAILS_PER_DAY, durationS: 86_400 })
  if (!allowed.ok) return { kind: 'sent', email: address }
  const outcome = await send({ to: address, ...(await mail()), headers: {} })
  if (outcome.kind === 'sent') return { kind: 'sent', email: address }
  await allowed.giveBack()
  return { kind: 'unavailable', values }
}

/** The SMS carrying the code: GSM-7, one part. */
export function phoneCodeSms(lang: Locale, code: string): string {
  return toGsm7(format(getDictionary(lang).alertsPage.codeSms, { code, minutes: String(PHONE_CODE_VALID_MINUTES) }))
}

/**
 * Regions' alerts by SMS for a number typed on the web: a code goes to that number by SMS, and the
 * request waits, sealed, in the code form (nothing stored). Beyond PHONE_CODES_PER_DAY for one
 * number the page answers the same and nothing is sent; beyond the client's share of the codes in
 * all, or all of them, the page says to try again later or to text ALERTE (429).
 */
async function requestPhoneSubscription(payload: Payload, lang: Locale, form: URLSearchParams, sendSms: SmsSend | null, client: string, now: Date): Promise<AlertsPageState> {
  const typed = (form.get('phone') ?? '').trim().slice(0, 40)
  const asked = [...new Set(form.getAll('region').map((r) => r.trim()).filter(Boolean))].slice(0, 30)
  const values: AlertFormValues = { email: '', regions: asked, phone: typed }
  const errors: Partial<Record<AlertFormField, AlertFormError>> = {}
  const national = mobileNumber(typed)
  if (!typed) errors.phone = 'phoneRequired'
  else if (!national) errors.phone = 'phoneInvalid'
  const regions = asked.length ? await validRegions(payload, asked) : null
  if (!regions) errors.regions = 'regionsRequired'
  else if (regions !== 'all' && regions.length > MAX_TOPICS) errors.regions = 'tooManyRegions'
  if (errors.phone || errors.regions || !regions || !national) return { kind: 'invalid', values, errors }
  // Not a fault: this portal sends no SMS (the page shows no number form then).
  if (!sendSms) return { kind: 'smsOff', values }
  // Too many wrong codes for this number lately: a new code could not be used, so none is sent.
  const tries = await peek('alert-code-tries', phoneCodeTries, national)
  if (tries.consumed >= PHONE_CODE_TRIES) return { kind: 'triesExhausted', minutes: minutesToWait(tries.msBeforeNext), values }
  const topics = regions === 'all' ? [regionTopic(ALL_REGIONS)] : regions.map(regionTopic)
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
  const token = phoneToken({ phone: national, topics, lang, at: now, code })
  // Everyone's budget, then this client's share of it, then the number's own: a post refused by
  // one of them uses up none of the others (a flood past the ceiling spends no number's codes).
  const allowed = await attemptAll([
    { name: 'alert-code-all', spec: phoneCodesInAll(), key: 'all' },
    { name: 'alert-code-client', spec: phoneCodesPerClient(), key: client },
    { name: 'alert-code-number', spec: { points: PHONE_CODES_PER_DAY, durationS: 86_400 }, key: national },
  ])
  if (!allowed.ok) {
    // The number's own budget: the page answers the same and nothing is sent (nobody can flood a phone).
    if (allowed.refusedBy === 'alert-code-number') return { kind: 'codeSent', token, phone: spaced(national) }
    return { kind: 'codesBusy', scope: allowed.refusedBy === 'alert-code-client' ? 'client' : 'all', minutes: minutesToWait(allowed.waitMs), values }
  }
  const outcome = await sendSms({ to: dialled(national), text: phoneCodeSms(lang, code), id: 0 })
  // Sent, or perhaps sent (written to the gateway, no answer): the citizen can wait for it.
  if (outcome.kind === 'sent' || outcome.kind === 'interrupted') {
    countEvent('alerts', 'sms-code')
    return { kind: 'codeSent', token, phone: spaced(national) }
  }
  // Refused or unreachable: nothing went out, the budgets are given back, and the page says so.
  await allowed.giveBack()
  payload.logger.warn({ msg: 'alert code SMS not sent', outcome: outcome.kind, detail: outcome.detail })
  return { kind: 'unavailable', values }
}

/** The code typed: the number subscribed to the regions asked, in the language of the request. */
export async function confirmPhoneSubscription(payload: Payload, lang: Locale, form: URLSearchParams, now = new Date()): Promise<AlertsPageState> {
  const token = (form.get('t') ?? '').slice(0, 2_000)
  const request = readPhoneToken(token, now)
  if (!request) return { kind: 'codeExpired' }
  const typed = (form.get('code') ?? '').trim()
  const shown = { kind: 'codeSent' as const, token, phone: spaced(request.phone) }
  if (!typed) return { ...shown, error: 'codeRequired' }
  // Tries are counted per number, whatever the request: asking a new code gives no new guesses.
  const wait = await attempt('alert-code-tries', phoneCodeTries, request.phone)
  if (wait > 0) return { kind: 'triesExhausted', minutes: minutesToWait(wait), values: { email: '', regions: [], phone: shown.phone } }
  if (!codeMatches(request.code, typed)) return { ...shown, error: 'codeWrong' }
  await forget('alert-code-tries', phoneCodeTries, request.phone)
  for (const topic of request.topics) await subscribe(payload, { channel: 'sms', address: dialled(request.phone), topic, lang: request.lang, source: 'web', now })
  return { kind: 'confirmed', regions: await regionNames(payload, lang, request.topics), sms: true }
}

/**
 * The subscription forms' POST: the SMS form (a number), a guide's follow form, or the regions' by
 * e-mail. `client`: who posts, as every limit counts it (`clientAddress(headers)`).
 */
export async function requestSubscription(payload: Payload, lang: Locale, form: URLSearchParams, senders: { mail: MailSend | null; sms: SmsSend | null; client?: string }, now = new Date()): Promise<AlertsPageState> {
  if (form.has('phone')) return requestPhoneSubscription(payload, lang, form, senders.sms, senders.client ?? 'unidentified', now)
  return requestMailSubscription(payload, lang, form, senders.mail, now)
}

export async function requestMailSubscription(payload: Payload, lang: Locale, form: URLSearchParams, send: MailSend | null, now = new Date()): Promise<AlertsPageState> {
  if (form.has('guide')) return requestGuideFollow(payload, lang, form, send, now)
  const email = (form.get('email') ?? '').trim().slice(0, EMAIL_MAX_LENGTH + 1)
  const asked = [...new Set(form.getAll('region').map((r) => r.trim()).filter(Boolean))].slice(0, 30)
  const values: AlertFormValues = { email, regions: asked }
  const errors: Partial<Record<AlertFormField, AlertFormError>> = {}
  if (!email) errors.email = 'emailRequired'
  else if (email.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(email)) errors.email = 'emailInvalid'
  const regions = asked.length ? await validRegions(payload, asked) : null
  if (!regions) errors.regions = 'regionsRequired'
  else if (regions !== 'all' && regions.length > MAX_TOPICS) errors.regions = 'tooManyRegions'
  if (errors.email || errors.regions || !regions) return { kind: 'invalid', values, errors }
  if (!send) return { kind: 'unavailable', values }

  const address = email.toLowerCase()
  const topics = regions === 'all' ? [regionTopic(ALL_REGIONS)] : regions.map(regionTopic)
  const link = absoluteUrl(`${pathFor(lang, 'alerts')}confirmer/?t=${confirmToken({ email: address, topics, lang, at: now })}`)
  // Beyond the ceilings (a few a day for one mailbox, citizen mail in all), nothing more is sent, and the page says the same.
  return sendConfirmation(send, address, async () => confirmMail(lang, { regions: (await regionNames(payload, lang, topics)).join(', '), confirm: link, days: CONFIRM_VALID_DAYS }), values)
}

/** The confirmation page before the click (a link scanner opening the link confirms nothing). */
export async function confirmPage(payload: Payload, lang: Locale, token: string, now = new Date()): Promise<AlertsPageState> {
  const request = readConfirmToken(token, now)
  if (!request) return { kind: 'badLink' }
  return { kind: 'confirm', token, ...(await subscribed(payload, lang, request.topics, request.daily)) }
}

export async function confirmMailSubscription(payload: Payload, lang: Locale, token: string, now = new Date()): Promise<AlertsPageState> {
  const request = readConfirmToken(token, now)
  if (!request) return { kind: 'badLink' }
  for (const topic of request.topics) await subscribe(payload, { channel: 'email', address: request.email, topic, lang: request.lang, source: 'web', cadence: request.daily ? 'daily' : 'immediate', now })
  return { kind: 'confirmed', ...(await subscribed(payload, lang, request.topics, request.daily)) }
}

/** Erases every subscription of the link's address (again: nothing left, same answer). */
export async function unsubscribeByLink(payload: Payload, token: string, now = new Date()): Promise<AlertsPageState> {
  const key = readUnsubscribeToken(token)
  if (!key) return { kind: 'badLink' }
  await eraseKey(payload, key, now)
  return { kind: 'unsubscribed' }
}

export const unsubscribePage = (token: string): AlertsPageState => (readUnsubscribeToken(token) ? { kind: 'unsubscribe', token } : { kind: 'badLink' })

/** The « keep my alerts » link of a renewal e-mail: a page with a button (a link scanner renews nothing). */
export const renewPage = (token: string): AlertsPageState => (readRenewToken(token) ? { kind: 'renew', token } : { kind: 'badLink' })

/** The button: everything the address follows lives SUBSCRIPTION_DAYS more; nothing left (erased meanwhile): a bad link. */
export async function renewByLink(payload: Payload, token: string, now = new Date()): Promise<AlertsPageState> {
  const key = readRenewToken(token)
  if (!key || (await renewKey(payload, key, now)) === 0) return { kind: 'badLink' }
  return { kind: 'renewed', until: expiryOf(now).toISOString() }
}
