/**
 * Nothing that published content uses can be deleted: a file attached to a guide, a guide in a
 * journey, linked from another guide or from the home page, a theme that has guides, a ministry
 * responsible for guides (after a change of government it is renamed, or its guides are given the
 * ministry that replaces it), an office of the directory named by a step or a flow. "Supprimer"
 * is refused (409) with a message in the editor's language naming what uses it, from a
 * `beforeDelete` hook: it runs before Payload erases an upload's files from disk, so a file still
 * referenced is never erased. A reference counts in the main document (what is published, or a
 * guide never published) and in the latest version (a draft being prepared), in both languages.
 *
 * Relationships that are not "uses" (statistics, readers' feedback, citizens' messages, the
 * broken-link report) do not block: the deleted guide's view counters go with it, its readers'
 * answers stay (without the guide, under its title).
 */
import { sql as sqliteSql } from '@payloadcms/db-sqlite'
import { APIError, isolateObjectProperty, type CollectionBeforeDeleteHook, type PayloadRequest } from 'payload'

import { adminLanguage } from '@/fields/adminLanguage'

export type Target = 'media' | 'services' | 'categories' | 'ministries' | 'places'
export type AdminLang = 'fr' | 'mg'
type CollectionUser = 'services' | 'journeys' | 'flows'
type GlobalUser = 'home-page'
export type UserKind = CollectionUser | GlobalUser

/** One relationship or upload field that points to a target; `path` as Payload's `where` writes it. */
export type Referrer =
  | { collection: CollectionUser; path: string; localized?: boolean }
  | { global: GlobalUser; path: string; localized?: boolean }

/**
 * Every field of published content that uses a file, a guide or a theme (src/collections,
 * src/globals). Kept in step with the configurations by src/editorial/references.test.ts.
 */
export const REFERRERS: Record<Target, Referrer[]> = {
  media: [{ collection: 'services', path: 'downloads' }],
  services: [
    { collection: 'services', path: 'related' },
    { collection: 'journeys', path: 'steps.guides' },
    { collection: 'flows', path: 'guide' },
    { global: 'home-page', path: 'information.service', localized: true },
    { global: 'home-page', path: 'newServices' },
    { global: 'home-page', path: 'popularServices' },
    { global: 'home-page', path: 'otherServices' },
  ],
  categories: [{ collection: 'services', path: 'category' }],
  ministries: [
    { collection: 'services', path: 'ministry' },
    { global: 'home-page', path: 'ministries' },
  ],
  places: [
    { collection: 'services', path: 'places' },
    { collection: 'services', path: 'steps.place', localized: true },
    { collection: 'flows', path: 'outcomes.office' },
  ],
}

/** Fields pointing to a target that are not a use of it ("collection-or-global.path"). */
export const NOT_USES = ['page-views.service', 'page-feedback.service', 'messages.category', 'link-report.failures.guides'] as const

/** Titles named in the message; the rest are counted ("et 7 autres"). */
export const SHOWN = 5
/** Documents read per query: beyond this, the count is a lower bound (never reached in practice). */
const READ_LIMIT = 100
const LOCALES: AdminLang[] = ['fr', 'mg']

export type UseItem = { title: string; draft: boolean }
export type Use = { kind: UserKind; total: number; items: UseItem[] }

type Id = number | string

/** The ids a value holds at a path: through arrays and groups; ids, populated documents or polymorphic values. */
export function idsAt(value: unknown, path: string[]): Id[] {
  if (Array.isArray(value)) return value.flatMap((v) => idsAt(v, path))
  if (path.length === 0) {
    if (typeof value === 'number' || typeof value === 'string') return [value]
    if (value && typeof value === 'object') {
      const v = value as { id?: unknown; value?: unknown }
      if ('relationTo' in v) return idsAt(v.value, [])
      if (typeof v.id === 'number' || typeof v.id === 'string') return [v.id]
    }
    return []
  }
  if (!value || typeof value !== 'object') return []
  return idsAt((value as Record<string, unknown>)[path[0]!], path.slice(1))
}

const same = (a: Id, b: Id) => String(a) === String(b)

/** A request for reads in another locale that leaves the caller's locale, fallback and query alone. */
function isolated(req: PayloadRequest): PayloadRequest {
  return isolateObjectProperty(req, ['locale', 'fallbackLocale', 'query'])
}

type Found = { id: Id; _status?: string | null }

