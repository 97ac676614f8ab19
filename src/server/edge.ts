/**
 * Checks made on every request before the framework sees it: cheap, allocation-light,
 * and answered with the right 4xx status in the reader's language. Nothing here reads
 * a body or touches the database.
 */
import { createHash } from 'node:crypto'

import { format, getDictionary, isLocale, type Dictionary, type Locale } from '@/i18n'
import { MEDIA_MAX_BYTES } from '@/media/storage'
import { API_POLICY } from '@/security/headers'

/** Longest request target accepted (the path and query string; the search field takes 200 characters). */
export const MAX_URL_LENGTH = 8192
/** Declared body sizes accepted: citizens' forms, and the staff's admin and API. */
export const PUBLIC_BODY_LIMIT = 64 * 1024
export const STAFF_BODY_LIMIT = 4 * 1024 * 1024
/** Uploads of images and PDF forms (src/media/storage.ts: 10 MB) with their form fields. */
export const MEDIA_BODY_LIMIT = MEDIA_MAX_BYTES + 256 * 1024
const MEDIA_UPLOAD = /^\/api\/media(\/[^/]+)?\/?$/

/** The public paths that take a form POST (their handlers read the body themselves, bounded). */
const FORM_POST = /^\/(?:fr|mg)\/(?:contact\/envoyer|contact\/suivi\/consulter|consent|avis)\/?$/

const STAFF_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']
const READ_METHODS = ['GET', 'HEAD']

export type RefusalKind = 'badRequest' | 'method' | 'tooLarge' | 'uriTooLong' | 'mediaType'
export type Refusal = { status: number; kind: RefusalKind; allow?: string[] }

export const refusalStatus: Record<RefusalKind, number> = { badRequest: 400, method: 405, tooLarge: 413, uriTooLong: 414, mediaType: 415 }

export function isStaffPath(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/') || pathname === '/api' || pathname.startsWith('/api/')
}

