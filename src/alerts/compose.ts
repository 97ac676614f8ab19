/**
 * The SMS an alert sends: « Alerte : <title>. <message> STOP : ne plus recevoir. », in GSM-7 and at
 * most 2 parts (src/gsm), the message cut on a word when too long, the way out always kept.
 */
import { getDictionary, type Locale } from '@/i18n'
import { SMS_MAX_CHARS, cutToFit, gsm7Length, toGsm7 } from '@/gsm'

export type AlertNotice = { severity: 'info' | 'warning' | 'critical'; title: string; message: string }

export function alertSms(notice: AlertNotice, lang: Locale): string {
  const t = getDictionary(lang)
  const footer = toGsm7(` ${t.alerts.footer}`)
  const title = notice.title.trim().replace(/[.!:;]+$/, '')
  // French puts a space before a colon, Malagasy does not.
  const colon = lang === 'fr' ? ' : ' : ': '
  const body = toGsm7(`${t.emergency[notice.severity]}${colon}${title}. ${notice.message.trim()}`.replace(/\s+/g, ' '))
  return `${cutToFit(body, SMS_MAX_CHARS - gsm7Length(footer))}${footer}`
}
