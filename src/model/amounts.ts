/**
 * The main amount of a guide is entered once (`cost.amountAriary`, shared by both languages).
 * The cost sentence of each language names it through a placeholder — « {montant} » in French,
 * « {sarany} » in Malagasy (either works in both) — filled from that single value wherever the
 * guide is shown (web, SMS, USSD, open data). A sentence that writes another figure in ariary
 * instead, without the main amount, is a mismatch (src/editorial/amounts.ts refuses it).
 */
import { formatAriary } from '@/i18n'

export const AMOUNT_PLACEHOLDERS = ['{montant}', '{sarany}'] as const
const PLACEHOLDER = /\{(?:montant|sarany)\}/gi

export function hasAmountPlaceholder(text: string): boolean {
  return new RegExp(PLACEHOLDER.source, 'i').test(text)
}

/** The sentence with its placeholders replaced by the main amount ("190 000 Ar"). */
export function fillAmount(text: string, amount: number | null | undefined): string {
  if (typeof amount !== 'number' || !text) return text
  return text.replace(PLACEHOLDER, formatAriary(amount))
}

/** The amounts in ariary a sentence writes in figures: "190 000 Ar", "5.000 ariary", "20000 MGA". */
export function ariaryAmounts(text: string): number[] {
  const amounts: number[] = []
  const pattern = /(\d{1,3}(?:[ \u00A0\u202F.]\d{3})+|\d+)\s?(?:Ar\b|ariary\b|MGA\b)/giu
  for (const match of text.matchAll(pattern)) amounts.push(Number(match[1]!.replace(/[ \u00A0\u202F.]/g, '')))
  return amounts
}

export type AmountProblem = { kind: 'placeholderWithoutAmount' } | { kind: 'mismatch'; amount: number; found: number[] }

/**
 * Whether a cost sentence contradicts the main amount: it writes amounts in ariary, none of
 * them the main amount, and does not use the placeholder. Other amounts beside the main one
 * (a stamp, a variant) are allowed.
 */
export function amountProblem(text: string | null | undefined, amount: number | null | undefined): AmountProblem | null {
  const sentence = text ?? ''
  const placeholder = hasAmountPlaceholder(sentence)
  if (typeof amount !== 'number') return placeholder ? { kind: 'placeholderWithoutAmount' } : null
  if (placeholder) return null
  const found = ariaryAmounts(sentence)
  if (found.length === 0 || found.includes(amount)) return null
  return { kind: 'mismatch', amount, found }
}
