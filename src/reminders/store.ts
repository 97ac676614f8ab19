/**
 * The reminders' queue in SQL (src/collections/Reminders), in either database (the alerts'
 * helper, src/alerts/db.ts): a citizen's plan written in one statement, found and erased by the
 * number's keyed hash, one row claimed at a time (`UPDATE … RETURNING`, PostgreSQL `SKIP LOCKED`),
 * each row deleted once done with its outcome added to the counts. Nothing of a number is left
 * after its last reminder, or after STOP.
 */
import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'

import { alertDb, type Db } from '@/alerts/db'
import { canonicalNumber, dialled } from '@/alerts/phone'
import type { Locale } from '@/i18n/locales'
import { countEvent } from '@/http/instance'
import { hashed } from '@/security/limits'

import { MAX_PLANS } from './keywords'
import type { Scheduled } from './plan'

export { MAX_PLANS } from './keywords'
/** A row claimed longer ago than this by a sender that never came back was interrupted mid-send. */
export const REMINDER_CLAIM_TIMEOUT_MS = 60_000

export type Outcome = 'planned' | 'sent' | 'delivered' | 'failed' | 'stopped' | 'expired' | 'interrupted'

export const numberKeyOf = (number: string) => hashed(`reminder:sms:${canonicalNumber(number)}`)
/** The number as the gateway is given it: 0341234567 for a Malagasy number, else as received. */
const recipientOf = (number: string) => {
  const national = canonicalNumber(number)
  return /^\d{9}$/.test(national) ? dialled(national) : national
}
const monthOf = (now: Date) => now.toISOString().slice(0, 7)

/** Adds `n` to an event's outcome for the month (the only thing kept once a row is done). */
export async function count(db: Db, eventId: number, outcome: Outcome, n: number, now: Date): Promise<void> {
  if (n <= 0) return
  const { sql } = db
  const at = now.toISOString()
  await db.run(sql`INSERT INTO reminder_counts (event_id, month, outcome, n, updated_at, created_at)
    VALUES (${eventId}, ${monthOf(now)}, ${db.asEnum(sql`${outcome}`, 'enum_reminder_counts_outcome')}, ${n}, ${at}, ${at})
    ON CONFLICT (event_id, month, outcome) DO UPDATE SET n = reminder_counts.n + excluded.n, updated_at = excluded.updated_at`)
}

export type PlanResult = 'added' | 'already' | 'tooMany'

/**
 * A citizen's reminders for one event and one day given: one row per reminder to come. The same
 * event and day again changes nothing (`already`); at most MAX_PLANS plans per number.
 */
export async function planReminders(payload: Payload, p: { eventId: number; number: string; lang: Locale; source: 'sms' | 'web'; anchor: string; steps: Scheduled[]; now?: Date }): Promise<PlanResult> {
  const db = alertDb(payload)
  const { sql } = db
  const now = p.now ?? new Date()
  const key = numberKeyOf(p.number)
  const plans = await db.rows<{ plan: string; event_id: number | string; anchor: string }>(sql`SELECT DISTINCT plan, event_id, anchor FROM reminder_messages WHERE address_key = ${key}`)
  if (plans.some((r) => Number(r.event_id) === p.eventId && r.anchor === p.anchor)) return 'already'
  if (plans.length >= MAX_PLANS) return 'tooMany'
  if (p.steps.length === 0) return 'added'
  const plan = randomUUID()
  const at = now.toISOString()
  const values = p.steps.map(
    (s) =>
      sql`(${plan}, ${p.eventId}, ${s.step}, ${recipientOf(p.number)}, ${key}, ${p.anchor}, ${db.asEnum(sql`${p.lang}`, 'enum_reminder_messages_lang')}, ${db.asEnum(sql`${p.source}`, 'enum_reminder_messages_source')}, ${db.asEnum(sql`${'queued'}`, 'enum_reminder_messages_status')}, 0, ${s.dueAt.toISOString()}, ${s.dueAt.toISOString()}, ${at}, ${at})`,
  )
  await db.run(sql`INSERT INTO reminder_messages (plan, event_id, step, recipient, address_key, anchor, lang, source, status, attempts, due_at, next_attempt_at, updated_at, created_at)
    VALUES ${sql.join(values, sql`, `)} ON CONFLICT (plan, step) DO NOTHING`)
  await count(db, p.eventId, 'planned', 1, now)
  countEvent('reminders', 'planned')
  return 'added'
}

