/**
 * Subscriptions and the sending queue (src/collections/Alerts), in SQL: subscribe and erase by
 * address, count an audience, fan an alert out to its queue in one statement, claim rows
 * atomically, record what the gateway said. Addresses are found by a keyed hash; an address is
 * kept in a queue row only until that row is done.
 */
import type { Payload } from 'payload'

import type { Locale } from '@/i18n'
import { hashed } from '@/security/limits'

import { alertDb } from './db'
import { nationalNumber } from './phone'
import { ALL_REGIONS, MAX_GUIDES, MAX_TOPICS, guideTopic, regionTopic, type Cadence, type SubscribeResult } from './regions'

export { MAX_TOPICS, regionTopic, type SubscribeResult } from './regions'

export type Channel = 'sms' | 'email'
export type DeliveryStatus = 'queued' | 'digest' | 'sending' | 'sent' | 'delivered' | 'failed' | 'interrupted'

/** Attempts on temporary failures before a row fails. */
export const MAX_ATTEMPTS = 5
/** A row claimed longer ago than this by a sender that never came back was interrupted mid-send. */
export const CLAIM_TIMEOUT_MS = 60_000

/** A Malagasy number whatever its form (0341234567, +261341234567, +2610341234567, 261…, 00261…): the 9 national digits (src/alerts/phone.ts). */
export { nationalNumber } from './phone'

export function addressKeyOf(channel: Channel, address: string): string {
  return hashed(`alert:${channel}:${channel === 'sms' ? nationalNumber(address) : address.trim().toLowerCase()}`)
}

/**
 * The key a number had before issue 38 when it differs from today's (`+2610…`, `2610…`, `0033…`
 * were keyed as written): STOP erases it too, so that nobody subscribed under such a spelling
 * stays subscribed. Null when it is the same key (every usual spelling).
 */
function legacySmsKeyOf(address: string): string | null {
  const before = address.replace(/[\s-]/g, '').replace(/^(\+261|00261|261|0)(?=\d{9}$)/, '')
  return before === nationalNumber(address) ? null : hashed(`alert:sms:${before}`)
}

export async function subscribe(payload: Payload, s: { channel: Channel; address: string; topic: string; lang: Locale; source: 'sms' | 'web'; cadence?: Cadence; now?: Date }): Promise<SubscribeResult> {
  const db = alertDb(payload)
  const { sql } = db
  const key = addressKeyOf(s.channel, s.address)
  const now = (s.now ?? new Date()).toISOString()
  const topics = (await db.rows<{ topic: string }>(sql`SELECT topic FROM alert_subscriptions WHERE address_key = ${key}`)).map((r) => r.topic)
  const already = topics.includes(s.topic)
  // Regions and guides are counted apart: following guides takes no region's place.
  const kind = s.topic.slice(0, s.topic.indexOf(':') + 1)
  const sameKind = topics.filter((t) => t.startsWith(kind)).length
  if (!already && s.topic !== regionTopic(ALL_REGIONS) && sameKind >= (kind === 'guide:' ? MAX_GUIDES : MAX_TOPICS)) return 'tooMany'
  const cadence = s.topic.startsWith('guide:') ? (s.cadence ?? 'immediate') : 'immediate'
  // Consent renewed (and the language and cadence kept up to date) on a repeat.
  await db.run(sql`INSERT INTO alert_subscriptions (channel, address, address_key, topic, lang, status, source, cadence, consent_at, renewed_at)
    VALUES (${db.asEnum(sql`${s.channel}`, 'enum_alert_subscriptions_channel')}, ${s.address}, ${key}, ${s.topic}, ${db.asEnum(sql`${s.lang}`, 'enum_alert_subscriptions_lang')}, ${db.asEnum(sql`${'active'}`, 'enum_alert_subscriptions_status')}, ${db.asEnum(sql`${s.source}`, 'enum_alert_subscriptions_source')}, ${db.asEnum(sql`${cadence}`, 'enum_alert_subscriptions_cadence')}, ${now}, ${now})
    ON CONFLICT (address_key, topic) DO UPDATE SET renewed_at = ${now}, lang = excluded.lang, address = excluded.address, cadence = excluded.cadence`)
  // Any subscribing renews everything the address follows (src/alerts/expiry.ts).
  await renewKey(payload, key, s.now)
  return already ? 'already' : 'added'
}

