/**
 * Sends the reminders due (src/reminders/store.ts) through Kannel's `sendsms`, within the alert
 * sender's round (src/alerts/schedule.ts: one sender across instances, under its lease), after the
 * emergency alerts and at the same pace (`SMS_SEND_RATE`): the operator's link is one. At most
 * `max` reminders a round, so an alert never waits long behind them. Never during quiet hours
 * (Madagascar time). Each row claimed, its text composed from the guide as it is now, sent, then
 * deleted with its outcome counted; a temporary failure waits (30 s × 4ⁿ, 5 attempts), a row in
 * doubt is never sent again, a reminder whose day has passed is dropped (`expired`). Numbers
 * never reach the logs.
 */
import type { Payload } from 'payload'

import type { KannelSendConfig } from '@/alerts/config'
import { kannelSend, retryDelayMs, throttle, type SendOutcome, type SmsSend } from '@/alerts/sender'
import { MAX_ATTEMPTS } from '@/alerts/store'
import { countEvent, setGauge } from '@/http/instance'
import { getDictionary, type Locale } from '@/i18n'
import type { Guide } from '@/model/guide'

import { composeReminder, reminderFacts } from './compose'
import { DEFAULT_QUIET_HOURS, inQuietHours, type QuietHours } from './dates'
import { eventById, guideFor } from './events'
import { deadlineDay, isStale, type ReminderEvent } from './plan'
import { claimReminder, finishReminder, recoverReminders, reminderQueueLength, retryReminder, type ClaimedReminder } from './store'

/** Reminders sent per round of the sender at most (then the alerts' queue is looked at again). */
export const REMINDERS_PER_ROUND = 50

/** The SMS of a claimed row, or why there is none (the event or its deadline gone), or that its day has passed. */
export async function reminderText(payload: Payload, row: ClaimedReminder, now: Date, cache = new Map<string, Promise<unknown>>()): Promise<{ text: string } | { drop: 'expired' | 'failed'; detail: string }> {
  const cached = <T>(key: string, load: () => Promise<T>) => {
    if (!cache.has(key)) cache.set(key, load())
    return cache.get(key) as Promise<T>
  }
  const event = await cached<ReminderEvent | null>(`event:${row.eventId}`, () => eventById(payload, row.eventId))
  const step = event?.reminders[row.step]
  if (!event || !step) return { drop: 'failed', detail: 'the event or this reminder was removed' }
  const lang: Locale = row.lang
  const guide = await cached<Guide | null>(`guide:${event.guideId}:${lang}`, () => guideFor(payload, lang, event.guideId))
  const deadline = deadlineDay(event, guide?.deadline ?? null, row.anchor, now)
  if (!deadline) return { drop: 'failed', detail: 'the guide no longer gives a deadline' }
  if (isStale(step.offsetDays, deadline, now)) return { drop: 'expired', detail: 'its day has passed' }
  const facts = reminderFacts(guide, guide?.deadline ?? null, deadline, event.documentsGroup[lang], lang)
  return { text: composeReminder(step.text[lang] || step.text.fr, facts, getDictionary(lang).sms.unconfirmed) }
}

/** A reminder the gateway refused waits this long before the next round tries it again. */
const REFUSED_PAUSE_MS = 60_000

export type DrainOptions = { rate: number; stopped?: () => boolean; now?: () => Date; quiet?: QuietHours; max?: number }

/** Sends the reminders due now, one claimed at a time; the number handed to the gateway. */
export async function drainReminders(payload: Payload, sendFor: (eventId: number) => SmsSend, options: DrainOptions): Promise<number> {
  const now = options.now ?? (() => new Date())
  const quiet = options.quiet ?? DEFAULT_QUIET_HOURS
  if (inQuietHours(now(), quiet)) return 0
  for (let n = await recoverReminders(payload, now()); n > 0; n--) countEvent('reminders', 'interrupted')
  const wait = throttle(options.rate)
  // The alerts' drain may have sent a moment ago: the first reminder waits one gap too.
  await wait()
  const cache = new Map<string, Promise<unknown>>()
  let sent = 0
  for (let i = 0; i < (options.max ?? REMINDERS_PER_ROUND) && !options.stopped?.() && !inQuietHours(now(), quiet); i++) {
    const row = await claimReminder(payload, now())
    if (!row) break
    let outcome: SendOutcome
    try {
      const composed = await reminderText(payload, row, now(), cache)
      if ('drop' in composed) {
        await finishReminder(payload, row, composed.drop, now())
        countEvent('reminders', composed.drop)
        continue
      }
      await wait()
      outcome = await sendFor(row.eventId)({ to: row.recipient, text: composed.text, id: row.id })
    } catch (error) {
      outcome = { kind: 'interrupted', detail: (error as Error).message.slice(0, 80) }
    }
    if (outcome.kind === 'refused') {
      // The gateway refuses the portal (a setting to fix, shown with the alerts): the reminder waits
      // without using an attempt, and this round stops; nothing went out.
      await retryReminder(payload, row.id, new Date(now().getTime() + REFUSED_PAUSE_MS), outcome.detail, { undoAttempt: true })
      countEvent('reminders', 'retry')
      break
    }
    if (outcome.kind === 'retry' && row.attempts < MAX_ATTEMPTS) await retryReminder(payload, row.id, new Date(now().getTime() + retryDelayMs(row.attempts)), outcome.detail)
    else await finishReminder(payload, row, outcome.kind === 'retry' ? 'failed' : outcome.kind, now())
    countEvent('reminders', outcome.kind)
    if (outcome.kind === 'sent') sent++
  }
  setGauge('reminderQueue', 'all', await reminderQueueLength(payload))
  return sent
}

/**
 * The reminders' drain for the alert sender's round: Kannel's sendsms with a delivery report that
 * names the event (the row is gone by then: `?rappel=<event>`), at `rate` a second.
 */
export function reminderDrain(payload: Payload, config: KannelSendConfig, rate: number, quiet: QuietHours): (stopped: () => boolean) => Promise<number> {
  const senders = new Map<number, SmsSend>()
  const sendFor = (eventId: number) => {
    let send = senders.get(eventId)
    if (!send) {
      const report = config.dlrUrl ? new URL(config.dlrUrl) : null
      report?.searchParams.set('rappel', String(eventId))
      send = kannelSend({ ...config, dlrUrl: report?.toString() })
      senders.set(eventId, send)
    }
    return send
  }
  return (stopped) => drainReminders(payload, sendFor, { rate, stopped, quiet })
}
