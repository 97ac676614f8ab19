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

export type AlertMail = { subject: string; text: string }

/** « Alerte : <title> » and the message, as written (an e-mail has room), for the alert's record. */
export function alertMail(notice: AlertNotice, lang: Locale): AlertMail {
  const t = getDictionary(lang)
  const colon = lang === 'fr' ? ' : ' : ': '
  const title = notice.title.trim().replace(/[.!:;]+$/, '')
  return { subject: `${t.emergency[notice.severity]}${colon}${title}`.replace(/\s+/g, ' ').slice(0, 200), text: notice.message.trim() }
}

/** The e-mail one subscriber receives: the alert, then who sent it, why, and the way out. */
export function alertMailFor(mail: AlertMail, lang: Locale, links: { regions: string; site: string; unsubscribe: string }): AlertMail {
  const footer = getDictionary(lang).alertMail.alertFooter.replace('{regions}', links.regions).replace('{site}', links.site).replace('{unsubscribe}', links.unsubscribe)
  return { subject: mail.subject, text: `${mail.text}\n\n-- \n${footer}\n` }
}

/** The double opt-in e-mail. */
export function confirmMail(lang: Locale, links: { regions: string; confirm: string; days: number }): AlertMail {
  const t = getDictionary(lang).alertMail
  return { subject: t.confirmSubject, text: `${t.confirmBody.replace('{regions}', links.regions).replace('{days}', String(links.days)).replace('{link}', links.confirm)}\n` }
}
