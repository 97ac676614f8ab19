/**
 * Public pages as the citizen gets them: React renders them on the server (through Next.js,
 * asked over loopback), `transformPage` removes the framework runtime, and the result is kept
 * in memory, compressed once with brotli and gzip, until an editor publishes. A page in the
 * cache is answered here, before Next.js's request pipeline, in microseconds.
 *
 * Cached: 200 answers without query string that Next.js marks cacheable (`s-maxage`), not a
 * stale copy, without `Set-Cookie`, for at most their `s-maxage`; and search results, by their
 * normalised query, for 10 minutes. Everything else (forms, tracking, 404s) is transformed and
 * compressed per request, and not kept.
 */
import { createHash } from 'node:crypto'
import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import zlib from 'node:zlib'

import { contentSecurityPolicy } from '@/security/headers'

import { refusalLocale, refusalPage } from './edge'
import { transformPage, type IslandManifest } from './html'
import { createInternalSecret, INTERNAL_HEADER } from './internal'

export { INTERNAL_HEADER } from './internal'
export const internalSecret = createInternalSecret()
const PAGE_CACHE_BYTES = 64 * 1024 * 1024
const FORWARDED = ['accept-language', 'cookie', 'user-agent', 'x-portal-client-address', 'x-portal-https']
const DROPPED = new Set(['content-encoding', 'content-length', 'transfer-encoding', 'connection', 'keep-alive', 'date', 'vary', 'content-security-policy', 'accept-ch', 'critical-ch', 'link', 'x-powered-by', 'etag'])

type Bodies = { identity: Buffer; br: Buffer; gzip: Buffer }
export type Page = { status: number; headers: Record<string, string | string[]>; etag: string; bodies: Bodies; expires: number; bytes: number }

/** Least recently used pages first out, within a byte budget. */
export class PageCache {
  private readonly pages = new Map<string, Page>()
  private bytes = 0
  private generation = 0
  constructor(readonly maxBytes = PAGE_CACHE_BYTES) {}

  get(key: string, now = Date.now()): Page | undefined {
    const page = this.pages.get(key)
    if (!page) return undefined
    this.pages.delete(key)
    if (page.expires <= now) {
      this.bytes -= page.bytes
      return undefined
    }
    this.pages.set(key, page)
    return page
  }

  /** Stores unless a purge happened since `generation` was read (the page may predate the publish). */
  set(key: string, page: Page, generation: number): void {
    if (generation !== this.generation || page.bytes > this.maxBytes / 4) return
    const old = this.pages.get(key)
    if (old) this.bytes -= old.bytes
    this.pages.set(key, page)
    this.bytes += page.bytes
    for (const [oldest, entry] of this.pages) {
      if (this.bytes <= this.maxBytes) break
      this.pages.delete(oldest)
      this.bytes -= entry.bytes
    }
  }

  get currentGeneration(): number {
    return this.generation
  }

  purge(): void {
    this.generation++
    this.pages.clear()
    this.bytes = 0
  }

  get size(): { pages: number; bytes: number } {
    return { pages: this.pages.size, bytes: this.bytes }
  }
}

/** The cache of this process, reachable from the publish hook in Next.js's bundle (same process). */
export function processPageCache(): PageCache {
  const holder = globalThis as unknown as Record<symbol, PageCache | undefined>
  const key = Symbol.for('services-publics-mg.page-cache')
  holder[key] ??= new PageCache()
  return holder[key]
}

/** Search results are the same for everyone with the same query: kept this long (and until a publish). */
export const SEARCH_CACHE_SECONDS = 600
const SEARCH_PARAMS = new Set(['q', 'page', 'theme'])

/**
 * The cache key of a page: its path when it has no query string; for search results, the path
 * and its known parameters in a fixed order; null when the page must not be kept.
 */
