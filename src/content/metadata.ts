import type { Metadata } from 'next'

import { type Locale, locales } from '@/i18n'

type PageMeta = {
  lang: Locale
  title?: string
  description: string
  /** Path of this page in each language it exists in. */
  paths: Partial<Record<Locale, string>>
  noindex?: boolean
}

/** Title, description, canonical and hreflang alternates of a public page. */
export function pageMetadata({ lang, title, description, paths, noindex }: PageMeta): Metadata {
  const languages: Record<string, string> = {}
  for (const code of locales) {
    const path = paths[code]
    if (path) languages[code] = path
  }
  if (paths.fr) languages['x-default'] = paths.fr
  return {
    ...(title ? { title } : {}),
    description,
    alternates: { canonical: paths[lang], languages },
    openGraph: { title: title ?? undefined, description, locale: lang === 'fr' ? 'fr_MG' : 'mg_MG', type: 'website' },
    ...(noindex ? { robots: { index: false, follow: true } } : {}),
  }
}
