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

/** The double opt-in e-mail: for regions' emergency alerts, or for a followed guide's changes. */
export function confirmMail(lang: Locale, links: { regions: string; confirm: string; days: number } | { guide: string; daily: boolean; confirm: string; days: number }): AlertMail {
  const t = getDictionary(lang).alertMail
  if ('guide' in links) {
    const body = t.confirmGuideBody.replace('{guide}', links.guide).replace('{cadence}', links.daily ? t.cadenceDaily : t.cadenceImmediate)
    return { subject: t.confirmGuideSubject, text: `${body.replace('{days}', String(links.days)).replace('{link}', links.confirm)}\n` }
  }
  return { subject: t.confirmSubject, text: `${t.confirmBody.replace('{regions}', links.regions).replace('{days}', String(links.days)).replace('{link}', links.confirm)}\n` }
}

/** A guide's major change, as its followers read it (recorded on the alert; the footer is added when sent). */
export function guideChangeMail(lang: Locale, change: { guide: string; note: string; noteLang: Locale; date: string; link: string }): AlertMail {
  const t = getDictionary(lang).alertMail
  // The note is written in the language published; a follower reading the other language is told so.
  const note = change.noteLang === lang ? change.note : `${change.note}\n(${t.noteInOtherLanguage})`
  return {
    subject: t.guideSubject.replace('{guide}', change.guide).replace(/\s+/g, ' ').slice(0, 200),
    text: t.guideBody.replace('{guide}', change.guide).replace('{date}', change.date).replace('{note}', note).replace('{link}', change.link),
  }
}

/** The footer of what a follower receives: why, and the way out. */
export function guideMailFor(mail: AlertMail, lang: Locale, links: { unsubscribe: string }): AlertMail {
  const footer = getDictionary(lang).alertMail.guideFooter.replace('{unsubscribe}', links.unsubscribe)
  return { subject: mail.subject, text: `${mail.text}\n\n-- \n${footer}\n` }
}

/** One e-mail for the day's changes to the guides an address follows (each as recorded, oldest first). */
export function digestMail(lang: Locale, changes: AlertMail[], links: { unsubscribe: string }): AlertMail {
  const t = getDictionary(lang).alertMail
  const subject = (changes.length === 1 ? t.digestSubjectOne : t.digestSubject.replace('{count}', String(changes.length))).slice(0, 200)
  const body = changes.map((change) => `${change.subject}\n${'='.repeat(Math.min(60, change.subject.length))}\n${change.text}`).join('\n\n')
  return guideMailFor({ subject, text: `${t.digestIntro}\n\n${body}` }, lang, links)
}
