/**
 * The editor's own SMS answer of a guide: at most SMS_TEXT_MAX GSM-7 characters once made
 * GSM-7 (what a basic phone shows), so that, with the follow-up menu, it fits 2 SMS. It goes out
 * as written, so a fee it states must be the guide's main amount: write {montant} / {sarany}
 * (filled from `cost.amountAriary`, src/model/guide.ts) or that very figure (issue 39).
 */
import { smsAmountMessage } from '@/editorial/amounts'
import { gsm7Length, toGsm7 } from '@/gsm'
import { amountProblem, fillAmount } from '@/model/amounts'

export const SMS_TEXT_MAX = 300

const messages = {
  fr: (n: number) => `Le texte SMS fait ${n} caractères : ${SMS_TEXT_MAX} au plus (il doit tenir en 2 SMS avec le menu de suite).`,
  mg: (n: number) => `${n} ny litera amin’ny soratra SMS: ${SMS_TEXT_MAX} farafahabetsany (tsy maintsy ho SMS 2 miaraka amin’ny menio).`,
}

export function smsTextLength(value: string): number {
  return gsm7Length(toGsm7(value.replace(/\s+/g, ' ').trim()))
}

type Options = { req?: { i18n?: { language?: string }; locale?: string | null }; data?: unknown }

export function validateSmsText(value: unknown, { req, data }: Options = {}): true | string {
  if (typeof value !== 'string' || !value.trim()) return true
  const lang = req?.i18n?.language === 'mg' ? 'mg' : 'fr'
  const amount = (data as { cost?: { amountAriary?: number | null } | null } | undefined)?.cost?.amountAriary ?? null
  const problem = amountProblem(value, amount)
  if (problem) return smsAmountMessage(problem, lang)
  // Counted as it goes out: the placeholder replaced by the amount.
  const length = smsTextLength(fillAmount(value, amount))
  if (length <= SMS_TEXT_MAX) return true
  return messages[lang](length)
}
