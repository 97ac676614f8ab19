/**
 * An administrator sends the emergency notice now online to the SMS subscribers of chosen regions
 * (/admin/alertes, `POST /api/alert-send`). SMS cost money: the page shows the count first, and
 * the sending goes ahead only if the count confirmed is still the count now (a changed audience
 * asks again). The alert is recorded with its texts, and in the audit log.
 */
import type { Payload, PayloadRequest } from 'payload'

import { hasRole } from '@/access/roles'
import { recordAudit } from '@/editorial/audit'
import { visibleNotice, type NoticeData } from '@/emergency/notice'
import type { Locale } from '@/i18n'

import { alertSms, type AlertNotice } from './compose'
import { ALL_REGIONS } from './regions'
import { audience, enqueue } from './store'

/** The notice as each language's subscribers would read it (one written in a single language goes to both). */
export async function noticeForAlerts(payload: Payload): Promise<Record<Locale, AlertNotice> | null> {
  const read = async (locale: Locale) => visibleNotice((await payload.findGlobal({ slug: 'emergency-notice', locale, depth: 0, overrideAccess: true, fallbackLocale: false } as never)) as NoticeData)
  const [fr, mg] = await Promise.all([read('fr'), read('mg')])
  const own = { fr, mg }
  const any = fr ?? mg
  if (!any) return null
  const pick = (lang: Locale): AlertNotice => {
    const n = own[lang] ?? any
    return { severity: n.severity, title: n.title, message: n.message }
  }
  return { fr: pick('fr'), mg: pick('mg') }
}

/** The region keys asked for, as the directory knows them; `all` alone; null when none is valid. */
export async function validRegions(payload: Payload, asked: string[]): Promise<string[] | 'all' | null> {
  if (asked.includes(ALL_REGIONS)) return 'all'
  const { docs } = await payload.find({ collection: 'regions', depth: 0, limit: 100, pagination: false, overrideAccess: true })
  const known = new Set(docs.map((r) => r.key))
  const regions = [...new Set(asked.filter((key) => known.has(key)))]
  return regions.length ? regions : null
}

export type SendOutcome = { ok: true; alertId: number; queued: number } | { ok: false; status: number; reason: 'forbidden' | 'noNotice' | 'noRegion' | 'empty' | 'countChanged'; count?: number }

export async function sendNoticeAlert(req: PayloadRequest, asked: { regions: string[]; expected: number }): Promise<SendOutcome> {
  if (!hasRole(req.user, 'admin')) return { ok: false, status: 403, reason: 'forbidden' }
  const { payload } = req
  const notice = await noticeForAlerts(payload)
  if (!notice) return { ok: false, status: 409, reason: 'noNotice' }
  const regions = await validRegions(payload, asked.regions)
  if (!regions) return { ok: false, status: 400, reason: 'noRegion' }
  const count = await audience(payload, 'sms', regions)
  if (count === 0) return { ok: false, status: 409, reason: 'empty', count }
  if (count !== asked.expected) return { ok: false, status: 409, reason: 'countChanged', count }
  const alert = await payload.create({
    collection: 'alerts',
    overrideAccess: true,
    data: {
      title: notice.fr.title.slice(0, 200),
      severity: notice.fr.severity,
      textFr: alertSms(notice.fr, 'fr'),
      textMg: alertSms(notice.mg, 'mg'),
      regions: regions === 'all' ? ALL_REGIONS : regions.join(','),
      channels: 'sms',
      audience: count,
      createdBy: req.user?.collection === 'users' ? req.user.id : null,
    },
  })
  const queued = await enqueue(payload, alert.id, 'sms', regions)
  await recordAudit(req, { action: 'alertSent', targetCollection: 'alerts', documentId: String(alert.id), title: alert.title, detail: `SMS: ${queued} (${alert.regions})`.slice(0, 300) })
  return { ok: true, alertId: alert.id, queued }
}
