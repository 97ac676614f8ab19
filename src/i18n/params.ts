import { notFound } from 'next/navigation'

import { isLocale, type Locale } from './locales'

/** Route params → a supported locale, or the not-found page. */
export async function localeParam(params: Promise<{ lang: string }>): Promise<Locale> {
  const { lang } = await params
  if (!isLocale(lang)) notFound()
  return lang
}
