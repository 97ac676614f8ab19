/**
 * Readers' answers per guide, for editors: yes/no counts and the latest comments, over the last
 * FEEDBACK_SUMMARY_MAX answers (an internal page: bounded, newest first).
 */
import type { Payload } from 'payload'

export const FEEDBACK_SUMMARY_MAX = 5_000
const COMMENTS_PER_GUIDE = 5

export type FeedbackRow = { id: number; title: string; yes: number; no: number; comments: { at: string; lang: string; helpful: boolean; text: string }[] }

export async function feedbackSummary(payload: Payload): Promise<FeedbackRow[]> {
  const { docs } = await payload.find({ collection: 'page-feedback', sort: '-createdAt', limit: FEEDBACK_SUMMARY_MAX, depth: 0, overrideAccess: true })
  const rows = new Map<number, FeedbackRow>()
  for (const doc of docs) {
    const id = typeof doc.service === 'object' ? doc.service.id : doc.service
    const row = rows.get(id) ?? { id, title: `#${id}`, yes: 0, no: 0, comments: [] }
    if (doc.helpful) row.yes++
    else row.no++
    if (doc.comment && row.comments.length < COMMENTS_PER_GUIDE) row.comments.push({ at: doc.createdAt, lang: doc.lang, helpful: Boolean(doc.helpful), text: doc.comment })
    rows.set(id, row)
  }
  if (rows.size > 0) {
    const { docs: guides } = await payload.find({ collection: 'services', where: { id: { in: [...rows.keys()] } }, locale: 'fr', draft: true, depth: 0, limit: rows.size, overrideAccess: true, select: { title: true } })
    for (const guide of guides) rows.get(guide.id)!.title = guide.title ?? `#${guide.id}`
  }
  // Most "no" first: what needs work.
  return [...rows.values()].sort((a, b) => b.no - a.no || b.yes + b.no - (a.yes + a.no) || a.title.localeCompare(b.title, 'fr'))
}
