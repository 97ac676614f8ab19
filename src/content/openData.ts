/**
 * Reads behind the open content API and the full export (src/openData): published documents
 * only, as model values (guides) or the plain documents of places, regions and themes. The open
 * data channel formats them; it never reads Payload itself.
 */
import type { Where } from 'payload'

import { otherLocale, type Locale } from '@/i18n'
import { guideFromService, themeOf, type Guide, type GuideHead } from '@/model/guide'
import type { Category, Place, Region, Service } from '@/payload-types'

import { payloadClient } from './payload'
import { publicRead } from './publicRead'

export type Paged<T> = { items: T[]; totalDocs: number; totalPages: number; page: number; hasNextPage: boolean }

const emptyPage = <T>(): Paged<T> => ({ items: [], totalDocs: 0, totalPages: 0, page: 1, hasNextPage: false })

function paged<T>(result: { totalDocs: number; totalPages: number; page?: number; hasNextPage: boolean }, items: T[]): Paged<T> {
  return { items, totalDocs: result.totalDocs, totalPages: result.totalPages, page: result.page ?? 1, hasNextPage: result.hasNextPage }
}

export function guideHead(service: Pick<Service, 'id' | 'title' | 'slug' | 'summary' | 'category' | 'updatedAt' | 'lastReviewed'>): GuideHead {
  return { id: service.id, title: service.title, slug: service.slug, summary: service.summary, theme: themeOf(service), updatedAt: service.updatedAt, lastReviewed: service.lastReviewed }
}

/** Published guides of one language, a page at a time, optionally of one theme or changed since a date. */
export async function listGuideHeads(lang: Locale, options: { page: number; limit: number; updatedSince?: string; themeSlug?: string; sort: 'title' | 'updatedAt' }): Promise<Paged<GuideHead>> {
  const payload = await payloadClient()
  const and: Where[] = [{ title: { exists: true } }]
  if (options.updatedSince) and.push({ updatedAt: { greater_than: options.updatedSince } })
  if (options.themeSlug) {
    const theme = await payload.find({ ...publicRead, collection: 'categories', locale: lang, where: { slug: { equals: options.themeSlug } }, limit: 1, depth: 0 })
    if (!theme.docs[0]) return emptyPage()
    and.push({ category: { equals: theme.docs[0].id } })
  }
  const result = await payload.find({
    ...publicRead, collection: 'services', locale: lang, where: { and }, page: options.page, limit: options.limit, depth: 1,
    sort: options.sort === 'updatedAt' ? ['updatedAt', 'id'] : ['title', 'id'],
    select: { title: true, slug: true, summary: true, category: true, updatedAt: true, lastReviewed: true },
    populate: { categories: { title: true, slug: true } },
  })
  return paged(result, (result.docs as Service[]).filter((d) => d.title && d.slug).map(guideHead))
}

/** One published guide by its slug in this language, with its slug in the other language. */
export async function findGuide(lang: Locale, slug: string): Promise<{ guide: Guide; otherSlug: string | null } | null> {
  const payload = await payloadClient()
  const { docs } = await payload.find({ ...publicRead, collection: 'services', locale: lang, where: { slug: { equals: slug } }, limit: 1, depth: 2 })
  const doc = docs[0] as Service | undefined
  if (!doc?.title) return null
  const other = await payload.findByID({ ...publicRead, collection: 'services', id: doc.id, locale: otherLocale(lang), depth: 0, select: { slug: true, title: true } })
  return { guide: guideFromService(lang, doc), otherSlug: other?.title && other.slug ? other.slug : null }
}

/** Every published guide of one language (the export), with its slug in the other language. */
export async function allGuides(lang: Locale): Promise<{ guide: Guide; otherSlug: string | null }[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({ ...publicRead, collection: 'services', locale: lang, where: { title: { exists: true } }, limit: 1000, sort: 'title', depth: 2 })
  const others = await payload.find({ ...publicRead, collection: 'services', locale: otherLocale(lang), limit: 1000, depth: 0, select: { slug: true, title: true } })
  const otherSlug = new Map((others.docs as Service[]).filter((d) => d.title && d.slug).map((d) => [d.id, d.slug]))
  return (docs as Service[]).filter((d) => d.title && d.slug).map((d) => ({ guide: guideFromService(lang, d), otherSlug: otherSlug.get(d.id) ?? null }))
}

/** Themes a page at a time, each with its number of published guides in this language. */
export async function listThemes(lang: Locale, options: { page: number; limit: number; updatedSince?: string }): Promise<Paged<{ theme: Category; guides: number }>> {
  const payload = await payloadClient()
  const and: Where[] = [{ title: { exists: true } }]
  if (options.updatedSince) and.push({ updatedAt: { greater_than: options.updatedSince } })
  const result = await payload.find({ ...publicRead, collection: 'categories', locale: lang, where: { and }, page: options.page, limit: options.limit, sort: ['order', 'id'], depth: 0 })
  const counts = await payload.find({ ...publicRead, collection: 'services', locale: lang, where: { title: { exists: true } }, limit: 1000, depth: 0, select: { category: true } })
  const count = new Map<number, number>()
  for (const s of counts.docs as Service[]) {
    const id = typeof s.category === 'object' ? s.category.id : s.category
    count.set(id, (count.get(id) ?? 0) + 1)
  }
  return paged(result, result.docs.filter((d) => d.title && d.slug).map((theme) => ({ theme, guides: count.get(theme.id) ?? 0 })))
}

/** Every published theme of one language, in their order. */
export async function allThemes(lang: Locale): Promise<Category[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({ ...publicRead, collection: 'categories', locale: lang, limit: 200, sort: 'order', depth: 0 })
  return docs.filter((d) => d.title && d.slug)
}

export async function allRegions(): Promise<Region[]> {
  const payload = await payloadClient()
  return (await payload.find({ ...publicRead, collection: 'regions', limit: 100, sort: 'name', depth: 0 })).docs
}

/** The region with this key, or null (with the keys that exist, for a helpful refusal). */
export async function regionByKey(key: string): Promise<{ id: number } | { id: null; keys: string[] }> {
  const regions = await allRegions()
  const found = regions.find((r) => r.key === key)
  return found ? { id: found.id } : { id: null, keys: regions.map((r) => r.key) }
}

export async function listPlaces(lang: Locale, options: { page: number; limit: number; kind?: Place['kind']; regionId?: number }): Promise<Paged<Place>> {
  const payload = await payloadClient()
  const and: Where[] = []
  if (options.kind) and.push({ kind: { equals: options.kind } })
  if (options.regionId !== undefined) and.push({ region: { equals: options.regionId } })
  const result = await payload.find({ ...publicRead, collection: 'places', locale: lang, where: and.length ? { and } : {}, page: options.page, limit: options.limit, sort: ['city', 'id'], depth: 1 })
  return paged(result, result.docs as Place[])
}

/** Every place of one language (at most 2,000), or the pharmacies of one region. */
export async function allPlaces(lang: Locale, options: { kind?: Place['kind']; regionId?: number } = {}): Promise<Place[]> {
  const payload = await payloadClient()
  const and: Where[] = []
  if (options.kind) and.push({ kind: { equals: options.kind } })
  if (options.regionId !== undefined) and.push({ region: { equals: options.regionId } })
  const { docs } = await payload.find({ ...publicRead, collection: 'places', locale: lang, where: and.length ? { and } : {}, limit: 2000, sort: ['city', 'id'], depth: 1 })
  return docs as Place[]
}
