/**
 * Sign-in without lock-out and without telling which accounts exist (issue 38).
 * A correct password is always accepted: failures never make the portal refuse it (no 429 on a
 * sign-in), they make every try on that account *slower* — the password is checked only after a
 * wait, and tries on one account from one client are spaced, one after the other:
 * - per account and client (an IPv4 address or an IPv6 /64): 3 free failures in an hour, then
 *   each failure adds a wait of 1 s, 2 s, 4 s… (at most MAX_WAIT_S) before that client's next try;
 * - per account across every client: past ACCOUNT_FREE_FAILURES failures in an hour (many
 *   addresses guessing one password), every try on it from a device not known for it waits the
 *   same way;
 * - per client, failed sign-ins whatever the account (20 per 15 min): past that, accounts get no
 *   free failures from that client any more;
 * - a device that signed in to that account before (a signed cookie set at a successful sign-in,
 *   OWASP's « device cookie ») skips the waits others caused: an editor on their usual computer
 *   signs in at once, even in an office whose address an attacker shares; its own failures count
 *   (past DEVICE_FREE_FAILURES it is a stranger again).
 * So one client guesses one account's password at most once every MAX_WAIT_S, many clients at
 * most once each every MAX_WAIT_S, and the editor with the right password waits at most
 * MAX_WAIT_S plus the one try ahead of theirs — never « try again in 15 minutes ».
 * Password resets and other account operations: 20 per client per 15 min → 429 (they send mail).
 * Every failed sign-in and every password-reset request answers after the same minimum time, so
 * an unknown address cannot be told from a known one by timing.
 */

import { randomBytes } from 'node:crypto'

import { readBodyLimited } from '@/forms/state'

import { CLIENT_HTTPS_HEADER } from '@/http/headers'

import { takeCitizenMail } from './citizenMail'
import { attempt, clientAddress, counted, forget, hashed, limits, minutesToWait } from './limits'
import { apiRefusal } from './refusal'

export const AUTH_MIN_ANSWER_MS = 1_500
const FREE_FAILURES = 3
/** The longest wait before a password is checked: what the editor with the right password may have to bear. */
export const MAX_WAIT_S = 10
/** Failures on one account, from every client together, before every unknown device's try waits. */
export const ACCOUNT_FREE_FAILURES = 20
/** A known device's own failures before it is a stranger again. */
const DEVICE_FREE_FAILURES = 5
const DEVICE_COOKIE_PREFIX = 'portal-device-'
const DEVICE_MAX_AGE_S = 180 * 24 * 3600
/** Clients remembered for spacing their tries; past it the oldest is forgotten (bounded memory). */
const SPACED_KEYS = 10_000

const AUTH_OPERATIONS = /^\/api\/users\/(login|forgot-password|reset-password|first-register|unlock|verify\/[^/]+)\/?$/

export function isAuthOperation(path: string): boolean {
  return AUTH_OPERATIONS.test(path)
}

/** Seconds to wait before checking a password after `failures` failures (`free` of them cost nothing). */
export function backoffSeconds(failures: number, free = FREE_FAILURES): number {
  if (failures < free) return 0
  return Math.min(2 ** (failures - free), MAX_WAIT_S)
}

/** When the last slow try of each account and client may start (this process: tries of one client are one after the other). */
const nextStart = new Map<string, number>()

/**
 * The moment a try of `key` that must wait `waitMs` may start: `waitMs` from now, and `waitMs`
 * after the previous waiting try of the same key (concurrent guesses are spaced, not parallel).
 */
export function startOfTry(key: string, waitMs: number, now = Date.now()): number {
  if (waitMs <= 0) return now
  const start = Math.max(now, nextStart.get(key) ?? 0) + waitMs
  nextStart.delete(key)
  nextStart.set(key, start)
  if (nextStart.size > SPACED_KEYS) {
    for (const [k, at] of nextStart) if (at < now || nextStart.size > SPACED_KEYS) nextStart.delete(k)
  }
  return start
}

const deviceCookieName = (account: string) => `${DEVICE_COOKIE_PREFIX}${hashed(`device-name|${account}`).slice(0, 12)}`
const deviceSignature = (account: string, id: string) => hashed(`device|${account}|${id}`).slice(0, 32)

/** The id of this browser when it signed in to `account` before (its signed cookie), else null. */
export function knownDevice(cookieHeader: string | null, account: string): string | null {
  if (!account || !cookieHeader) return null
  const name = deviceCookieName(account)
  for (const part of cookieHeader.split(';')) {
    const [k, v] = part.trim().split('=')
    if (k !== name || !v) continue
    const [id, signature] = v.split('.')
    if (id && signature && /^[A-Za-z0-9_-]{16,64}$/.test(id) && signature === deviceSignature(account, id)) return id
  }
  return null
}

