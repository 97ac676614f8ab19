import Negotiator from 'negotiator'

import { defaultLocale, isLocale, type Locale } from './locales'

/**
 * The tags of an Accept-Language header, most wanted first (q-values, then header order), without
 * refused (q=0) or malformed entries, lower-cased. Parsed by `negotiator`, the library behind
 * Express's `req.acceptsLanguages`.
 */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) return []
  return new Negotiator({ headers: { 'accept-language': header } })
    .languages()
    .filter((tag) => tag !== '*')
    .map((tag) => tag.toLowerCase())
}

/** Maps a language tag ("mg-MG", "fr-CA", "mlg") to a portal locale, if any. */
export function localeFromTag(tag: string): Locale | undefined {
  const primary = tag.toLowerCase().split('-')[0]
  if (primary === 'mlg' || primary === 'plt') return 'mg'
  return isLocale(primary) ? primary : undefined
}

/**
 * The language a path without prefix redirects to: the stored preference,
 * else the first supported browser language, else French.
 */
export function negotiateLocale(input: { stored?: string | null; acceptLanguage?: string | null }): Locale {
  if (isLocale(input.stored)) return input.stored
  for (const tag of parseAcceptLanguage(input.acceptLanguage)) {
    const locale = localeFromTag(tag)
    if (locale) return locale
  }
  return defaultLocale
}

/** Payload's cookie for the admin's language (each person's choice in their account). */
export const ADMIN_LANGUAGE_COOKIE = 'payload-lng'

/**
 * The admin's language: the one chosen (Payload's cookie), else the browser's when it is
 * Malagasy, else French. Payload itself reads only the tags of the languages it ships (not `mg`)
 * and would show a Malagasy browser its French sign-in page.
 */
export function adminLanguageFor(input: { chosen?: string | null; acceptLanguage?: string | null }): Locale {
  return negotiateLocale({ stored: input.chosen, acceptLanguage: input.acceptLanguage })
}
