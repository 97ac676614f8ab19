/**
 * The portal's front: one small process that answers what is cheap at once and hands what is
 * expensive to its workers (Next.js + Payload, src/server/worker.ts), so that a cached page is
 * answered in microseconds whatever the workers are doing (ADR 12). It
 * - refuses malformed, oversized or unsupported requests at once (src/server/edge.ts);
 * - decides the client's address and scheme from the socket or trusted proxies only;
 * - answers cached pages (src/server/pages.ts), islands, build assets and media files itself;
 * - counts every request a worker must serve against its client's budget (one client: an IPv4
 *   address or an IPv6 /64, src/server/clientAddress.ts), and admits it to the workers fairly
 *   between clients (src/server/budgets.ts);
 * - reads a body whole, within its deadline and size, before asking for a worker
 *   (src/server/bodies.ts) — only uploads stream, through places of their own
 *   (src/server/forward.ts) — refusing anonymous writes to staff paths before reading them;
 * - answers /healthz itself and /readyz through a worker's database check;
 * - adds HSTS and `Secure` cookies on HTTPS, keeps redirects on our own site;
 * - logs one bounded JSON line per failed request, without personal data;
 * - stops within seconds on SIGTERM/SIGINT (workers included), and says so clearly when its port
 *   is taken.
 * Started by `npm start` (scripts/start.mjs) and by the tests, built by scripts/build-server.mjs.
 */
import { timingSafeEqual } from 'node:crypto'
import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import path from 'node:path'

import { closeRedis, connectRedis, instanceId } from '@/cluster/redis'
import { CLIENT_ADDRESS_HEADER, CLIENT_HTTPS_HEADER, CLIENT_KEY_HEADER, FRONT_HEADER, INTERNAL_PATH_PREFIX, MIRROR_HEADER, SEARCH_PART_PATH, PURGE_SECRET_HEADER, RENDER_HEADER } from '@/http/headers'
import { MEDIA_BODY_LIMIT, PUBLIC_BODY_LIMIT, STAFF_BODY_LIMIT } from '@/http/limits'
import { refusalLocale, refusalPage, type RefusalMessage } from '@/http/refusals'
import { MEDIA_URL_PREFIX } from '@/media/storage'
import { mirrorBuildKey, mirrorDirFrom } from '@/ops/mirror'
import { gatewayCheck } from '@/security/gateway'
import { securityHeaders } from '@/security/headers'

import { admit, anonymousWriteAllowed, createFrontGates, isAuthPath, type WorkKind } from './budgets'
import { BodyReader, BODY_MIN_BYTES_PER_S, SMALL_BODY_DEADLINE_MS, STAFF_BODY_DEADLINE_MS, UPLOAD_DEADLINE_MS, type BodyRefusal, type BodyRules } from './bodies'
import { clientAddressOf, clientKeyOf, clientUsedHttps, compileTrust, ipv6PrefixFrom, type TrustFn } from './clientAddress'
import { adminBootBlock, adminBootLanguage, wantsAdminBoot } from './adminBoot'
import { createMetrics, mayReadMetrics, METRICS_PATH } from './metrics'
import { checkRequest, FORM_POST, GATEWAY_PREFIX, isStaffPath, pathOf, SMS_GATEWAY_PATH } from './edge'
import { forward, hasBody } from './forward'
import { loadIslands, serveIsland } from './islands'
import { closeAfterAnswerLingering } from './linger'
import { createMirrorJob } from './mirrorJob'
import { countEvent, createInternalSecret, registerCounter, registerGauge } from '@/http/instance'
import { askerLanguage, busyReply } from '@/channels/sms/busy'
import { serveMedia } from './media'
import { createFrontCaches, isAnonymousApiRead, isPublicRead, renderAndSend, send, slotFor } from './pages'
import { HAND_OVER_MS, SearchHitTally } from './searchHits'
import { createInstancePurge, listenForPurges } from './purge'
import { prepareRouteCache } from './routeCache'
import { banFrontCaches } from '@/cluster/purge'
import { decorateOnWrite } from './respond'
import { isCrossSite, ownHosts } from './sameSite'
import { createStaffCheck } from './session'
import { serveStatic, staticRoots } from './staticFiles'
import { WorkerPool } from './workers'

