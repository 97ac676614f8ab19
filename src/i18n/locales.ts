/** The one declaration of the portal's languages: Payload, routing and dictionaries read it. */
export const locales = ['fr', 'mg'] as const
export type Locale = (typeof locales)[number]
export const defaultLocale: Locale = 'fr'

export const localeNames: Record<Locale, string> = { fr: 'Français', mg: 'Malagasy' }

/** BCP 47 tags for <html lang>, hreflang and Intl. Malagasy is "mg". */
export const localeTags: Record<Locale, string> = { fr: 'fr', mg: 'mg' }

/** Name of the stored preference, identical in localStorage and in the cookie mirroring it. */
export const LANGUAGE_STORAGE_KEY = 'language'
export const LANGUAGE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value)
}

export function otherLocale(lang: Locale): Locale {
  return lang === 'fr' ? 'mg' : 'fr'
}
