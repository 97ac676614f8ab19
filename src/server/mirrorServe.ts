/**
 * The static mirror's own server (`npm run mirror -- serve`): Varnish's fallback backend when no
 * instance answers (deploy/varnish/portal.vcl), and what an operator can point any proxy at. It
 * needs nothing of the portal (no database, no Next.js, no worker): files and their manifest.
 * - Looks addresses up in the copy's manifest only: no path from a request ever reaches the disk.
 * - Follows `current` (src/ops/mirror.ts) within two seconds of a switch.
 * - Answers with the pages' own CSP and the site's security headers, gzip when asked for,
 *   ETag/304, and marks every answer `X-Portal-Mirror: <when the copy was made>`.
 * - A form post, an unknown address or any other method gets a short page in the reader's
 *   language; search (any query) gets the copy's search page, which says where to browse.
 */
import fs from 'node:fs'
import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import path from 'node:path'

import { currentMirror, type MirrorManifest } from '@/ops/mirror'
import { langOfPath } from '@/ops/mirrorPages'
import { securityHeaders } from '@/security/headers'

const common = securityHeaders().filter((h) => h.key !== 'Content-Security-Policy')
const FALLBACK_CSP = "default-src 'self'; style-src 'self'; img-src 'self' data:; font-src 'self' data:; frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'"

type Loaded = { root: string; manifest: MirrorManifest; link: string }

export function createMirrorServer(dir: string): { server: http.Server; reload: () => void; close: () => void } {
  let loaded: Loaded | null = null
  const reload = () => {
    let link = ''
    try {
      link = fs.readlinkSync(path.join(dir, 'current'))
    } catch {
      loaded = null
      return
    }
    if (loaded && loaded.link === link) return
    const mirror = currentMirror(dir)
    loaded = mirror ? { ...mirror, link } : null
  }
  reload()
  const watch = setInterval(reload, 2_000)
  watch.unref()

  const server = http.createServer((request, response) => {
    try {
      serve(loaded, request, response)
    } catch {
      if (!response.headersSent) plain(response, 500, 'error\n')
      else response.destroy()
    }
  })
  server.headersTimeout = 10_000
  server.requestTimeout = 30_000
  server.keepAliveTimeout = 5_000
  return { server, reload, close: () => clearInterval(watch) }
}

function plain(response: ServerResponse, status: number, body: string, extra: Record<string, string> = {}): void {
  for (const { key, value } of common) response.setHeader(key, value)
  response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...extra })
  response.end(body)
}

function serve(loaded: Loaded | null, request: IncomingMessage, response: ServerResponse): void {
  const method = request.method ?? 'GET'
  const target = request.url ?? '/'
  if (target === '/healthz') return plain(response, loaded ? 200 : 503, loaded ? 'ok\n' : 'no mirror yet\n')
  if (!loaded) return plain(response, 503, 'no mirror yet\n', { 'Retry-After': '30' })
  const at = target.indexOf('?')
  let urlPath = at === -1 ? target : target.slice(0, at)
  if (!urlPath.startsWith('/') || urlPath.length > 1024) return plain(response, 400, 'bad request\n')
  const lang = langOfPath(urlPath)
  if (method !== 'GET' && method !== 'HEAD') {
    // A form sent while the site is down: nothing was received (the forms are not in the copy, but an open page may post).
    return page(loaded, request, response, `/${lang}/contact/`, 503, { 'Retry-After': '60', Allow: 'GET, HEAD' })
  }
  if (urlPath === '/') urlPath = `/${lang}/`
  // Search with any words: the copy's search page says where to browse instead.
  if (/^\/(?:fr|mg)\/searchResult\/?$/.test(urlPath)) urlPath = `/${urlPath.slice(1, 3)}/searchResult/`
  const entry = loaded.manifest.files[urlPath]
  const redirect = loaded.manifest.redirects?.[urlPath]
  if (!entry && redirect) {
    for (const { key, value } of common) response.setHeader(key, value)
    response.writeHead(redirect.status, { Location: redirect.location, 'Cache-Control': 'no-store', 'X-Portal-Mirror': loaded.manifest.builtAt })
    return void response.end()
  }
  if (!entry) {
    if (!urlPath.endsWith('/') && loaded.manifest.files[`${urlPath}/`]) {
      for (const { key, value } of common) response.setHeader(key, value)
      response.writeHead(301, { Location: `${urlPath}/${at === -1 ? '' : target.slice(at)}`, 'Cache-Control': 'public, max-age=60' })
      return void response.end()
    }
    return page(loaded, request, response, `/${lang}/404.html`, 404)
  }
  return page(loaded, request, response, urlPath, entry.status)
}

function page(loaded: Loaded, request: IncomingMessage, response: ServerResponse, urlPath: string, status: number, extra: Record<string, string> = {}): void {
  const entry = loaded.manifest.files[urlPath]
  if (!entry) return plain(response, status, status === 404 ? 'not found\n' : 'unavailable\n', extra)
  const gzip = entry.gzip && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))
  const file = path.join(loaded.root, gzip ? `${entry.file}.gz` : entry.file)
  const etag = `"m-${entry.sha256.slice(0, 20)}${gzip ? '-gz' : ''}"`
  for (const { key, value } of common) response.setHeader(key, value)
  const immutable = urlPath.startsWith('/_next/static/')
  const headers: Record<string, string> = {
    'Content-Type': entry.type,
    'Cache-Control': status !== 200 ? 'no-store' : immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=60',
    'X-Portal-Mirror': loaded.manifest.builtAt,
    ETag: etag,
    Vary: 'Accept-Encoding',
    ...extra,
  }
  if (entry.type.startsWith('text/html')) headers['Content-Security-Policy'] = entry.csp ?? FALLBACK_CSP
  if (gzip) headers['Content-Encoding'] = 'gzip'
  if (status === 200 && request.headers['if-none-match'] === etag) {
    response.writeHead(304, headers)
    return void response.end()
  }
  let size: number
  try {
    size = fs.statSync(file).size
  } catch {
    return plain(response, 503, 'unavailable\n', { 'Retry-After': '30' })
  }
  headers['Content-Length'] = String(size)
  response.writeHead(status, headers)
  if (request.method === 'HEAD') return void response.end()
  const stream = fs.createReadStream(file)
  stream.on('error', () => response.destroy())
  stream.pipe(response)
}
