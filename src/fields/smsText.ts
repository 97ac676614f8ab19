/**
 * The editor's own SMS answer of a guide: at most SMS_TEXT_MAX GSM-7 characters once made
 * GSM-7 (what a basic phone shows), so that, with the follow-up menu, it fits 2 SMS.
 */
import { gsm7Length, toGsm7 } from '@/gsm'

export const SMS_TEXT_MAX = 300

const messages = {
  fr: (n: number) => `Le texte SMS fait ${n} caractères : ${SMS_TEXT_MAX} au plus (il doit tenir en 2 SMS avec le menu de suite).`,
  mg: (n: number) => `${n} ny litera amin’ny soratra SMS: ${SMS_TEXT_MAX} farafahabetsany (tsy maintsy ho SMS 2 miaraka amin’ny menio).`,
}

export function smsTextLength(value: string): number {
  return gsm7Length(toGsm7(value.replace(/\s+/g, ' ').trim()))
}

export function validateSmsText(value: unknown, { req }: { req?: { i18n?: { language?: string } } } = {}): true | string {
  if (typeof value !== 'string' || !value.trim()) return true
  const length = smsTextLength(value)
  if (length <= SMS_TEXT_MAX) return true
  return (req?.i18n?.language === 'mg' ? messages.mg : messages.fr)(length)
}
