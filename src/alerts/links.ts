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

const sealKey = (purpose: string) => createHash('sha256').update(`${purpose}:${process.env.PAYLOAD_SECRET || 'unset'}`).digest()

/** An object encrypted and authenticated (AES-256-GCM) for one purpose: unreadable and unalterable by its holder (reminders' code form too, src/reminders/web.ts). */
export function seal(purpose: string, data: object): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', sealKey(purpose), iv)
  const sealed = Buffer.concat([cipher.update(Buffer.from(JSON.stringify(data))), cipher.final()])
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url')
}

/** The object `seal` made for this purpose, or null: altered, malformed, sealed for another purpose. */
export function unseal(purpose: string, token: string): Record<string, unknown> | null {
  if (typeof token !== 'string' || token.length > MAX_TOKEN_LENGTH || !/^[\w-]+$/.test(token)) return null
  try {
    const raw = Buffer.from(token, 'base64url')
    if (raw.length < 29) return null
    const decipher = createDecipheriv('aes-256-gcm', sealKey(purpose), raw.subarray(0, 12))
    decipher.setAuthTag(raw.subarray(12, 28))
    const data: unknown = JSON.parse(Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8'))
    return data && typeof data === 'object' ? (data as Record<string, unknown>) : null
  } catch {
    return null
  }
}

const fresh = (at: unknown, now: Date, maxMs: number): at is number => typeof at === 'number' && now.getTime() - at >= -60_000 && now.getTime() - at <= maxMs
const stringList = (value: unknown): value is string[] => Array.isArray(value) && value.every((t) => typeof t === 'string')

export function confirmToken(request: ConfirmRequest): string {
  return seal('alert-confirm', { e: request.email, t: request.topics, l: request.lang, a: request.at.getTime(), ...(request.daily ? { d: 1 } : {}) })
}

/** The request a confirmation link carries, or null: altered, malformed, or older than CONFIRM_VALID_DAYS. */
export function readConfirmToken(token: string, now = new Date()): ConfirmRequest | null {
  const data = unseal('alert-confirm', token)
  if (!data || typeof data.e !== 'string' || !stringList(data.t) || typeof data.l !== 'string' || !isLocale(data.l) || !fresh(data.a, now, CONFIRM_VALID_DAYS * 86_400_000)) return null
  return { email: data.e, topics: data.t, lang: data.l, at: new Date(data.a), ...(data.d === 1 ? { daily: true } : {}) }
}

/** How long the code sent by SMS to confirm a number typed on the web is valid. */
export const PHONE_CODE_VALID_MINUTES = 15

/** A number's subscription typed on the web, waiting for the code sent to it by SMS. */
export type PhoneRequest = { phone: string; topics: string[]; lang: Locale; at: Date; code: string }

/**
 * The pending request travels in the code form (a hidden field), sealed with the code: nothing is
 * stored before the citizen types the code, and the code cannot be read from the page.
 */
export function phoneToken(request: PhoneRequest): string {
  return seal('alert-phone', { p: request.phone, t: request.topics, l: request.lang, a: request.at.getTime(), c: request.code })
}

/** The request a code form carries, or null: altered, malformed, or older than PHONE_CODE_VALID_MINUTES. */
export function readPhoneToken(token: string, now = new Date()): PhoneRequest | null {
  const data = unseal('alert-phone', token)
  if (!data || typeof data.p !== 'string' || !stringList(data.t) || typeof data.l !== 'string' || !isLocale(data.l) || typeof data.c !== 'string' || !fresh(data.a, now, PHONE_CODE_VALID_MINUTES * 60_000)) return null
  return { phone: data.p, topics: data.t, lang: data.l, at: new Date(data.a), code: data.c }
}

/** Whether the code typed is the one sent (digits only, spaces ignored; compared in constant time). */
export function codeMatches(expected: string, typed: string): boolean {
  const given = Buffer.from(typed.replace(/[\s.-]/g, '').slice(0, 12))
  const wanted = Buffer.from(expected)
  return given.length === wanted.length && timingSafeEqual(given, wanted)
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
