/**
 * The usual delay of a guide is entered once (`delay`: from, to, unit — shared by both languages),
 * like its main amount (src/model/amounts.ts). The delay sentence of each language names it
 * through a placeholder — « {délai} » in French, « {faharetany} » in Malagasy (either works in
 * both) — filled in the reader's language wherever the guide is shown: "30 à 45 jours" and
 * "30 ka hatramin’ny 45 andro" come from the same two numbers. A sentence that writes another
 * delay in figures instead, without the structured one, is a mismatch (src/editorial/delays.ts
 * refuses it).
 */
import type { Locale } from '@/i18n/locales'

export const DELAY_UNITS = ['hours', 'days', 'workingDays', 'weeks', 'months'] as const
export type DelayUnit = (typeof DELAY_UNITS)[number]
export type Delay = { from: number; to: number | null; unit: DelayUnit }

export const DELAY_PLACEHOLDERS = ['{délai}', '{faharetany}'] as const
const PLACEHOLDER = /\{(?:d[ée]lai|faharetany)\}/giu

export const delayUnitLabels: Record<DelayUnit, { fr: string; mg: string }> = {
  hours: { fr: 'heures', mg: 'ora' },
  days: { fr: 'jours', mg: 'andro' },
  workingDays: { fr: 'jours ouvrables', mg: 'andro fiasana' },
  weeks: { fr: 'semaines', mg: 'herinandro' },
  months: { fr: 'mois', mg: 'volana' },
}

const singular: Record<DelayUnit, string> = { hours: 'heure', days: 'jour', workingDays: 'jour ouvrable', weeks: 'semaine', months: 'mois' }

/** A stored delay group as Payload returns it, or null when incomplete. */
export function delayOf(value: { from?: number | null; to?: number | null; unit?: string | null } | null | undefined): Delay | null {
  if (!value || typeof value.from !== 'number' || !value.unit || !(DELAY_UNITS as readonly string[]).includes(value.unit)) return null
  const to = typeof value.to === 'number' && value.to !== value.from ? value.to : null
  return { from: value.from, to, unit: value.unit as DelayUnit }
}

const figures = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 })
const figure = (n: number) => figures.format(n)

/** "72 heures", "30 à 45 jours", "1 semaine"; "72 ora", "30 ka hatramin’ny 45 andro". */
export function formatDelay(delay: Delay, lang: Locale): string {
  const { from, to, unit } = delay
  if (lang === 'mg') return to === null ? `${figure(from)} ${delayUnitLabels[unit].mg}` : `${figure(from)} ka hatramin’ny ${figure(to)} ${delayUnitLabels[unit].mg}`
  const noun = to === null && from <= 1 ? singular[unit] : delayUnitLabels[unit].fr
  return to === null ? `${figure(from)} ${noun}` : `${figure(from)} à ${figure(to)} ${noun}`
}

export function hasDelayPlaceholder(text: string): boolean {
  return new RegExp(PLACEHOLDER.source, 'iu').test(text)
}

/** The sentence with its placeholders replaced by the delay in that language. */
export function fillDelay(text: string, delay: Delay | null, lang: Locale): string {
  if (!delay || !text) return text
  return text.replace(PLACEHOLDER, formatDelay(delay, lang))
}

type Written = { value: number; unit: 'hours' | 'days' | 'weeks' | 'months' }

const UNIT_WORDS: [RegExp, Written['unit']][] = [
  [/^(?:heures?|h|ora)$/iu, 'hours'],
  [/^(?:jours?|j|andro)$/iu, 'days'],
  [/^(?:semaines?|herinandro)$/iu, 'weeks'],
  [/^(?:mois|volana)$/iu, 'months'],
]

/** The delays a sentence writes in figures: "72 heures", "30 à 45 jours", "48 ka hatramin’ny 72 ora". */
export function writtenDelays(text: string): Written[] {
  const found: Written[] = []
  const pattern = /(\d+(?:[.,]\d+)?)(?:\s*(?:à|a|-|–|ou|na|ka\s+hatramin['’]ny)\s*(\d+(?:[.,]\d+)?))?\s*(heures?|h|jours?|j|semaines?|mois|ora|andro|herinandro|volana)(?![\p{L}])/giu
  // Malagasy also puts the unit first: "andro 30", "andro fiasana 10 ka hatramin’ny 15".
  const unitFirst = /(?<![\p{L}])(ora|andro|herinandro|volana)(?:\s+fiasana)?\s+(\d+(?:[.,]\d+)?)(?:\s*ka\s+hatramin['’]ny\s*(\d+(?:[.,]\d+)?))?/giu
  const matches = [
    ...[...text.matchAll(pattern)].map((m) => ({ at: m.index, word: m[3]!, numbers: [m[1], m[2]] })),
    ...[...text.matchAll(unitFirst)].map((m) => ({ at: m.index, word: m[1]!, numbers: [m[2], m[3]] })),
  ].sort((a, b) => a.at - b.at)
  for (const match of matches) {
    const unit = UNIT_WORDS.find(([words]) => words.test(match.word))?.[1]
    if (!unit) continue
    for (const number of match.numbers) if (number) found.push({ value: Number(number.replace(',', '.')), unit })
  }
  return found
}

export type DelayProblem = { kind: 'placeholderWithoutDelay' } | { kind: 'mismatch'; delay: Delay; found: Written[] }

const family = (unit: DelayUnit): Written['unit'] => (unit === 'workingDays' ? 'days' : unit)

/**
 * Whether a delay sentence contradicts the structured delay: it writes delays in figures, none
 * of them the delay's bounds in its unit, and does not use the placeholder. Other delays beside
 * it (a validity, a posting period) are allowed.
 */
export function delayProblem(text: string | null | undefined, delay: Delay | null): DelayProblem | null {
  const sentence = text ?? ''
  const placeholder = hasDelayPlaceholder(sentence)
  if (!delay) return placeholder ? { kind: 'placeholderWithoutDelay' } : null
  if (placeholder) return null
  const found = writtenDelays(sentence)
  const bounds = [delay.from, delay.to].filter((n): n is number => n !== null)
  if (found.length === 0 || found.some((w) => w.unit === family(delay.unit) && bounds.includes(w.value))) return null
  return { kind: 'mismatch', delay, found }
}
