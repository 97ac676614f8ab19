/** Refusals as small fixed answers: JSON for the content API, HTML for the citizens' forms; with Retry-After. */
import { negotiateLocale, type Locale } from '@/i18n'
import { refusalPage } from '@/http/refusals'

function langOf(request: Request): Locale {
  return negotiateLocale({ stored: undefined, acceptLanguage: request.headers.get('accept-language') })
}

/** 400, 429 or 503 as JSON `{ errors: [{ message }] }`, like Payload's own errors. */
export function apiRefusal(request: Request, kind: 'tooMany' | 'busy' | 'badRequest' | 'pagination' | 'notFound' | 'tooLarge' | 'oneLocale' | 'badQuery' | 'answerTooLarge', status: number, extra: { minutes?: number } = {}): Response {
  const page = refusalPage(kind, status, langOf(request), { json: true, minutes: extra.minutes })
  const headers: Record<string, string> = { ...page.headers }
  if (kind === 'tooMany') headers['Retry-After'] = String((extra.minutes ?? 1) * 60)
  if (kind === 'busy') headers['Retry-After'] = '5'
  return new Response(page.body, { status, headers })
}


/** A citizens' form refused (415, 413, 429, 400, 503): a small page in the page's language with a way back. */
export function formRefusal(
  kind: 'tooLarge' | 'mediaType' | 'tooMany' | 'badRequest' | 'unavailable',
  status: number,
  lang: Locale,
  options: { backTo?: string; minutes?: number; kept?: string } = {},
): Response {
  const page = refusalPage(kind, status, lang, options)
  const headers: Record<string, string> = { ...page.headers }
  if (kind === 'tooMany') headers['Retry-After'] = String((options.minutes ?? 1) * 60)
  if (kind === 'unavailable') headers['Retry-After'] = '30'
  return new Response(page.body, { status, headers })
}