export function cacheKeyFor(target: string): { key: string; search: boolean } | null {
  // Editors' previews depend on who asks: never kept, never shared with a request in flight.
  if (/^\/(?:fr|mg)\/apercu\//.test(target)) return null
  const at = target.indexOf('?')
  if (at === -1) return { key: target, search: false }
  const path = target.slice(0, at)
  if (!/^\/(?:fr|mg)\/searchResult\/$/.test(path)) return null
  const params = new URLSearchParams(target.slice(at + 1))
  const kept: [string, string][] = []
  for (const [name, value] of params) {
    if (!SEARCH_PARAMS.has(name)) return null
    // Exactly as typed: the page shows the query back to the reader.
    kept.push([name, value])
  }
  kept.sort(([a], [b]) => a.localeCompare(b))
  return { key: `${path}?${new URLSearchParams(kept).toString()}`, search: true }
}

/** Non-HTML answers kept by the page cache: the Atom feeds, page data, open API answers and exports. */
const CACHEABLE_DATA = /^(application\/(atom\+xml|json)|text\/csv)\b/

export function isPublicPage(method: string, path: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false
  return path === '/sw.js' || path.startsWith('/page-data/') || path.startsWith('/api/open/v1/') || (/^\/(?:fr|mg)\//.test(path) && !path.includes('/e2e-slow/'))
}

/** Seconds a CDN may keep the page, from Next.js's Cache-Control; 0 when not cacheable. */
export function sharedMaxAge(cacheControl: string | undefined): number {
  if (!cacheControl || /private|no-store|no-cache/.test(cacheControl)) return 0
  const match = /s-maxage=(\d+)/.exec(cacheControl)
  return match ? Number(match[1]) : 0
}

function compress(html: string, cached: boolean): Bodies {
  const identity = Buffer.from(html)
  const br = zlib.brotliCompressSync(identity, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: cached ? 11 : 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length },
  })
  const gzip = zlib.gzipSync(identity, { level: cached ? 9 : 6 })
  return { identity, br, gzip }
}

/** A finished answer, compressed, with its validator and how long it may be kept. */
function pageOf(status: number, headers: Page['headers'], text: string, keep: boolean, maxAgeS: number, target: string): Page {
  const bodies = compress(text, keep)
  return {
    status,
    headers,
    etag: `"${createHash('sha1').update(bodies.identity).digest('base64url').slice(0, 22)}"`,
    bodies,
    expires: Date.now() + Math.min(maxAgeS, 86_400) * 1000,
    bytes: bodies.identity.length + bodies.br.length + bodies.gzip.length + target.length,
  }
}

type Fetched = { status: number; headers: http.IncomingHttpHeaders; body: Buffer }

/** Renders in flight, by cache key: a burst of requests for the same missing page renders it once. */
const inFlight = new Map<string, Promise<Fetched>>()

function fetchShared(key: string | undefined, request: IncomingMessage, port: number): Promise<Fetched> {
  if (!key) return fetchFromNext(request, port)
  const running = inFlight.get(key)
  if (running) return running
  const started = fetchFromNext(request, port).finally(() => inFlight.delete(key))
  inFlight.set(key, started)
  return started
}

function fetchFromNext(request: IncomingMessage, port: number): Promise<Fetched> {
  const headers: Record<string, string> = { [INTERNAL_HEADER]: internalSecret, 'accept-encoding': 'identity', host: request.headers.host ?? `127.0.0.1:${port}` }
  for (const name of FORWARDED) {
    const value = request.headers[name]
    if (typeof value === 'string') headers[name] = value
  }
  return new Promise((resolve, reject) => {
    const internal = http.request({ host: '127.0.0.1', port, method: 'GET', path: request.url, headers }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 500, headers: response.headers, body: Buffer.concat(chunks) }))
      response.on('error', reject)
    })
    internal.setTimeout(25_000, () => internal.destroy(new Error('page render timed out')))
    internal.on('error', reject)
    internal.end()
  })
}