/** The address is still there: its subscriptions live SUBSCRIPTION_DAYS from now (src/alerts/expiry.ts). */
export async function renewKey(payload: Payload, key: string, now = new Date()): Promise<number> {
  const db = alertDb(payload)
  return db.run(db.sql`UPDATE alert_subscriptions SET renewed_at = ${now.toISOString()}, renewal_asked_at = NULL WHERE address_key = ${key}`)
}

export const renew = (payload: Payload, channel: Channel, address: string, now = new Date()) => renewKey(payload, addressKeyOf(channel, address), now)

/** The topics an address follows. */
export async function topicsOf(payload: Payload, channel: Channel, address: string): Promise<string[]> {
  const db = alertDb(payload)
  return (await db.rows<{ topic: string }>(db.sql`SELECT topic FROM alert_subscriptions WHERE address_key = ${addressKeyOf(channel, address)} ORDER BY id`)).map((r) => r.topic)
}

/**
 * Everything kept about an address, erased at once (STOP, the unsubscribe link): its
 * subscriptions, and its rows still waiting in the queue (they will not be sent).
 */
export async function erase(payload: Payload, channel: Channel, address: string, now = new Date()): Promise<number> {
  const legacy = channel === 'sms' ? legacySmsKeyOf(address) : null
  return (await eraseKey(payload, addressKeyOf(channel, address), now)) + (legacy ? await eraseKey(payload, legacy, now) : 0)
}

/** `erase` by the address's key (an unsubscribe link, a bounce: the address itself is not known). */
export async function eraseKey(payload: Payload, key: string, now = new Date(), reason = 'unsubscribed'): Promise<number> {
  const db = alertDb(payload)
  const { sql } = db
  const removed = await db.run(sql`DELETE FROM alert_subscriptions WHERE address_key = ${key}`)
  await db.run(sql`UPDATE alert_deliveries SET status = ${db.asEnum(sql`${'failed'}`, 'enum_alert_deliveries_status')}, recipient = NULL, detail = ${reason}, done_at = ${now.toISOString()}
    WHERE address_key = ${key} AND status = ${db.asEnum(sql`${'queued'}`, 'enum_alert_deliveries_status')}`)
  return removed
}

/** The topics an alert to these regions reaches (a region's own subscribers and those of « all »). */
export function topicsFor(regions: string[] | 'all'): string[] | 'all' {
  return regions === 'all' ? 'all' : [...new Set([...regions.map(regionTopic), regionTopic(ALL_REGIONS)])]
}

/** How many distinct addresses an alert to these regions would reach on a channel. */
export async function audience(payload: Payload, channel: Channel, regions: string[] | 'all'): Promise<number> {
  const db = alertDb(payload)
  const { sql } = db
  const topics = topicsFor(regions)
  const where = topics === 'all' ? sql`` : sql` AND topic IN (${sql.join(topics.map((t) => sql`${t}`), sql`, `)})`
  const [row] = await db.rows<{ n: number | string }>(sql`SELECT COUNT(DISTINCT address_key) AS n FROM alert_subscriptions WHERE channel = ${channel} AND status = ${'active'}${where}`)
  return Number(row?.n ?? 0)
}

/** Subscribers per topic (an address following two regions counts in each), for the administrators' page. */
export async function audienceByTopic(payload: Payload, channel: Channel): Promise<Record<string, number>> {
  const db = alertDb(payload)
  const rows = await db.rows<{ topic: string; n: number | string }>(db.sql`SELECT topic, COUNT(*) AS n FROM alert_subscriptions WHERE channel = ${channel} AND status = ${'active'} GROUP BY topic`)
  return Object.fromEntries(rows.map((r) => [r.topic, Number(r.n)]))
}

/**
 * The alert's queue, in one statement: one row per address subscribed to any of its regions (once,
 * whatever the number of its matching subscriptions; a repeat of the fan-out adds nothing).
 */
export async function enqueue(payload: Payload, alertId: number, channel: Channel, regions: string[] | 'all', now = new Date()): Promise<number> {
  const db = alertDb(payload)
  const { sql } = db
  const topics = topicsFor(regions)
  const where = topics === 'all' ? sql`` : sql` AND topic IN (${sql.join(topics.map((t) => sql`${t}`), sql`, `)})`
  return db.run(sql`INSERT INTO alert_deliveries (alert_id, channel, address_key, recipient, topic, lang, status, attempts, next_attempt_at)
    SELECT ${alertId}, ${db.asEnum(sql`${channel}`, 'enum_alert_deliveries_channel')}, address_key, MIN(address), MIN(topic), ${db.asEnum(sql`MIN(lang)`, 'enum_alert_deliveries_lang')}, ${db.asEnum(sql`${'queued'}`, 'enum_alert_deliveries_status')}, 0, ${now.toISOString()}
    FROM alert_subscriptions WHERE channel = ${channel} AND status = ${'active'}${where}
    GROUP BY address_key
    ON CONFLICT (alert_id, address_key) DO NOTHING`)
}

