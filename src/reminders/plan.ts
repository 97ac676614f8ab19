/**
 * What a citizen's reminders are: the deadline of an event (from the guide's deadline, or the day
 * given), and the reminders still to come, each due at SEND_HOUR on its day. Pure.
 */
import type { Locale } from '@/i18n/locales'
import type { Deadline } from '@/model/deadline'

import { addDays, addMonths, addYears, atMgHour, SEND_HOUR, today, type Direction, type Given } from './dates'

export type ReminderStep = { offsetDays: number; text: Record<Locale, string> }

/** An event as the reminders read it (src/collections/Reminders/events.ts). */
export type ReminderEvent = {
  id: number
  title: Record<Locale, string>
  keywords: Record<Locale, string>
  guideId: number | null
  given: Given
  direction: Direction
  deadlineFrom: 'guide' | 'given'
  todayWhenMissing: boolean
  dateLabel: Record<Locale, string>
  documentsGroup: Record<Locale, string>
  reminders: ReminderStep[]
}

/**
 * The deadline for a day given (`anchor`, YYYY-MM-DD; ignored when the event asks for nothing):
 * the day itself, or the guide's deadline counted from it (a yearly date: its next occurrence
 * from today). Null when the guide gives none: nothing can be scheduled.
 */
export function deadlineDay(event: Pick<ReminderEvent, 'deadlineFrom'>, deadline: Deadline | null, anchor: string, now: Date): string | null {
  if (event.deadlineFrom === 'given') return anchor
  if (!deadline) return null
  if (deadline.kind === 'on') return deadline.date
  if (deadline.kind === 'yearly') {
    const current = today(now)
    const year = Number(current.slice(0, 4))
    const on = (y: number) => `${y}-${String(deadline.month).padStart(2, '0')}-${String(deadline.day).padStart(2, '0')}`
    return on(year) >= current ? on(year) : on(year + 1)
  }
  const add = deadline.unit === 'days' ? addDays : deadline.unit === 'months' ? addMonths : addYears
  return add(anchor, deadline.count)
}

export type Scheduled = { step: number; day: string; dueAt: Date }

/** The reminders whose time is still to come (a reminder due earlier today is not sent late). */
export function upcoming(event: Pick<ReminderEvent, 'reminders'>, deadline: string, now: Date): Scheduled[] {
  return event.reminders
    .map((r, step) => {
      const day = addDays(deadline, r.offsetDays)
      return { step, day, dueAt: atMgHour(day, SEND_HOUR) }
    })
    .filter((s) => s.dueAt.getTime() > now.getTime())
    .sort((a, b) => a.dueAt.getTime() - b.dueAt.getTime())
}

/**
 * The reminder that says what to do now when nothing is left to schedule: the last one whose day
 * has come (after the deadline: what to do once it has passed). Null when none has come yet.
 */
export function currentStep(event: Pick<ReminderEvent, 'reminders'>, deadline: string, now: Date): number | null {
  const current = today(now)
  let best: { step: number; day: string } | null = null
  event.reminders.forEach((r, step) => {
    const day = addDays(deadline, r.offsetDays)
    if (day <= current && (!best || day >= best.day)) best = { step, day }
  })
  return (best as { step: number } | null)?.step ?? null
}

/**
 * When a claimed reminder no longer makes sense: one before the deadline once the deadline day is
 * over, one after it a week after its own day (the sender was stopped that long). Dropped, not sent.
 */
export function isStale(offsetDays: number, deadline: string, now: Date): boolean {
  const current = today(now)
  if (offsetDays <= 0) return current > deadline
  return current > addDays(deadline, offsetDays + 7)
}
