/**
 * The Kannel contract, in one place (deploy/kannel/portal.conf): smsbox's `sms-service` calls
 *   GET /gateway/sms/kannel/?secret=…&from=%p&to=%P&text=%a&charset=%C&coding=%c
 * for every incoming SMS and sends the answer's body back to the sender (`max-messages = 2`,
 * `omit-empty = true`: an empty answer sends nothing). The answer is GSM-7 text that fits 2 SMS
 * (src/channels/sms/compose.ts), so Kannel never recodes nor cuts it.
 *
 * No answer to alphanumeric senders or to our own short code (robots answering robots), none
 * past a number's hourly budget (one polite refusal first), and at most SMS_ANSWER_RATE answers
 * across every number (`admitSms`). A number is read once, however it is written
 * (src/alerts/phone.ts): `+261…`, `261…`, `+2610…` and `0…` are one number for every limit and
 * for the conversation. Numbers are never logged or stored in clear: the conversation and the
 * limits use a keyed hash.
 */
import { format, getDictionary, type Locale } from '@/i18n'
import { channelSources } from '@/content/forChannels'
import { ttlStore } from '@/cluster/ttlStore'
import { countEvent } from '@/http/instance'
import { gatewayRequestCheck } from '@/security/gateway'
import { canonicalNumber } from '@/alerts/phone'
import { attempt, attemptAll, hashed, limits } from '@/security/limits'

import { finalize } from './compose'
import { handleSms, SMS_STATE_TTL_S, type SmsState } from './conversation'

const states = ttlStore<SmsState>('sms-state')

/** A query parameter decoded in the charset Kannel says it used (UTF-8 by default; Latin-1 too). */
export function decodeParam(raw: string, charset: string): string {
  const bytes: number[] = []
  const text = raw.replace(/\+/g, ' ')
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!
    if (c === '%' && /^[0-9a-fA-F]{2}$/.test(text.slice(i + 1, i + 3))) {
      bytes.push(parseInt(text.slice(i + 1, i + 3), 16))
      i += 2
    } else bytes.push(...Buffer.from(c, 'utf8'))
  }
  const buffer = Buffer.from(bytes)
  const latin = /^(iso-8859-1|latin1|windows-1252)$/i.test(charset)
  return buffer.toString(latin ? 'latin1' : 'utf8')
}

export function queryParams(url: string): Record<string, string> {
  const query = url.includes('?') ? url.slice(url.indexOf('?') + 1) : ''
  const raw: Record<string, string> = {}
  for (const pair of query.split('&')) {
    const at = pair.indexOf('=')
    if (at > 0) raw[pair.slice(0, at)] = pair.slice(at + 1)
  }
  const charset = decodeURIComponent(raw.charset ?? 'UTF-8').slice(0, 20)
  return Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, decodeParam(v, charset).slice(0, 1000)]))
}

/** A sender we answer: a phone number (digits, an optional +), not our own code. */
export function answerable(from: string, to: string): boolean {
  const sender = from.replace(/[\s-]/g, '')
  if (!/^\+?\d{3,15}$/.test(sender)) return false
  const own = [to, process.env.SMS_SHORT_CODE ?? ''].map((n) => n.replace(/[\s+-]/g, '')).filter(Boolean)
  return !own.includes(sender.replace(/^\+/, ''))
}

/**
 * What one incoming SMS gets, by the limits (issue 38), for the number's `key`:
 * - `answer`: within the answers in all (`SMS_ANSWER_RATE`, default 300 a minute, shared through
 *   Redis: a flood from many numbers costs at most that) and the number's own (`SMS_RATE_LIMIT`).
 *   The answers in all are checked first; a question refused by one uses up neither.
 * - `limit`: past the number's own budget: one polite refusal an hour; `silent` after it.
 * - `busy`: past the answers in all: one short reply saying the service is busy and to send the
 *   question again in a few minutes, at most once an hour per number and at most SMS_ANSWER_RATE
 *   such replies in all (a flood from new numbers cannot double its cost); `silent` beyond. The
 *   question is not answered, but it is counted (`portal_rate_limited_total{limiter="sms-answers"}`,
 *   `portal_sms_total{direction="busy"}`) and its owner told once.
 */
export async function admitSms(key: string): Promise<'answer' | 'limit' | 'busy' | 'silent'> {
  const admitted = await attemptAll([
    { name: 'sms-answers', spec: limits.smsAnswers(), key: 'all' },
    { name: 'sms-number', spec: limits.smsNumber(), key },
  ])
  if (admitted.ok) return 'answer'
  if (admitted.refusedBy === 'sms-number') return (await attempt('sms-refusal', limits.smsRefusal(), key)) > 0 ? 'silent' : 'limit'
  const told = await attemptAll([
    { name: 'sms-busy-all', spec: limits.smsAnswers(), key: 'all' },
    { name: 'sms-busy', spec: limits.smsBusy(), key },
  ])
  return told.ok ? 'busy' : 'silent'
}

const text = (body: string, status = 200) =>
  new Response(body, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'X-Kannel-Coding': '0' } })

export async function kannelAnswer(request: Request): Promise<Response> {
  const params = queryParams(request.url)
  const check = gatewayRequestCheck(request.headers, params.secret ?? null)
  if (check === 'disabled') return new Response('Not found\n', { status: 404, headers: { 'Cache-Control': 'no-store' } })
  if (check === 'refused') return new Response('Forbidden\n', { status: 403, headers: { 'Cache-Control': 'no-store' } })
  const from = params.from ?? ''
  const to = params.to ?? ''
  if (!answerable(from, to)) return text('')
  countEvent('sms', 'in')

  const key = hashed(`sms:${canonicalNumber(from)}`)
  const previous = await states.get(key)
  const lang: Locale = previous?.lang ?? 'fr'
  const admission = await admitSms(key)
  if (admission !== 'answer') {
    channelSources.record('sms', { kind: 'refused', lang, term: '-' })
    if (admission === 'busy') countEvent('sms', 'busy')
    // Each answer costs an SMS: one polite word, then silence (an empty answer sends nothing).
    return admission === 'silent' ? text('') : text(finalize(getDictionary(lang).sms[admission === 'busy' ? 'busy' : 'limit']))
  }
  try {
    const outcome = await handleSms(params.text ?? '', previous, {
      search: channelSources.search,
      guide: channelSources.guide,
      emergencyNumbers: channelSources.emergencyNumbers,
      track: async (answerLang, reference) => {
        const found = await channelSources.track(reference, from)
        return found.kind === 'found' ? { ...found, status: getDictionary(answerLang).tracking.statuses[found.status] } : found
      },
      record: (event) => channelSources.record('sms', event),
      flow: channelSources.flow,
      alerts: channelSources.alerts(from.replace(/[\s-]/g, '')) ?? undefined,
      vocabularies: channelSources.vocabularies,
      reminders: channelSources.reminders(from.replace(/[\s-]/g, '')) ?? undefined,
    })
    if (outcome.state) await states.set(key, outcome.state, SMS_STATE_TTL_S)
    else await states.delete(key)
    if (outcome.reply) countEvent('sms', 'out')
    return text(outcome.reply)
  } catch {
    return text(finalize(format(getDictionary(lang).sms.unavailable, {})))
  }
}
