/**
 * The form token: a signed "form shown at" time plus a random submission key.
 * - Robots post instantly: a post sooner than the minimum fill time is refused.
 * - A token is good for FORM_TOKEN_MAX_AGE_MS; an older one asks the citizen to send again.
 * - The key is stored with the message under a unique constraint, so one token stores at most
 *   one message: a replayed or retried post gets the first post's reference back.
 * It works without JavaScript: the page renders a fresh token in a hidden field.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

export const FORM_TOKEN_MAX_AGE_MS = 2 * 60 * 60 * 1000

function sign(value: string): string {
  return createHmac('sha256', process.env.PAYLOAD_SECRET || 'unset').update(`contact-form:${value}`).digest('base64url')
}

export function issueFillToken(now = Date.now(), key = randomBytes(12).toString('base64url')): string {
  const body = `${now}.${key}`
  return `${body}.${sign(body)}`
}

export type FillCheck = { kind: 'forged' } | { kind: 'tooFast' } | { kind: 'expired' } | { kind: 'ok'; key: string }

export function checkFillToken(token: string, minFillMs: number, now = Date.now()): FillCheck {
  const parts = token.split('.')
  if (parts.length !== 3) return { kind: 'forged' }
  const [ts, key, mac] = parts as [string, string, string]
  if (!/^\d{1,15}$/.test(ts) || !/^[\w-]{16}$/.test(key)) return { kind: 'forged' }
  const expected = Buffer.from(sign(`${ts}.${key}`))
  const given = Buffer.from(mac)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { kind: 'forged' }
  const elapsed = now - Number(ts)
  if (elapsed < minFillMs) return { kind: 'tooFast' }
  if (elapsed > FORM_TOKEN_MAX_AGE_MS) return { kind: 'expired' }
  return { kind: 'ok', key }
}