async function collectionUses(req: PayloadRequest, collection: CollectionUser, referrers: Referrer[], target: Target, id: Id, lang: AdminLang): Promise<Use | null> {
  const uses = referrers.map((r) => ({ [r.path]: { equals: id } }))
  const conditions: Record<string, unknown>[] = [uses.length === 1 ? uses[0]! : { or: uses }]
  // A guide linking to itself does not keep it.
  if (collection === target) conditions.push({ id: { not_equals: id } })
  const where = { and: conditions }
  const locales = referrers.some((r) => r.localized) ? LOCALES : [lang]
  const published = new Set<string>()
  const all = new Map<string, Id>()
  let total = 0
  for (const locale of locales) {
    // The main document (what is published; a guide never published), then the latest version (a draft).
    for (const draft of [false, true]) {
      const found = await req.payload.find({
        collection, where: where as never, draft, locale, fallbackLocale: false, depth: 0, limit: READ_LIMIT, sort: '-updatedAt',
        overrideAccess: true, req: isolated(req), select: { _status: true } as never,
      })
      total = Math.max(total, found.totalDocs)
      for (const doc of found.docs as unknown as Found[]) {
        all.set(String(doc.id), doc.id)
        if (!draft && doc._status !== 'draft') published.add(String(doc.id))
      }
    }
  }
  if (all.size === 0) return null
  const shown = [...all.values()].slice(0, SHOWN)
  const titled = await req.payload.find({
    collection, where: { id: { in: shown } } as never, draft: true, locale: lang, fallbackLocale: 'fr', depth: 0, limit: SHOWN,
    overrideAccess: true, req: isolated(req), select: { title: true } as never,
  })
  const titles = new Map((titled.docs as unknown as { id: Id; title?: string | null }[]).map((d) => [String(d.id), d.title?.trim()]))
  const items = shown
    .map((docId) => ({ title: titles.get(String(docId)) || `#${docId}`, draft: !published.has(String(docId)) }))
    .sort((a, b) => a.title.localeCompare(b.title, 'fr'))
  return { kind: collection, total: Math.max(total, all.size), items }
}

async function globalUses(req: PayloadRequest, global: GlobalUser, referrers: Referrer[], id: Id): Promise<Use | null> {
  const locales = referrers.some((r) => r.localized) ? LOCALES : (['fr'] as const)
  for (const locale of locales) {
    const doc = await req.payload.findGlobal({ slug: global, locale, fallbackLocale: false, depth: 0, overrideAccess: true, req: isolated(req) })
    if (referrers.some((r) => idsAt(doc, r.path.split('.')).some((v) => same(v, id)))) return { kind: global, total: 1, items: [] }
  }
  return null
}

/** A target's referrers grouped by the collection or global holding them (one query each). */
function referrersByUser(target: Target): Referrer[][] {
  const byUser = new Map<string, Referrer[]>()
  for (const referrer of REFERRERS[target]) {
    const key = 'collection' in referrer ? `c:${referrer.collection}` : `g:${referrer.global}`
    byUser.set(key, [...(byUser.get(key) ?? []), referrer])
  }
  return [...byUser.values()]
}

/** What uses a file, a guide or a theme: per kind of user, the count and the first titles (in `lang`). */
export async function findUses(req: PayloadRequest, target: Target, id: Id, lang: AdminLang = adminLanguage(req)): Promise<Use[]> {
  const uses: Use[] = []
  for (const referrers of referrersByUser(target)) {
    const first = referrers[0]!
    const use = 'collection' in first
      ? await collectionUses(req, first.collection, referrers, target, id, lang)
      : await globalUses(req, first.global, referrers, id)
    if (use) uses.push(use)
  }
  return uses
}

const SUBJECT = {
  fr: {
    media: { subject: 'Ce fichier', used: 'utilisé', it: 'le' },
    services: { subject: 'Cette démarche', used: 'utilisée', it: 'la' },
    categories: { subject: 'Ce thème', used: 'utilisé', it: 'le' },
    ministries: { subject: 'Cet organisme', used: 'utilisé', it: 'le' },
    places: { subject: 'Ce lieu', used: 'utilisé', it: 'le' },
  },
  mg: { media: 'ity rakitra ity', services: 'ity fomba fanao ity', categories: 'ity lohahevitra ity', ministries: 'ity ministera na andrim-panjakana ity', places: 'ity toerana ity' },
} as const

const NOUN = {
  fr: { services: ['démarche', 'démarches'], journeys: ['parcours', 'parcours'], flows: ['série de questions « Ce qu’il vous faut »', 'séries de questions « Ce qu’il vous faut »'] },
  mg: { services: ['fomba fanao', 'fomba fanao'], journeys: ['dingana tsikelikely', 'dingana tsikelikely'], flows: ['fanontaniana « Izay ilainao »', 'fanontaniana « Izay ilainao »'] },
} as const