const SHUTDOWN_GRACE_MS = 8_000
const MAX_SEGMENT_LENGTH = 200
const MEDIA_UPLOAD = /^\/api\/media(\/[^/]+)?\/?$/
/** Headers only the front may set: whatever a client sends under these names is dropped. */
const FRONT_ONLY_HEADERS = [FRONT_HEADER, RENDER_HEADER, PURGE_SECRET_HEADER, CLIENT_ADDRESS_HEADER, CLIENT_KEY_HEADER, CLIENT_HTTPS_HEADER, MIRROR_HEADER, 'x-portal-internal']
/** The mirror build (src/server/mirrorJob.ts) reads as one client, under its own name. */
const MIRROR_CLIENT = 'mirror-build'
/** What a citizen's form, a sign-in or a gateway's callback may send, and how fast (src/server/bodies.ts). */
const SMALL_BODY: BodyRules = { limit: PUBLIC_BODY_LIMIT, deadlineMs: SMALL_BODY_DEADLINE_MS }
/** A signed-in editor's save: larger, within 30 s, never slower than the minimum rate. */
const STAFF_BODY: BodyRules = { limit: STAFF_BODY_LIMIT, deadlineMs: STAFF_BODY_DEADLINE_MS, minBytesPerS: BODY_MIN_BYTES_PER_S }
const UPLOAD_PACE = { deadlineMs: UPLOAD_DEADLINE_MS, minBytesPerS: BODY_MIN_BYTES_PER_S }
const BODY_REFUSALS: Record<Exclude<BodyRefusal, 'gone'>, [RefusalMessage, number]> = { slow: ['slowBody', 408], tooLarge: ['tooLarge', 413], tooMany: ['tooMany', 429], busy: ['busy', 503] }

function forwardRefusal(status: 408 | 413 | 503): RefusalMessage {
  return status === 413 ? 'tooLarge' : status === 408 ? 'slowBody' : 'unavailable'
}

function sameSecret(given: string | string[] | undefined, secret: string): boolean {
  if (typeof given !== 'string' || given.length !== secret.length) return false
  return timingSafeEqual(Buffer.from(given), Buffer.from(secret))
}

function log(level: 'info' | 'warn' | 'error', fields: Record<string, unknown>): void {
  process.stdout.write(`${JSON.stringify({ level, time: new Date().toISOString(), ...fields })}\n`)
}

const commonHeaders = securityHeaders().filter((h) => h.key !== 'Content-Security-Policy')

function answer(response: ServerResponse, status: number, headers: Record<string, string>, body: string, close: boolean): void {
  for (const { key, value } of commonHeaders) response.setHeader(key, value)
  for (const [key, value] of Object.entries(headers)) response.setHeader(key, value)
  if (close) {
    // The body was not read: do not let the client keep the connection busy sending it, but let
    // the answer reach it (src/server/linger.ts).
    response.setHeader('Connection', 'close')
    response.shouldKeepAlive = false
    closeAfterAnswerLingering(response.req)
  }
  response.writeHead(status)
  response.end(body)
}

export type PortalServerOptions = { port: number; host: string; dir?: string; trust?: TrustFn; workers?: number; ipv6Prefix?: number }

/** Without SITE_URL, absolute links (canonical, share, sitemap, feeds) use the address served. */
export function servedOrigin(host: string, port: number): string {
  const name = host === '0.0.0.0' || host === '::' || host === '' ? 'localhost' : host.includes(':') ? `[${host}]` : host
  return `http://${name}:${port}`
}

/**
 * Where to listen: HOST, else HOSTNAME (the name Next.js's own server reads), else every interface.
 * A shell's HOSTNAME is this machine's name: it is used only when exported, like HOST.
 */
export function listenHostFrom(env: Record<string, string | undefined>): string {
  return env.HOST?.trim() || env.HOSTNAME?.trim() || '0.0.0.0'
}

/** Workers per instance: WEB_WORKERS, else 1 (one SQLite writer; PostgreSQL can take more). */
export function workerCount(value = process.env.WEB_WORKERS): number {
  const n = Number(value || 1)
  if (!Number.isInteger(n) || n < 1 || n > 16) throw new Error('WEB_WORKERS must be a whole number from 1 to 16')
  return n
}

