import { visibleNotice, type NoticeData, type VisibleNotice } from '@/emergency/notice'
import { cache } from 'react'

import type { Locale } from '@/i18n'
import { otherLocale } from '@/i18n'
import type { AboutPage, Category, HomePage, Ministry, Place, Region, Service, SiteSetting } from '@/payload-types'

import { mostViewed, rankHomeLists } from '@/analytics/pageViews'

import { payloadClient } from './payload'
import { publicRead } from './publicRead'


export type Resolved<T> =
  | { kind: 'found'; doc: T }
  /** The slug belongs to the other language and this one has its own slug. */
  | { kind: 'redirect'; slug: string }
  /** The document exists only in the other language. */
  | { kind: 'untranslated'; doc: T; sourceLang: Locale }
  | { kind: 'none' }

export const listCategories = cache(async (lang: Locale): Promise<Category[]> => {
  const payload = await payloadClient()
  const { docs } = await payload.find({ ...publicRead, collection: 'categories', locale: lang, limit: 200, sort: 'order', depth: 0 })
  return docs
})

export const listServices = cache(async (lang: Locale): Promise<Service[]> => {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    ...publicRead,
    collection: 'services',
    locale: lang,
    limit: 1000,
    sort: 'title',
    depth: 0,
    select: { title: true, slug: true, summary: true, category: true, directory: true, updatedAt: true },
  })
  return docs as Service[]
})

async function resolveBySlug<T extends { title?: string | null; slug?: string | null }>(
  collection: 'services' | 'categories',
  lang: Locale,
  slug: string,
  depth: number,
): Promise<Resolved<T>> {
  const payload = await payloadClient()
  const inLang = await payload.find({ ...publicRead, collection, locale: lang, where: { slug: { equals: slug } }, limit: 1, depth })
  const direct = inLang.docs[0] as unknown as T | undefined
  if (direct?.title) return { kind: 'found', doc: direct }

  const source = otherLocale(lang)
  const inOther = await payload.find({ ...publicRead, collection, locale: source, where: { slug: { equals: slug } }, limit: 1, depth })
  const foreign = inOther.docs[0] as unknown as (T & { id: number }) | undefined
  if (!foreign) return { kind: 'none' }
  const own = (await payload.findByID({ ...publicRead, collection, id: foreign.id, locale: lang, depth: 0 })) as unknown as T
  if (own?.title && own.slug) return { kind: 'redirect', slug: own.slug }
  return { kind: 'untranslated', doc: foreign, sourceLang: source }
}

export const resolveService = cache((lang: Locale, slug: string) => resolveBySlug<Service>('services', lang, slug, 2))
export const resolveCategory = cache((lang: Locale, slug: string) => resolveBySlug<Category>('categories', lang, slug, 0))

/** Slug of a document in the other language, for the language switch. */
export const slugIn = cache(async (collection: 'services' | 'categories', id: number, lang: Locale): Promise<string | null> => {
  const payload = await payloadClient()
  const doc = await payload.findByID({ ...publicRead, collection, id, locale: lang, depth: 0, select: { slug: true, title: true } })
  return doc?.title && doc.slug ? doc.slug : null
})

export const servicesInCategory = cache(async (lang: Locale, categoryId: number): Promise<Service[]> => {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    ...publicRead,
    collection: 'services',
    locale: lang,
    where: { category: { equals: categoryId } },
    limit: 500,
    sort: 'title',
    depth: 0,
  })
  return docs
})

export const getHomePage = cache(async (lang: Locale): Promise<HomePage> => {
  const payload = await payloadClient()
  return payload.findGlobal({ ...publicRead, slug: 'home-page', locale: lang, depth: 1 })
})

export const getAboutPage = cache(async (lang: Locale): Promise<AboutPage> => {
  const payload = await payloadClient()
  return payload.findGlobal({ ...publicRead, slug: 'about-page', locale: lang, depth: 0 })
})

/** The emergency notice as the public sees it now (src/emergency/notice.ts), or null. */
export const getEmergencyNotice = cache(async (lang: Locale): Promise<VisibleNotice | null> => {
  const payload = await payloadClient()
  const read = (locale: Locale) => payload.findGlobal({ ...publicRead, slug: 'emergency-notice', locale, depth: 0 }).catch(() => null) as Promise<NoticeData | null>
  const own = visibleNotice(await read(lang))
  if (own) return own
  // An alert written in one language only is still shown to everyone, marked as such: half the
  // country must not miss it while its translation is written.
  const other = otherLocale(lang)
  const foreign = visibleNotice(await read(other))
  return foreign ? { ...foreign, textLang: other } : null
})

export const getSiteSettings = cache(async (lang: Locale): Promise<SiteSetting> => {
  const payload = await payloadClient()
  return payload.findGlobal({ ...publicRead, slug: 'site-settings', locale: lang, depth: 0 })
})

export const listPlaces = cache(async (lang: Locale, kind: Place['kind']): Promise<Place[]> => {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    ...publicRead,
    collection: 'places',
    locale: lang,
    where: { kind: { equals: kind } },
    limit: 500,
    sort: 'city',
    depth: 1,
  })
  return docs
})

export const listRegions = cache(async (): Promise<Region[]> => {
  const payload = await payloadClient()
  const { docs } = await payload.find({ ...publicRead, collection: 'regions', limit: 100, sort: 'name', depth: 0 })
  return docs
})

export const listMinistries = cache(async (lang: Locale): Promise<Ministry[]> => {
  const payload = await payloadClient()
  const { docs } = await payload.find({ ...publicRead, collection: 'ministries', locale: lang, limit: 200, sort: 'order', depth: 0 })
  return docs
})

const idsOf = (docs: (number | { id: number } | null | undefined)[] | null | undefined): number[] =>
  (docs ?? []).flatMap((d) => (typeof d === 'number' ? [d] : d && typeof d === 'object' ? [d.id] : []))

/** Home page lists: editor-pinned guides first, then the most viewed (anonymous counts). */
export const homeServiceLists = cache(async (lang: Locale, home: HomePage): Promise<{ popular: Service[]; other: Service[] }> => {
  const payload = await payloadClient()
  const ranked = await mostViewed(payload).catch(() => [])
  const lists = rankHomeLists({ popular: idsOf(home.popularServices), other: idsOf(home.otherServices) }, ranked)
  const wanted = [...lists.popular, ...lists.other]
  if (wanted.length === 0) return { popular: [], other: [] }
  const { docs } = await payload.find({
    ...publicRead, collection: 'services', locale: lang, where: { id: { in: wanted } }, limit: wanted.length, depth: 0,
    select: { title: true, slug: true, summary: true },
  })
  const byId = new Map(docs.map((d) => [d.id, d as Service]))
  const pick = (ids: number[]) => ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []))
  return { popular: pick(lists.popular), other: pick(lists.other) }
})
