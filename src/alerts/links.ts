/**
 * The links of alert e-mails, signed so that they need nothing stored:
 * - confirming a subscription (double opt-in): the address, its topics and language travel in the
 *   link, encrypted (AES-256-GCM: the address cannot be read from the link, in a log or a browser's
 *   history), valid for CONFIRM_VALID_DAYS. An address that never confirms is never stored.
 * - unsubscribing (every alert e-mail, and its List-Unsubscribe header): the address's key
 *   (src/alerts/store.ts `addressKeyOf`), never the address itself;
 * - keeping one's alerts when they are about to expire (src/alerts/expiry.ts): the same key.
 * Signed with a key derived from PAYLOAD_SECRET: a link cannot be forged or altered.
 */
import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

import { isLocale, type Locale } from '@/i18n'

export const CONFIRM_VALID_DAYS = 7
/** Longest token accepted (an address, 5 topics and a signature fit well within). */
export const MAX_TOKEN_LENGTH = 1_000

/** `daily`: a followed guide's changes in one digest a day (each at once otherwise). */
export type ConfirmRequest = { email: string; topics: string[]; lang: Locale; at: Date; daily?: boolean }

function sign(purpose: string, value: string): string {
  return createHmac('sha256', `alert-links:${process.env.PAYLOAD_SECRET || 'unset'}`).update(`${purpose}:${value}`).digest('base64url')
}

function verified(purpose: string, token: string): string | null {
  if (typeof token !== 'string' || token.length > MAX_TOKEN_LENGTH) return null
  const dot = token.lastIndexOf('.')
  if (dot <= 0) return null
  const [value, signature] = [token.slice(0, dot), token.slice(dot + 1)]
  const expected = Buffer.from(sign(purpose, value))
  const given = Buffer.from(signature)
  return given.length === expected.length && timingSafeEqual(given, expected) ? value : null
}

const confirmKey = () => createHash('sha256').update(`alert-confirm:${process.env.PAYLOAD_SECRET || 'unset'}`).digest()

export function confirmToken(request: ConfirmRequest): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', confirmKey(), iv)
  const plain = Buffer.from(JSON.stringify({ e: request.email, t: request.topics, l: request.lang, a: request.at.getTime(), ...(request.daily ? { d: 1 } : {}) }))
  const sealed = Buffer.concat([cipher.update(plain), cipher.final()])
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url')
}

/** The request a confirmation link carries, or null: altered, malformed, or older than CONFIRM_VALID_DAYS. */
export function readConfirmToken(token: string, now = new Date()): ConfirmRequest | null {
  if (typeof token !== 'string' || token.length > MAX_TOKEN_LENGTH || !/^[\w-]+$/.test(token)) return null
  try {
    const raw = Buffer.from(token, 'base64url')
    if (raw.length < 29) return null
    const decipher = createDecipheriv('aes-256-gcm', confirmKey(), raw.subarray(0, 12))
    decipher.setAuthTag(raw.subarray(12, 28))
    const plain = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()])
    const data = JSON.parse(plain.toString('utf8')) as { e?: unknown; t?: unknown; l?: unknown; a?: unknown; d?: unknown }
    if (typeof data.e !== 'string' || !Array.isArray(data.t) || !data.t.every((t) => typeof t === 'string') || typeof data.l !== 'string' || !isLocale(data.l) || typeof data.a !== 'number') return null
    const age = now.getTime() - data.a
    if (age < -60_000 || age > CONFIRM_VALID_DAYS * 86_400_000) return null
    return { email: data.e, topics: data.t as string[], lang: data.l, at: new Date(data.a), ...(data.d === 1 ? { daily: true } : {}) }
  } catch {
    return null
  }
}

export function unsubscribeToken(addressKey: string): string {
  return `${addressKey}.${sign('unsubscribe', addressKey)}`
}

/** The address key an unsubscribe link names, or null when altered. Valid for ever (the law: at any time). */
export function readUnsubscribeToken(token: string): string | null {
  return verified('unsubscribe', token)
}

/** The « keep my alerts » link of a renewal message: the address's key, signed for that purpose. */
export function renewToken(addressKey: string): string {
  return `${addressKey}.${sign('renew', addressKey)}`
}

/** The address key a renewal link names, or null when altered (useless once the subscriptions are gone). */
export function readRenewToken(token: string): string | null {
  return verified('renew', token)
}
