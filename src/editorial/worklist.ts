/**
 * What needs each member of staff's attention, per role (the admin dashboard):
 * - editors and administrators: their drafts, guides with facts "à vérifier", reviews due,
 *   missing or outdated translations;
 * - moderators and administrators: citizens' messages not yet handled.
 */
import type { Payload } from 'payload'

import { hasRole } from '@/access/roles'

import { proofCounts } from '@/model/certainty'
import { guideFromService } from '@/model/guide'
import type { Service } from '@/payload-types'

import { sourcesWithParts, staleParts } from './freshness'
import { STATUS_COLLECTIONS, translationStatus, type TranslationRow } from './translationStatus'

const LIST = 8
/** Guides "à vérifier" can be dozens: the card shows this many, then a link to the rest. */
export const TO_VERIFY_LIST = 10

/**
 * One line of a card. `detail` is a date (ISO) or, for guides to verify, the whole review note
 * (the dashboard shortens it); `kind` is a citizen's message's kind (question, complaint…).
 */
export type WorkItem = { collection: string; id: number; title: string; detail?: string; kind?: string }
export type Worklist = {
  drafts?: { total: number; items: WorkItem[] }
  toVerify?: { total: number; items: WorkItem[] }
  reviewsDue?: { total: number; items: WorkItem[] }
  translations?: { total: number; missing: number; outdated: number; items: TranslationRow[] }
  messages?: { total: number; items: WorkItem[] }
  scheduled?: { total: number; items: (WorkItem & { kind: 'publish' | 'unpublish'; at: string; failed: boolean })[] }
  /** Scheduled publications and withdrawals that went out in the last SCHEDULED_DONE_DAYS days, newest first. */
  scheduledDone?: { total: number; items: (WorkItem & { kind: 'publish' | 'unpublish'; at: string })[] }
  brokenLinks?: { total: number; checkedAt: string | null }
  /** Guides with a part whose newest source is more than 2 years old: the parts and that source's day. */
  reverify?: { total: number; items: (WorkItem & { parts: { part: string; newest: string }[] })[] }
  /**
   * Guides with statements citizens read « À confirmer » (derived from their proofs, issue 40), the most
   * read first: unconfirmed statements × readers in the last READ_DAYS days.
   */
  unconfirmed?: { total: number; statements: number; items: (WorkItem & { unconfirmed: number; statements: number; views: number })[] }
  /** Guides whose Malagasy no native speaker has reread yet (editors only; citizens are never told). */
  nativeReview?: { total: number; items: WorkItem[] }
}

type JobDoc = { id: number | string; waitUntil?: string | null; completedAt?: string | null; hasError?: boolean | null; input?: { type?: string; doc?: { relationTo?: string; value?: string | number } } }

/** How far back the dashboard says which scheduled publications went out (completed jobs are kept 30 days, src/editorial/scheduler.ts). */
export const SCHEDULED_DONE_DAYS = 7

type Staff = { id: number | string; roles?: readonly string[] | null }

