/**
 * Subscriptions do not live for ever (privacy by design): an address's subscriptions last
 * SUBSCRIPTION_DAYS after its last sign of life — subscribing again, `LISTE` / `LISITRA` by SMS,
 * the « keep my alerts » link. RENEWAL_NOTICE_DAYS before the end, one message tells it so, in its
 * language: by SMS (« reply LISTE to keep them »), by e-mail (a link and a button). Nothing
 * heard: everything of the address is erased on the day. Once a day, once across instances
 * (src/ops/schedule.ts).
 */
import type { Payload } from 'payload'

import { SMS_MAX_CHARS, cutToFit, gsm7Length, toGsm7 } from '@/gsm'
import { absoluteUrl, formatDate, getDictionary, pathFor, type Locale } from '@/i18n'

import type { AlertMail } from './compose'
import { alertDb } from './db'
import { renewToken } from './links'
import { ALL_REGIONS } from './regions'
import type { Claimed } from './store'

export const SUBSCRIPTION_DAYS = 730
export const RENEWAL_NOTICE_DAYS = 30
const DAY_MS = 86_400_000

/** When subscriptions renewed at `renewedAt` end. */
export const expiryOf = (renewedAt: Date): Date => new Date(renewedAt.getTime() + SUBSCRIPTION_DAYS * DAY_MS)

/**
 * The day's work: erases what expired, then queues one renewal message per address whose
 * subscriptions end within RENEWAL_NOTICE_DAYS and that was not told yet (an alert of kind
 * `renewal`, sent by the alert sender like the others).
 */
export async function expireSubscriptions(payload: Payload, now = new Date()): Promise<{ erased: number; asked: number }> {
  const db = alertDb(payload)
  const { sql } = db
  const ended = new Date(now.getTime() - SUBSCRIPTION_DAYS * DAY_MS).toISOString()
  const erased = await db.run(sql`DELETE FROM alert_subscriptions WHERE renewed_at <= ${ended}`)
  const soon = new Date(now.getTime() - (SUBSCRIPTION_DAYS - RENEWAL_NOTICE_DAYS) * DAY_MS).toISOString()
  const due = sql`renewed_at <= ${soon} AND renewal_asked_at IS NULL`
  const [row] = await db.rows<{ n: number | string }>(sql`SELECT COUNT(DISTINCT address_key) AS n FROM alert_subscriptions WHERE ${due}`)
  const audience = Number(row?.n ?? 0)
  if (audience === 0) return { erased, asked: 0 }
  const channels = await db.rows<{ channel: string }>(sql`SELECT DISTINCT channel FROM alert_subscriptions WHERE ${due}`)
  const alert = await payload.create({
    collection: 'alerts',
    overrideAccess: true,
    data: { title: `${getDictionary('fr').alertMail.renewTitle} (${formatDate('fr', now.toISOString())})`, kind: 'renewal', severity: 'info', channels: channels.map((c) => c.channel).sort().join(','), audience },
  })
  const asked = await db.run(sql`INSERT INTO alert_deliveries (alert_id, channel, address_key, recipient, topic, lang, status, attempts, next_attempt_at)
    SELECT ${alert.id}, ${db.asEnum(sql`MIN(channel)`, 'enum_alert_deliveries_channel')}, address_key, MIN(address), MIN(topic), ${db.asEnum(sql`MIN(lang)`, 'enum_alert_deliveries_lang')}, ${db.asEnum(sql`${'queued'}`, 'enum_alert_deliveries_status')}, 0, ${now.toISOString()}
    FROM alert_subscriptions WHERE ${due}
    GROUP BY address_key
    ON CONFLICT (alert_id, address_key) DO NOTHING`)
  await db.run(sql`UPDATE alert_subscriptions SET renewal_asked_at = ${now.toISOString()} WHERE ${due}`)
  return { erased, asked }
}

