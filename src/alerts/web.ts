/**
 * Alerts by e-mail on the web (/{lang}/alertes/): subscribing with double opt-in to regions'
 * emergency alerts or to a guide's major changes (/{lang}/alertes/?suivre=<guide>), confirming,
 * unsubscribing. Nothing is stored before the citizen confirms from the link received (the
 * request travels, encrypted, in the link: src/alerts/links.ts). The confirmation e-mail is sent
 * at once (not queued): at most CONFIRM_MAILS_PER_DAY per address, silently beyond (the page
 * says the same: the form cannot be used to flood someone's mailbox or to learn who subscribed).
 */
import type { Payload } from 'payload'

import { EMAIL_MAX_LENGTH } from '@/forms/contact/options'
import { EMAIL_PATTERN } from '@/forms/contact/validate'
import { absoluteUrl, getDictionary, pathFor, type Locale } from '@/i18n'
import { attempt } from '@/security/limits'

import { confirmMail } from './compose'
import { expiryOf } from './expiry'
import { CONFIRM_VALID_DAYS, confirmToken, readConfirmToken, readRenewToken, readUnsubscribeToken } from './links'
import type { MailSend } from './mail'
import { ALL_REGIONS, MAX_TOPICS, guideTopic, regionTopic } from './regions'
import { validRegions } from './send'
import { eraseKey, renewKey, subscribe } from './store'

export const CONFIRM_MAILS_PER_DAY = 3

/** `guide`: the slug of the guide to follow (the follow form), with its `cadence`. */
export type AlertFormValues = { email: string; regions: string[]; guide?: string; cadence?: string }
export type AlertFormError = 'emailRequired' | 'emailInvalid' | 'regionsRequired' | 'tooManyRegions' | 'cadenceRequired' | 'guideUnknown'
export type AlertFormField = 'email' | 'regions' | 'cadence'

/** What a confirmation is for: regions' names, or a guide's title and its cadence. */
export type Subscribed = { regions: string[]; guide?: string; daily?: boolean }

export type AlertsPageState =
  | { kind: 'invalid'; values: AlertFormValues; errors: Partial<Record<AlertFormField, AlertFormError>> }
  | { kind: 'unavailable'; values: AlertFormValues }
  | { kind: 'sent'; email: string }
  | ({ kind: 'confirm'; token: string } & Subscribed)
  | ({ kind: 'confirmed' } & Subscribed)
  | { kind: 'unsubscribe'; token: string }
  | { kind: 'unsubscribed' }
  | { kind: 'renew'; token: string }
  | { kind: 'renewed'; until: string }
  | { kind: 'badLink' }

/** HTTP status of each outcome (the page is the same, with its state). */
export const alertsStatus: Record<AlertsPageState['kind'], number> = { invalid: 422, unavailable: 503, sent: 200, confirm: 200, confirmed: 200, unsubscribe: 200, unsubscribed: 200, renew: 200, renewed: 200, badLink: 400 }

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
  if ((await attempt('alertConfirm', { points: CONFIRM_MAILS_PER_DAY, durationS: 86_400 }, address)) > 0) return { kind: 'sent', email: address }
  const daily = values.cadence === 'daily'
  const link = absoluteUrl(`${pathFor(lang, 'alerts')}confirmer/?t=${confirmToken({ email: address, topics: [guideTopic(guide.id)], lang, at: now, daily })}`)
  const outcome = await send({ to: address, ...confirmMail(lang, { guide: guide.title, daily, confirm: link, days: CONFIRM_VALID_DAYS }), headers: {} })
  return outcome.kind === 'sent' ? { kind: 'sent', email: address } : { kind: 'unavailable', values }
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
  // Beyond a few a day for one address, nothing more is sent, and the page says the same.
  if ((await attempt('alertConfirm', { points: CONFIRM_MAILS_PER_DAY, durationS: 86_400 }, address)) > 0) return { kind: 'sent', email: address }
  const link = absoluteUrl(`${pathFor(lang, 'alerts')}confirmer/?t=${confirmToken({ email: address, topics, lang, at: now })}`)
  const mail = confirmMail(lang, { regions: (await regionNames(payload, lang, topics)).join(', '), confirm: link, days: CONFIRM_VALID_DAYS })
  const outcome = await send({ to: address, ...mail, headers: {} })
  return outcome.kind === 'sent' ? { kind: 'sent', email: address } : { kind: 'unavailable', values }
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