function list(use: Use, lang: AdminLang): string {
  const names = use.items.map((item) => (item.draft ? `${item.title} (${lang === 'mg' ? 'drafitra' : 'brouillon'})` : item.title))
  const rest = use.total - use.items.length
  if (rest > 0) names.push(lang === 'mg' ? `sy ${rest} hafa` : `et ${rest} ${rest === 1 ? 'autre' : 'autres'}`)
  return rest > 0 ? `${names.slice(0, -1).join(', ')} ${names[names.length - 1]}` : names.join(', ')
}

function part(use: Use, lang: AdminLang): string {
  if (use.kind === 'home-page') return lang === 'mg' ? 'pejy fandraisana' : 'la page d’accueil'
  const noun = NOUN[lang][use.kind][use.total === 1 ? 0 : 1]
  return lang === 'mg' ? `${noun} ${use.total}: ${list(use, lang)}` : `${use.total} ${noun} : ${list(use, lang)}`
}

/** Where to take it out of, for the second sentence. */
function from(uses: Use[], lang: AdminLang): string {
  const only = uses.length === 1 ? uses[0]! : null
  const one = only?.total === 1
  if (lang === 'mg') {
    if (!only) return 'amin’ireo'
    if (only.kind === 'home-page') return 'amin’ny pejy fandraisana'
    const noun = NOUN.mg[only.kind][0]
    return one ? `amin’io ${noun} io` : `amin’ireo ${noun} ireo`
  }
  if (!only) return 'de ces contenus'
  if (only.kind === 'home-page') return 'de la page d’accueil'
  if (only.kind === 'journeys') return one ? 'de ce parcours' : 'de ces parcours'
  if (only.kind === 'flows') return one ? 'de cette série de questions' : 'de ces séries de questions'
  return one ? 'de cette démarche' : 'de ces démarches'
}

/**
 * « Ce fichier est utilisé par 2 démarches : Passeport, Acte de naissance. Retirez-le de ces
 * démarches avant de le supprimer. » and its Malagasy; a theme asks for another theme instead.
 */
export function inUseMessage(target: Target, uses: Use[], lang: AdminLang): string {
  const parts = uses.map((use) => part(use, lang))
  const guides = uses.find((u) => u.kind === 'services')
  if (lang === 'mg') {
    const subject = SUBJECT.mg[target]
    if (target === 'categories' && guides) {
      const these = guides.total === 1 ? 'ho an’io fomba fanao io' : 'ho an’ireo fomba fanao ireo'
      return `Tsy azo fafana ${subject} satria misy fomba fanao ${guides.total} ao anatiny: ${list(guides, lang)}. Mifidiana lohahevitra hafa ${these} aloha vao mamafa azy.`
    }
    if (target === 'ministries' && guides && uses.length === 1) {
      const these = guides.total === 1 ? 'ho an’io fomba fanao io' : 'ho an’ireo fomba fanao ireo'
      return `Tsy azo fafana ${subject} satria tompon’andraikitra amin’ny fomba fanao ${guides.total}: ${list(guides, lang)}. Safidio ${these} izay manolo azy aloha vao mamafa azy (raha ny anarany ihany no miova dia ovay fotsiny ny anarany).`
    }
    const users = parts.map((p, i) => (i === 0 ? `ampiasain’ny ${p}` : `${i === parts.length - 1 ? 'ary ' : ''}ny ${p}`)).join('; ')
    return `Tsy azo fafana ${subject} satria ${users}. Esory ${from(uses, lang)} aloha vao mamafa azy.`
  }
  const { subject, used, it } = SUBJECT.fr[target]
  const users = parts.map((p, i) => (i > 0 && i === parts.length - 1 ? `et par ${p}` : `par ${p}`)).join(' ; ')
  if (target === 'categories' && guides) {
    const these = guides.total === 1 ? 'cette démarche' : 'ces démarches'
    return `${subject} est ${used} ${users}. Choisissez un autre thème pour ${these} avant de le supprimer.`
  }
  if (target === 'ministries' && guides && uses.length === 1) {
    const these = guides.total === 1 ? 'cette démarche' : 'ces démarches'
    return `${subject} est responsable de ${part(guides, lang)}. Choisissez pour ${these} l’organisme qui le remplace avant de le supprimer (s’il change seulement de nom, renommez-le).`
  }
  return `${subject} est ${used} ${users}. Retirez-${it} ${from(uses, lang)} avant de ${it} supprimer.`
}

type Statement = ReturnType<typeof sqliteSql>
type Connection = { run?: (query: Statement) => Promise<unknown> }

/** The request's open transaction (the delete's), or the pool. */
async function connectionOf(req: PayloadRequest): Promise<Connection> {
  const db = req.payload.db as unknown as { drizzle: Connection; sessions?: Record<string | number, { db: Connection } | undefined> }
  const transaction = req.transactionID ? await req.transactionID : undefined
  return (transaction !== undefined && db.sessions?.[transaction]?.db) || db.drizzle
}