export type Claimed = { id: number; recipient: string; addressKey: string; topic: string; lang: Locale; alertId: number; attempts: number }

/**
 * Up to `limit` rows due now, taken by this sender: marked `sending` in the same statement, so no
 * two senders (two instances, a restart) ever take the same row.
 */
export async function claim(payload: Payload, channel: Channel, limit: number, now = new Date()): Promise<Claimed[]> {
  const db = alertDb(payload)
  const { sql } = db
  const at = now.toISOString()
  const due = sql`SELECT id FROM alert_deliveries WHERE status = ${'queued'} AND channel = ${channel} AND next_attempt_at <= ${at} ORDER BY id LIMIT ${limit}`
  const rows = await db.rows<{ id: number; recipient: string; address_key: string; topic: string; lang: Locale; alert_id: number; attempts: number | string }>(sql`UPDATE alert_deliveries
    SET status = ${db.asEnum(sql`${'sending'}`, 'enum_alert_deliveries_status')}, claimed_at = ${at}, attempts = attempts + 1
    WHERE id IN (${db.postgres ? sql`${due} FOR UPDATE SKIP LOCKED` : due}) AND status = ${'queued'}
    RETURNING id, recipient, address_key, topic, lang, alert_id, attempts`)
  return rows
    .map((r) => ({ id: Number(r.id), recipient: r.recipient, addressKey: r.address_key, topic: r.topic, lang: r.lang, alertId: Number(r.alert_id), attempts: Number(r.attempts) }))
    .sort((a, b) => a.id - b.id)
}

/**
 * What became of a claimed row. The address is erased as soon as the row is done. `undoAttempt`:
 * the try does not count against the row's attempts (the gateway refused the portal itself).
 */
export async function settle(payload: Payload, id: number, outcome: { status: 'sent' | 'failed' | 'interrupted'; detail: string } | { status: 'queued' | 'digest'; detail: string; retryAt: Date; undoAttempt?: boolean }, now = new Date()): Promise<void> {
  const db = alertDb(payload)
  const { sql } = db
  const at = now.toISOString()
  const status = db.asEnum(sql`${outcome.status}`, 'enum_alert_deliveries_status')
  const detail = outcome.detail.slice(0, 200)
  if (outcome.status === 'queued' || outcome.status === 'digest') {
    const attempts = outcome.undoAttempt ? sql`, attempts = attempts - 1` : sql``
    await db.run(sql`UPDATE alert_deliveries SET status = ${status}, claimed_at = NULL, next_attempt_at = ${outcome.retryAt.toISOString()}, detail = ${detail}${attempts} WHERE id = ${id} AND status = ${'sending'}`)
  } else if (outcome.status === 'sent') {
    await db.run(sql`UPDATE alert_deliveries SET status = ${status}, recipient = NULL, sent_at = ${at}, detail = ${detail} WHERE id = ${id} AND status = ${'sending'}`)
  } else {
    await db.run(sql`UPDATE alert_deliveries SET status = ${status}, recipient = NULL, done_at = ${at}, detail = ${detail} WHERE id = ${id} AND status = ${'sending'}`)
  }
}

/** The detail of a row held because the gateway refused the portal (src/alerts/sender.ts), then the gateway's answer. */
export const REFUSED_PREFIX = 'refused: '

/** The gateway accepts the portal again: the rows held after a refusal are due now (their attempts untouched). */
export async function releaseHeld(payload: Payload, channel: Channel, now = new Date()): Promise<number> {
  const db = alertDb(payload)
  const { sql } = db
  return db.run(sql`UPDATE alert_deliveries SET next_attempt_at = ${now.toISOString()} WHERE channel = ${channel} AND status IN (${'queued'}, ${'digest'}) AND detail LIKE ${`${REFUSED_PREFIX}%`}`)
}

