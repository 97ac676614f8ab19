import { fr } from './dictionaries/fr'
import { mg } from './dictionaries/mg'
import type { Dictionary } from './dictionaries/types'
import type { Locale } from './locales'

export * from './locales'
export * from './negotiate'
export * from './paths'
export type { Dictionary }

const dictionaries: Record<Locale, Dictionary> = { fr, mg }

export function getDictionary(lang: Locale): Dictionary {
  return dictionaries[lang]
}

/** Replaces {name} placeholders; unknown placeholders are left visible so they get noticed. */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  )
}

/** Picks the plural form through Intl.PluralRules and formats it. */
export function plural(
  lang: Locale,
  forms: { one: string; other: string },
  count: number,
): string {
  const rule = new Intl.PluralRules(lang).select(count)
  return format(rule === 'one' ? forms.one : forms.other, { count })
}

const malagasyMonths = [
  'janoary', 'febroary', 'martsa', 'aprily', 'mey', 'jona',
  'jolay', 'aogositra', 'septambra', 'oktobra', 'novambra', 'desambra',
]

/** Long date ("21 novembre 2026" / "21 novambra 2026"), independent of the server's ICU data. */
export function formatDate(lang: Locale, isoDate: string): string {
  const instant = new Date(isoDate)
  if (Number.isNaN(instant.getTime())) return ''
  // The day in Madagascar (UTC+3, no daylight saving): a change at 01:00 in Antananarivo is that
  // day's, and date-only values (stored at 12:00 UTC) keep their day.
  const date = new Date(instant.getTime() + 3 * 60 * 60 * 1000)
  if (lang === 'mg') {
    return `${date.getUTCDate()} ${malagasyMonths[date.getUTCMonth()]} ${date.getUTCFullYear()}`
  }
  return new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date)
}

/** Amount in ariary with a narrow no-break space as thousands separator: "15 000 Ar". */
const ariaryFigures = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 })

export function formatAriary(amount: number): string {
  return `${ariaryFigures.format(amount)}\u00a0Ar`
}