/** GET /readyz: the database check (/api/readyz/) asked internally; anything but 200 is 503. */
export async function serveReadiness(request: IncomingMessage, response: ServerResponse, port: number): Promise<void> {
  const original = request.url
  request.url = '/api/readyz/'
  const fetched = await fetchFromNext(request, port).catch(() => null)
  request.url = original
  const ready = fetched?.status === 200
  response.writeHead(ready ? 200 : 503, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' })
  response.end(request.method === 'HEAD' ? undefined : ready ? 'ready\n' : 'database unavailable\n')
}

function pickEncoding(accept: string | undefined): keyof Bodies {
  const value = accept ?? ''
  if (/\bbr\b/.test(value)) return 'br'
  if (/\bgzip\b/.test(value)) return 'gzip'
  return 'identity'
}

function send(request: IncomingMessage, response: ServerResponse, page: Page, hit: boolean): void {
  for (const [name, value] of Object.entries(page.headers)) response.setHeader(name, value)
  response.setHeader('ETag', page.etag)
  response.setHeader('Vary', 'Accept-Encoding')
  response.setHeader('X-Portal-Cache', hit ? 'HIT' : 'MISS')
  if (page.status === 200 && request.headers['if-none-match'] === page.etag) {
    response.writeHead(304)
    response.end()
    return
  }
  const encoding = pickEncoding(request.headers['accept-encoding'] as string | undefined)
  const body = page.bodies[encoding]
  if (encoding !== 'identity') response.setHeader('Content-Encoding', encoding)
  response.setHeader('Content-Length', body.length)
  response.writeHead(page.status)
  response.end(request.method === 'HEAD' ? undefined : body)
}

/**
 * Answers a public page: from the cache, or rendered by Next.js and made into a document.
 * Non-HTML answers (redirects, the language cookie) are passed on as they are.
 */
export async function servePage(request: IncomingMessage, response: ServerResponse, port: number, islands: IslandManifest): Promise<void> {
  const cache = processPageCache()
  const target = request.url ?? '/'
  const slot = cacheKeyFor(target)
  if (slot) {
    const page = cache.get(slot.key)
    if (page) return send(request, response, page, true)
  }
  const generation = cache.currentGeneration
  // Only cacheable pages are shared: their rendering does not depend on the request's cookies.
  const fetched = { ...(await fetchShared(slot?.key, request, port)) }
  const type = String(fetched.headers['content-type'] ?? '')
  const headers: Record<string, string | string[]> = {}
  for (const [name, value] of Object.entries(fetched.headers)) {
    // Next.js's preload hints are dropped from pages; a data answer's Link (its licence) is kept.
    if (value === undefined || (DROPPED.has(name) && !(name === 'link' && !type.startsWith('text/html'))) || name.startsWith('x-nextjs-')) continue
    headers[name] = value
  }
  if (target === '/sw.js' && fetched.status === 200) {
    // The service worker script (≈ 38 KB, not compressed by Next.js's route handlers): compressed
    // once and kept; browsers must revalidate it so that a new release reaches them.
    const page = pageOf(200, { ...headers, 'cache-control': 'no-cache' }, fetched.body.toString('utf8'), true, 86_400, target)
    cache.set(target, page, generation)
    return send(request, response, page, false)
  }
  if (!type.startsWith('text/html')) {
    // Feeds (and other documents of published content) are kept and compressed like pages.
    const maxAge = sharedMaxAge(fetched.headers['cache-control'])
    if (slot && fetched.status === 200 && maxAge > 0 && CACHEABLE_DATA.test(type) && !fetched.headers['set-cookie']) {
      const page = pageOf(200, headers, fetched.body.toString('utf8'), true, maxAge, target)
      cache.set(slot.key, page, generation)
      return send(request, response, page, false)
    }
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value)
    response.writeHead(fetched.status)
    response.end(request.method === 'HEAD' ? undefined : fetched.body)
    return
  }
  if (fetched.status >= 500) {
    // Next.js renders a failed page as an empty shell for its browser runtime: the reader gets a
    // small page in their language instead, 503 with Retry-After (a dependency is down).
    const page = refusalPage('unavailable', 503, refusalLocale(target), { retry: target })
    response.setHeader('Retry-After', '30')
    for (const [name, value] of Object.entries(page.headers)) response.setHeader(name, value)
    response.writeHead(503)
    response.end(request.method === 'HEAD' ? undefined : page.body)
    return
  }
  const { html, scriptHashes } = transformPage(fetched.body.toString('utf8'), islands)
  // A not-found page rendered as content (src/components/NotFoundContent/NotFoundPage.tsx).
  if (html.includes('data-portal-status="404"')) fetched.status = 404
  headers['content-security-policy'] = contentSecurityPolicy(undefined, { scriptHashes })
  // Search results say `private, no-store` to browsers and CDNs (a query can be personal); this
  // server keeps them, as it keeps every rendering of the same published content.
  const maxAge = slot?.search ? SEARCH_CACHE_SECONDS : sharedMaxAge(fetched.headers['cache-control'])
  const keep = Boolean(slot) && fetched.status === 200 && maxAge > 0 && fetched.headers['x-nextjs-cache'] !== 'STALE' && !fetched.headers['set-cookie']
  const page = pageOf(fetched.status, headers, html, keep, maxAge, target)
  if (keep && slot) cache.set(slot.key, page, generation)
  send(request, response, page, false)
}
