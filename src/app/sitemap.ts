import type { MetadataRoute } from 'next'

import { payloadClient } from '@/content'
import { absoluteUrl, locales, pathFor, type Locale, type RouteName } from '@/i18n'

// Read at request time: always current, and the build needs no database.
export const dynamic = 'force-dynamic'

const staticRoutes: RouteName[] = ['home', 'services', 'journeys', 'flows', 'about', 'contact', 'openData']

/** Every public page in both languages, with its hreflang alternates. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const entries: MetadataRoute.Sitemap = staticRoutes.flatMap((route) =>
    locales.map((lang) => ({
      url: absoluteUrl(pathFor(lang, route)),
      alternates: { languages: Object.fromEntries(locales.map((l) => [l, absoluteUrl(pathFor(l, route))])) },
    })),
  )
  const payload = await payloadClient()
  // A question flow is listed by its first question; the pages of its answers are for their readers (noindex).
  for (const collection of ['categories', 'services', 'journeys', 'flows'] as const) {
    const route = collection === 'journeys' ? 'journey' : collection === 'flows' ? 'flow' : 'service'
    const slugs = new Map<number, Partial<Record<Locale, { slug: string; updatedAt: string }>>>()
    for (const lang of locales) {
      const { docs } = await payload.find({
        collection, locale: lang, limit: 5000, depth: 0, overrideAccess: false, draft: false, fallbackLocale: false,
        select: { slug: true, title: true, updatedAt: true },
      })
      for (const doc of docs) {
        if (doc.title && doc.slug) slugs.set(doc.id, { ...slugs.get(doc.id), [lang]: { slug: doc.slug, updatedAt: doc.updatedAt } })
      }
    }
    for (const perLang of slugs.values()) {
      const languages = Object.fromEntries(
        locales.flatMap((l) => (perLang[l] ? [[l, absoluteUrl(pathFor(l, route, perLang[l].slug))]] : [])),
      )
      for (const lang of locales) {
        const entry = perLang[lang]
        if (entry) entries.push({ url: absoluteUrl(pathFor(lang, route, entry.slug)), lastModified: entry.updatedAt, alternates: { languages } })
      }
    }
  }
  return entries
}