/**
 * What goes with a deleted document once nothing uses it, in the delete's transaction:
 * - a file: its place in older versions of guides (not the latest, which were checked). PostgreSQL
 *   does it by itself (ON DELETE CASCADE); SQLite's column was added without it and would refuse;
 * - a guide: its daily view counters; its readers' answers are kept, detached from it, under its
 *   title (citizens' submissions are not lost with the page they were about).
 */
async function detach(req: PayloadRequest, target: Target, id: Id): Promise<void> {
  if (target === 'media' && req.payload.db.name === 'sqlite') {
    const db = await connectionOf(req)
    await db.run!(sqliteSql`DELETE FROM _services_v_rels WHERE media_id = ${Number(id)}`)
  }
  if (target === 'services') {
    await req.payload.db.deleteMany({ collection: 'page-views', where: { service: { equals: id } }, req })
    // Readers' answers are kept, detached, under the guide's title (answers stored before titles were kept get it now).
    const guide = (await req.payload.findByID({ collection: 'services', id, locale: 'fr', draft: true, depth: 0, overrideAccess: true, req: isolated(req), select: { title: true } as never }).catch(() => null)) as { title?: string | null } | null
    const title = guide?.title ?? `#${id}`
    await req.payload.db.updateMany({ collection: 'page-feedback', where: { and: [{ service: { equals: id } }, { guideTitle: { exists: false } }] }, data: { guideTitle: title }, req })
    await req.payload.db.updateMany({ collection: 'page-feedback', where: { service: { equals: id } }, data: { service: null }, req })
  }
}

/**
 * The guides, journeys and flows whose older versions (not the current text, not the latest
 * draft: those refuse the delete) name the item: their titles, for the audit entry of the delete.
 * Restoring such a version brings it back without the item; the restore dialog says so.
 */
export async function olderVersionUsers(req: PayloadRequest, target: Target, id: Id): Promise<string[]> {
  const titles = new Set<string>()
  for (const referrers of referrersByUser(target)) {
    const first = referrers[0]!
    if (!('collection' in first)) continue
    const uses = referrers.map((r) => ({ [`version.${r.path}`]: { equals: id } }))
    const conditions: Record<string, unknown>[] = [uses.length === 1 ? uses[0]! : { or: uses }]
    // A guide's own versions go with it.
    if (first.collection === target) conditions.push({ parent: { not_equals: id } })
    for (const locale of referrers.some((r) => r.localized) ? LOCALES : (['fr'] as const)) {
      const found = await req.payload.findVersions({
        collection: first.collection, where: { and: conditions } as never, locale, fallbackLocale: false,
        depth: 0, limit: READ_LIMIT, overrideAccess: true, req: isolated(req), sort: '-updatedAt',
      })
      for (const version of found.docs as unknown as { version?: { title?: string | null } }[]) if (version.version?.title) titles.add(version.version.title)
    }
  }
  return [...titles].sort((a, b) => a.localeCompare(b, 'fr'))
}

/**
 * From `beforeDelete` to `afterDelete` of the same request (a delete by query deletes several).
 * Not `context`: a local-API call's hooks may be handed the caller's object in one and the
 * request's copy in the other.
 */
const olderByRequest = new WeakMap<object, Map<string, string[]>>()
function remembered(req: PayloadRequest): Map<string, string[]> {
  let map = olderByRequest.get(req)
  if (!map) olderByRequest.set(req, (map = new Map()))
  return map
}

/** The older versions that named a deleted item (once: the entry is taken). */
export function takeOlderVersionUsers(req: PayloadRequest, collection: string, id: Id): string[] {
  const map = olderByRequest.get(req)
  const titles = map?.get(`${collection}:${id}`) ?? []
  map?.delete(`${collection}:${id}`)
  return titles
}

/** `beforeDelete` for the media, services, categories, ministries and places collections. */
export function refuseDeleteWhileUsed(target: Target): CollectionBeforeDeleteHook {
  return async ({ id, req }) => {
    const lang = adminLanguage(req)
    const uses = await findUses(req, target, id, lang)
    if (uses.length > 0) {
      // With `data`, Payload answers with this message whatever the error's class name (the
      // production bundle mangles class names, and a nameless error becomes "An unknown error").
      const error = new APIError(inUseMessage(target, uses, lang), 409, { inUse: uses.map((use) => ({ kind: use.kind, total: use.total })) }, true)
      error.name = 'APIError'
      throw error
    }
    // For the audit entry (src/editorial/audit.ts): which older versions named it.
    remembered(req).set(`${target}:${id}`, await olderVersionUsers(req, target, id).catch(() => []))
    await detach(req, target, id)
  }
}
