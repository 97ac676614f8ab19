/**
 * A guide's deadline (issue 42), entered once for both languages like its delay
 * (src/model/delays.ts): what a citizen must not miss. Three kinds:
 * - `after`: N days, months or years after a date the citizen gives (a birth: 30 days to declare
 *   it; 18 years to the identity card);
 * - `yearly`: a day of each year (the impôt synthétique before 31 March);
 * - `on`: one date (a session's registration closing).
 * `unsure`: what an editor could not confirm, said beside the date wherever it is used
 * (« date à confirmer »). Reminders (src/reminders) read it; nobody restates it.
 */
export const DEADLINE_KINDS = ['after', 'yearly', 'on'] as const
export type DeadlineKind = (typeof DEADLINE_KINDS)[number]
export const DEADLINE_UNITS = ['days', 'months', 'years'] as const
export type DeadlineUnit = (typeof DEADLINE_UNITS)[number]

export type Deadline =
  | { kind: 'after'; count: number; unit: DeadlineUnit; unsure: string | null }
  | { kind: 'yearly'; day: number; month: number; unsure: string | null }
  | { kind: 'on'; date: string; unsure: string | null }

export const deadlineUnitLabels: Record<DeadlineUnit, { fr: string; mg: string; frOne: string }> = {
  days: { fr: 'jours', mg: 'andro', frOne: 'jour' },
  months: { fr: 'mois', mg: 'volana', frOne: 'mois' },
  years: { fr: 'ans', mg: 'taona', frOne: 'an' },
}

type Stored = { kind?: string | null; count?: number | null; unit?: string | null; day?: number | null; month?: number | null; date?: string | null; unsure?: string | null } | null | undefined

const validDay = (day: number, month: number) => Number.isInteger(day) && Number.isInteger(month) && month >= 1 && month <= 12 && day >= 1 && day <= new Date(Date.UTC(2024, month, 0)).getUTCDate()

/** The stored group as a deadline, or null when incomplete (the guide has no deadline then). */
export function deadlineOf(value: Stored): Deadline | null {
  if (!value?.kind) return null
  const unsure = value.unsure?.trim() || null
  if (value.kind === 'after' && typeof value.count === 'number' && value.count > 0 && (DEADLINE_UNITS as readonly string[]).includes(value.unit ?? '')) return { kind: 'after', count: value.count, unit: value.unit as DeadlineUnit, unsure }
  if (value.kind === 'yearly' && typeof value.day === 'number' && typeof value.month === 'number' && validDay(value.day, value.month)) return { kind: 'yearly', day: value.day, month: value.month, unsure }
  if (value.kind === 'on' && typeof value.date === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value.date)) return { kind: 'on', date: value.date.slice(0, 10), unsure }
  return null
}

/** « 30 jours », « 18 ans », « 30 andro »: the length of an `after` deadline in a language. */
export function formatDeadlineLength(deadline: Extract<Deadline, { kind: 'after' }>, lang: 'fr' | 'mg'): string {
  const labels = deadlineUnitLabels[deadline.unit]
  return lang === 'mg' ? `${deadline.count} ${labels.mg}` : `${deadline.count} ${deadline.count <= 1 ? labels.frOne : labels.fr}`
}
