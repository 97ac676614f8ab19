import { defaultLocale, isLocale, type Locale } from './locales'

type Weighted = { tag: string; q: number; order: number }

/** Parses an Accept-Language header into tags ordered by q-value (stable for ties). */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) return []
  const entries: Weighted[] = []
  header.split(',').forEach((part, order) => {
    const [rawTag, ...params] = part.trim().split(';')
    const tag = rawTag?.trim().toLowerCase()
    if (!tag) return
    let q = 1
    for (const param of params) {
      const [key, value] = param.trim().split('=')
      if (key === 'q' && value !== undefined) {
        const parsed = Number(value)
        q = Number.isFinite(parsed) ? Math.min(Math.max(parsed, 0), 1) : 0
      }
    }
    if (q > 0) entries.push({ tag, q, order })
  })
  return entries.sort((a, b) => b.q - a.q || a.order - b.order).map((e) => e.tag)
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
