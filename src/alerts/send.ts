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

import { mailConfigured } from '@/forms/contact/mail'

import { alertMail, alertSms, type AlertNotice } from './compose'
import { kannelSendConfigFromEnv } from './config'
import { recordMail } from './mail'
import { ALL_REGIONS } from './regions'
import { audience, enqueue, type Channel } from './store'

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

/** The channels an administrator may send on here: SMS with Kannel's sendsms, e-mail with SMTP. */
export function channelsOn(): Channel[] {
  return [...(kannelSendConfigFromEnv() ? (['sms'] as const) : []), ...(mailConfigured() ? (['email'] as const) : [])]
}

/** Subscribers reached on each channel (each address once). */
export async function audiences(payload: Payload, channels: Channel[], regions: string[] | 'all'): Promise<Record<Channel, number>> {
  const counts: Record<Channel, number> = { sms: 0, email: 0 }
  for (const channel of channels) counts[channel] = await audience(payload, channel, regions)
  return counts
}

/**
 * Sends on `channels` (SMS when none is named); `expected` is the total the administrator saw
 * (every channel together): a different total now asks again.
 */
export async function sendNoticeAlert(req: PayloadRequest, asked: { regions: string[]; expected: number; channels?: string[] }): Promise<SendOutcome> {
  if (!hasRole(req.user, 'admin')) return { ok: false, status: 403, reason: 'forbidden' }
  const { payload } = req
  const notice = await noticeForAlerts(payload)
  if (!notice) return { ok: false, status: 409, reason: 'noNotice' }
  const regions = await validRegions(payload, asked.regions)
  if (!regions) return { ok: false, status: 400, reason: 'noRegion' }
  const named = (asked.channels ?? []).filter((c): c is Channel => c === 'sms' || c === 'email')
  const channels: Channel[] = named.length ? [...new Set(named)] : ['sms']
  const counts = await audiences(payload, channels, regions)
  const count = counts.sms + counts.email
  if (count === 0) return { ok: false, status: 409, reason: 'empty', count }
  if (count !== asked.expected) return { ok: false, status: 409, reason: 'countChanged', count }
  const reached = channels.filter((c) => counts[c] > 0)
  const alert = await payload.create({
    collection: 'alerts',
    overrideAccess: true,
    data: {
      title: notice.fr.title.slice(0, 200),
      kind: 'notice',
      severity: notice.fr.severity,
      textFr: alertSms(notice.fr, 'fr'),
      textMg: alertSms(notice.mg, 'mg'),
      ...(reached.includes('email') ? { mailFr: recordMail(alertMail(notice.fr, 'fr')), mailMg: recordMail(alertMail(notice.mg, 'mg')) } : {}),
      regions: regions === 'all' ? ALL_REGIONS : regions.join(','),
      channels: reached.join(','),
      audience: count,
      createdBy: req.user?.collection === 'users' ? req.user.id : null,
    },
  })
  let queued = 0
  const detail: string[] = []
  for (const channel of reached) {
    const n = await enqueue(payload, alert.id, channel, regions)
    queued += n
    detail.push(`${channel === 'sms' ? 'SMS' : 'e-mail'}: ${n}`)
  }
  await recordAudit(req, { action: 'alertSent', targetCollection: 'alerts', documentId: String(alert.id), title: alert.title, detail: `${detail.join(', ')} (${alert.regions})`.slice(0, 300) })
  return { ok: true, alertId: alert.id, queued }
}