/** An alert held past its time: every row of it still waiting on this channel fails (nothing went out), its address erased. */
export async function failHeld(payload: Payload, channel: Channel, alertId: number, detail: string, now = new Date()): Promise<number> {
  const db = alertDb(payload)
  const { sql } = db
  return db.run(sql`UPDATE alert_deliveries SET status = ${db.asEnum(sql`${'failed'}`, 'enum_alert_deliveries_status')}, recipient = NULL, done_at = ${now.toISOString()}, detail = ${detail.slice(0, 200)}
    WHERE alert_id = ${alertId} AND channel = ${channel} AND status = ${'queued'}`)
}

export type HeldChannel = { channel: Channel; detail: string; waiting: number; nextTry: string | null }

/**
 * Channels whose gateway refused the portal at its last try (rows held with its answer), with the
 * messages waiting on them and when it is asked again: for the administrators' page.
 */
export async function heldChannels(payload: Payload): Promise<HeldChannel[]> {
  const db = alertDb(payload)
  const { sql } = db
  const held = await db.rows<{ channel: Channel; detail: string; next: string | null }>(sql`SELECT channel, MAX(detail) AS detail, MIN(next_attempt_at) AS next FROM alert_deliveries
    WHERE status IN (${'queued'}, ${'digest'}) AND detail LIKE ${`${REFUSED_PREFIX}%`} GROUP BY channel`)
  if (held.length === 0) return []
  const waiting = await queueLength(payload)
  return held.map((h) => ({ channel: h.channel, detail: h.detail.slice(REFUSED_PREFIX.length), waiting: waiting[h.channel], nextTry: h.next ? new Date(h.next).toISOString() : null }))
}

/** Followers of a guide by e-mail (an address counts once). */
export async function guideAudience(payload: Payload, serviceId: number): Promise<number> {
  const db = alertDb(payload)
  const [row] = await db.rows<{ n: number | string }>(db.sql`SELECT COUNT(*) AS n FROM alert_subscriptions WHERE channel = ${'email'} AND status = ${'active'} AND topic = ${guideTopic(serviceId)}`)
  return Number(row?.n ?? 0)
}

/**
 * A guide's change to its followers' queue: those who want each change get a row due now; those
 * who want a daily digest, a row held (`digest`) until `digestAt`, sent with the day's others.
 */
export async function enqueueGuideChange(payload: Payload, alertId: number, serviceId: number, digestAt: Date, now = new Date()): Promise<number> {
  const db = alertDb(payload)
  const { sql } = db
  let rows = 0
  for (const [cadence, status, due] of [
    ['immediate', 'queued', now],
    ['daily', 'digest', digestAt],
  ] as const) {
    rows += await db.run(sql`INSERT INTO alert_deliveries (alert_id, channel, address_key, recipient, topic, lang, status, attempts, next_attempt_at)
      SELECT ${alertId}, ${db.asEnum(sql`${'email'}`, 'enum_alert_deliveries_channel')}, address_key, address, topic, ${db.asEnum(sql`lang`, 'enum_alert_deliveries_lang')}, ${db.asEnum(sql`${status}`, 'enum_alert_deliveries_status')}, 0, ${due.toISOString()}
      FROM alert_subscriptions WHERE channel = ${'email'} AND status = ${'active'} AND topic = ${guideTopic(serviceId)} AND cadence = ${cadence}
      ON CONFLICT (alert_id, address_key) DO NOTHING`)
  }
  return rows
}

/**
 * Held digest rows now due, for up to `addresses` addresses, all of an address's rows at once
 * (one e-mail each), taken by this sender like `claim`.
 */
export async function claimDigests(payload: Payload, addresses: number, now = new Date()): Promise<Claimed[][]> {
  const db = alertDb(payload)
  const { sql } = db
  const at = now.toISOString()
  const due = sql`SELECT address_key FROM alert_deliveries WHERE status = ${'digest'} AND channel = ${'email'} AND next_attempt_at <= ${at} ORDER BY id LIMIT ${addresses}`
  const rows = await db.rows<{ id: number; recipient: string; address_key: string; topic: string; lang: Locale; alert_id: number; attempts: number | string }>(sql`UPDATE alert_deliveries
    SET status = ${db.asEnum(sql`${'sending'}`, 'enum_alert_deliveries_status')}, claimed_at = ${at}, attempts = attempts + 1
    WHERE address_key IN (${due}) AND status = ${'digest'} AND channel = ${'email'} AND next_attempt_at <= ${at}
    RETURNING id, recipient, address_key, topic, lang, alert_id, attempts`)
  const byAddress = new Map<string, Claimed[]>()
  for (const r of rows) {
    const row: Claimed = { id: Number(r.id), recipient: r.recipient, addressKey: r.address_key, topic: r.topic, lang: r.lang, alertId: Number(r.alert_id), attempts: Number(r.attempts) }
    byAddress.set(row.addressKey, [...(byAddress.get(row.addressKey) ?? []), row])
  }
  return [...byAddress.values()].map((group) => group.sort((a, b) => a.id - b.id))
}

