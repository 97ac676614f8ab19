/**
 * What reminders did, per event (issue 42): people with a plan (`planned`), plans still running,
 * reminders sent, delivered, failed, plans stopped (STOP), reminders dropped because their day
 * had passed, and those in doubt (interrupted). Counts only: the export for the ministry is the
 * same figures per month, as CSV (GET /api/reminder-export, editors and administrators).
 */
import type { Endpoint, Payload } from 'payload'

import { hasRole } from '@/access/roles'
import { csvLine } from '@/alerts/export'

import { reminderCounts, waitingPerEvent, type Outcome } from './store'

export const REPORT_OUTCOMES: Outcome[] = ['planned', 'sent', 'delivered', 'failed', 'stopped', 'expired', 'interrupted']

export type EventReport = { id: number; title: string; keywords: string; published: boolean; waiting: number; totals: Record<Outcome, number>; months: { month: string; counts: Record<Outcome, number> }[] }

const zero = (): Record<Outcome, number> => ({ planned: 0, sent: 0, delivered: 0, failed: 0, stopped: 0, expired: 0, interrupted: 0 })

export async function remindersReport(payload: Payload, lang: 'fr' | 'mg'): Promise<EventReport[]> {
  const { docs } = await payload.find({ collection: 'reminder-events', locale: lang, draft: true, depth: 0, limit: 100, pagination: false, overrideAccess: true, sort: 'id' })
  const counts = await reminderCounts(payload)
  const waiting = await waitingPerEvent(payload)
  return docs.map((doc) => {
    const mine = counts.filter((c) => c.eventId === doc.id)
    const totals = zero()
    const months = new Map<string, Record<Outcome, number>>()
    for (const c of mine) {
      totals[c.outcome] += c.n
      const month = months.get(c.month) ?? zero()
      month[c.outcome] += c.n
      months.set(c.month, month)
    }
    return {
      id: doc.id,
      title: doc.title,
      keywords: `${doc.keywordFr} / ${doc.keywordMg}`,
      published: doc._status === 'published',
      waiting: waiting.get(doc.id)?.plans ?? 0,
      totals,
      months: [...months.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([month, c]) => ({ month, counts: c })),
    }
  })
}

/** The ministry's export: one line per event and month, counts only. */
export function reportCsv(report: EventReport[]): string {
  const header = csvLine(['event', 'keywords', 'month', ...REPORT_OUTCOMES])
  return header + report.flatMap((e) => e.months.map((m) => csvLine([e.title, e.keywords, m.month, ...REPORT_OUTCOMES.map((o) => m.counts[o])]))).join('')
}

/** GET /api/reminder-export: the CSV of /admin/rappels, for editors and administrators. */
export const reminderExportEndpoint: Endpoint = {
  path: '/reminder-export',
  method: 'get',
  handler: async (req) => {
    if (!hasRole(req.user, 'admin', 'editor')) return Response.json({ error: 'forbidden' }, { status: 403 })
    const csv = reportCsv(await remindersReport(req.payload, req.i18n?.language === 'mg' ? 'mg' : 'fr'))
    return new Response(`\uFEFF${csv}`, {
      status: 200,
      headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="rappels-${new Date().toISOString().slice(0, 10)}.csv"`, 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' },
    })
  },
}
