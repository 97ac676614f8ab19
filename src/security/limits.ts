/**
 * Rate limits per real client, counted with rate-limiter-flexible: in Redis when REDIS_URL is
 * set, so that every instance counts against the same window (a restart does not reset it),
 * else in this process's memory. When Redis does not answer, each instance falls back to its
 * own memory (the limiter's `insuranceLimiter`) instead of failing the request.
 *
 * The client is the key the front server decided (src/server/clientAddress.ts: an IPv4 address
 * or an IPv6 /64) and wrote into CLIENT_KEY_HEADER, never a header the client chose. Addresses are kept only as
 * salted hashes, and only for the window's duration.
 */
import { createHmac, randomBytes } from 'node:crypto'

import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'

import { sharedRedis } from '@/cluster/redis'
import { CLIENT_KEY_HEADER } from '@/http/headers'
import { countEvent } from '@/http/instance'

// Every instance must hash an address the same way (shared counts), and nobody without the
// secret can turn a stored key back into an address.
const salt = process.env.PAYLOAD_SECRET ? `rate-limits:${process.env.PAYLOAD_SECRET}` : randomBytes(16).toString('hex')

/**
 * The client as every limit counts it, decided by the front server: the IPv4 address, or the
 * IPv6 /64 (CLIENT_IPV6_PREFIX) — four addresses of one line are one client (issue 38).
 */
export function clientAddress(headers: Headers): string {
  const decided = headers.get(CLIENT_KEY_HEADER)
  if (decided) return decided
  // Only when the app runs without the front server (`next dev`): one local bucket, and a warning.
  warnUnidentified()
  return 'unidentified'
}

let warned = false
function warnUnidentified(): void {
  if (warned || process.env.NODE_ENV !== 'production') return
  warned = true
  console.warn(JSON.stringify({ level: 'warn', msg: 'requests reach the app without the portal server: rate limits cannot tell clients apart (start with `npm start`)' }))
}

/** A stored key: never the address or account itself. */
export function hashed(key: string): string {
  return createHmac('sha256', salt).update(key).digest('base64url')
}

export type LimitSpec = { points: number; durationS: number }

/** "max/seconds" from the environment (e.g. CONTACT_RATE_LIMIT=10/600), else the default. */
export function limitFromEnv(value: string | undefined, fallback: LimitSpec): LimitSpec {
  const [points, seconds] = (value ?? '').split('/').map(Number)
  return {
    points: points && points > 0 && Number.isInteger(points) ? points : fallback.points,
    durationS: seconds && seconds > 0 && Number.isInteger(seconds) ? seconds : fallback.durationS,
  }
}

/**
 * A limiter in Redis when the instances share one (with this process's memory as insurance),
 * else in memory. `blockS` blocks a key that goes over its points for that long.
 */
export function createLimiter(name: string, spec: LimitSpec, blockS = 0): RateLimiterAbstract {
  const options = { keyPrefix: `portal:limit:${name}`, points: spec.points, duration: spec.durationS, blockDuration: blockS }
  const memory = new RateLimiterMemory(options)
  const redis = sharedRedis()
  return redis ? new RateLimiterRedis({ ...options, storeClient: redis, insuranceLimiter: memory }) : memory
}

/** One limiter per name and process, shared by every bundle Next.js loads this module into. */
function limiter(name: string, spec: LimitSpec): RateLimiterAbstract {
  const holder = globalThis as unknown as Record<symbol, RateLimiterAbstract | undefined>
  const key = Symbol.for(`services-publics-mg.limit.${name}.${spec.points}/${spec.durationS}`)
  holder[key] ??= createLimiter(name, spec)
  return holder[key]
}

/** Counts one attempt; resolves to the milliseconds to wait when over the limit, else 0. */
export async function attempt(name: string, spec: LimitSpec, key: string, cost = 1): Promise<number> {
  try {
    await limiter(name, spec).consume(hashed(key), cost)
    return 0
  } catch (refusal) {
    if (refusal instanceof RateLimiterRes) {
      countEvent('rateLimited', name)
      return Math.max(1, refusal.msBeforeNext)
    }
    throw refusal
  }
}

/** How many attempts were counted for `key` in the current window (without counting one). */
export async function counted(name: string, spec: LimitSpec, key: string): Promise<number> {
  const res = await limiter(name, spec).get(hashed(key))
  return res?.consumedPoints ?? 0
}