/**
 * Rows a sender claimed and never settled (it was killed mid-send): they may or may not have
 * reached the gateway, so they are never sent again (no duplicate SMS) but counted as interrupted.
 */
export async function recoverInterrupted(payload: Payload, now = new Date()): Promise<number> {
  const db = alertDb(payload)
  const { sql } = db
  const cutoff = new Date(now.getTime() - CLAIM_TIMEOUT_MS).toISOString()
  return db.run(sql`UPDATE alert_deliveries SET status = ${db.asEnum(sql`${'interrupted'}`, 'enum_alert_deliveries_status')}, recipient = NULL, done_at = ${now.toISOString()}, detail = ${'sender stopped mid-send'}
    WHERE status = ${'sending'} AND claimed_at < ${cutoff}`)
}

/**
 * A delivery report from the gateway (Kannel's `%d`): 1 delivered, 2 or 16 failed, 8 accepted by
 * the operator's centre, 4 buffered. Only moves a row forward.
 */
export async function recordReport(payload: Payload, id: number, type: number, now = new Date()): Promise<boolean> {
  const db = alertDb(payload)
  const { sql } = db
  const at = now.toISOString()
  const detail = `dlr ${type}`
  // A report can overtake the sender's own record of the send (Kannel answers the sendsms, the centre delivers
  // and reports at once; the sender's write of `sent` may come after the report's under load, issue 41): a
  // row still `sending` moves too, and the report erases the number as the sender would have. The sender's
  // later write then finds no row `sending` and changes nothing.
  const from = sql`status IN (${'sending'}, ${'sent'}, ${'interrupted'})`
  const done = sql`recipient = NULL, sent_at = COALESCE(sent_at, ${at}), detail = ${detail}`
  const move = (status: DeliveryStatus, final: boolean) =>
    db.run(sql`UPDATE alert_deliveries SET status = ${db.asEnum(sql`${status}`, 'enum_alert_deliveries_status')}, ${done}${final ? sql`, done_at = ${at}` : sql``} WHERE id = ${id} AND ${from}`)
  if (type === 1) return (await move('delivered', true)) > 0
  if (type === 2 || type === 16) return (await move('failed', true)) > 0
  // An interrupted row the centre accepted was sent after all.
  if (type === 8) return (await move('sent', false)) > 0
  return false
}

/** Rows waiting or being sent, per channel: the operator's queue length. */
export async function queueLength(payload: Payload): Promise<Record<Channel, number>> {
  const db = alertDb(payload)
  const rows = await db.rows<{ channel: Channel; n: number | string }>(db.sql`SELECT channel, COUNT(*) AS n FROM alert_deliveries WHERE status IN (${'queued'}, ${'sending'}) GROUP BY channel`)
  const counts: Record<Channel, number> = { sms: 0, email: 0 }
  for (const r of rows) counts[r.channel] = Number(r.n)
  return counts
}

export type AlertCounts = { alertId: number; channel: Channel; topic: string; status: DeliveryStatus; n: number }

/** Rows per alert, channel, region and status (for the administrators' page). */
export async function deliveryCounts(payload: Payload, alertIds: number[]): Promise<AlertCounts[]> {
  if (alertIds.length === 0) return []
  const db = alertDb(payload)
  const { sql } = db
  const rows = await db.rows<{ alert_id: number; channel: Channel; topic: string; status: DeliveryStatus; n: number | string }>(sql`SELECT alert_id, channel, topic, status, COUNT(*) AS n FROM alert_deliveries
    WHERE alert_id IN (${sql.join(alertIds.map((id) => sql`${id}`), sql`, `)}) GROUP BY alert_id, channel, topic, status`)
  return rows.map((r) => ({ alertId: Number(r.alert_id), channel: r.channel, topic: r.topic, status: r.status, n: Number(r.n) }))
}
