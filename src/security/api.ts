/**
 * Bounds on the content API (/api) for everyone who is not signed in.
 *
 * Payload answers what it is asked: `depth=10` over self-related guides, `limit=0` or
 * `pagination=false` can cost minutes of CPU and gigabytes for one anonymous request. Staff
 * (a valid session) keep Payload's own limits, which the admin needs; anonymous requests:
 * - are counted per client address (API_RATE_LIMIT, default 120 per minute) → 429;
 * - are read with `depth` ≤ 1 and `limit` ≤ 50 at depth 0, ≤ 10 at depth 1 (clamped, like
 *   Payload clamps to maxDepth), one language at a time, filters through one relationship at
 *   most; `pagination=false` is refused (400); an answer over 512 KB is refused (400);
 * - run at most 2 at a time per instance, 16 waiting at most 3 s (→ 503 with Retry-After),
 *   so that pages keep the CPU whatever the API receives;
 * - answer within API_TIME_BUDGET_MS or get 503.
 * Sign-in and password-reset requests are throttled separately (src/security/login.ts).
 */
import { payloadClient } from '@/content/payload'
import { defaultLocale } from '@/i18n/locales'

import { Gate } from './gate'
import { attempt, clientAddress, limits, minutesToWait } from './limits'
import { guardAuth, isAuthOperation } from './login'
import { apiRefusal } from './refusal'
import { PUBLIC_BODY_LIMIT } from '@/http/limits'

export const ANONYMOUS_MAX_DEPTH = 1
export const ANONYMOUS_MAX_LIMIT = 50
export const ANONYMOUS_MAX_LIMIT_WITH_RELATIONS = 10
export const API_TIME_BUDGET_MS = 10_000

/** Endpoints that bound themselves (own caps and limits) and stay out of the gate. */
const SELF_BOUNDED = new Set(['/api/search', '/api/search/', '/api/page-view', '/api/page-view/', '/api/readyz', '/api/readyz/'])

type Handler<C> = (request: Request, context: C) => Promise<Response>

export function gate(): Gate {
  const holder = globalThis as unknown as Record<symbol, Gate | undefined>
  const key = Symbol.for('services-publics-mg.api-gate')
  holder[key] ??= new Gate(2, 16, 3_000)
  return holder[key]
}

/** Whether the request carries a valid staff session (verified, not just present). */
async function isSignedIn(request: Request): Promise<boolean> {
  const cookie = request.headers.get('cookie') ?? ''
  const authorization = request.headers.get('authorization') ?? ''
  if (!/(?:^|;\s*)payload-token=/.test(cookie) && !authorization) return false
  try {
    const payload = await payloadClient()
    const { user } = await payload.auth({ headers: request.headers })
    return Boolean(user)
  } catch {
    return false
  }
}

/** Longest relationship path an anonymous filter may follow (`category.slug`: one join). */
const MAX_WHERE_PATH_DOTS = 1
const MAX_WHERE_TERMS = 20

export type BoundError = 'pagination' | 'oneLocale' | 'badQuery'

