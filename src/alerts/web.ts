/**
 * Alerts by e-mail on the web (/{lang}/alertes/): subscribing with double opt-in, confirming,
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
import { CONFIRM_VALID_DAYS, confirmToken, readConfirmToken, readUnsubscribeToken } from './links'
import type { MailSend } from './mail'
import { ALL_REGIONS, MAX_TOPICS, regionTopic } from './regions'
import { validRegions } from './send'
import { eraseKey, subscribe } from './store'

export const CONFIRM_MAILS_PER_DAY = 3

export type AlertFormValues = { email: string; regions: string[] }
export type AlertFormError = 'emailRequired' | 'emailInvalid' | 'regionsRequired' | 'tooManyRegions'

export type AlertsPageState =
  | { kind: 'invalid'; values: AlertFormValues; errors: { email?: AlertFormError; regions?: AlertFormError } }
  | { kind: 'unavailable'; values: AlertFormValues }
  | { kind: 'sent'; email: string }
  | { kind: 'confirm'; token: string; regions: string[] }
  | { kind: 'confirmed'; regions: string[] }
  | { kind: 'unsubscribe'; token: string }
  | { kind: 'unsubscribed' }
  | { kind: 'badLink' }

/** HTTP status of each outcome (the page is the same, with its state). */
export const alertsStatus: Record<AlertsPageState['kind'], number> = { invalid: 422, unavailable: 503, sent: 200, confirm: 200, confirmed: 200, unsubscribe: 200, unsubscribed: 200, badLink: 400 }

const regionKeyOf = (topic: string) => topic.replace(/^region:/, '')

/** Region names for topics (« toutes les régions » for all), in the directory's order. */
export async function regionNames(payload: Payload, lang: Locale, topics: string[]): Promise<string[]> {
  const keys = topics.filter((t) => t.startsWith('region:')).map(regionKeyOf)
  if (keys.includes(ALL_REGIONS)) return [getDictionary(lang).alertMail.all]
  if (keys.length === 0) return []
  const { docs } = await payload.find({ collection: 'regions', where: { key: { in: keys } }, depth: 0, limit: 50, pagination: false, sort: 'name', overrideAccess: true })
  return docs.map((r) => r.name)
}

export async function requestMailSubscription(payload: Payload, lang: Locale, form: URLSearchParams, send: MailSend | null, now = new Date()): Promise<AlertsPageState> {
  const email = (form.get('email') ?? '').trim().slice(0, EMAIL_MAX_LENGTH + 1)
  const asked = [...new Set(form.getAll('region').map((r) => r.trim()).filter(Boolean))].slice(0, 30)
  const values: AlertFormValues = { email, regions: asked }
  const errors: { email?: AlertFormError; regions?: AlertFormError } = {}
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
  return { kind: 'confirm', token, regions: await regionNames(payload, lang, request.topics) }
}

export async function confirmMailSubscription(payload: Payload, lang: Locale, token: string, now = new Date()): Promise<AlertsPageState> {
  const request = readConfirmToken(token, now)
  if (!request) return { kind: 'badLink' }
  for (const topic of request.topics) await subscribe(payload, { channel: 'email', address: request.email, topic, lang: request.lang, source: 'web', now })
  return { kind: 'confirmed', regions: await regionNames(payload, lang, request.topics) }
}

/** Erases every subscription of the link's address (again: nothing left, same answer). */
export async function unsubscribeByLink(payload: Payload, token: string, now = new Date()): Promise<AlertsPageState> {
  const key = readUnsubscribeToken(token)
  if (!key) return { kind: 'badLink' }
  await eraseKey(payload, key, now)
  return { kind: 'unsubscribed' }
}

export const unsubscribePage = (token: string): AlertsPageState => (readUnsubscribeToken(token) ? { kind: 'unsubscribe', token } : { kind: 'badLink' })
