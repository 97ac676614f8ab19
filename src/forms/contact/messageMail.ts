import { getDictionary, isLocale } from '@/i18n'
import type { Message } from '@/payload-types'

/** Plain-text e-mails to the citizen, in the language the message was written from. */
export const messageMail = {
  acknowledgement(doc: Pick<Message, 'reference' | 'email' | 'lang'>) {
    const t = getDictionary(isLocale(doc.lang) ? doc.lang : 'fr').contactMail
    return {
      to: doc.email!,
      subject: t.ackSubject.replace('{reference}', doc.reference ?? ''),
      text: t.ackBody.replace(/\{reference\}/g, doc.reference ?? ''),
    }
  },
  answer(doc: Pick<Message, 'reference' | 'email' | 'lang' | 'answer'>) {
    const t = getDictionary(isLocale(doc.lang) ? doc.lang : 'fr').contactMail
    return {
      to: doc.email!,
      subject: t.answerSubject.replace('{reference}', doc.reference ?? ''),
      text: `${t.answerIntro.replace('{reference}', doc.reference ?? '')}\n\n${doc.answer ?? ''}\n\n${t.signature}`,
    }
  },
}
