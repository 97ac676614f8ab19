/**
 * Sign-in without lock-out and without telling which accounts exist.
 * - Per account and address: after 3 failures in an hour, each new failure makes that client
 *   wait 1 s, 2 s, 4 s… (at most 15 min) before it may try that account again. The same
 *   account signed in from another address is not affected: a stranger cannot lock an editor out.
 * - Per client address, failed sign-ins only (20 per 15 min, whatever the account): past that,
 *   accounts get no free failures from that address. A correct password is never refused because
 *   of other accounts' failures (an office behind one address keeps signing in).
 * - Per client address, password resets and other account operations: 20 per 15 min → 429.
 * - Every failed sign-in and every password-reset request answers after the same minimum
 *   time, so an unknown address cannot be told from a known one by timing.
 */
import type { RateLimiterAbstract } from 'rate-limiter-flexible'

import { readBodyLimited } from '@/forms/state'

import { attempt, clientAddress, counted, createLimiter, forget, hashed, limits, minutesToWait } from './limits'
import { apiRefusal } from './refusal'

export const AUTH_MIN_ANSWER_MS = 1_500
const FREE_FAILURES = 3
const MAX_BACKOFF_S = 15 * 60

const AUTH_OPERATIONS = /^\/api\/users\/(login|forgot-password|reset-password|first-register|unlock|verify\/[^/]+)\/?$/

export function isAuthOperation(path: string): boolean {
  return AUTH_OPERATIONS.test(path)
}

/** Backoff in seconds after `failures` failed sign-ins for one account from one address. */
export function backoffSeconds(failures: number): number {
  if (failures < FREE_FAILURES) return 0
  return Math.min(2 ** (failures - FREE_FAILURES), MAX_BACKOFF_S)
}

/** Backoffs as blocks: in Redis with several instances (a client cannot hop between them). */
function blocker(): RateLimiterAbstract {
  const holder = globalThis as unknown as Record<symbol, RateLimiterAbstract | undefined>
  const key = Symbol.for('services-publics-mg.login-backoff')
  holder[key] ??= createLimiter('login-backoff', { points: 1, durationS: 1 })
  return holder[key]
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

export async function guardAuth(request: Request, path: string, run: () => Promise<Response>): Promise<Response> {
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
    return evenOut(await run())
  }

  const account = await accountOf(request)
  const key = `${account}|${address}`
  const blocked = await blocker().get(hashed(key))
  if (blocked && blocked.consumedPoints > 1) return apiRefusal(request, 'tooMany', 429, { minutes: minutesToWait(blocked.msBeforeNext) })

  // The password is always checked: a correct one signs in, whatever other accounts did from here.
  const response = await run()
  if (response.ok) {
    await forget('auth-failures', limits.authFailures(), key)
    return response
  }
  await attempt('auth-failures', limits.authFailures(), key)
  // Failures from this address, whatever the account: past its budget, an account gets no free
  // failures from here any more (after each failure it waits 2 s, 4 s, 8 s… — longer than the
  // 1.5 s every failed answer takes).
  const overAddress = (await attempt('auth-address-failures', limits.authByAddress(), address)) > 0
  const failures = await counted('auth-failures', limits.authFailures(), key)
  const backoff = backoffSeconds(overAddress ? failures + FREE_FAILURES : failures)
  if (backoff > 0) await blocker().block(hashed(key), backoff)
  return evenOut(response)
}