/** The cookie that makes this browser a known device for `account` (set at a successful sign-in). */
export function deviceCookie(account: string, https: boolean): string {
  const id = randomBytes(18).toString('base64url')
  return `${deviceCookieName(account)}=${id}.${deviceSignature(account, id)}; Path=/api/users/login; Max-Age=${DEVICE_MAX_AGE_S}; HttpOnly; SameSite=Strict${https ? '; Secure' : ''}`
}

/** The account a sign-in names, from JSON, a form, or the admin's `_payload` field. */
async function accountOf(request: Request): Promise<string> {
  const text = await readBodyLimited(request.clone(), 16 * 1024).catch(() => null)
  if (!text) return ''
  const type = (request.headers.get('content-type') ?? '').toLowerCase()
  let data: unknown
  try {
    if (type.includes('application/json')) data = JSON.parse(text)
    else if (type.includes('multipart/form-data')) {
      const form = await request.clone().formData()
      const raw = form.get('_payload')
      data = typeof raw === 'string' ? JSON.parse(raw) : Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string'))
    } else {
      const form = new URLSearchParams(text)
      const raw = form.get('_payload')
      data = raw ? JSON.parse(raw) : Object.fromEntries(form)
    }
  } catch {
    return ''
  }
  const email = (data as { email?: unknown; username?: unknown } | null)?.email ?? (data as { username?: unknown } | null)?.username
  return typeof email === 'string' ? email.trim().toLowerCase().slice(0, 254) : ''
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Password-reset mails one account receives a day, whoever asks (then the answer is the same, and nothing is sent). */
export const RESET_MAILS_PER_DAY = 3

/** The same request naming an account that cannot exist: Payload answers it exactly as usual, and sends nothing. */
function withoutRecipient(request: Request): Request {
  const headers = new Headers(request.headers)
  headers.set('content-type', 'application/json')
  headers.delete('content-length')
  return new Request(request.url, { method: 'POST', headers, body: JSON.stringify({ email: 'nobody@ceiling.invalid' }) })
}

export async function guardAuth(request: Request, path: string, run: (request?: Request) => Promise<Response>): Promise<Response> {
  const started = Date.now()
  const address = clientAddress(request.headers)
  const operation = AUTH_OPERATIONS.exec(path)![1]!
  const evenOut = async (response: Response) => {
    const rest = AUTH_MIN_ANSWER_MS - (Date.now() - started)
    if (rest > 0) await sleep(rest)
    return response
  }
  if (operation !== 'login') {
    // Password resets and account operations send mail or touch accounts: each counts.
    const wait = await attempt('auth', limits.authByAddress(), address)
    if (wait > 0) return apiRefusal(request, 'tooMany', 429, { minutes: minutesToWait(wait) })
    if (operation === 'forgot-password') {
      // Anyone may ask for an editor's reset mail: past the mailbox's ceilings, the same answer and no mail.
      const account = await accountOf(request)
      const mail = account ? await takeCitizenMail('password-reset', account, { points: RESET_MAILS_PER_DAY, durationS: 86_400 }) : null
      if (mail && !mail.ok) return evenOut(await run(withoutRecipient(request)))
    }
    return evenOut(await run())
  }

  const account = await accountOf(request)
  const key = `${account}|${address}`
  let device = knownDevice(request.headers.get('cookie'), account)
  if (device && (await counted('auth-device-failures', limits.authFailures(), device)) >= DEVICE_FREE_FAILURES) device = null
  // The wait others' failures impose (a known device bears only its own), then the password is checked.
  let waitS = 0
  if (!device) {
    const [own, all, fromAddress] = await Promise.all([
      counted('auth-failures', limits.authFailures(), key),
      account ? counted('auth-account-failures', limits.authFailures(), account) : Promise.resolve(0),
      counted('auth-address-failures', limits.authByAddress(), address),
    ])
    // Past the client's budget of failures (whatever the account), its tries get no free failure.
    const overAddress = fromAddress >= limits.authByAddress().points
    waitS = Math.max(backoffSeconds(overAddress ? own + FREE_FAILURES : own), backoffSeconds(all, ACCOUNT_FREE_FAILURES))
  }
  const start = startOfTry(key, waitS * 1000)
  if (start > Date.now()) await sleep(start - Date.now())
  if (request.signal?.aborted) return apiRefusal(request, 'badRequest', 400)

  // The password is always checked: a correct one signs in, whatever others did.
  const response = await run()
  if (response.ok) {
    await forget('auth-failures', limits.authFailures(), key)
    if (device) await forget('auth-device-failures', limits.authFailures(), device)
    if (!account || device) return response
    const headers = new Headers(response.headers)
    headers.append('Set-Cookie', deviceCookie(account, request.headers.get(CLIENT_HTTPS_HEADER) === '1'))
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
  }
  await Promise.all([
    attempt('auth-failures', limits.authFailures(), key),
    account ? attempt('auth-account-failures', limits.authFailures(), account) : undefined,
    attempt('auth-address-failures', limits.authByAddress(), address),
    device ? attempt('auth-device-failures', limits.authFailures(), device) : undefined,
  ])
  return evenOut(response)
}