/** The anonymous request's URL with its bounds applied, or why it cannot be answered. */
export function boundQuery(url: URL): { url: URL } | { error: BoundError } {
  const params = url.searchParams
  if (params.has('pagination') && params.get('pagination') !== 'true') return { error: 'pagination' }
  // Every language at once multiplies each answer (2.8 MB for 50 guides): one at a time.
  const locale = params.get('locale')
  if (locale === 'all' || locale === '*' || params.has('fallback-locale') && params.get('fallback-locale') !== 'none') return { error: 'oneLocale' }
  // Filters through several relationships (`related.related.title`) are joins without bound.
  let terms = 0
  for (const name of params.keys()) {
    if (!name.startsWith('where')) continue
    terms++
    const fields = name.match(/\[([^\]]*)\]/g)?.map((f) => f.slice(1, -1)) ?? []
    if (fields.some((f) => (f.match(/\./g)?.length ?? 0) > MAX_WHERE_PATH_DOTS)) return { error: 'badQuery' }
  }
  if (terms > MAX_WHERE_TERMS) return { error: 'badQuery' }
  const bounded = new URL(url)
  const depth = Number(params.get('depth'))
  if (params.has('depth') && !(Number.isInteger(depth) && depth >= 0 && depth <= ANONYMOUS_MAX_DEPTH)) bounded.searchParams.set('depth', String(ANONYMOUS_MAX_DEPTH))
  if (!params.has('depth')) bounded.searchParams.set('depth', String(ANONYMOUS_MAX_DEPTH))
  // Without a locale Payload 3.90 fails on any `where` (500); the default language is meant.
  if (!params.has('locale')) bounded.searchParams.set('locale', defaultLocale)
  // Related documents multiply an answer (10 guides at depth 1 ≈ 340 KB; 50 at depth 0 ≈ 370 KB).
  const maxLimit = bounded.searchParams.get('depth') === '0' ? ANONYMOUS_MAX_LIMIT : ANONYMOUS_MAX_LIMIT_WITH_RELATIONS
  const limit = Number(params.get('limit'))
  if (params.has('limit') && !(Number.isInteger(limit) && limit >= 1 && limit <= maxLimit)) bounded.searchParams.set('limit', String(maxLimit))
  return { url: bounded }
}

/** Largest answer an anonymous reader gets (the whole guide list in one language fits many times). */
export const ANONYMOUS_MAX_ANSWER_BYTES = 512 * 1024

/** An anonymous answer over its byte budget becomes a 400 that says how to ask for less. */
export async function withinByteBudget(request: Request, response: Response): Promise<Response> {
  const declared = Number(response.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > 0 && declared <= ANONYMOUS_MAX_ANSWER_BYTES) return response
  if (!response.body) return response
  const body = new Uint8Array(await response.arrayBuffer())
  if (body.byteLength > ANONYMOUS_MAX_ANSWER_BYTES) return apiRefusal(request, 'answerTooLarge', 400)
  return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers })
}

export function withTimeBudget(work: Promise<Response>, request: Request): Promise<Response> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<Response>((resolve) => {
    timer = setTimeout(() => resolve(apiRefusal(request, 'busy', 503)), API_TIME_BUDGET_MS)
  })
  return Promise.race([work, late]).finally(() => clearTimeout(timer))
}

/** Account operations switched off in this portal (no e-mail verification, no lock-out): Payload answers 500. */
const DISABLED_AUTH = /^\/api\/users\/(?:verify|unlock)(?:\/|$)/

/** Payload's reserved words after a collection's slug; anything else there must be a numeric id. */
const COLLECTION_WORDS = new Set(['versions', 'count', 'me', 'login', 'logout', 'refresh-token', 'forgot-password', 'reset-password', 'unlock', 'verify', 'first-register', 'init', 'access'])
/** Routes under /api/ whose second segment is a name, not an id (the admin's preferences are saved under their key). */
const NOT_COLLECTIONS = new Set(['globals', 'search', 'page-view', 'readyz', 'access', 'payload-preferences'])

/** `/api/<collection>/<id>/` with an id that cannot exist (ids are integers on both databases). */
export function impossibleId(path: string): boolean {
  const match = /^\/api\/([a-z0-9-]+)\/(?:versions\/)?([^/]+)\/?$/.exec(path)
  if (!match || NOT_COLLECTIONS.has(match[1]!)) return false
  const segment = match[2]!
  return !COLLECTION_WORDS.has(segment) && !/^\d{1,15}$/.test(segment)
}

/**
 * Payload's answers that must not reach a client as they are: an unknown route is 501 with the
 * internal address in its message; it is a plain 404 here.
 */
function tidy(request: Request, response: Response): Response {
  return response.status === 501 ? apiRefusal(request, 'notFound', 404) : response
}

