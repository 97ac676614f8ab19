import type { Payload } from 'payload'

import type { MessageStatus } from './options'
import { attempt, clientAddress, limits, minutesToWait } from '@/security/limits'
import { normalizeReference } from './reference'
import { clean, normalizeMalagasyMobile } from './validate'

export type TrackingValues = { reference: string; contact: string }
export type TrackingState =
  | { kind: 'invalid'; values: TrackingValues; errors: { reference?: 'referenceRequired'; contact?: 'contactRequired' } }
  | { kind: 'notFound'; values: TrackingValues }
  | { kind: 'found'; values: TrackingValues; reference: string; status: MessageStatus; createdAt: string; updatedAt: string; answer: string | null; answerSentAt: string | null; byPhone: boolean }
  | { kind: 'unavailable'; values: TrackingValues }

export const trackingStatus = { invalid: 422, notFound: 404, found: 200, unavailable: 503 } as const

/**
 * Counts one lookup against the client's limit (20 per 10 minutes), before anything else is done:
 * every post counts, valid or not, so that guessing and flooding both stop at the limit.
 */
export async function trackingAllowed(headers: Headers): Promise<{ ok: true } | { ok: false; waitMinutes: number }> {
  const wait = await attempt('tracking', limits.tracking(), clientAddress(headers))
  return wait > 0 ? { ok: false, waitMinutes: minutesToWait(wait) } : { ok: true }
}

/** The status of one message, only for whoever knows both its reference and the contact given with it. */
export async function trackMessage(payload: Payload, form: URLSearchParams): Promise<TrackingState> {
  const values = { reference: clean(form.get('reference') ?? '').slice(0, 40), contact: clean(form.get('contact') ?? '').slice(0, 254) }
  const reference = normalizeReference(values.reference)
  const contact = values.contact.trim()
  const errors: Extract<TrackingState, { kind: 'invalid' }>['errors'] = {}
  if (!reference) errors.reference = 'referenceRequired'
  if (!contact) errors.contact = 'contactRequired'
  if (errors.reference || errors.contact) return { kind: 'invalid', values, errors }

  const phone = normalizeMalagasyMobile(contact)
  try {
    const { docs } = await payload.find({
      collection: 'messages',
      where: { and: [{ reference: { equals: reference } }, { or: [{ email: { equals: contact.toLowerCase() } }, ...(phone ? [{ phone: { equals: phone } }] : [])] }] },
      limit: 1,
      depth: 0,
      overrideAccess: true,
      select: { reference: true, status: true, createdAt: true, updatedAt: true, answer: true, answerSentAt: true, contactMethod: true },
    })
    const doc = docs[0]
    if (!doc) return { kind: 'notFound', values }
    // The answer itself, to whoever proved the reference and the contact: it never depends on
    // whether the e-mail could be sent.
    return {
      kind: 'found',
      values,
      reference: doc.reference!,
      status: doc.status as MessageStatus,
      createdAt: doc.createdAt,
      updatedAt: doc.updatedAt,
      answer: doc.answer?.trim() || null,
      answerSentAt: doc.answerSentAt ?? null,
      byPhone: doc.contactMethod === 'phone',
    }
  } catch {
    return { kind: 'unavailable', values }
  }
}

/**
 * The status of one message asked by SMS: only when the sending number is the phone given with
 * the message (otherwise the same neutral answer as for an unknown reference).
 */
export async function trackByPhone(payload: Payload, reference: string, phone: string): Promise<{ kind: 'found'; reference: string; status: MessageStatus; updatedAt: string } | { kind: 'notFound' }> {
  const normalized = normalizeReference(reference)
  const number = normalizeMalagasyMobile(phone)
  if (!normalized || !number) return { kind: 'notFound' }
  const { docs } = await payload.find({
    collection: 'messages',
    where: { and: [{ reference: { equals: normalized } }, { phone: { equals: number } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    select: { reference: true, status: true, updatedAt: true },
  })
  const doc = docs[0]
  return doc ? { kind: 'found', reference: doc.reference!, status: doc.status as MessageStatus, updatedAt: doc.updatedAt } : { kind: 'notFound' }
}
