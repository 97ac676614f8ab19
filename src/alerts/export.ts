/**
 * The one way to see subscribers' addresses (issue 28: « administrators see counts, never lists,
 * unless they export under the audit log »): POST /api/alert-export, administrators only, with the
 * reason written down (a data-protection request, a move to another sender). The reason, the
 * number of rows and who asked go to the audit log before a byte is sent; the file is a CSV
 * download, never cached, cells that a spreadsheet would run as a formula neutralised.
 * Hand-written CSV (a few lines) rather than a library: RFC 4180 quoting plus the formula guard.
 */
import type { Endpoint, PayloadRequest } from 'payload'

import { hasRole } from '@/access/roles'
import { recordAudit } from '@/editorial/audit'

import { alertDb } from './db'

export const EXPORT_REASON_MIN = 10
export const EXPORT_REASON_MAX = 300
const MAX_BODY = 4096

/** One CSV cell: quoted when needed; a leading = + - @ (or tab, return) made inert for spreadsheets (OWASP). */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : value instanceof Date ? value.toISOString() : String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",;\r\n']/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export const csvLine = (cells: unknown[]): string => `${cells.map(csvCell).join(',')}\r\n`

export type ExportOutcome = { ok: true; csv: string; rows: number } | { ok: false; status: 400 | 403; reason: 'forbidden' | 'reason' }

/** Every subscription, as a CSV, after the audit entry. */
export async function exportSubscribers(req: PayloadRequest, reason: string, now = new Date()): Promise<ExportOutcome> {
  if (!hasRole(req.user, 'admin')) return { ok: false, status: 403, reason: 'forbidden' }
  const why = reason.replace(/\s+/g, ' ').trim()
  if (why.length < EXPORT_REASON_MIN || why.length > EXPORT_REASON_MAX) return { ok: false, status: 400, reason: 'reason' }
  const db = alertDb(req.payload)
  const rows = await db.rows<Record<string, string | Date | null>>(
    db.sql`SELECT channel, address, topic, lang, source, cadence, consent_at, renewed_at FROM alert_subscriptions ORDER BY channel, address_key, topic`,
  )
  await recordAudit(req, { action: 'alertSubscribersExported', targetCollection: 'alert-subscriptions', documentId: now.toISOString().slice(0, 10), title: `${rows.length}`, detail: why.slice(0, 300) })
  const header = csvLine(['channel', 'address', 'topic', 'lang', 'source', 'cadence', 'consent_at', 'renewed_at'])
  return { ok: true, rows: rows.length, csv: header + rows.map((r) => csvLine([r.channel, r.address, r.topic, r.lang, r.source, r.cadence, r.consent_at, r.renewed_at])).join('') }
}

/** POST /api/alert-export (`reason`): the « Exporter » form of /admin/alertes. */
export const alertExportEndpoint: Endpoint = {
  path: '/alert-export',
  method: 'post',
  handler: async (req) => {
    const text = (await req.text?.()) ?? ''
    if (text.length > MAX_BODY) return Response.json({ error: 'too large' }, { status: 413 })
    const form = (req.headers.get('content-type') ?? '').startsWith('application/x-www-form-urlencoded')
    let reason = ''
    try {
      reason = form ? (new URLSearchParams(text).get('reason') ?? '') : String((JSON.parse(text || '{}') as { reason?: unknown }).reason ?? '')
    } catch {
      return Response.json({ error: 'invalid JSON' }, { status: 400 })
    }
    const outcome = await exportSubscribers(req, reason)
    if (!outcome.ok) {
      if (!form) return Response.json({ error: outcome.reason }, { status: outcome.status })
      return new Response(null, { status: 303, headers: { Location: `/admin/alertes?export=${outcome.reason}`, 'Cache-Control': 'no-store' } })
    }
    return new Response(`\uFEFF${outcome.csv}`, {
      status: 200,
      headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="abonnes-alertes-${new Date().toISOString().slice(0, 10)}.csv"`, 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' },
    })
  },
}
