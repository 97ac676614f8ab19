/**
 * Worker side of public pages: React renders them on the server (through Next.js, asked over
 * loopback in this same worker), `transformPage` removes the framework runtime, and the result
 * is compressed and handed to the front as one frame (src/server/frame.ts). Everything that
 * costs CPU — rendering, transforming, hashing, compressing — happens here, never in the front.
 *
 * The front says how the page will be kept (RENDER_HEADER): 'keep' (a page without query
 * string: the page cache, compressed as well as brotli and gzip can, once), 'query' (search
 * results and other answers keyed by their query: kept for a short while, compressed quickly)
 * or 'once' (answered once: compressed only in the encoding the reader accepts).
 */
import { createHash } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import zlib from 'node:zlib'

import { contentSecurityPolicy } from '@/security/headers'

import { refusalLocale, refusalPage } from '@/http/refusals'
import { encodeFrame, FRAME_CONTENT_TYPE, type Bodies, type Encoding, type FrameMeta } from '@/http/frame'
import { transformPage, type IslandManifest } from './html'
import { fetchFromNext, type Fetched } from './nextFetch'
import { composeSearchPage, searchTarget } from './searchPage'
import { RENDER_HEADER } from '@/http/headers'

const DROPPED = new Set(['content-encoding', 'content-length', 'transfer-encoding', 'connection', 'keep-alive', 'date', 'vary', 'content-security-policy', 'accept-ch', 'critical-ch', 'link', 'x-powered-by', 'etag'])

const KEPT_FOR_DATA = new Set(['link', 'content-security-policy'])

/** Search results are the same for everyone with the same query: kept this long (and until a publish). */
export const SEARCH_CACHE_SECONDS = 600
/**
 * A question flow's pages are rendered per request by Next.js (the form's answer is a parameter)
 * but are the same for everyone and change only on publication: kept, and sent, as pages are.
 */
export const FLOW_CACHE_SECONDS = 3600
const FLOW_PAGE = /^\/(?:fr|mg)\/demarches\/[^/]+\//
/** Non-HTML answers kept by the front: Atom feeds, page data, open API answers and exports. */
const CACHEABLE_DATA = /^(application\/(atom\+xml|json)|text\/csv)\b/

export type RenderMode = 'keep' | 'query' | 'once'

/** Seconds a CDN may keep the page, from Next.js's Cache-Control; 0 when not cacheable. */
export function sharedMaxAge(cacheControl: string | undefined): number {
  if (!cacheControl || /private|no-store|no-cache/.test(cacheControl)) return 0
  const match = /s-maxage=(\d+)/.exec(cacheControl)
  return match ? Number(match[1]) : 0
}

/** What a public page says to browsers and to shared caches. */
export function browserPolicy(sharedMaxAgeS: number): string {
  return `public, max-age=0, must-revalidate, s-maxage=${sharedMaxAgeS}`
}

/** Preferred encoding among those the reader accepts. */
export function pickEncoding(accept: string | undefined, available: readonly Encoding[] = ['br', 'gzip', 'identity']): Encoding {
  const value = accept ?? ''
  if (available.includes('br') && /\bbr\b/.test(value)) return 'br'
  if (available.includes('gzip') && /\bgzip\b/.test(value)) return 'gzip'
  return 'identity'
}

/**
 * Bodies for how the page is kept: the best compression for pages kept until a publish, a quick
 * one for answers kept minutes, only the reader's encoding for an answer given once.
 */
export function compress(text: string, mode: RenderMode, accept: string | undefined): Bodies {
  const identity = Buffer.from(text)
  const bodies: Bodies = { identity }
  const want = mode === 'once' ? [pickEncoding(accept)] : (['br', 'gzip'] as const)
  const best = mode === 'keep'
  if (want.includes('br')) {
    bodies.br = zlib.brotliCompressSync(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: best ? 11 : 4, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length } })
  }
  if (want.includes('gzip')) bodies.gzip = zlib.gzipSync(identity, { level: best ? 9 : 5 })
  return bodies
}

function frameOf(status: number, headers: FrameMeta['headers'], text: string | Buffer, keepS: number, mode: RenderMode, accept: string | undefined): Buffer {
  const bodies = typeof text === 'string' ? compress(text, keepS > 0 ? mode : 'once', accept) : { identity: text }
  const etag = `"${createHash('sha1').update(bodies.identity).digest('base64url').slice(0, 22)}"`
  return encodeFrame({ status, headers, etag, keepS: Math.min(keepS, 86_400) }, bodies)
}

