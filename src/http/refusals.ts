/**
 * Refusals as small self-contained answers in the reader's language (HTML for pages, JSON for the
 * API), used by the front, the workers and the app alike.
 */
import { createHash } from 'node:crypto'

import { format, getDictionary, isLocale, type Dictionary, type Locale } from '@/i18n'
import { API_POLICY } from '@/security/headers'

export type RefusalKind = 'badRequest' | 'method' | 'tooLarge' | 'uriTooLong' | 'mediaType'
export type Refusal = { status: number; kind: RefusalKind; allow?: string[] }

export const refusalStatus: Record<RefusalKind, number> = { badRequest: 400, method: 405, tooLarge: 413, uriTooLong: 414, mediaType: 415 }

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

export type RefusalMessage = RefusalKind | 'tooMany' | 'busy' | 'pagination' | 'notFound' | 'unavailable' | 'staffOnly' | 'crossSite' | 'answerTooLarge' | 'oneLocale' | 'badQuery' | 'slowBody'

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
  slowBody: (t) => ({ title: t.refusal.slowBodyTitle, body: t.refusal.slowBody }),
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

