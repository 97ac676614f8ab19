/**
 * The emergency numbers for a basic phone (SMS `URGENCE`/`VONJY`, USSD « Urgences »), from the
 * site's directory — the very list the web's footer and « Numéros d'urgence » page show (site
 * settings, src/content/guides.ts), never a copy (issue 39). Every number is sent, number first:
 * a label is shortened (its asides, then its detail, down to the name or what it is for), never the
 * number, and never cut mid-label, so that a label can never end up without its number or take
 * its neighbour's. Pure.
 */
import { gsm7Length, tidy, toGsm7 } from '@/gsm'
import type { Locale } from '@/i18n'

import { leastLoss, type Rendering } from './facts'

export type EmergencyNumber = { label: string; number: string }

const withoutAsides = (text: string) => tidy(text.replace(/\s*\([^()]*\)/g, ''))
/** The first clause of a detail: « enfants en danger, maltraitance » → « enfants en danger ». */
const firstClause = (text: string) => text.split(/[,;:]\s/)[0]!.trim()

/**
 * One number's renderings, richest first: « 147 Ligne verte - enfants en danger, maltraitance
 * (gratuit, anonyme, 24 h/24) », without asides, with the first clause of its detail, then only
 * its name (or, when the name is a line's name around the number, what it is for).
 */
export function numberOptions(entry: EmergencyNumber, lang: Locale): Rendering[] {
  const number = toGsm7(entry.number.trim())
  const label = tidy(toGsm7(entry.label.replace(/\s+/g, ' ').trim(), lang))
  const dash = label.search(/ - /)
  const head = dash === -1 ? label : label.slice(0, dash)
  const detail = dash === -1 ? '' : label.slice(dash + 3)
  // « Ligne verte 147 » says its number: the name without it, and the detail says what it is for.
  const named = number.replace(/\s/g, '') !== '' && head.replace(/\s/g, '').includes(number.replace(/\s/g, ''))
  const name = named ? tidy(head.replace(number, '').replace(/\s{2,}/g, ' ')) : head
  const line = (...parts: string[]) => tidy([number, parts.filter(Boolean).join(' - ')].filter(Boolean).join(' '))
  const options: Rendering[] = [
    { text: line(name, detail), loss: 0 },
    { text: line(withoutAsides(name), withoutAsides(detail)), loss: 2 },
    // A detail that lists kinds (« incendie, accident, inondation ») is not shortened to its first one.
    { text: line(withoutAsides(name), firstClause(withoutAsides(detail))), loss: firstClause(detail).includes(' ') ? 4 : 9 },
    { text: line(named && detail ? firstClause(withoutAsides(detail)) : withoutAsides(name) || firstClause(withoutAsides(detail))), loss: 7 },
  ]
  return options.filter((o, i) => o.text && options.findIndex((other) => other.text === o.text) === i)
}

/**
 * Every number, each as rich as `room` allows once joined by `separator` (the least loss over
 * all of them); the shortest forms when even they do not fit (the caller pages them).
 */
export function emergencyLines(numbers: EmergencyNumber[], lang: Locale, room: number, separator: string): string[] {
  const options = numbers.map((entry) => numberOptions(entry, lang))
  const picks = leastLoss(options, room, gsm7Length(separator))
  return options.map((list, i) => list[picks ? picks[i]! : list.length - 1]!.text)
}
