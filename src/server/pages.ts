/**
 * Public pages as the front keeps and sends them. A worker renders a page once and hands it
 * over finished and compressed (src/server/render.ts); the front keeps it in memory until an
 * editor publishes, and answers it here in microseconds, whatever the workers are doing.
 *
 * Two caches with separate byte budgets, so that one kind of traffic cannot push out the other:
 * - pages: every public address without a query string (pages, feeds, page data, open API
 *   collections, the service worker);
 * - queries: answers that depend on their query (search results, open API pages and filters,
 *   suggestions, anonymous content API reads), kept minutes at most.
 *
 * Query strings that do not change a page (`?v=1`, `utm_*`, `fbclid`, anything a page does not
 * read) are dropped before the cache is looked up and before a worker is asked: they neither
 * cause a render nor a second copy.
 */
import http, { type IncomingMessage, type ServerResponse } from 'node:http'

import { decodeFrame, FRAME_CONTENT_TYPE, type Bodies, type Encoding, type Frame } from '@/http/frame'
import { FRONT_HEADER, RENDER_HEADER } from '@/http/headers'
import { pickEncoding } from './render'

const PAGE_CACHE_BYTES = 64 * 1024 * 1024
const QUERY_CACHE_BYTES = 16 * 1024 * 1024
const FORWARDED = ['accept-language', 'cookie', 'user-agent', 'x-portal-client-address', 'x-portal-client-key', 'x-portal-https', 'accept-encoding', 'host']

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

export type FrontCaches = { pages: PageCache; queries: PageCache }

export function createFrontCaches(): FrontCaches {
  return { pages: new PageCache(PAGE_CACHE_BYTES), queries: new PageCache(QUERY_CACHE_BYTES) }
}

/** The query parameters each public page reads; every other parameter is dropped. */
const PAGE_PARAMS: [RegExp, string[]][] = [
  [/^\/(?:fr|mg)\/searchResult\/$/, ['q', 'page', 'theme']],
  [/^\/(?:fr|mg)\/contact\/$/, ['etat', 'kind', 'page']],
  [/^\/(?:fr|mg)\/contact\/suivi\/$/, ['etat']],
  [/^\/(?:fr|mg)\/contact\/confirmation\/$/, ['ref', 'courriel']],
  [/^\/(?:fr|mg)\/avis\/merci\/$/, ['page', 'reponse']],
  // The follow form of a guide (`suivre`: its address in the page's language).
  [/^\/(?:fr|mg)\/alertes\/$/, ['etat', 'suivre']],
  [/^\/(?:fr|mg)\/rappels\/$/, ['etat']],
  // The links of alert e-mails (src/alerts/links.ts): their token is the whole point.
  [/^\/(?:fr|mg)\/alertes\/(?:confirmer|desabonner|renouveler)\/$/, ['t']],
  // A question flow's GET form: its answer, redirected to the address that carries it (src/components/Flow).
  [/^\/(?:fr|mg)\/demarches\/[^/]+\/(?:[^/]+\/)*$/, ['reponse']],
]
/** Pages rendered for one reader (a form's token, an editor's preview): never kept or shared. */
const PER_READER = /^\/(?:fr|mg)\/(?:contact\/|apercu\/|alertes\/|rappels\/)/
/** Addresses whose every parameter matters (they refuse unknown ones themselves). */
const QUERY_IS_CONTENT = /^\/api\//

export type Slot = {
  /** The address the worker is asked for (parameters that do not matter removed). */
  forward: string
  /** The cache entry, or null when the answer is for this reader only. */
  key: string | null
  cache: keyof FrontCaches
}

/** Where a public GET is kept, and what a worker is asked for. */
export function slotFor(target: string): Slot {
  const at = target.indexOf('?')
  const path = at === -1 ? target : target.slice(0, at)
  const perReader = PER_READER.test(path)
  if (at === -1) return { forward: target, key: perReader ? null : target, cache: 'pages' }
  // A page address without its slash is redirected with its query as it came (src/proxy.ts).
  if (/^\/(?:fr|mg)(?:\/|$)/.test(path) && !path.endsWith('/') && !/\.[A-Za-z0-9]+$/.test(path)) return { forward: target, key: null, cache: 'pages' }
  const params = new URLSearchParams(target.slice(at + 1))
  // A language choice without JavaScript: a redirect that sets a cookie, for this reader.
  if (params.has('setlang')) return { forward: target, key: null, cache: 'pages' }
  if (QUERY_IS_CONTENT.test(path)) {
    const sorted = [...params].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    const query = new URLSearchParams(sorted).toString()
    const forward = query ? `${path}?${query}` : path
    return { forward, key: forward, cache: query ? 'queries' : 'pages' }
  }
  const allowed = PAGE_PARAMS.find(([pattern]) => pattern.test(path))?.[1] ?? []
  // Exactly as typed: a search page shows the query back to the reader.
  const kept = [...params].filter(([name]) => allowed.includes(name)).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  const forward = kept.length ? `${path}?${new URLSearchParams(kept).toString()}` : path
  return { forward, key: perReader ? null : forward, cache: kept.length ? 'queries' : 'pages' }
}

