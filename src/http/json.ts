/** JSON answers of the open data routes (page data, open API): readable from any origin. */
import { defaultLocale, type Locale } from '@/i18n'
import { API_POLICY } from '@/security/headers'

import { refusalPage } from './refusals'

export const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
  'Access-Control-Allow-Headers': 'Accept, Accept-Language, If-None-Match',
  'Access-Control-Max-Age': '86400',
} as const

/** Published content: shared caches keep it for an hour, and every publication purges it. */
export const PUBLISHED_CACHE = 'public, max-age=0, s-maxage=3600'
export const IMMUTABLE_CACHE = 'public, max-age=31536000, s-maxage=31536000, immutable'

export function jsonResponse(body: unknown, init: { status?: number; cache?: string; lang?: Locale; headers?: Record<string, string> } = {}): Response {
  const text = typeof body === 'string' ? body : JSON.stringify(body)
  return new Response(text, {
    status: init.status ?? 200,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': init.cache ?? PUBLISHED_CACHE,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': API_POLICY,
      ...(init.lang ? { 'Content-Language': init.lang } : {}),
      ...CORS_HEADERS,
      ...init.headers,
    },
  })
}

/** 404 or 400 as `{ errors: [{ message }] }` in the reader's language, kept a minute by caches. */
export function jsonRefusal(kind: 'notFound' | 'badRequest', status: number, lang: Locale = defaultLocale): Response {
  const page = refusalPage(kind, status, lang, { json: true })
  return jsonResponse(page.body, { status, cache: 'public, max-age=60', lang })
}

export function corsPreflight(): Response {
  return new Response(null, { status: 204, headers: { ...CORS_HEADERS, 'Cache-Control': 'public, max-age=86400' } })
}