export async function worklistFor(payload: Payload, user: Staff, now = new Date()): Promise<Worklist> {
  const list: Worklist = {}
  const common = { depth: 0, limit: LIST, overrideAccess: true } as const
  if (hasRole(user, 'admin', 'editor')) {
    const drafts = await payload.find({ ...common, collection: 'services', draft: true, where: { and: [{ _status: { equals: 'draft' } }, { lastModifiedBy: { equals: user.id } }] }, sort: '-updatedAt' })
    list.drafts = { total: drafts.totalDocs, items: drafts.docs.map((d) => ({ collection: 'services', id: d.id, title: d.title })) }
    const toVerify = await payload.find({ ...common, limit: TO_VERIFY_LIST, collection: 'services', where: { 'review.status': { equals: 'toVerify' } }, sort: 'title' })
    list.toVerify = { total: toVerify.totalDocs, items: toVerify.docs.map((d) => ({ collection: 'services', id: d.id, title: d.title, detail: d.review?.notes?.trim() || undefined })) }
    const due = await payload.find({ ...common, collection: 'services', where: { 'review.dueAt': { less_than_equal: now.toISOString() } }, sort: 'review.dueAt' })
    list.reviewsDue = { total: due.totalDocs, items: due.docs.map((d) => ({ collection: 'services', id: d.id, title: d.title, detail: d.review?.dueAt ?? undefined })) }
    const rows = (await translationStatus(payload)).filter((row) => row.problem)
    list.translations = {
      total: rows.length,
      missing: rows.filter((r) => r.problem === 'missingMg' || r.problem === 'missingFr').length,
      outdated: rows.filter((r) => r.problem === 'outdatedMg').length,
      items: rows.slice(0, LIST),
    }
    // Publications and withdrawals waiting for their time (or failed: to reschedule), and those that went out lately.
    const jobs = await payload.find({ ...common, collection: 'payload-jobs', where: { and: [{ taskSlug: { equals: 'schedulePublish' } }, { completedAt: { exists: false } }] }, sort: 'waitUntil' })
    const since = new Date(now.getTime() - SCHEDULED_DONE_DAYS * 86_400_000).toISOString()
    const doneJobs = await payload.find({ ...common, collection: 'payload-jobs', where: { and: [{ taskSlug: { equals: 'schedulePublish' } }, { completedAt: { greater_than: since } }] }, sort: '-completedAt' })
    const scheduled = jobs.docs as unknown as JobDoc[]
    const done = doneJobs.docs as unknown as JobDoc[]
    const titles = new Map<string, string>()
    for (const collection of STATUS_COLLECTIONS) {
      const ids = [...scheduled, ...done].filter((j) => j.input?.doc?.relationTo === collection).map((j) => Number(j.input!.doc!.value))
      if (ids.length === 0) continue
      const found = await payload.find({ collection, where: { id: { in: ids } }, draft: true, depth: 0, limit: ids.length, overrideAccess: true, locale: 'fr', select: { title: true } as never })
      for (const doc of found.docs as unknown as { id: number; title?: string }[]) titles.set(`${collection}:${doc.id}`, doc.title ?? `#${doc.id}`)
    }
    list.scheduled = {
      total: jobs.totalDocs,
      items: scheduled.map((job) => {
        const collection = job.input?.doc?.relationTo ?? 'services'
        const id = Number(job.input?.doc?.value)
        return { collection, id, title: titles.get(`${collection}:${id}`) ?? `#${id}`, kind: job.input?.type === 'unpublish' ? 'unpublish' : 'publish', at: job.waitUntil ?? '', failed: Boolean(job.hasError) }
      }),
    }
    list.scheduledDone = {
      total: doneJobs.totalDocs,
      items: done.map((job) => {
        const collection = job.input?.doc?.relationTo ?? 'services'
        const id = Number(job.input?.doc?.value)
        return { collection, id, title: titles.get(`${collection}:${id}`) ?? `#${id}`, kind: job.input?.type === 'unpublish' ? 'unpublish' : 'publish', at: job.completedAt ?? '' }
      }),
    }
    // Every guide once (a few dozen documents): facts to check again, dated per part by the sources
    // their references name, and the statements that show « À confirmer », ranked by readers.
    const guides = (await payload.find({ collection: 'services', depth: 0, limit: 2000, overrideAccess: true, locale: 'fr', sort: 'title' })).docs as unknown as Service[]
    const stale = guides
      .map((doc) => ({ collection: 'services', id: doc.id, title: doc.title, parts: staleParts(sourcesWithParts(doc.sources ?? [], doc.references ?? []), now) }))
      .filter((item) => item.parts.length > 0)
    list.reverify = { total: stale.length, items: stale.slice(0, LIST) }
    const views = await viewsSince(payload, new Date(now.getTime() - READ_DAYS * 86_400_000))
    const ranked = rankUnconfirmed(guides, views)
    list.unconfirmed = { total: ranked.length, statements: ranked.reduce((sum, r) => sum + r.unconfirmed, 0), items: ranked.slice(0, TO_VERIFY_LIST) }
    // Guides, themes and journeys whose Malagasy no native speaker has reread: counted together, guides listed first.
    list.nativeReview = { total: 0, items: [] }
    for (const collection of STATUS_COLLECTIONS) {
      const native = await payload.find({ ...common, collection, locale: 'mg', fallbackLocale: 'fr', where: { mgNativeReviewed: { not_equals: true } }, sort: 'title', select: { title: true } as never })
      list.nativeReview.total += native.totalDocs
      for (const d of native.docs as unknown as { id: number; title?: string | null }[]) if (list.nativeReview.items.length < LIST) list.nativeReview.items.push({ collection, id: d.id, title: d.title || `#${d.id}` })
    }
    const report = (await payload.findGlobal({ slug: 'link-report', depth: 0, overrideAccess: true }).catch(() => null)) as { checkedAt?: string | null; failures?: unknown[] | null } | null
    list.brokenLinks = { total: report?.failures?.length ?? 0, checkedAt: report?.checkedAt ?? null }
  }
  if (hasRole(user, 'admin', 'moderator')) {
    // Newest first, as in the messages list (defaultSort), each with its kind.
    const messages = await payload.find({ ...common, collection: 'messages', where: { status: { equals: 'received' } }, sort: '-createdAt', select: { reference: true, kind: true, createdAt: true } as never })
    list.messages = {
      total: messages.totalDocs,
      items: (messages.docs as unknown as { id: number; reference?: string; kind?: string; createdAt: string }[]).map((d) => ({ collection: 'messages', id: d.id, title: d.reference ?? `#${d.id}`, detail: d.createdAt, kind: d.kind ?? undefined })),
    }
  }
  return list
}

/** Readers counted for the worklist's ranking. */
export const READ_DAYS = 30

/** Page views per guide since a day (aggregate counters: no personal data). */
async function viewsSince(payload: Payload, since: Date): Promise<Map<number, number>> {
  const day = since.toISOString().slice(0, 10)
  const rows = await payload.find({ collection: 'page-views', depth: 0, limit: 20_000, pagination: false, overrideAccess: true, where: { day: { greater_than_equal: day } }, select: { service: true, count: true } as never })
  const views = new Map<number, number>()
  for (const row of rows.docs as unknown as { service: number | { id: number }; count?: number | null }[]) {
    const id = typeof row.service === 'object' ? row.service.id : row.service
    views.set(id, (views.get(id) ?? 0) + (row.count ?? 0))
  }
  return views
}

/** Guides with unconfirmed statements, those most read and least confirmed first. */
export function rankUnconfirmed(guides: Service[], views: Map<number, number>): (WorkItem & { unconfirmed: number; statements: number; views: number })[] {
  return guides
    .flatMap((doc) => {
      try {
        const counts = proofCounts(guideFromService('fr', doc).proofs)
        const unconfirmed = counts.unconfirmed + counts.disputed
        return unconfirmed > 0 ? [{ collection: 'services', id: doc.id, title: doc.title, unconfirmed, statements: counts.statements, views: views.get(doc.id) ?? 0 }] : []
      } catch {
        return []
      }
    })
    .sort((a, b) => b.unconfirmed * (b.views + 1) - a.unconfirmed * (a.views + 1) || b.unconfirmed - a.unconfirmed || a.title.localeCompare(b.title))
}
