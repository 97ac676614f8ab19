/**
 * Bounces that come back after the relay accepted an alert e-mail: delivery status notifications
 * (RFC 3464) and abuse complaints (ARF, RFC 5965) sent to the alerts' envelope sender
 * (ALERT_BOUNCE_ADDRESS), handed to POST /gateway/mail/bounce/ by the mail server (a pipe to curl,
 * or the relay's webhook), behind the gateway's secret and address list.
 *
 * Whom a report is about is read only from our own signed unsubscribe link, which every alert
 * e-mail carries in its List-Unsubscribe header and its text and which reports return with the
 * original headers: a report written by someone else cannot erase a subscriber, and the address
 * itself is never needed. A permanent failure (status 5.x.x) or a complaint erases every
 * subscription of that address at once, as STOP would; a delay (4.x.x) changes nothing.
 */
import type { Payload } from 'payload'

import { countEvent } from '@/http/instance'
import { PUBLIC_BODY_LIMIT } from '@/http/limits'
import { readBodyLimited } from '@/forms/state'
import { gatewayRequestCheck } from '@/security/gateway'

import { readUnsubscribeToken } from './links'
import { eraseKey } from './store'

export type BounceVerdict = { kind: 'permanent' | 'complaint'; key: string } | { kind: 'temporary' } | { kind: 'unknown' }

/** Quoted-printable soft breaks and `=3D` undone, folded lines joined: enough to read a link and a status. */
const readable = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/gi, '=').replace(/\r?\n[ \t]+/g, '')

/** What a report says, and about whom (the key of our signed link), from its raw text. */
export function readBounce(raw: string): BounceVerdict {
  const text = readable(raw)
  const key = [...text.matchAll(/\/alertes\/desabonner\/\?t=([\w%.-]{20,400})/g)].map((m) => {
    try {
      return readUnsubscribeToken(decodeURIComponent(m[1]!))
    } catch {
      return null
    }
  }).find((k): k is string => Boolean(k))
  const complaint = /^Feedback-Type:\s*abuse\b/im.test(text)
  const statuses = [...text.matchAll(/^Status:\s*([245])\.\d{1,3}\.\d{1,3}/gim)].map((m) => m[1])
  const failed = statuses.includes('5') || (statuses.length === 0 && /^Action:\s*failed\b/im.test(text))
  if (!key) return { kind: 'unknown' }
  if (complaint) return { kind: 'complaint', key }
  if (failed) return { kind: 'permanent', key }
  return statuses.length || /^Action:\s*delayed\b/im.test(text) ? { kind: 'temporary' } : { kind: 'unknown' }
}

const plain = (body: string, status: number) => new Response(body, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } })

/** POST /gateway/mail/bounce/?secret=…: one report, raw (message/rfc822), as the mail server received it. */
export async function bounceReport(request: Request, payload: () => Promise<Payload>, now = new Date()): Promise<Response> {
  const check = gatewayRequestCheck(request.headers, new URL(request.url).searchParams.get('secret'))
  if (check === 'disabled') return plain('Not found\n', 404)
  if (check === 'refused') return plain('Forbidden\n', 403)
  const raw = await readBodyLimited(request, PUBLIC_BODY_LIMIT)
  if (raw === null) return plain('Too large\n', 413)
  const verdict = readBounce(raw)
  // Nothing of ours in it (a report about another message, or not a report): said, and nothing done.
  if (verdict.kind === 'unknown') return plain('Not a report about an alert e-mail\n', 422)
  if (verdict.kind === 'temporary') return plain('Noted: nothing to do\n', 200)
  await eraseKey(await payload(), verdict.key, now, verdict.kind === 'complaint' ? 'complaint' : 'bounced')
  countEvent('alerts', 'email-bounced')
  return plain('Erased\n', 200)
}
