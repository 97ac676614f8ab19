/**
 * Dates in the portal's own admin views (worklist, translation status, readers' feedback,
 * citizens' questions, versions, a message's history, the language warning), in the admin's
 * language and always in Madagascar's time, whatever the server's or the browser's time zone:
 *   fr  "1er décembre 2026, 08:05"   mg  "1 Desambra 2026, 08:05"
 * Month names are written here rather than taken from the runtime's ICU data: Malagasy has
 * none, and the same text is produced on the server and in the browser (MessageHistoryRowLabel
 * is a client component).
 *
 * Payload's own dates (list cells, the date fields' pickers, "il y a 2 minutes") use date-fns
 * with `admin.dateFormat` and, in the Malagasy admin, date-fns's French locale (`dateFNSKey: 'fr'`
 * in src/payload.config.ts: date-fns has no Malagasy): they show French month names there.
 */
import { adminTextsFor } from './texts'

export const ADMIN_TIME_ZONE = 'Indian/Antananarivo'

export const monthNames = {
  fr: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
  mg: ['Janoary', 'Febroary', 'Martsa', 'Aprily', 'Mey', 'Jona', 'Jolay', 'Aogositra', 'Septambra', 'Oktobra', 'Novambra', 'Desambra'],
} as const

let partsFormat: Intl.DateTimeFormat | undefined

/** Year, month (1–12), day, hour and minute of an instant on the clocks of Antananarivo. */
export function madagascarClock(instant: Date): { year: number; month: number; day: number; hour: number; minute: number } {
  partsFormat ??= new Intl.DateTimeFormat('en-GB', { timeZone: ADMIN_TIME_ZONE, year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', hourCycle: 'h23' })
  const parts: Record<string, number> = {}
  for (const part of partsFormat.formatToParts(instant)) if (part.type !== 'literal') parts[part.type] = Number(part.value)
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour! % 24, minute: parts.minute! }
}

/** A date value as stored by Payload (ISO string), a day ("2026-11-23") or a Date; null when unusable. */
function instantOf(value: string | Date | null | undefined): Date | null {
  if (!value) return null
  const date = value instanceof Date ? value : new Date(value)
  return Number.isNaN(date.getTime()) ? null : date
}

/**
 * "23 novembre 2026, 08:17" / "23 Novambra 2026, 08:17" (Madagascar's time); with `time: false`
 * the day alone. A missing or unreadable value gives "date inconnue" / "daty tsy fantatra".
 */
export function adminDate(language: string | undefined, value: string | Date | null | undefined, options: { time?: boolean } = {}): string {
  const lang = language === 'mg' ? 'mg' : 'fr'
  const instant = instantOf(value)
  if (!instant) return adminTextsFor(lang).unknownDate
  const { year, month, day, hour, minute } = madagascarClock(instant)
  const dayText = lang === 'fr' && day === 1 ? '1er' : String(day)
  const date = `${dayText} ${monthNames[lang][month - 1]} ${year}`
  if (options.time === false) return date
  return `${date}, ${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`
}

/** The day alone: "23 novembre 2026" / "23 Novambra 2026". */
export function adminDay(language: string | undefined, value: string | Date | null | undefined): string {
  return adminDate(language, value, { time: false })
}