export async function forget(name: string, spec: LimitSpec, key: string): Promise<void> {
  await limiter(name, spec).delete(hashed(key))
}

/** Whole minutes to tell a reader to wait (at least one). */
export function minutesToWait(ms: number): number {
  return Math.max(1, Math.ceil(ms / 60_000))
}

export const limits = {
  contact: () => limitFromEnv(process.env.CONTACT_RATE_LIMIT, { points: 10, durationS: 600 }),
  // Lookups are cheap for a citizen and guessing needs many: 20 per address per 10 minutes.
  tracking: (): LimitSpec => ({ points: 20, durationS: 600 }),
  // A reader opens a few guides a minute; more from one address is not reading.
  pageView: (): LimitSpec => ({ points: 60, durationS: 600 }),
  // Anonymous reads of the content API, per address (a CDN in front absorbs real traffic).
  api: () => limitFromEnv(process.env.API_RATE_LIMIT, { points: 120, durationS: 60 }),
  // Sign-in and password-reset attempts per address, whatever the account.
  authByAddress: (): LimitSpec => ({ points: 20, durationS: 15 * 60 }),
  // Questions by SMS per phone number (each answer costs an SMS): then one polite refusal, then silence.
  smsNumber: () => limitFromEnv(process.env.SMS_RATE_LIMIT, { points: 20, durationS: 3600 }),
  smsRefusal: (): LimitSpec => ({ points: 1, durationS: 3600 }),
  // USSD screens per phone number (a session is a few dozen).
  ussdNumber: () => limitFromEnv(process.env.USSD_RATE_LIMIT, { points: 300, durationS: 3600 }),
  // Failed sign-ins per account and address (backoff grows from the 4th; see src/security/login.ts).
  authFailures: (): LimitSpec => ({ points: 1000, durationS: 60 * 60 }),
  // Mail a citizen's post makes the portal send (alert confirmations, contact acknowledgements), in all (issue 38).
  citizenMail: () => limitFromEnv(process.env.CITIZEN_MAIL_LIMIT, { points: 500, durationS: 3600 }),
  // The same, per recipient's mailbox (src/security/citizenMail.ts `mailboxOf`), whatever the form.
  citizenMailRecipient: () => limitFromEnv(process.env.CITIZEN_MAIL_RECIPIENT_LIMIT, { points: 5, durationS: 86_400 }),
  // Answers by SMS across every number (each costs one or two SMS): then at most one « busy » reply per number.
  smsAnswers: () => limitFromEnv(process.env.SMS_ANSWER_RATE, { points: 300, durationS: 60 }),
  smsBusy: (): LimitSpec => ({ points: 1, durationS: 3600 }),
} as const

/** One ceiling among several a request must pass (`attemptAll`). */
export type Ceiling = { name: string; spec: LimitSpec; key: string }

export type CeilingsOutcome = { ok: true; giveBack: () => Promise<void> } | { ok: false; refusedBy: string; waitMs: number }

/**
 * Counts one attempt against each ceiling in the order given (the widest first: everyone's, then
 * the client's, then the recipient's). The first that refuses stops there, and what the ceilings
 * before it counted is given back: a request refused by one ceiling uses up none of the others
 * (issue 38: a post past the global code budget no longer spends the number's own codes).
 * `giveBack()` returns everything counted when the work could not be done (nothing was sent).
 */
export async function attemptAll(ceilings: Ceiling[]): Promise<CeilingsOutcome> {
  const taken: Ceiling[] = []
  const giveBack = async () => {
    for (const c of taken.splice(0)) await limiter(c.name, c.spec).reward(hashed(c.key), 1).catch(() => undefined)
  }
  for (const ceiling of ceilings) {
    const wait = await attempt(ceiling.name, ceiling.spec, ceiling.key)
    if (wait > 0) {
      // The refusing ceiling's own count stays: it is over anyway, and comes back with its window.
      await giveBack()
      return { ok: false, refusedBy: ceiling.name, waitMs: wait }
    }
    taken.push(ceiling)
  }
  return { ok: true, giveBack }
}

/** Attempts counted for `key` and the milliseconds before its window ends, without counting one. */
export async function peek(name: string, spec: LimitSpec, key: string): Promise<{ consumed: number; msBeforeNext: number }> {
  const res = await limiter(name, spec).get(hashed(key))
  return { consumed: res?.consumedPoints ?? 0, msBeforeNext: res?.msBeforeNext ?? 0 }
}
