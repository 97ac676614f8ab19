/**
 * Days and hours in Madagascar (UTC+3, no daylight saving) for reminders: the days a citizen
 * gives (« 12/03 », « 2009 »), the deadline computed from them, the hour a reminder goes out and
 * the quiet hours when none does. Pure functions; `now` is always given.
 */
import { todayInMadagascar } from '@/model/duty'

const HOUR_MS = 3_600_000
const MG_OFFSET_HOURS = 3

/** The hour (Madagascar time) each reminder is due on its day. */
export const SEND_HOUR = 9

export type QuietHours = { from: number; to: number }
/** No reminder SMS between 20:00 and 07:00, Madagascar time (REMINDER_QUIET_HOURS=20-7). */
export const DEFAULT_QUIET_HOURS: QuietHours = { from: 20, to: 7 }

export function quietHoursFromEnv(value: string | undefined): QuietHours {
  const match = /^(\d{1,2})-(\d{1,2})$/.exec(value?.trim() ?? '')
  if (!match) return DEFAULT_QUIET_HOURS
  const [from, to] = [Number(match[1]), Number(match[2])]
  return from <= 23 && to <= 23 && from !== to && SEND_HOUR >= to && SEND_HOUR < from ? { from, to } : DEFAULT_QUIET_HOURS
}

export const today = (now: Date) => todayInMadagascar(now)

/** The hour of the day in Madagascar (0–23). */
export const mgHour = (now: Date) => new Date(now.getTime() + MG_OFFSET_HOURS * HOUR_MS).getUTCHours()

export function inQuietHours(now: Date, quiet: QuietHours = DEFAULT_QUIET_HOURS): boolean {
  const hour = mgHour(now)
  return quiet.from > quiet.to ? hour >= quiet.from || hour < quiet.to : hour >= quiet.from && hour < quiet.to
}

/** `day` (YYYY-MM-DD) at `hour` in Madagascar, as an instant. */
export function atMgHour(day: string, hour: number): Date {
  const [y, m, d] = day.split('-').map(Number)
  return new Date(Date.UTC(y!, m! - 1, d!, hour - MG_OFFSET_HOURS))
}

const iso = (date: Date) => date.toISOString().slice(0, 10)
const parts = (day: string) => day.split('-').map(Number) as [number, number, number]
const daysIn = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate()

export function addDays(day: string, n: number): string {
  const [y, m, d] = parts(day)
  return iso(new Date(Date.UTC(y, m - 1, d + n)))
}

/** Months later, the day kept or the month's last (31/01 + 1 month = 28 or 29/02). */
export function addMonths(day: string, n: number): string {
  const [y, m, d] = parts(day)
  const index = y * 12 + (m - 1) + n
  const year = Math.floor(index / 12)
  const month = (index % 12) + 1
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(Math.min(d, daysIn(year, month))).padStart(2, '0')}`
}

export const addYears = (day: string, n: number) => addMonths(day, n * 12)

/** Whole days from `a` to `b`. */
export function daysBetween(a: string, b: string): number {
  const [ya, ma, da] = parts(a)
  const [yb, mb, db] = parts(b)
  return Math.round((Date.UTC(yb, mb - 1, db) - Date.UTC(ya, ma - 1, da)) / 86_400_000)
}

/** 11/04/2027: how both languages write a day in an SMS. */
export function formatDay(day: string): string {
  const [y, m, d] = parts(day)
  return `${String(d).padStart(2, '0')}/${String(m).padStart(2, '0')}/${y}`
}

/** 11/04: a day of the coming months, short. */
export const formatShortDay = (day: string) => formatDay(day).slice(0, 5)

export type Given = 'date' | 'year' | 'none'
export type Direction = 'past' | 'future'
export type GivenDay = { ok: true; day: string } | { ok: false; error: 'format' | 'future' | 'past' }

const validDay = (y: number, m: number, d: number) => m >= 1 && m <= 12 && d >= 1 && d <= daysIn(y, m)
const dayOf = (y: number, m: number, d: number) => `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`

/** How far from today a day may be: a birth up to 100 years ago, an expiry up to 20 years ahead. */
const PAST_YEARS = 100
const FUTURE_YEARS = 20

/**
 * The day a citizen wrote: « 12/03 », « 12-03-2027 », « 12.03.27 », « 12 3 », « 2027-03-12 » (a
 * web form's date field); a year alone (« 2009 ») when the event asks for a year (its 1 January).
 * Without a year, the nearest 12 March on the event's side of today (the last one for a birth,
 * the next one for an expiry). A birth in the future, or an expiry already past, is refused.
 */
export function parseGivenDay(text: string, given: Exclude<Given, 'none'>, direction: Direction, now: Date): GivenDay {
  const t = text.trim()
  const current = today(now)
  const thisYear = Number(current.slice(0, 4))
  let day: string | null = null
  if (given === 'year') {
    const year = /^(\d{4})$/.exec(t)
    if (year) day = `${year[1]}-01-01`
  } else {
    const isoDay = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(t)
    const written = /^(\d{1,2})\s*[/.\- ]\s*(\d{1,2})(?:\s*[/.\- ]\s*(\d{4}|\d{2}))?$/.exec(t)
    if (isoDay) {
      const [y, m, d] = [Number(isoDay[1]), Number(isoDay[2]), Number(isoDay[3])]
      if (validDay(y, m, d)) day = dayOf(y, m, d)
    } else if (written) {
      const [d, m] = [Number(written[1]), Number(written[2])]
      const yy = written[3]
      if (yy) {
        const y = yy.length === 2 ? 2000 + Number(yy) : Number(yy)
        if (validDay(y, m, d)) day = dayOf(y, m, d)
      } else if (m >= 1 && m <= 12) {
        // The nearest such day on the event's side of today (29/02 falls on a leap year's).
        const candidates = [thisYear - 1, thisYear, thisYear + 1].filter((y) => validDay(y, m, d)).map((y) => dayOf(y, m, d))
        day = (direction === 'past' ? candidates.filter((c) => c <= current).pop() : candidates.find((c) => c >= current)) ?? null
        if (!day && candidates.length) return { ok: false, error: direction === 'past' ? 'future' : 'past' }
      }
    }
  }
  if (!day) return { ok: false, error: 'format' }
  if (direction === 'past' && day > current) return { ok: false, error: 'future' }
  if (direction === 'future' && (given === 'year' ? day.slice(0, 4) < current.slice(0, 4) : day < current)) return { ok: false, error: 'past' }
  if (day < addYears(current, -PAST_YEARS) || day > addYears(current, FUTURE_YEARS)) return { ok: false, error: direction === 'past' ? 'past' : 'future' }
  return { ok: true, day }
}
