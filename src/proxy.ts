import { decodeJwt } from 'jose'
import { NextResponse, type NextRequest } from 'next/server'

import { hiddenSectionOf } from '@/admin/restricted'
import { isLocale, LANGUAGE_COOKIE_MAX_AGE, LANGUAGE_STORAGE_KEY } from '@/i18n/locales'
import { ADMIN_LANGUAGE_COOKIE, adminLanguageFor, negotiateLocale } from '@/i18n/negotiate'
import { movedPaths } from '@/seed/data/redirects'

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
 * The new address of a public path that moved (src/seed/data/redirects.ts), with or without its
 * trailing slash, the pages under it included (« …/sources/ »); else null.
 */
export function movedPath(pathname: string): string | null {
  const path = lacksTrailingSlash(pathname) ? `${pathname}/` : pathname
  const moved = movedPaths.find((m) => path.startsWith(m.from))
  return moved ? `${moved.to}${path.slice(moved.from.length)}` : null
}

/**
 * Language handling at the edge of the app:
 * - a path that moved (a renamed Malagasy slug) is sent to its new address, permanently (301),
 *   in one redirect whether or not it had its trailing slash;
 * - a path under /fr or /mg passes through (optionally storing a language choice), after a
 *   permanent redirect to its canonical form when it is not in it (a page with its trailing slash,
 *   a file without; next.config.ts explains why this is done here and not by Next.js);
 * - any other path redirects to the same path under the stored preference,
 *   else the browser's languages, else French, slash included (one redirect, not two).
 */
export function proxy(request: NextRequest): NextResponse {
  const { pathname, searchParams } = request.nextUrl
  const first = pathname.split('/')[1]
  if (first === 'admin') return withAdminPolicy(request)

  const moved = isLocale(first) ? movedPath(pathname) : null
  if (moved) {
    const target = new URL(request.url)
    target.pathname = moved
    return NextResponse.redirect(target, 301)
  }

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

/**
 * The admin's scripts are Next.js's (an inline bootstrap, then chunks it adds at run time): a
 * fresh nonce per request, `'strict-dynamic'` for what the nonced scripts load, and no
 * `'unsafe-inline'` for scripts. Next.js puts the nonce on its own scripts when it finds it in
 * the request's policy. Styles stay inline-capable: Payload's components set style attributes.
 */
export function adminPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-src 'self'",
    "manifest-src 'self'",
    "worker-src 'self' blob:",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ')
}

/** Payload's session cookie (Users has no cookie prefix of its own). */
const SESSION_COOKIE = 'payload-token'

/**
 * The roles written in a session token (`roles` is saved to the JWT, src/collections/Users.ts),
 * or null without a current staff session. The signature is not checked: the roles only choose
 * between Payload's page and the "Accès refusé" explanation, never what anyone may see or do
 * (Payload checks the session and the access on every request); a forged token would only
 * send its bearer to the explanation.
 */
export function sessionRoles(token: string | undefined, now = Date.now()): string[] | null {
  if (!token || token.length > 4096) return null
  try {
    const claims = decodeJwt(token)
    if (claims.collection !== 'users') return null
    if (typeof claims.exp === 'number' && claims.exp * 1000 <= now) return null
    return Array.isArray(claims.roles) ? claims.roles.filter((role): role is string => typeof role === 'string') : null
  } catch {
    return null
  }
}

/**
 * A signed-in person opening a part of the admin hidden from their role (a moderator and a
 * guide: /admin/collections/services/1) goes to "Accès refusé", which says which roles the part
 * needs, rather than to Payload's "Pas trouvé" (src/admin/restricted.ts explains why the page
 * itself cannot tell).
 */
function accessDenied(request: NextRequest): NextResponse | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null
  const roles = sessionRoles(request.cookies.get(SESSION_COOKIE)?.value)
  if (!roles) return null
  const section = hiddenSectionOf(request.nextUrl.pathname, roles)
  if (!section) return null
  const target = new URL(request.url)
  target.pathname = '/admin/acces-refuse'
  target.search = `?rubrique=${encodeURIComponent(section)}`
  return noStore(NextResponse.redirect(target, 307))
}

/**
 * The admin's language for a browser that has chosen none (no Payload language cookie): its own
 * when it prefers Malagasy, or null (French, Payload's fallback, needs nothing). Payload reads
 * only the tags of the languages it ships, `mg` not among them, and showed a Malagasy browser
 * the French sign-in page.
 */
export function adminLanguageToSet(chosen: string | undefined, acceptLanguage: string | null): 'mg' | null {
  if (isLocale(chosen)) return null
  return adminLanguageFor({ acceptLanguage }) === 'mg' ? 'mg' : null
}

function withAdminPolicy(request: NextRequest): NextResponse {
  const denied = accessDenied(request)
  if (denied) return denied
  const nonce = btoa(crypto.randomUUID())
  const policy = adminPolicy(nonce)
  const headers = new Headers(request.headers)
  headers.set('x-nonce', nonce)
  headers.set('Content-Security-Policy', policy)
  // This page is drawn in the browser's language, and the cookie keeps it for the API's answers
  // (sign-in errors) and the next pages, as if the person had chosen it in their account.
  const language = adminLanguageToSet(request.cookies.get(ADMIN_LANGUAGE_COOKIE)?.value, request.headers.get('accept-language'))
  if (language) headers.set('cookie', [request.headers.get('cookie'), `${ADMIN_LANGUAGE_COOKIE}=${language}`].filter(Boolean).join('; '))
  const response = NextResponse.next({ request: { headers } })
  response.headers.set('Content-Security-Policy', policy)
  if (language) response.cookies.set(ADMIN_LANGUAGE_COOKIE, language, { path: '/', maxAge: 60 * 60 * 24 * 365, sameSite: 'lax' })
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
  // Everything but the API, framework assets, the search results block (the worker's own, src/server/searchPage.ts)
  // and root-level files served as they are; the admin for its policy.
  matcher: [
    '/((?!api(?:/|$)|page-data(?:/|$)|gateway(?:/|$)|portal-search-main(?:/|$)|_next/|sw\\.js|serwist(?:/|$)|manifest\\.webmanifest|robots\\.txt|sitemap\\.xml|favicon\\.ico|icons/|offline/).*)',
  ],
}
