/**
 * In a message's sidebar: whether the answer reached the citizen, and how to reach them when it
 * did not (mail not configured on this server, a failed send, or a citizen who asked to be
 * called). A server component (a `ui` field): reads the saved message; staff only, as the page.
 */
import type { PayloadRequest } from 'payload'
import React from 'react'

import { adminLanguage } from '@/fields/adminLanguage'
import { mailConfigured } from '@/forms/contact/mail'

import { adminDate } from './dates'
import { fill } from './texts'

type Props = { req?: PayloadRequest; id?: number | string }

type Saved = { reference?: string | null; answer?: string | null; answerSentAt?: string | null; contactMethod?: string | null; email?: string | null; phone?: string | null }

const texts = {
  fr: {
    title: 'Remise de la réponse',
    none: 'Pas encore de réponse écrite.',
    emailed: 'Envoyée par courriel le {date}.',
    notSent: 'Réponse NON envoyée au citoyen.',
    mailOff: 'L’envoi de courriels n’est pas configuré sur ce serveur.',
    mailFailed: 'L’envoi du courriel a échoué (adresse refusée ou serveur de courriel indisponible). Modifiez la réponse pour réessayer.',
    askedEmail: 'Le citoyen a demandé une réponse par courriel : écrivez-lui depuis votre messagerie à {email}.',
    askedPhone: 'Le citoyen a demandé une réponse par téléphone : appelez-le ou envoyez un SMS au {phone}.',
    alsoPhone: 'Il a aussi donné un numéro : {phone}.',
    noContact: 'Aucun moyen de le joindre n’a été donné.',
    tracking: 'Dans tous les cas, il peut lire la réponse sur la page « Suivre ma demande » avec sa référence {reference} et son contact.',
  },
  mg: {
    title: 'Fandefasana ny valiny',
    none: 'Mbola tsy misy valiny an-tsoratra.',
    emailed: 'Nalefa tamin’ny mailaka tamin’ny {date}.',
    notSent: 'TSY nalefa tany amin’ny olom-pirenena ny valiny.',
    mailOff: 'Tsy voarindra amin’ity mpizara ity ny fandefasana mailaka.',
    mailFailed: 'Tsy lasa ny mailaka (adiresy nolavina na tsy misy ny mpizara mailaka). Ovay ny valiny raha handefa indray.',
    askedEmail: 'Valiny amin’ny mailaka no nangatahin’ny olom-pirenena: soraty avy amin’ny mailakao any amin’ny {email}.',
    askedPhone: 'Valiny amin’ny telefaonina no nangatahin’ny olom-pirenena: antsoy na andefaso SMS ny {phone}.',
    alsoPhone: 'Nanome laharana koa izy: {phone}.',
    noContact: 'Tsy nanome fomba hifandraisana aminy izy.',
    tracking: 'Na ahoana na ahoana, azony vakiana ao amin’ny pejy « Hanaraka ny fangatahako » ny valiny amin’ny laharana {reference} sy ny fifandraisany.',
  },
}

/** The lines to show for one saved message (pure: tested without a server). */
export function deliveryLines(doc: Saved, language: 'fr' | 'mg', mailOn: boolean): { warning: boolean; lines: string[] } {
  const t = texts[language]
  if (!doc.answer?.trim()) return { warning: false, lines: [t.none] }
  if (doc.answerSentAt) return { warning: false, lines: [fill(t.emailed, { date: adminDate(language, doc.answerSentAt) })] }
  const lines = [t.notSent]
  const byPhone = doc.contactMethod === 'phone'
  if (!byPhone && doc.email) lines.push(mailOn ? t.mailFailed : t.mailOff, fill(t.askedEmail, { email: doc.email }))
  if (byPhone && doc.phone) lines.push(fill(t.askedPhone, { phone: doc.phone }))
  else if (doc.phone) lines.push(fill(t.alsoPhone, { phone: doc.phone }))
  if (!doc.email && !doc.phone) lines.push(t.noContact)
  lines.push(fill(t.tracking, { reference: doc.reference ?? '' }))
  return { warning: true, lines }
}

export async function AnswerDelivery({ req, id }: Props) {
  if (!req || !id) return null
  const doc = (await req.payload
    .findByID({ collection: 'messages', id, depth: 0, overrideAccess: false, user: req.user, select: { reference: true, answer: true, answerSentAt: true, contactMethod: true, email: true, phone: true } })
    .catch(() => null)) as Saved | null
  if (!doc) return null
  const language = adminLanguage(req)
  const { warning, lines } = deliveryLines(doc, language, mailConfigured())
  return (
    <div className={warning ? 'portal-language-warning' : 'portal-answer-delivery'} role={warning ? 'alert' : 'note'}>
      <strong>{texts[language].title}</strong>
      {lines.map((line, index) => (
        <p key={index}>{line}</p>
      ))}
    </div>
  )
}