export type WaitingPlan = { eventId: number; anchor: string; lang: Locale; due: Date[] }

/** The number's plans still waiting, each with the days of its reminders to come (LISTE). */
export async function plansOf(payload: Payload, number: string): Promise<WaitingPlan[]> {
  const db = alertDb(payload)
  const rows = await db.rows<{ plan: string; event_id: number | string; anchor: string; lang: Locale; due_at: string | Date }>(db.sql`SELECT plan, event_id, anchor, lang, due_at FROM reminder_messages WHERE address_key = ${numberKeyOf(number)} ORDER BY due_at, id`)
  const plans = new Map<string, WaitingPlan>()
  for (const r of rows) {
    const plan = plans.get(r.plan) ?? { eventId: Number(r.event_id), anchor: r.anchor, lang: r.lang, due: [] }
    plan.due.push(new Date(r.due_at))
    plans.set(r.plan, plan)
  }
  return [...plans.values()]
}

/** STOP: every reminder of the number deleted at once (one being sent right now goes out). Returns the plans stopped. */
export async function eraseReminders(payload: Payload, number: string, now = new Date()): Promise<number> {
  const db = alertDb(payload)
  const { sql } = db
  const removed = await db.rows<{ plan: string; event_id: number | string }>(sql`DELETE FROM reminder_messages WHERE address_key = ${numberKeyOf(number)} AND status = ${'queued'} RETURNING plan, event_id`)
  const plans = new Map(removed.map((r) => [r.plan, Number(r.event_id)]))
  const perEvent = new Map<number, number>()
  for (const eventId of plans.values()) perEvent.set(eventId, (perEvent.get(eventId) ?? 0) + 1)
  for (const [eventId, n] of perEvent) await count(db, eventId, 'stopped', n, now)
  for (let i = 0; i < plans.size; i++) countEvent('reminders', 'stopped')
  return plans.size
}

export type ClaimedReminder = { id: number; plan: string; eventId: number; step: number; recipient: string; anchor: string; lang: Locale; attempts: number }

/** One row due now, taken by this sender (marked `sending` in the same statement: no two senders take it). */
export async function claimReminder(payload: Payload, now = new Date()): Promise<ClaimedReminder | null> {
  const db = alertDb(payload)
  const { sql } = db
  const at = now.toISOString()
  const due = sql`SELECT id FROM reminder_messages WHERE status = ${'queued'} AND next_attempt_at <= ${at} ORDER BY next_attempt_at, id LIMIT 1`
  const set = sql`SET status = ${db.asEnum(sql`${'sending'}`, 'enum_reminder_messages_status')}, claimed_at = ${at}, attempts = attempts + 1`
  const returning = sql`RETURNING reminder_messages.id, plan, event_id, step, recipient, anchor, lang, attempts`
  // PostgreSQL: the row chosen once, in a CTE. As `WHERE id IN (… LIMIT 1 FOR UPDATE SKIP LOCKED)`
  // the planner ran the subquery again per row and marked several rows `sending` (seen here: the
  // others then waited for ever).
  const statement = db.postgres
    ? sql`WITH next AS (${due} FOR UPDATE SKIP LOCKED) UPDATE reminder_messages ${set} FROM next WHERE reminder_messages.id = next.id AND status = ${'queued'} ${returning}`
    : sql`UPDATE reminder_messages ${set} WHERE id IN (${due}) AND status = ${'queued'} ${returning}`
  const [r] = await db.rows<{ id: number; plan: string; event_id: number | string; step: number | string; recipient: string; anchor: string; lang: Locale; attempts: number | string }>(statement)
  return r ? { id: Number(r.id), plan: r.plan, eventId: Number(r.event_id), step: Number(r.step), recipient: r.recipient, anchor: r.anchor, lang: r.lang, attempts: Number(r.attempts) } : null
}

