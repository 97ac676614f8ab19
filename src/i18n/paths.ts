import type { Locale } from './locales'

/** Route names of the specification, one path shape each. */
export type RouteName = 'home' | 'about' | 'contact' | 'search' | 'services' | 'service' | 'journeys' | 'journey' | 'flows' | 'flow' | 'openData' | 'sms' | 'alerts' | 'reminders' | 'notFound'

const shapes: Record<Exclude<RouteName, 'service' | 'journey' | 'flow'>, string> = {
  home: '',
  about: 'apropos/',
  contact: 'contact/',
  search: 'searchResult/',
  services: 'services/',
  journeys: 'etapes/',
  flows: 'demarches/',
  openData: 'donnees-ouvertes/',
  sms: 'sms-ussd/',
  alerts: 'alertes/',
  reminders: 'rappels/',
  notFound: '404.html',
}

/** The one function that builds public paths; every link in the portal goes through it. */
export function pathFor(lang: Locale, route: RouteName, slug?: string): string {
  if (route === 'service') {
    if (!slug) throw new Error('pathFor("service") needs a slug')
    return `/${lang}/services/${encodeURIComponent(slug)}/`
  }
  if (route === 'journey') {
    if (!slug) throw new Error('pathFor("journey") needs a slug')
    return `/${lang}/etapes/${encodeURIComponent(slug)}/`
  }
  if (route === 'flow') {
    if (!slug) throw new Error('pathFor("flow") needs a slug')
    return `/${lang}/demarches/${encodeURIComponent(slug)}/`
  }
  return `/${lang}/${shapes[route]}`
}

/** Search results path with an encoded query. */
export function searchPathFor(lang: Locale, query: string): string {
  const q = query.trim()
  return q ? `${pathFor(lang, 'search')}?q=${encodeURIComponent(q)}` : pathFor(lang, 'search')
}

/** Absolute URL for canonical links, sitemaps and share links. */
export function absoluteUrl(path: string): string {
  return new URL(path, siteUrl()).toString()
}

/**
 * The public address: SITE_URL (or NEXT_PUBLIC_SITE_URL); without it, the address the portal
 * server actually listens on (PORTAL_SERVED_ORIGIN, set at start by src/server/main.ts, which
 * also warns that production needs SITE_URL), else Next.js's default port.
 */
export function siteUrl(): string {
  return process.env.NEXT_PUBLIC_SITE_URL || process.env.SITE_URL || process.env.PORTAL_SERVED_ORIGIN || `http://localhost:${process.env.PORT || 3000}`
}