/**
 * Whether a write request's body can be read as its content type says. Payload answers 500
 * to a truncated multipart body or broken JSON; those are the client's mistakes (400).
 */
export async function bodyReadable(request: Request): Promise<boolean> {
  if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return true
  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
  const copy = request.clone()
  try {
    if (type === 'multipart/form-data') {
      const payloadField = (await copy.formData()).get('_payload')
      if (typeof payloadField === 'string') JSON.parse(payloadField)
      return true
    }
    const text = await copy.text()
    if (text.trim() === '') return true
    if (type === 'application/json') JSON.parse(text)
    else if (type === 'application/x-www-form-urlencoded') {
      const payloadField = new URLSearchParams(text).get('_payload')
      if (payloadField !== null) JSON.parse(payloadField)
    } else return false
    return true
  } catch {
    return false
  }
}

/** Shared caches (a CDN in front) may keep an anonymous read this long; a publish bans it anyway. */
export const ANONYMOUS_SHARED_MAX_AGE_S = 30

/**
 * The caching policy of an answer: a signed-in reader's answers are theirs alone (`private,
 * no-store`); an anonymous successful read is published content, the same for everyone.
 */
export function withCachePolicy(response: Response, method: string, signedIn: boolean): Response {
  let policy: string | null = null
  if (signedIn) policy = 'private, no-store'
  else if ((method === 'GET' || method === 'HEAD') && response.status === 200 && !response.headers.has('cache-control') && !response.headers.has('set-cookie')) {
    policy = `public, max-age=0, s-maxage=${ANONYMOUS_SHARED_MAX_AGE_S}`
  }
  if (!policy) return response
  const headers = new Headers(response.headers)
  headers.set('Cache-Control', policy)
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
}

/** Wraps one of Payload's REST handlers (GET, POST…) with the bounds above. */
export function boundedRest<C>(handler: Handler<C>): Handler<C> {
  return async (request, context) => {
    const url = new URL(request.url)
    const path = url.pathname
    if (impossibleId(path) || DISABLED_AUTH.test(path)) return apiRefusal(request, 'notFound', 404)
    const readable = () => bodyReadable(request)
    if (request.method === 'POST' && isAuthOperation(path)) {
      return guardAuth(request, path, async (instead = request) => ((await readable()) ? handler(instead, context) : apiRefusal(request, 'badRequest', 400)))
    }
    if (SELF_BOUNDED.has(path)) return handler(request, context)
    if (await isSignedIn(request)) {
      // A truncated upload or broken JSON is the sender's mistake: 400 in their language, not Payload's 500.
      if (!(await readable())) return apiRefusal(request, 'badRequest', 400)
      return withCachePolicy(tidy(request, await handler(request, context)), request.method, true)
    }
    // Large bodies (uploads) are for staff: an anonymous one is refused before it is read.
    if (request.method !== 'GET' && request.method !== 'HEAD' && Number(request.headers.get('content-length') ?? 0) > PUBLIC_BODY_LIMIT) {
      return apiRefusal(request, 'tooLarge', 413)
    }
    if (!(await readable())) return apiRefusal(request, 'badRequest', 400)

    const wait = await attempt('api', limits.api(), clientAddress(request.headers))
    if (wait > 0) return apiRefusal(request, 'tooMany', 429, { minutes: minutesToWait(wait) })

    let bounded = request
    if (request.method === 'GET' || request.method === 'HEAD') {
      const result = boundQuery(url)
      if ('error' in result) return apiRefusal(request, result.error, 400)
      if (result.url.search !== url.search) bounded = new Request(result.url, { method: request.method, headers: request.headers })
    }
    const outcome = await gate().run(() => withTimeBudget(handler(bounded, context).then((answer) => withinByteBudget(request, answer)), request))
    return outcome.ok ? withCachePolicy(tidy(request, outcome.value), request.method, false) : apiRefusal(request, 'busy', 503)
  }
}