/** A claimed row done (sent, failed, dropped as stale, interrupted): deleted, its outcome counted. */
export async function finishReminder(payload: Payload, row: Pick<ClaimedReminder, 'id' | 'eventId'>, outcome: Exclude<Outcome, 'planned' | 'delivered' | 'stopped'>, now = new Date()): Promise<void> {
  const db = alertDb(payload)
  const gone = await db.run(db.sql`DELETE FROM reminder_messages WHERE id = ${row.id} AND status = ${'sending'}`)
  if (gone > 0) await count(db, row.eventId, outcome, 1, now)
}

/** A temporary failure: the row waits until `at` (quiet hours still apply then). */
export async function retryReminder(payload: Payload, id: number, at: Date, detail: string, options: { undoAttempt?: boolean } = {}): Promise<void> {
  const db = alertDb(payload)
  const { sql } = db
  // `undoAttempt`: nothing went out (the gateway refused the portal itself): the try does not count.
  const attempts = options.undoAttempt ? sql`, attempts = attempts - 1` : sql``
  await db.run(sql`UPDATE reminder_messages SET status = ${db.asEnum(sql`${'queued'}`, 'enum_reminder_messages_status')}, claimed_at = NULL, next_attempt_at = ${at.toISOString()}, detail = ${detail.slice(0, 200)}${attempts} WHERE id = ${id} AND status = ${'sending'}`)
}

/**
 * Rows a sender claimed and never settled (killed mid-send): they may have reached the gateway,
 * so they are never sent again — deleted and counted as interrupted.
 */
export async function recoverReminders(payload: Payload, now = new Date()): Promise<number> {
  const db = alertDb(payload)
  const cutoff = new Date(now.getTime() - REMINDER_CLAIM_TIMEOUT_MS).toISOString()
  const removed = await db.rows<{ event_id: number | string }>(db.sql`DELETE FROM reminder_messages WHERE status = ${'sending'} AND claimed_at < ${cutoff} RETURNING event_id`)
  for (const r of removed) await count(db, Number(r.event_id), 'interrupted', 1, now)
  return removed.length
}

/** Kannel's report for a reminder sent (the row is gone; the event travels in the report's address). */
export async function recordReminderReport(payload: Payload, eventId: number, type: number, now = new Date()): Promise<boolean> {
  const outcome: Outcome | null = type === 1 ? 'delivered' : type === 2 || type === 16 ? 'failed' : null
  if (!outcome) return false
  const db = alertDb(payload)
  const [known] = await db.rows<{ id: number }>(db.sql`SELECT id FROM reminder_events WHERE id = ${eventId}`)
  if (!known) return false
  await count(db, eventId, outcome, 1, now)
  return true
}

/** Reminders waiting or being sent (the queue's length, for /metrics). */
export async function reminderQueueLength(payload: Payload): Promise<number> {
  const db = alertDb(payload)
  const [row] = await db.rows<{ n: number | string }>(db.sql`SELECT COUNT(*) AS n FROM reminder_messages`)
  return Number(row?.n ?? 0)
}

export type CountRow = { eventId: number; month: string; outcome: Outcome; n: number }

/** Every count, per event, month and outcome (the admin page and the export). */
export async function reminderCounts(payload: Payload): Promise<CountRow[]> {
  const db = alertDb(payload)
  const rows = await db.rows<{ event_id: number | string; month: string; outcome: Outcome; n: number | string }>(db.sql`SELECT event_id, month, outcome, n FROM reminder_counts ORDER BY month, event_id, outcome`)
  return rows.map((r) => ({ eventId: Number(r.event_id), month: r.month, outcome: r.outcome, n: Number(r.n) }))
}

/** Reminders waiting per event (people with a plan still running). */
export async function waitingPerEvent(payload: Payload): Promise<Map<number, { plans: number; messages: number }>> {
  const db = alertDb(payload)
  const rows = await db.rows<{ event_id: number | string; plans: number | string; messages: number | string }>(db.sql`SELECT event_id, COUNT(DISTINCT plan) AS plans, COUNT(*) AS messages FROM reminder_messages GROUP BY event_id`)
  return new Map(rows.map((r) => [Number(r.event_id), { plans: Number(r.plans), messages: Number(r.messages) }]))
}
