/**
 * A step's own figures for the text channels (SMS and USSD): its fee ("2 000 Ar", or the channel's
 * word for free) and its duration, in the reader's language; empty when the editor gave neither.
 */
import { formatAriary, type Locale } from '@/i18n'
import { formatDelay } from '@/model/delays'
import type { GuideStep } from '@/model/guide'

export function stepFigures(step: GuideStep, lang: Locale, free: string): string[] {
  const fee = step.feeAriary === null ? '' : step.feeAriary === 0 ? free.toLowerCase() : formatAriary(step.feeAriary)
  return [fee, step.duration ? formatDelay(step.duration, lang) : ''].filter(Boolean)
}