/** GET and HEAD of the public site, its data and the anonymous content API: answered through the caches. */
export function isPublicRead(method: string, path: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false
  return path === '/sw.js' || path.startsWith('/page-data/') || path.startsWith('/api/open/v1/') || /^\/(?:fr|mg)\//.test(path)
}

/**
 * Anonymous reads of Payload's REST API that are the same for everyone (published content,
 * suggestions): through the caches too. Accounts, previews of drafts and internal paths are not.
 */
export function isAnonymousApiRead(method: string, path: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false
  return /^\/api\/(?!users(?:\/|$)|portal-internal\/|readyz|page-view|payload-)[a-z0-9-]+(?:\/|$)/.test(path)
}

function pageOf(frame: Frame): Page {
  const { meta, bodies } = frame
  let bytes = 0
  for (const body of Object.values(bodies)) bytes += body?.length ?? 0
  return { status: meta.status, headers: meta.headers, etag: meta.etag, bodies, expires: Date.now() + meta.keepS * 1000, bytes: bytes + 256 }
}

export function send(request: IncomingMessage, response: ServerResponse, page: Page, hit: boolean): void {
  for (const [name, value] of Object.entries(page.headers)) response.setHeader(name, value)
  response.setHeader('ETag', page.etag)
  response.setHeader('Vary', 'Accept-Encoding')
  response.setHeader('X-Portal-Cache', hit ? 'HIT' : 'MISS')
  if (page.status === 200 && request.headers['if-none-match'] === page.etag) {
    response.writeHead(304)
    response.end()
    return
  }
  const available = (Object.keys(page.bodies) as Encoding[]).filter((e) => page.bodies[e])
  const encoding = pickEncoding(request.headers['accept-encoding'] as string | undefined, available)
  const body = page.bodies[encoding]!
  if (encoding !== 'identity') response.setHeader('Content-Encoding', encoding)
  response.setHeader('Content-Length', body.length)
  response.writeHead(page.status)
  response.end(request.method === 'HEAD' ? undefined : body)
}

/** Renders in flight, by cache key: a burst of requests for the same missing page renders it once. */
const inFlight = new Map<string, Promise<Frame>>()

/** Asks a worker for the finished page (src/server/render.ts). */
export function fetchFrame(request: IncomingMessage, forward: string, mode: 'keep' | 'query' | 'once', port: number, secret: string, timeoutMs = 25_000): Promise<Frame> {
  const headers: Record<string, string> = { [FRONT_HEADER]: secret, [RENDER_HEADER]: mode }
  for (const name of FORWARDED) {
    const value = request.headers[name]
    if (typeof value === 'string') headers[name] = value
  }
  return new Promise((resolve, reject) => {
    const internal = http.request({ host: '127.0.0.1', port, method: 'GET', path: forward, headers, agent: false }, (answer) => {
      const chunks: Buffer[] = []
      answer.on('data', (chunk: Buffer) => chunks.push(chunk))
      answer.on('end', () => {
        if (answer.statusCode !== 200 || !String(answer.headers['content-type']).startsWith(FRAME_CONTENT_TYPE)) return reject(new Error(`worker answered ${answer.statusCode}`))
        try {
          resolve(decodeFrame(Buffer.concat(chunks)))
        } catch (error) {
          reject(error)
        }
      })
      answer.on('error', reject)
    })
    internal.setTimeout(timeoutMs, () => internal.destroy(new Error('page render timed out')))
    internal.on('error', reject)
    internal.end()
  })
}

/**
 * A public read that missed the cache: rendered by a worker (once for a burst of the same key),
 * kept when the worker says it may be, and sent.
 */
export async function renderAndSend(request: IncomingMessage, response: ServerResponse, caches: FrontCaches, slot: Slot, port: number, secret: string): Promise<void> {
  const cache = caches[slot.cache]
  const generation = cache.currentGeneration
  const mode = slot.key === null ? 'once' : slot.cache === 'pages' ? 'keep' : 'query'
  let frame: Frame
  if (slot.key === null) frame = await fetchFrame(request, slot.forward, mode, port, secret)
  else {
    const key = `${slot.cache}:${slot.key}`
    let running = inFlight.get(key)
    if (!running) {
      running = fetchFrame(request, slot.forward, mode, port, secret).finally(() => inFlight.delete(key))
      inFlight.set(key, running)
    }
    frame = await running
  }
  const page = pageOf(frame)
  if (slot.key !== null && frame.meta.keepS > 0) cache.set(slot.key, page, generation)
  send(request, response, page, false)
}