/** The path part of a request target, without decoding; null when the target is not a path. */
export function pathOf(target: string): string | null {
  if (!target.startsWith('/') || target.startsWith('//')) return null
  const end = target.search(/[?#]/)
  return end === -1 ? target : target.slice(0, end)
}

function refuse(kind: RefusalKind, allow?: string[]): Refusal {
  return { status: refusalStatus[kind], kind, ...(allow ? { allow } : {}) }
}

/** Null when the request may go on; else what to answer. */
export function checkRequest(method: string, target: string, headers: { 'content-length'?: string; 'content-type'?: string; 'transfer-encoding'?: string }): Refusal | null {
  if (target.length > MAX_URL_LENGTH) return refuse('uriTooLong')
  const path = pathOf(target)
  if (path === null) return refuse('badRequest')
  let decoded: string
  try {
    decoded = decodeURIComponent(path)
  } catch {
    return refuse('badRequest')
  }
  // NUL and other control characters have no place in a path; `..` segments are not ours to resolve.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(decoded) || /(^|\/)\.\.(\/|$)/.test(decoded)) return refuse('badRequest')
  // The query string is decoded leniently (URLSearchParams): a bad sequence becomes U+FFFD.

  const staff = isStaffPath(path)
  const form = !staff && FORM_POST.test(path)
  // Page data is read from other sites too: a browser may ask first (CORS preflight).
  const allowed = staff ? STAFF_METHODS : form ? ['POST'] : path.startsWith('/page-data/') ? [...READ_METHODS, 'OPTIONS'] : READ_METHODS
  if (!allowed.includes(method)) return refuse('method', allowed)

  const declared = headers['content-length']
  if (declared !== undefined) {
    if (!/^\d+$/.test(declared)) return refuse('badRequest')
    const limit = staff ? (MEDIA_UPLOAD.test(path) ? MEDIA_BODY_LIMIT : STAFF_BODY_LIMIT) : form ? PUBLIC_BODY_LIMIT : 0
    if (Number(declared) > limit) return refuse('tooLarge')
  } else if (headers['transfer-encoding'] && !staff && !form) {
    return refuse('tooLarge')
  }

  if (form) {
    const type = (headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase()
    if (type !== 'application/x-www-form-urlencoded') return refuse('mediaType')
  }
  return null
}

/** The reader's language for a refusal: the path's prefix, else French. */
export function refusalLocale(target: string): Locale {
  const first = target.split(/[/?#]/)[1]
  return isLocale(first) ? first : 'fr'
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

/** The one stylesheet of refusal pages, allowed by its hash in their policy. */
export const REFUSAL_STYLE =
  'body{font:1.125rem/1.5 system-ui,sans-serif;color:#0b0c0c;max-width:40rem;margin:2rem auto;padding:0 1rem}h1{font-size:1.75rem;line-height:1.2}h2{font-size:1.25rem}a{color:#153b50}textarea{width:100%;font:inherit}'

export const REFUSAL_STYLE_HASH = `sha256-${createHash('sha256').update(REFUSAL_STYLE).digest('base64')}`

export type RefusalPage = { status: number; headers: Record<string, string>; body: string }

type Titled = { title: string; body: string; back?: string }

export type RefusalMessage = RefusalKind | 'tooMany' | 'busy' | 'pagination' | 'notFound' | 'unavailable' | 'staffOnly' | 'crossSite' | 'answerTooLarge' | 'oneLocale' | 'badQuery'

const MESSAGES: Record<RefusalMessage, (t: Dictionary, minutes: number) => Titled> = {
  badRequest: (t) => ({ title: t.refusal.badRequestTitle, body: t.refusal.badRequest }),
  method: (t) => ({ title: t.refusal.methodTitle, body: t.refusal.method }),
  tooLarge: (t) => ({ title: t.refusal.tooLargeTitle, body: t.refusal.tooLarge }),
  uriTooLong: (t) => ({ title: t.refusal.uriTooLongTitle, body: t.refusal.uriTooLong }),
  mediaType: (t) => ({ title: t.refusal.mediaTypeTitle, body: t.refusal.mediaType }),
  tooMany: (t, minutes) => ({ title: t.refusal.tooManyTitle, body: format(t.refusal.tooMany, { minutes }) }),
  busy: (t) => ({ title: t.refusal.busyTitle, body: t.refusal.busy }),
  pagination: (t) => ({ title: t.refusal.paginationTitle, body: t.refusal.pagination }),
  notFound: (t) => ({ title: t.notFound.title, body: t.notFound.body }),
  unavailable: (t) => ({ title: t.error.title, body: t.error.body }),
  staffOnly: (t) => ({ title: t.refusal.staffOnlyTitle, body: t.refusal.staffOnly }),
  crossSite: (t) => ({ title: t.refusal.crossSiteTitle, body: t.refusal.crossSite }),
  answerTooLarge: (t) => ({ title: t.refusal.answerTooLargeTitle, body: t.refusal.answerTooLarge }),
  oneLocale: (t) => ({ title: t.refusal.oneLocaleTitle, body: t.refusal.oneLocale }),
  badQuery: (t) => ({ title: t.refusal.badQueryTitle, body: t.refusal.badQuery }),
}

/**
 * A small self-contained answer in the reader's language: HTML for pages, JSON for the API.
 * Its policy allows nothing but its own stylesheet (by hash).
 */
export function refusalPage(
  kind: RefusalMessage,
  status: number,
  lang: Locale,
  options: { json?: boolean; minutes?: number; backTo?: string; retry?: string; kept?: string },
): RefusalPage {
  const t = getDictionary(lang)
  const message = MESSAGES[kind](t, options.minutes ?? 1)
  const headers: Record<string, string> = { 'Cache-Control': 'no-store', 'Content-Language': lang }
  if (options.json) {
    return { status, headers: { ...headers, 'Content-Type': 'application/json; charset=utf-8', 'Content-Security-Policy': API_POLICY }, body: JSON.stringify({ errors: [{ message: `${message.title}. ${message.body}` }] }) }
  }
  const home = `/${lang}/`
  const kept = options.kept
    ? `<h2>${escapeHtml(t.refusal.keptTitle)}</h2><p>${escapeHtml(t.refusal.kept)}</p><p><textarea readonly rows="8" cols="60" aria-label="${escapeHtml(t.refusal.keptTitle)}">${escapeHtml(options.kept)}</textarea></p>`
    : ''
  const back = options.backTo
    ? `<p><a href="${escapeHtml(options.backTo)}">${escapeHtml(t.refusal.goBack)}</a></p>`
    : options.retry
      ? `<p><a href="${escapeHtml(options.retry)}">${escapeHtml(t.error.retry)}</a></p>`
      : ''
  const body = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(message.title)} – ${escapeHtml(t.site.name)}</title><style>${REFUSAL_STYLE}</style></head><body><main><h1>${escapeHtml(message.title)}</h1><p>${escapeHtml(message.body)}</p>${kept}${back}<p><a href="${home}">${escapeHtml(t.refusal.goHome)}</a></p></main></body></html>`
  return {
    status,
    headers: {
      ...headers,
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': `default-src 'none'; style-src '${REFUSAL_STYLE_HASH}'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'`,
    },
    body,
  }
}