/** What an address follows now, and when it ends: what its renewal message says. */
async function followed(payload: Payload, addressKey: string, lang: Locale): Promise<{ regions: string[]; guides: string[]; until: Date } | null> {
  const db = alertDb(payload)
  const rows = await db.rows<{ topic: string; renewed_at: string | Date }>(db.sql`SELECT topic, renewed_at FROM alert_subscriptions WHERE address_key = ${addressKey} ORDER BY id`)
  if (rows.length === 0) return null
  const regionKeys = rows.map((r) => r.topic).filter((t) => t.startsWith('region:')).map((t) => t.slice('region:'.length))
  const guideIds = rows.map((r) => r.topic).filter((t) => t.startsWith('guide:')).map((t) => Number(t.slice('guide:'.length)))
  const all = getDictionary(lang).alertMail.all
  const named = regionKeys.filter((k) => k !== ALL_REGIONS)
  const { docs: regionDocs } = named.length ? await payload.find({ collection: 'regions', where: { key: { in: named } }, depth: 0, limit: 50, pagination: false, overrideAccess: true }) : { docs: [] }
  const { docs: guideDocs } = guideIds.length ? await payload.find({ collection: 'services', locale: lang, where: { id: { in: guideIds } }, depth: 0, limit: 100, pagination: false, overrideAccess: true, select: { title: true } }) : { docs: [] }
  const earliest = Math.min(...rows.map((r) => new Date(r.renewed_at).getTime()))
  return {
    regions: [...(regionKeys.includes(ALL_REGIONS) ? [all] : []), ...regionDocs.map((r) => r.name)],
    guides: guideDocs.map((g) => g.title),
    until: expiryOf(new Date(earliest)),
  }
}

/** The renewal SMS: GSM-7, at most 2 parts, the regions cut first. */
export function renewalSms(lang: Locale, regions: string[], until: Date): string {
  const t = getDictionary(lang).alerts
  const date = formatDate(lang, until.toISOString())
  const frame = toGsm7(t.renewal.replace('{date}', date))
  const room = SMS_MAX_CHARS - gsm7Length(frame.replace('{regions}', ''))
  return frame.replace('{regions}', cutToFit(toGsm7(regions.join(', ')), Math.max(10, room)))
}

/** The renewal e-mail: what the address follows, until when, the link to keep it and the way out. */
export function renewalMail(lang: Locale, what: { regions: string[]; guides: string[] }, until: Date, links: { renew: string; unsubscribe: string }): AlertMail {
  const t = getDictionary(lang).alertMail
  const parts = [what.regions.length ? t.renewRegions.replace('{regions}', what.regions.join(', ')) : null, what.guides.length ? t.renewGuides.replace('{guides}', what.guides.map((g) => `« ${g} »`).join(', ')) : null].filter(Boolean)
  const date = formatDate(lang, until.toISOString())
  return {
    subject: t.renewSubject.replace('{date}', date),
    text: `${t.renewBody.replace('{what}', parts.join(lang === 'fr' ? ' ; ' : '; ')).replace('{date}', date).replace('{link}', links.renew).replace('{unsubscribe}', links.unsubscribe)}\n`,
  }
}

export const renewUrl = (lang: Locale, addressKey: string) => absoluteUrl(`${pathFor(lang, 'alerts')}renouveler/?t=${encodeURIComponent(renewToken(addressKey))}`)

/** A renewal row's SMS text, or null when the address follows nothing any more (it wrote STOP meanwhile). */
export async function renewalSmsFor(payload: Payload, row: Claimed): Promise<string | null> {
  const what = await followed(payload, row.addressKey, row.lang)
  return what ? renewalSms(row.lang, what.regions, what.until) : null
}

/** A renewal row's e-mail, or null when the address follows nothing any more. */
export async function renewalMailFor(payload: Payload, row: Claimed, unsubscribe: string): Promise<AlertMail | null> {
  const what = await followed(payload, row.addressKey, row.lang)
  return what ? renewalMail(row.lang, what, what.until, { renew: renewUrl(row.lang, row.addressKey), unsubscribe }) : null
}
