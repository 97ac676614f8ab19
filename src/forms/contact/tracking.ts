import type { Payload } from 'payload'

import type { MessageStatus } from './options'
import { clientAddress, sharedLimiter } from './rateLimit'
import { normalizeReference } from './reference'
import { normalizeMalagasyMobile } from './validate'

export type TrackingValues = { reference: string; contact: string }
export type TrackingState =
  | { kind: 'invalid'; values: TrackingValues; errors: { reference?: 'referenceRequired'; contact?: 'contactRequired' } }
  | { kind: 'notFound'; values: TrackingValues }
  | { kind: 'found'; values: TrackingValues; reference: string; status: MessageStatus; createdAt: string; updatedAt: string }
  | { kind: 'rateLimited'; values: TrackingValues; waitMinutes: number }
  | { kind: 'unavailable'; values: TrackingValues }

export const trackingStatus = { invalid: 422, notFound: 404, found: 200, rateLimited: 429, unavailable: 503 } as const

// Lookups are cheap for a citizen and guessing needs many: 20 per address per 10 minutes.
const limiter = () => sharedLimiter('tracking', 20, 10 * 60 * 1000)

/** The status of one message, only for whoever knows both its reference and the contact given with it. */
export async function trackMessage(payload: Payload, form: URLSearchParams, headers: Headers): Promise<TrackingState> {
  const values = { reference: (form.get('reference') ?? '').slice(0, 40), contact: (form.get('contact') ?? '').slice(0, 254) }
  const reference = normalizeReference(values.reference)
  const contact = values.contact.trim()
  const errors: Extract<TrackingState, { kind: 'invalid' }>['errors'] = {}
  if (!reference) errors.reference = 'referenceRequired'
  if (!contact) errors.contact = 'contactRequired'
  if (errors.reference || errors.contact) return { kind: 'invalid', values, errors }

  const wait = limiter().attempt(clientAddress(headers))
  if (wait > 0) return { kind: 'rateLimited', values, waitMinutes: Math.max(1, Math.ceil(wait / 60_000)) }

  const phone = normalizeMalagasyMobile(contact)
  try {
    const { docs } = await payload.find({
      collection: 'messages',
      where: { and: [{ reference: { equals: reference } }, { or: [{ email: { equals: contact.toLowerCase() } }, ...(phone ? [{ phone: { equals: phone } }] : [])] }] },
      limit: 1,
      depth: 0,
      overrideAccess: true,
      select: { reference: true, status: true, createdAt: true, updatedAt: true },
    })
    const doc = docs[0]
    if (!doc) return { kind: 'notFound', values }
    return { kind: 'found', values, reference: doc.reference!, status: doc.status as MessageStatus, createdAt: doc.createdAt, updatedAt: doc.updatedAt }
  } catch {
    return { kind: 'unavailable', values }
  }
}
