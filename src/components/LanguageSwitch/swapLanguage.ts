import { isLocale, otherLocale, type Locale } from '@/i18n/locales'

/**
 * The same path in the other language. Localized slugs are mapped by the target
 * page itself (a foreign slug redirects to its own), so the path can be swapped as is.
 */
export function swapLanguage(pathname: string, target?: Locale): string {
  const parts = pathname.split('/')
  const current = parts[1]
  if (!isLocale(current)) return `/${target ?? 'fr'}/`
  parts[1] = target ?? otherLocale(current)
  return parts.join('/') || '/'
}