export async function startPortalServer(options: PortalServerOptions): Promise<{ server: http.Server; stop: (reason: string) => void }> {
  if (!process.env.SITE_URL && !process.env.NEXT_PUBLIC_SITE_URL) {
    process.env.PORTAL_SERVED_ORIGIN = servedOrigin(options.host, options.port)
    log('warn', { msg: `SITE_URL is not set: absolute links use ${process.env.PORTAL_SERVED_ORIGIN}/. Set SITE_URL to the public address (https://…) in production.` })
  }
  const trust = options.trust ?? compileTrust(process.env.TRUST_PROXY)
  const ipv6Prefix = options.ipv6Prefix ?? ipv6PrefixFrom(process.env.CLIENT_IPV6_PREFIX)
  const bodies = new BodyReader()
  const dir = options.dir ?? process.cwd()
  const distDir = path.join(dir, process.env.NEXT_DIST_DIR || '.next')
  // Pages on disk follow this start's configuration (issue 39): its own namespace, for its workers too.
  const routeCache = prepareRouteCache(distDir)
  if (routeCache.fresh) log('info', { msg: 'render configuration not served here before: pages are rendered anew', namespace: routeCache.namespace, removed: routeCache.removed.length })
  const secret = createInternalSecret()
  // The workers announce publishes under the front's name: the front does not purge twice.
  process.env.PORTAL_INSTANCE_ID = instanceId()
  const count = options.workers ?? workerCount()
  const islands = loadIslands(distDir)
  const assets = staticRoots(distDir, path.join(dir, 'public'))
  const caches = createFrontCaches()
  const gates = createFrontGates(count)
  const isStaff = createStaffCheck(process.env.PAYLOAD_SECRET)
  const listenHost = options.host === '0.0.0.0' || options.host === '::' || options.host === '' ? '127.0.0.1' : options.host
  // The mirror build's key, the same on every instance (from PAYLOAD_SECRET): a build may read
  // through the cache in front (MIRROR_SOURCE), which spreads its reads over the instances.
  const mirrorKey = process.env.PAYLOAD_SECRET ? mirrorBuildKey(process.env.PAYLOAD_SECRET) : secret
  const mirror = createMirrorJob({
    dir: mirrorDirFrom(),
    origin: process.env.MIRROR_SOURCE || `http://${listenHost.includes(':') ? `[${listenHost}]` : listenHost}:${options.port}`,
    secret: mirrorKey,
    root: dir,
    log,
    built: (ok, seconds) => metrics.mirrorBuilt(ok, seconds),
    quick: () => metrics.mirrorQuick(),
  })
  const metrics = createMetrics({
    cacheBytes: () => caches.pages.size.bytes + caches.queries.size.bytes,
    queueLength: () => Object.values(gates).reduce((sum, gate) => sum + gate.load.waiting, 0),
    mirrorAge: mirror.age,
  })
  const pool = new WorkerPool({
    count,
    script: path.join(distDir, 'portal-worker.mjs'),
    secret,
    root: dir,
    log,
    onPurge: () => void purge(),
    onCount: (metric, label) => metrics.counted(metric, label),
    onGauge: (metric, label, value) => metrics.gauged(metric, label, value),
  })
  registerCounter((metric, label) => metrics.counted(metric, label))
  registerGauge((metric, label, value) => metrics.gauged(metric, label, value))
  const purgeInstance = createInstancePurge(caches, pool)
  // Every purge (a publication here or elsewhere, a notice's start or end) is timed and refreshes the mirror.
  const purge = async (): Promise<void> => {
    const started = performance.now()
    await purgeInstance()
    metrics.purged((performance.now() - started) / 1000)
    mirror.changed()
  }
  let stopping = false
  // Search pages answered from the cache, handed to a worker to count every minute (lost on stop: at most a minute's repeats).
  const searchHits = new SearchHitTally()
  const handOver = setInterval(() => {
    const hits = searchHits.drain()
    if (hits.length > 0) pool.sendToOne({ type: 'searchHits', hits })
  }, HAND_OVER_MS)
  handOver.unref()

  const refusedHere = new WeakSet<ServerResponse>()
  const mirrorReads = new WeakSet<IncomingMessage>()
  function refuse(request: IncomingMessage, response: ServerResponse, kind: RefusalMessage, status: number, options: { minutes?: number; close?: boolean } = {}): void {
    refusedHere.add(response)
    metrics.refused(kind)
    const target = request.url ?? '/'
    const page = refusalPage(kind, status, refusalLocale(target), { json: isStaffPath(pathOf(target) ?? '/'), minutes: options.minutes, retry: status === 503 ? target : undefined })
    if (kind === 'tooMany') page.headers['Retry-After'] = String((options.minutes ?? 1) * 60)
    if (status === 503) page.headers['Retry-After'] = '5'
    answer(response, status, page.headers, request.method === 'HEAD' ? '' : page.body, options.close ?? false)
  }

  /**
   * The request's whole body, read before any worker place is asked for (src/server/bodies.ts);
   * null when it was refused (answered here) or the client left.
   */
  async function bodyFirst(request: IncomingMessage, response: ServerResponse, client: string, rules: BodyRules): Promise<Buffer | null> {
    const read = await bodies.read(request, client, rules)
    if (read.ok) return read.body
    if (read.reason === 'gone') {
      response.destroy()
      return null
    }
    const [kind, status] = BODY_REFUSALS[read.reason]
    refuse(request, response, kind, status, { close: true })
    return null
  }

  /**
   * Runs `work` with a worker once the client's budget and the gate allow it. `busy`: what to answer
   * instead of the refusal page when the gate or the workers cannot take it (the SMS gateway's
   * asker gets a reply in their language, not Kannel's English error).
   */
  async function withWorker(request: IncomingMessage, response: ServerResponse, client: string, staff: boolean, kind: WorkKind, work: (port: number) => Promise<void>, busy?: () => Promise<void>): Promise<void> {
    const left = new AbortController()
    const onClose = () => left.abort()
    response.on('close', onClose)
    const unmetered = mirrorReads.has(request)
    const admission = await admit(gates, unmetered ? MIRROR_CLIENT : client, staff, kind, left.signal, unmetered)
    if (!admission.ok) {
      response.off('close', onClose)
      if (response.destroyed) return
      if (busy) return busy()
      return refuse(request, response, admission.kind, admission.status, { minutes: admission.minutes, close: hasBody(request) })
    }
    try {
      const worker = await pool.pick(15_000)
      if (!worker) return busy ? busy() : refuse(request, response, 'unavailable', 503, { close: hasBody(request) })
      worker.inFlight++
      try {
        await work(worker.port)
      } finally {
        worker.inFlight--
      }
    } finally {
      response.off('close', onClose)
      admission.release()
    }
  }

  /**
   * Kannel's `sms-service` asked a question the portal cannot answer now: 200 with the busy reply
   * (GSM-7, one SMS), which Kannel sends to the asker; counted, not logged.
   */
  async function answerSmsBusy(response: ServerResponse, target: string): Promise<void> {
    refusedHere.add(response)
    const query = new URLSearchParams(target.includes('?') ? target.slice(target.indexOf('?') + 1) : '')
    const lang = await askerLanguage({ from: query.get('from') ?? undefined, text: query.get('text') ?? undefined }).catch(() => null)
    countEvent('sms', 'overloaded')
    if (response.destroyed || response.headersSent) return
    answer(response, 200, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'X-Kannel-Coding': '0' }, busyReply(lang), false)
  }

  async function onRequest(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const started = performance.now()
    const target = request.url ?? '/'
    const method = request.method ?? 'GET'
    const mirrorBuild = sameSecret(request.headers[MIRROR_HEADER], mirrorKey)
    for (const name of FRONT_ONLY_HEADERS) delete request.headers[name]

    // Only this server says who the client is; every budget counts its key (an IPv6 /64 is one client).
    const address = clientAddressOf(request, trust)
    const client = clientKeyOf(address, ipv6Prefix)
    if (mirrorBuild) mirrorReads.add(request)
    request.headers[CLIENT_ADDRESS_HEADER] = address
    request.headers[CLIENT_KEY_HEADER] = client
    const https = clientUsedHttps(request, trust)
    request.headers[CLIENT_HTTPS_HEADER] = https ? '1' : '0'
    if (stopping) {
      response.setHeader('Connection', 'close')
      response.shouldKeepAlive = false
    }

    response.on('finish', () => {
      metrics.observe(pathOf(target) ?? '/', response.statusCode, (performance.now() - started) / 1000)
      // The front's own refusals (busy, unavailable) are expected under load: not one line each.
      if (response.statusCode >= 500 && !refusedHere.has(response)) {
        log('error', { msg: 'request failed', method, path: (pathOf(target) ?? '(invalid)').slice(0, 200), status: response.statusCode, ms: Math.round(performance.now() - started) })
      }
    })

    if (target === '/healthz' && (method === 'GET' || method === 'HEAD')) {
      return answer(response, stopping ? 503 : 200, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' }, stopping ? 'stopping\n' : 'ok\n', false)
    }

    const refusal = checkRequest(method, target, request.headers)
    if (refusal) {
      const pathname = pathOf(target) ?? '/'
      const page = refusalPage(refusal.kind, refusal.status, refusalLocale(target), { json: isStaffPath(pathname) })
      if (refusal.allow) page.headers.Allow = refusal.allow.join(', ')
      const unread = refusal.kind === 'tooLarge' || refusal.kind === 'mediaType' || refusal.kind === 'method'
      return answer(response, page.status, page.headers, method === 'HEAD' ? '' : page.body, unread)
    }

    if (target === METRICS_PATH && method === 'GET') {
      if (!mayReadMetrics(request)) return refuse(request, response, 'notFound', 404)
      return answer(response, 200, { 'Content-Type': metrics.registry.contentType, 'Cache-Control': 'no-store' }, await metrics.registry.metrics(), false)
    }

    if (target === '/readyz' && (method === 'GET' || method === 'HEAD')) {
      if (stopping) return answer(response, 503, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' }, 'stopping\n', false)
      return serveReadiness(request, response)
    }

    decorateOnWrite(request, response, { https, host: request.headers.host })
    // Every answer carries the common security headers, whoever writes it (a worker's own win).
    for (const { key, value } of commonHeaders) response.setHeader(key, value)
    const pathname = pathOf(target) ?? '/'
    // Files have one public address: /media/{name} (Payload's own file route redirects there).
    const payloadFile = /^\/api\/media\/file\/([^/?#]+)$/.exec(pathname)
    if (payloadFile && (method === 'GET' || method === 'HEAD')) {
      return answer(response, 301, { Location: `${MEDIA_URL_PREFIX}${payloadFile[1]}`, 'Cache-Control': 'public, max-age=86400' }, '', false)
    }
    // The workers' own addresses: never from outside.
    if (pathname.startsWith(INTERNAL_PATH_PREFIX) || pathname.startsWith(SEARCH_PART_PATH)) return refuse(request, response, 'notFound', 404, { close: true })
    if (pathname.startsWith('/_islands/')) return serveIsland(islands, request, response, pathname)
    if ((method === 'GET' || method === 'HEAD') && (await serveStatic(assets, request, response, pathname))) return
    if (pathname.startsWith(MEDIA_URL_PREFIX)) return serveMedia(request, response, pathname)

    const publicRead = isPublicRead(method, pathname)
    // No page has a name this long (slugs: 120 characters): not found, without a render.
    if (publicRead && pathname.split('/').some((segment) => segment.length > MAX_SEGMENT_LENGTH)) return refuse(request, response, 'notFound', 404)
    if (publicRead || isAnonymousApiRead(method, pathname)) {
      const slot = slotFor(target)
      if (slot.key !== null) {
        const page = caches[slot.cache].get(slot.key)
        metrics.cacheLookup(page !== undefined)
        if (page) {
          if (slot.cache === 'queries') searchHits.count(slot.key)
          return send(request, response, page, true)
        }
      }
      const staff = await isStaff(request.headers)
      // A signed-in editor's API reads are theirs (drafts, accounts): straight to a worker.
      if (publicRead || !staff) {
        // Previews are for signed-in staff: anyone else is told "not found" without a render.
        if (!staff && /^\/(?:fr|mg)\/apercu\//.test(pathname)) return refuse(request, response, 'notFound', 404)
        return withWorker(request, response, client, staff, 'render', (port) =>
          renderAndSend(request, response, caches, slot, port, secret).catch((error: unknown) => {
            log('warn', { msg: 'render failed', error: (error as Error)?.message?.slice(0, 120) })
            if (!response.headersSent) refuse(request, response, 'unavailable', 503)
          }),
        )
      }
    }

    // The SMS and USSD gateways: checked here (secret and address) before any work, then a gate of their own.
    if (pathname.startsWith(GATEWAY_PREFIX)) {
      const given = new URLSearchParams(target.includes('?') ? target.slice(target.indexOf('?') + 1) : '').get('secret')
      const verdict = gatewayCheck(address, given)
      if (verdict !== 'ok') return refuse(request, response, verdict === 'disabled' ? 'notFound' : 'staffOnly', verdict === 'disabled' ? 404 : 403, { close: hasBody(request) })
      const body = hasBody(request) ? await bodyFirst(request, response, client, SMALL_BODY) : undefined
      if (body === null) return
      // An SMS question the portal is too busy to answer: one SMS saying so, in the asker's language (issue 39).
      const smsBusy = pathname.startsWith(SMS_GATEWAY_PATH) && method === 'GET' ? () => answerSmsBusy(response, target) : undefined
      return withWorker(
        request,
        response,
        client,
        false,
        'gateway',
        (port) =>
          forward(request, response, {
            port,
            secret,
            bodyLimit: PUBLIC_BODY_LIMIT,
            body,
            timeoutMs: 15_000,
            refuse: (status, close) => (smsBusy && status === 503 ? void smsBusy() : refuse(request, response, forwardRefusal(status), status, { close })),
          }),
        smsBusy,
      )
    }

    const staff = await isStaff(request.headers)
    const writing = method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS'
    if (writing && !staff) {
      // Anonymous writes to staff paths are refused before a byte of their body is read.
      if (!anonymousWriteAllowed(pathname)) return refuse(request, response, 'staffOnly', 403, { close: hasBody(request) })
      if (FORM_POST.test(pathname) && isCrossSite(request.headers, ownHosts(request.headers.host))) return refuse(request, response, 'crossSite', 403, { close: true })
    }
    const upload = writing && staff && MEDIA_UPLOAD.test(pathname)
    const bodyLimit = !writing ? 0 : upload ? MEDIA_BODY_LIMIT : staff ? STAFF_BODY_LIMIT : PUBLIC_BODY_LIMIT
    if (Number(request.headers['content-length'] ?? 0) > bodyLimit) return refuse(request, response, 'tooLarge', 413, { close: true })
    // Every body but an upload is read whole before it may hold a worker's place.
    const body = hasBody(request) && !upload ? await bodyFirst(request, response, client, staff ? STAFF_BODY : SMALL_BODY) : undefined
    if (body === null) return
    const kind: WorkKind = isAuthPath(pathname) ? 'auth' : upload ? 'upload' : writing ? 'write' : 'render'
    return withWorker(request, response, client, staff, kind, (port) =>
      forward(request, response, {
        port,
        secret,
        bodyLimit,
        body,
        pace: upload ? UPLOAD_PACE : undefined,
        timeoutMs: staff ? 120_000 : 30_000,
        refuse: (status, close) => refuse(request, response, forwardRefusal(status), status, { close }),
        afterBody: wantsAdminBoot(method, pathname, request.headers) ? adminBootBlock(adminBootLanguage(request.headers)) : undefined,
      }),
    )
  }

  /** GET /readyz: a worker's database check (/api/readyz/); anything but 200 is 503. */
  async function serveReadiness(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const worker = await pool.pick(2_000)
    const ready = worker
      ? await new Promise<boolean>((resolve) => {
          const check = http.get({ host: '127.0.0.1', port: worker.port, path: '/api/readyz/', headers: { [FRONT_HEADER]: secret }, agent: false, timeout: 3_000 }, (res) => {
            res.resume()
            resolve(res.statusCode === 200)
          })
          check.on('timeout', () => check.destroy())
          check.on('error', () => resolve(false))
        })
      : false
    answer(response, ready ? 200 : 503, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' }, request.method === 'HEAD' ? '' : ready ? 'ready\n' : 'database unavailable\n', false)
  }

  const server = http.createServer((request, response) => {
    onRequest(request, response).catch((error: unknown) => {
      log('error', { msg: 'unhandled request error', error: (error as Error)?.name ?? 'Error' })
      if (!response.headersSent) answer(response, 500, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' }, 'Internal error\n', true)
      else response.destroy()
    })
  })
  // Slow clients cannot hold a connection: headers within 10 s; a body within 5 s (a citizen's
  // form), 30 s (an editor's save) or 2 minutes (an upload), checked by src/server/bodies.ts —
  // Node's own limit on the whole request is only the backstop.
  server.headersTimeout = 10_000
  server.requestTimeout = UPLOAD_DEADLINE_MS + 10_000
  server.keepAliveTimeout = 5_000
  server.maxHeadersCount = 100

  // Shared limits and publish messages: connected before the first request (or said to be off).
  if ((await connectRedis()) === 'unavailable') log('warn', { msg: 'redis did not answer at start: limits are per instance until it does' })

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, options.host, () => {
      server.off('error', reject)
      resolve()
    })
  })
  pool.start()

  function stop(reason: string): void {
    if (stopping) return
    stopping = true
    clearInterval(handOver)
    routeCache.stop()
    mirror.stop()
    log('info', { msg: 'stopping', reason })
    const force = setTimeout(() => {
      log('warn', { msg: 'connections still open after the grace period: closing them' })
      server.closeAllConnections()
      process.exit(0)
    }, SHUTDOWN_GRACE_MS)
    force.unref()
    let left = 2
    const done = () => {
      if (--left > 0) return
      clearTimeout(force)
      // Redis may be the reason we stop: its goodbye gets one second.
      void Promise.race([closeRedis(), new Promise((resolve) => setTimeout(resolve, 1_000))]).finally(() => process.exit(0))
    }
    server.close(done)
    server.closeIdleConnections()
    void pool.stop(SHUTDOWN_GRACE_MS - 1_000).then(done)
  }

  // Publishes on other instances (Redis).
  listenForPurges(purge)
  // A configuration the cache in front has not seen pages of: what it holds was rendered before the change.
  if (routeCache.fresh) void banFrontCaches()
  await pool.pick(120_000)
  return { server, stop }
}

async function main(): Promise<void> {
  const port = Number(process.env.PORT || 3000)
  const host = listenHostFrom(process.env)
  let trust: TrustFn
  let workers: number
  let ipv6Prefix: number
  try {
    trust = compileTrust(process.env.TRUST_PROXY)
    workers = workerCount()
    ipv6Prefix = ipv6PrefixFrom(process.env.CLIENT_IPV6_PREFIX)
  } catch (error) {
    console.error(`server: ${(error as Error).message}`)
    process.exit(2)
  }
  let stop: ((reason: string) => void) | undefined
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => (stop ? stop(signal) : process.exit(0)))
  try {
    ;({ stop } = await startPortalServer({ port, host, trust, workers, ipv6Prefix }))
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code === 'EADDRINUSE') console.error(`server: port ${port} on ${host} is already in use — stop the other server or set PORT to a free port.`)
    else if (code === 'ENOTFOUND' || code === 'EADDRNOTAVAIL') console.error(`server: ${host} is not an address of this machine — set HOST (or HOSTNAME) to one of its addresses, e.g. 127.0.0.1, or 0.0.0.0 for every interface.`)
    else if (code === 'EACCES') console.error(`server: not allowed to listen on port ${port} — use a port above 1023 or run behind a proxy.`)
    else console.error(`server: could not start: ${(error as Error).message}`)
    process.exit(1)
  }
  log('info', { msg: 'ready', url: `http://${host === '0.0.0.0' || host === '::' ? 'localhost' : host}:${port}/`, listening: host, workers })
  if (host === '0.0.0.0' || host === '::') log('info', { msg: `listening on every network interface (${host}): set HOST=127.0.0.1 to answer this machine only` })
}

await main()
