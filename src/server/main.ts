/**
 * The production HTTP server: Next.js (public site, admin, API) behind a thin front that
 * - refuses malformed, oversized or unsupported requests at once (src/server/edge.ts);
 * - decides the client's address and scheme from the socket or trusted proxies only;
 * - answers /healthz itself and /readyz through the database check (/api/readyz);
 * - adds HSTS and `Secure` cookies on HTTPS, keeps redirects on our own site;
 * - logs one JSON line per failed request, without personal data;
 * - stops within seconds on SIGTERM/SIGINT, and says so clearly when its port is taken.
 * Started by `npm start` (scripts/start.mjs) and by the tests, built by scripts/build-server.mjs.
 */
import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import path from 'node:path'

import next from 'next'

import { closeRedis, connectRedis } from '@/cluster/redis'
import { MEDIA_URL_PREFIX } from '@/media/storage'
import { securityHeaders } from '@/security/headers'

import { CLIENT_ADDRESS_HEADER, CLIENT_HTTPS_HEADER, clientAddressOf, clientUsedHttps, compileTrust, type TrustFn } from './clientAddress'
import { checkRequest, isStaffPath, pathOf, refusalLocale, refusalPage } from './edge'
import { loadIslands, serveIsland } from './islands'
import { serveMedia } from './media'
import { INTERNAL_PATH_PREFIX } from './internal'
import { INTERNAL_HEADER, internalSecret, isPublicPage, servePage, serveReadiness } from './pages'
import { listenForPurges } from './purge'
import { decorateOnWrite } from './respond'

const SHUTDOWN_GRACE_MS = 8_000

function log(level: 'info' | 'warn' | 'error', fields: Record<string, unknown>): void {
  process.stdout.write(`${JSON.stringify({ level, time: new Date().toISOString(), ...fields })}\n`)
}

const commonHeaders = securityHeaders().filter((h) => h.key !== 'Content-Security-Policy')

function answer(response: ServerResponse, status: number, headers: Record<string, string>, body: string, close: boolean): void {
  for (const { key, value } of commonHeaders) response.setHeader(key, value)
  for (const [key, value] of Object.entries(headers)) response.setHeader(key, value)
  if (close) {
    // The body was not read: do not let the client keep the connection busy sending it.
    response.setHeader('Connection', 'close')
    response.shouldKeepAlive = false
  }
  response.writeHead(status)
  response.end(body)
}

export type PortalServerOptions = { port: number; host: string; dir?: string; trust?: TrustFn }

/** Without SITE_URL, absolute links (canonical, share, sitemap, feeds) use the address served. */
export function servedOrigin(host: string, port: number): string {
  const name = host === '0.0.0.0' || host === '::' || host === '' ? 'localhost' : host.includes(':') ? `[${host}]` : host
  return `http://${name}:${port}`
}