/** Answers the front's RENDER_HEADER request with a frame. */
export async function renderForFront(request: IncomingMessage, response: ServerResponse, port: number, secret: string, islands: IslandManifest): Promise<void> {
  const mode = (['keep', 'query', 'once'] as const).find((m) => m === request.headers[RENDER_HEADER]) ?? 'once'
  const accept = request.headers['accept-encoding'] as string | undefined
  const target = request.url ?? '/'
  // A new search query: the page's shell with its results, without a whole Next.js render.
  const search = mode === 'query' ? searchTarget(target) : null
  const fetched = (search && (await composeSearchPage(request, port, secret, search))) || (await fetchFromNext(request, port, secret))
  const frame = buildFrame(fetched, target, mode, accept, islands)
  response.writeHead(200, { 'Content-Type': FRAME_CONTENT_TYPE, 'Content-Length': frame.length, 'Cache-Control': 'no-store' })
  response.end(frame)
}

/** The finished page of what Next.js answered, as the front will send it. */
export function buildFrame(fetched: Fetched, target: string, mode: RenderMode, accept: string | undefined, islands: IslandManifest): Buffer {
  const type = String(fetched.headers['content-type'] ?? '')
  const headers: Record<string, string | string[]> = {}
  for (const [name, value] of Object.entries(fetched.headers)) {
    // Next.js's preload hints and policy are dropped from pages (they get their own); a data
    // answer keeps its Link (its licence) and its policy.
    if (value === undefined || (DROPPED.has(name) && !(KEPT_FOR_DATA.has(name) && !type.startsWith('text/html'))) || name.startsWith('x-nextjs-')) continue
    headers[name] = value
  }
  const keepable = mode !== 'once' && fetched.status === 200 && !fetched.headers['set-cookie']
  const path = target.split('?')[0]
  if (path === '/sw.js' && fetched.status === 200) {
    // The service worker script (≈ 38 KB, not compressed by Next.js's route handlers): compressed
    // once and kept; browsers must revalidate it so that a new release reaches them.
    return frameOf(200, { ...headers, 'cache-control': 'no-cache' }, fetched.body.toString('utf8'), keepable ? 86_400 : 0, mode, accept)
  }
  if (!type.startsWith('text/html')) {
    // Feeds, page data, open API answers: kept and compressed like pages.
    const maxAge = sharedMaxAge(fetched.headers['cache-control'])
    if (keepable && maxAge > 0 && CACHEABLE_DATA.test(type)) return frameOf(200, headers, fetched.body.toString('utf8'), maxAge, mode, accept)
    // Anything else (redirects, the language cookie, refusals) goes out as it is.
    return frameOf(fetched.status, headers, fetched.body, 0, 'once', accept)
  }
  if (fetched.status >= 500) {
    // Next.js renders a failed page as an empty shell for its browser runtime: the reader gets a
    // small page in their language instead, 503 with Retry-After (a dependency is down).
    const page = refusalPage('unavailable', 503, refusalLocale(target), { retry: target })
    return frameOf(503, { ...page.headers, 'Retry-After': '30' }, page.body, 0, 'once', accept)
  }
  const { html, scriptHashes } = transformPage(fetched.body.toString('utf8'), islands)
  // A not-found page rendered as content (src/components/NotFoundContent/NotFoundPage.tsx), or a
  // refused answer shown on its question page (src/components/Flow): the status the page names.
  const marked = /data-portal-status="(404|400)"/.exec(html)?.[1]
  const status = marked ? Number(marked) : fetched.status
  headers['content-security-policy'] = contentSecurityPolicy(undefined, { scriptHashes })
  // Search results say `private, no-store` to browsers and CDNs (a query can be personal); the
  // front keeps them, as it keeps every rendering of the same published content.
  const flowPage = FLOW_PAGE.test(path!)
  const maxAge = mode === 'query' && /\/searchResult\/$/.test(path!) ? SEARCH_CACHE_SECONDS : flowPage ? FLOW_CACHE_SECONDS : sharedMaxAge(fetched.headers['cache-control'])
  // Browsers revalidate every page (a 304 when nothing changed): with Next.js's own policy
  // (`s-maxage, stale-while-revalidate` and no max-age) they showed the previous copy first, so a
  // returning visitor missed a new emergency notice on their first page view. Shared caches (the
  // cache in front, a CDN) keep the page for its s-maxage, purged on publication.
  const shared = flowPage && status === 200 ? FLOW_CACHE_SECONDS : sharedMaxAge(fetched.headers['cache-control'])
  if (shared > 0) headers['cache-control'] = browserPolicy(shared)
  const keep = keepable && status === 200 && maxAge > 0 && fetched.headers['x-nextjs-cache'] !== 'STALE'
  return frameOf(status, headers, html, keep ? maxAge : 0, mode, accept)
}
