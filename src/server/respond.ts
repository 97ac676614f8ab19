/**
 * What the front server changes in every answer, whatever produced it (pages, API, admin):
 * one place, applied when the status line is written.
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'

import { isStaffPath, pathOf } from './edge'

export const HSTS = 'max-age=31536000; includeSubDomains'
/** Unknown pages: a CDN may keep the answer for minutes, not the framework's year. */
export const NOT_FOUND_CACHE_CONTROL = 'public, max-age=60, s-maxage=300'
/** Payload's admin asks browsers for the colour scheme; public pages must not (second request, split cache). */
const CLIENT_HINT_HEADERS = ['accept-ch', 'critical-ch']

type Context = { https: boolean; host: string | undefined }

function addSecure(cookie: string): string {
  return /;\s*secure\s*(;|$)/i.test(cookie) ? cookie : `${cookie}; Secure`
}

/** Absolute redirects to our own Host become paths: no Host-header poisoning, no internal address. */
export function relativeLocation(location: string, host: string | undefined): string {
  if (!host) return location
  for (const scheme of ['http://', 'https://']) {
    const origin = `${scheme}${host}`
    if (location === origin) return '/'
    if (location.startsWith(`${origin}/`) || location.startsWith(`${origin}?`)) return location.slice(origin.length) || '/'
  }
  return location
}

export function decorate(request: IncomingMessage, response: ServerResponse, status: number, context: Context): void {
  const path = pathOf(request.url ?? '/') ?? '/'
  if (context.https) {
    response.setHeader('Strict-Transport-Security', HSTS)
    const cookies = response.getHeader('set-cookie')
    if (cookies !== undefined) response.setHeader('Set-Cookie', (Array.isArray(cookies) ? cookies : [String(cookies)]).map(addSecure))
  }
  const location = response.getHeader('location')
  if (typeof location === 'string') response.setHeader('Location', relativeLocation(location, context.host))

  const staff = isStaffPath(path)
  if (!path.startsWith('/admin')) {
    for (const name of CLIENT_HINT_HEADERS) response.removeHeader(name)
    const header = response.getHeader('vary')
    const vary = Array.isArray(header) ? header.join(', ') : typeof header === 'string' ? header : ''
    if (/sec-ch-/i.test(vary)) {
      const kept = vary.split(',').map((v) => v.trim()).filter((v) => v && !/^sec-ch-/i.test(v))
      if (kept.length) response.setHeader('Vary', kept.join(', '))
      else response.removeHeader('vary')
    }
  }
  if (status === 404 && !staff && (request.method === 'GET' || request.method === 'HEAD')) {
    response.setHeader('Cache-Control', NOT_FOUND_CACHE_CONTROL)
  }
}

/** Calls `decorate` once, just before the status line and headers go out. */
export function decorateOnWrite(request: IncomingMessage, response: ServerResponse, context: Context): void {
  const original = response.writeHead
  let done = false
  response.writeHead = function writeHead(this: ServerResponse, statusCode: number, ...rest: unknown[]) {
    if (!done) {
      done = true
      const last = rest[rest.length - 1]
      if (last && typeof last === 'object') {
        rest.pop()
        if (Array.isArray(last)) {
          for (let i = 0; i + 1 < last.length; i += 2) this.setHeader(String(last[i]), last[i + 1] as string)
        } else {
          for (const [key, value] of Object.entries(last as OutgoingHttpHeaders)) if (value !== undefined) this.setHeader(key, value)
        }
      }
      decorate(request, this, statusCode, context)
    }
    return (original as (...args: unknown[]) => ServerResponse).call(this, statusCode, ...rest)
  } as ServerResponse['writeHead']
}