export async function startPortalServer(options: PortalServerOptions): Promise<{ server: http.Server; stop: (reason: string) => void }> {
  if (!process.env.SITE_URL && !process.env.NEXT_PUBLIC_SITE_URL) {
    process.env.PORTAL_SERVED_ORIGIN = servedOrigin(options.host, options.port)
    log('warn', { msg: `SITE_URL is not set: absolute links use ${process.env.PORTAL_SERVED_ORIGIN}/. Set SITE_URL to the public address (https://…) in production.` })
  }
  const trust = options.trust ?? compileTrust(process.env.TRUST_PROXY)
  const dir = options.dir ?? process.cwd()
  const app = next({ dev: false, dir, hostname: options.host, port: options.port })
  const islands = loadIslands(path.join(dir, process.env.NEXT_DIST_DIR || '.next'))
  const ready = app.prepare()
  let handle: ReturnType<typeof app.getRequestHandler> | undefined
  let stopping = false

  async function onRequest(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const started = performance.now()
    const target = request.url ?? '/'
    const method = request.method ?? 'GET'

    // This server asking Next.js for a page to cache (src/server/pages.ts): straight through.
    if (request.headers[INTERNAL_HEADER] === internalSecret) {
      delete request.headers[INTERNAL_HEADER]
      await ready
      handle ??= app.getRequestHandler()
      return handle(request, response)
    }
    delete request.headers[INTERNAL_HEADER]

    // Only this server says who the client is.
    request.headers[CLIENT_ADDRESS_HEADER] = clientAddressOf(request, trust)
    const https = clientUsedHttps(request, trust)
    request.headers[CLIENT_HTTPS_HEADER] = https ? '1' : '0'
    if (stopping) {
      response.setHeader('Connection', 'close')
      response.shouldKeepAlive = false
    }

    response.on('finish', () => {
      if (response.statusCode >= 500) {
        log('error', { msg: 'request failed', method, path: pathOf(target) ?? '(invalid)', status: response.statusCode, ms: Math.round(performance.now() - started) })
      }
    })

    if (target === '/healthz' && (method === 'GET' || method === 'HEAD')) {
      return answer(response, stopping ? 503 : 200, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' }, stopping ? 'stopping\n' : 'ok\n', false)
    }

    const refusal = checkRequest(method, target, request.headers)
    if (refusal) {
      const path = pathOf(target) ?? '/'
      const page = refusalPage(refusal.kind, refusal.status, refusalLocale(target), { json: isStaffPath(path) })
      if (refusal.allow) page.headers.Allow = refusal.allow.join(', ')
      const unread = refusal.kind === 'tooLarge' || refusal.kind === 'mediaType' || refusal.kind === 'method'
      return answer(response, page.status, page.headers, method === 'HEAD' ? '' : page.body, unread)
    }

    if (target === '/readyz' && (method === 'GET' || method === 'HEAD')) {
      if (stopping) return answer(response, 503, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' }, 'stopping\n', false)
      await ready
      return serveReadiness(request, response, options.port)
    }

    decorateOnWrite(request, response, { https, host: request.headers.host })
    const pathname = pathOf(target) ?? '/'
    if (pathname.startsWith(INTERNAL_PATH_PREFIX)) {
      const page = refusalPage('notFound', 404, 'fr', { json: true })
      return answer(response, 404, page.headers, method === 'HEAD' ? '' : page.body, true)
    }
    if (pathname.startsWith('/_islands/')) return serveIsland(islands, request, response, pathname)
    if (pathname.startsWith(MEDIA_URL_PREFIX)) return serveMedia(request, response, pathname)
    await ready
    if (isPublicPage(method, pathname)) return servePage(request, response, options.port, islands.manifest)
    handle ??= app.getRequestHandler()
    await handle(request, response)
  }

  const server = http.createServer((request, response) => {
    onRequest(request, response).catch((error: unknown) => {
      log('error', { msg: 'unhandled request error', error: (error as Error)?.name ?? 'Error' })
      if (!response.headersSent) answer(response, 500, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' }, 'Internal error\n', true)
      else response.destroy()
    })
  })
  // Slow clients cannot hold a connection: headers within 10 s, the whole request within 30 s.
  server.headersTimeout = 10_000
  server.requestTimeout = 30_000
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

  function stop(reason: string): void {
    if (stopping) return
    stopping = true
    log('info', { msg: 'stopping', reason })
    const force = setTimeout(() => {
      log('warn', { msg: 'connections still open after the grace period: closing them' })
      server.closeAllConnections()
      process.exit(0)
    }, SHUTDOWN_GRACE_MS)
    force.unref()
    server.close(() => {
      clearTimeout(force)
      // Redis may be the reason we stop: its goodbye gets one second.
      void Promise.race([closeRedis(), new Promise((resolve) => setTimeout(resolve, 1_000))]).finally(() => process.exit(0))
    })
    server.closeIdleConnections()
  }

  await ready
  // Publishes on other instances (Redis), and the delayed repeat of this instance's own.
  listenForPurges(options.port)
  return { server, stop }
}

async function main(): Promise<void> {
  const port = Number(process.env.PORT || 3000)
  const host = process.env.HOST || '0.0.0.0'
  let trust: TrustFn
  try {
    trust = compileTrust(process.env.TRUST_PROXY)
  } catch (error) {
    console.error(`server: invalid TRUST_PROXY: ${(error as Error).message}`)
    process.exit(2)
  }
  let stop: ((reason: string) => void) | undefined
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => (stop ? stop(signal) : process.exit(0)))
  try {
    ;({ stop } = await startPortalServer({ port, host, trust }))
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code === 'EADDRINUSE') console.error(`server: port ${port} on ${host} is already in use — stop the other server or set PORT to a free port.`)
    else if (code === 'EACCES') console.error(`server: not allowed to listen on port ${port} — use a port above 1023 or run behind a proxy.`)
    else console.error(`server: could not start: ${(error as Error).message}`)
    process.exit(1)
  }
  log('info', { msg: 'ready', url: `http://${host === '0.0.0.0' ? 'localhost' : host}:${port}/` })
}

await main()
