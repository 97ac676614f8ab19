import { NextResponse, type NextRequest } from 'next/server'

import { isLocale, LANGUAGE_COOKIE_MAX_AGE, LANGUAGE_STORAGE_KEY } from '@/i18n/locales'
import { negotiateLocale } from '@/i18n/negotiate'

/** Query parameter a language link carries so that, without JavaScript, the choice is stored too. */
export const SET_LANGUAGE_PARAM = 'setlang'

const FILE_NAME = /\.[A-Za-z0-9]+$/

/**
 * Whether a public path lacks its trailing slash: every page ends with one; files
 * (`/fr/atom.xml`, `/fr/404.html`) do not.
 */
export function lacksTrailingSlash(pathname: string): boolean {
  if (pathname.endsWith('/')) return false
  return !FILE_NAME.test(pathname.slice(pathname.lastIndexOf('/') + 1))
}

/** The address of a path in its one canonical form (pages with the slash, files without), or null when it is. */
export function canonicalSlashPath(pathname: string): string | null {
  if (lacksTrailingSlash(pathname)) return `${pathname}/`
  const trimmed = pathname.replace(/\/+$/, '')
  return trimmed !== pathname && FILE_NAME.test(trimmed.slice(trimmed.lastIndexOf('/') + 1)) ? trimmed : null
}

/**
 * Language handling at the edge of the app:
 * - a path under /fr or /mg passes through (optionally storing a language choice), after a
 *   permanent redirect to its canonical form when it is not in it (a page with its trailing slash,
 *   a file without; next.config.ts explains why this is done here and not by Next.js);
 * - any other path redirects to the same path under the stored preference,
 *   else the browser's languages, else French, slash included (one redirect, not two).
 */
export function proxy(request: NextRequest): NextResponse {
  const { pathname, searchParams } = request.nextUrl
  const first = pathname.split('/')[1]

  const canonical = isLocale(first) ? canonicalSlashPath(pathname) : null
  if (canonical) {
    // A plain URL: NextURL would format the path back to the slash form it was parsed from.
    const target = new URL(request.url)
    target.pathname = canonical
    return NextResponse.redirect(target, 308)
  }

  if (isLocale(first)) {
    const chosen = searchParams.get(SET_LANGUAGE_PARAM)
    // Pages get their policy and the Save-Data mirror from the portal server (src/server/pages.ts).
    if (!isLocale(chosen)) return NextResponse.next()
    const clean = request.nextUrl.clone()
    clean.searchParams.delete(SET_LANGUAGE_PARAM)
    return withLanguageCookie(noStore(NextResponse.redirect(clean, 303)), chosen)
  }

  const lang = negotiateLocale({
    stored: request.cookies.get(LANGUAGE_STORAGE_KEY)?.value,
    acceptLanguage: request.headers.get('accept-language'),
  })
  const target = new URL(request.url)
  target.pathname = `/${lang}${pathname === '/' ? '/' : pathname}${lacksTrailingSlash(pathname) ? '/' : ''}`
  const response = noStore(NextResponse.redirect(target, 307))
  response.headers.set('Vary', 'Cookie, Accept-Language')
  return response
}

function noStore(response: NextResponse): NextResponse {
  response.headers.set('Cache-Control', 'private, no-store')
  return response
}

function withLanguageCookie(response: NextResponse, lang: string): NextResponse {
  response.cookies.set(LANGUAGE_STORAGE_KEY, lang, {
    path: '/',
    maxAge: LANGUAGE_COOKIE_MAX_AGE,
    sameSite: 'lax',
  })
  return response
}

export const config = {
  // Everything but the CMS, framework assets and root-level files served as they are.
  matcher: [
    '/((?!api(?:/|$)|page-data(?:/|$)|admin|_next/|sw\\.js|serwist(?:/|$)|manifest\\.webmanifest|robots\\.txt|sitemap\\.xml|favicon\\.ico|icons/|offline/).*)',
  ],
}
