/**
 * Readers' answers per guide, for editors: yes/no counts and the latest comments, over the last
 * FEEDBACK_SUMMARY_MAX answers (an internal page: bounded, newest first).
 */
import type { Payload } from 'payload'

export const FEEDBACK_SUMMARY_MAX = 5_000
const COMMENTS_PER_GUIDE = 5

/** `id` is null for a guide since deleted (its answers kept under its title). */
export type FeedbackRow = { id: number | null; title: string; yes: number; no: number; comments: { at: string; lang: string; helpful: boolean; text: string }[] }

export async function feedbackSummary(payload: Payload): Promise<FeedbackRow[]> {
  const { docs } = await payload.find({ collection: 'page-feedback', sort: '-createdAt', limit: FEEDBACK_SUMMARY_MAX, depth: 0, overrideAccess: true })
  const rows = new Map<number | string, FeedbackRow>()
  for (const doc of docs) {
    const id = doc.service === null || doc.service === undefined ? null : typeof doc.service === 'object' ? doc.service.id : doc.service
    const key = id ?? `deleted:${doc.guideTitle ?? ''}`
    const row = rows.get(key) ?? { id, title: id === null ? doc.guideTitle ?? '' : `#${id}`, yes: 0, no: 0, comments: [] }
    if (doc.helpful) row.yes++
    else row.no++
    if (doc.comment && row.comments.length < COMMENTS_PER_GUIDE) row.comments.push({ at: doc.createdAt, lang: doc.lang, helpful: Boolean(doc.helpful), text: doc.comment })
    rows.set(key, row)
  }
  if ([...rows.keys()].some((key) => typeof key === 'number')) {
    const ids = [...rows.keys()].filter((key): key is number => typeof key === 'number')
    const { docs: guides } = await payload.find({ collection: 'services', where: { id: { in: ids } }, locale: 'fr', draft: true, depth: 0, limit: ids.length, overrideAccess: true, select: { title: true } })
    for (const guide of guides) rows.get(guide.id)!.title = guide.title ?? `#${guide.id}`
  }
  // Most "no" first: what needs work.
  return [...rows.values()].sort((a, b) => b.no - a.no || b.yes + b.no - (a.yes + a.no) || a.title.localeCompare(b.title, 'fr'))
}
