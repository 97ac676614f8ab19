/**
 * Guides one at a time, as the model's values, for the channels that ask by id (SMS, USSD): a
 * published guide in one language with its offices (their telephones) and ministry.
 */
import type { Locale } from '@/i18n'
import { guideFromService, type Guide } from '@/model/guide'
import type { Service } from '@/payload-types'

import { payloadClient } from './payload'
import { publicRead } from './publicRead'

export async function guideById(lang: Locale, id: number): Promise<Guide | null> {
  const payload = await payloadClient()
  const doc = (await payload.findByID({ ...publicRead, collection: 'services', id, locale: lang, depth: 1 }).catch(() => null)) as Service | null
  return doc?.title && doc.slug ? guideFromService(lang, doc) : null
}

/** Published guides of one theme in this language, by title (the USSD menu). */
export async function guidesOfTheme(lang: Locale, themeId: number): Promise<{ id: number; title: string; shortTitle?: string | null }[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({ ...publicRead, collection: 'services', locale: lang, where: { category: { equals: themeId } }, limit: 200, sort: 'title', depth: 0, select: { title: true, shortTitle: true, slug: true } })
  return (docs as Service[]).filter((d) => d.title && d.slug).map((d) => ({ id: d.id, title: d.title, shortTitle: d.shortTitle ?? null }))
}

/** Published themes with at least one guide in this language, in their order (the USSD menu). */
export async function themesWithGuides(lang: Locale): Promise<{ id: number; title: string }[]> {
  const payload = await payloadClient()
  const [themes, guides] = await Promise.all([
    payload.find({ ...publicRead, collection: 'categories', locale: lang, limit: 200, sort: 'order', depth: 0, select: { title: true, slug: true } }),
    payload.find({ ...publicRead, collection: 'services', locale: lang, where: { title: { exists: true } }, limit: 2000, depth: 0, select: { category: true } }),
  ])
  const used = new Set((guides.docs as Service[]).map((g) => (typeof g.category === 'object' ? g.category.id : g.category)))
  return themes.docs.filter((t) => t.title && t.slug && used.has(t.id)).map((t) => ({ id: t.id, title: t.title }))
}

/** The emergency numbers of the site's settings, in this language (footer, URGENCE, USSD). */
export async function emergencyNumbers(lang: Locale): Promise<{ label: string; number: string }[]> {
  const payload = await payloadClient()
  const settings = await payload.findGlobal({ slug: 'site-settings', locale: lang, depth: 0, overrideAccess: false })
  return (settings.emergencyNumbers ?? []).flatMap((e) => (e.label && e.number ? [{ label: e.label, number: e.number }] : []))
}
