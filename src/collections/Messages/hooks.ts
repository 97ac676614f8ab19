import type { CollectionAfterChangeHook, CollectionBeforeChangeHook } from 'payload'

import { mailConfigured } from '@/forms/contact/mail'
import { messageMail } from '@/forms/contact/messageMail'
import type { MessageKind } from '@/forms/contact/options'
import { formatReference, nextSequence } from '@/forms/contact/reference'
import type { Message } from '@/payload-types'

const actor = (user: { email?: string | null } | null | undefined) => user?.email ?? 'citoyen'

/** New message: reference from the atomic yearly counter, status "received", first history line. */
export const assignReference: CollectionBeforeChangeHook<Message> = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const now = new Date()
  const year = now.getUTCFullYear()
  const sequence = await nextSequence(req.payload, year, req)
  return {
    ...data,
    reference: formatReference(data.kind as MessageKind, year, sequence),
    status: 'received',
    history: [{ at: now.toISOString(), by: 'citoyen', from: null, to: 'received' }],
  }
}

/** Status changes are recorded (who, when, from, to); notes are stamped with author and date. */
export const recordChanges: CollectionBeforeChangeHook<Message> = async ({ data, operation, originalDoc, req }) => {
  if (operation !== 'update' || !originalDoc) return data
  const now = new Date().toISOString()
  // The reference and the history are never taken from the request: only this hook extends them.
  const next = { ...data, reference: originalDoc.reference, history: originalDoc.history ?? [] }
  if (data.status && data.status !== originalDoc.status) {
    next.history = [...next.history, { at: now, by: actor(req.user), from: originalDoc.status, to: data.status }]
    if (data.status === 'closed') next.closedAt = now
  }
  if (data.internalNotes) {
    next.internalNotes = data.internalNotes.map((note) => (note.at ? note : { ...note, at: now, by: actor(req.user) }))
  }
  return next
}

/** A new answer is e-mailed to the citizen when mail is configured and an e-mail address was given. */
export const sendAnswer: CollectionAfterChangeHook<Message> = async ({ doc, previousDoc, operation, req, context }) => {
  if (operation !== 'update' || context.skipAnswerMail) return doc
  const answer = doc.answer?.trim()
  if (!answer || answer === previousDoc?.answer?.trim() || !doc.email || !mailConfigured()) return doc
  try {
    await req.payload.sendEmail(messageMail.answer(doc))
    await req.payload.update({
      collection: 'messages',
      id: doc.id,
      data: { answerSentAt: new Date().toISOString() },
      context: { skipAnswerMail: true },
      overrideAccess: true,
      req,
    })
  } catch {
    // The answer stays saved; staff see that answerSentAt is empty. No personal data is logged.
    req.payload.logger.warn({ msg: `answer mail not sent for message ${doc.reference}` })
  }
  return doc
}
