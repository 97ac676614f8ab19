import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'

import { elapsedSince } from './fillTime'
import { mailConfigured } from './mail'
import { messageMail } from './messageMail'
import { minFillMs } from './options'
import { clientAddress, sharedLimiter, type RateLimiter } from './rateLimit'
import { validateContact, valuesFrom, type ContactErrorKey, type ContactField, type ContactValues } from './validate'

export type ContactOutcome =
  | { kind: 'created'; reference: string; mailed: boolean }
  | { kind: 'invalid'; values: ContactValues; errors: Partial<Record<ContactField, ContactErrorKey>> }
  | { kind: 'tooFast'; values: ContactValues }
  | { kind: 'rateLimited'; values: ContactValues; waitMinutes: number }
  | { kind: 'unavailable'; values: ContactValues }

/** What the contact page shows after a refused post (values kept, errors, notice). */
export type ContactFormState =
  | Exclude<ContactOutcome, { kind: 'created' }>
  | { kind: 'tooLarge'; values: ContactValues }

/** "max/seconds", e.g. CONTACT_RATE_LIMIT=10/600 (default): 10 posts per address per 10 minutes. */
function limiter(): RateLimiter {
  const [max, seconds] = (process.env.CONTACT_RATE_LIMIT || '10/600').split('/').map(Number)
  return sharedLimiter('contact', max && max > 0 ? max : 10, (seconds && seconds > 0 ? seconds : 600) * 1000)
}

/**
 * The whole life of one submission. A message is acknowledged ("created") only
 * once the database has committed it; any failure before that keeps the citizen's
 * text for another try and writes nothing.
 */
export async function submitContact(payload: Payload, lang: Locale, form: URLSearchParams, headers: Headers): Promise<ContactOutcome> {
  const values = valuesFrom(form)
  // Robots: a hidden field humans leave empty, and a minimum time between display and post.
  const elapsed = elapsedSince(form.get('started') ?? '')
  if ((form.get('website') ?? '') !== '' || elapsed === null || elapsed < minFillMs()) return { kind: 'tooFast', values }

  const wait = limiter().attempt(clientAddress(headers))
  if (wait > 0) return { kind: 'rateLimited', values, waitMinutes: Math.max(1, Math.ceil(wait / 60_000)) }

  try {
    const [categories, regions] = await Promise.all([
      payload.find({ collection: 'categories', pagination: false, depth: 0, select: {}, overrideAccess: false }),
      payload.find({ collection: 'regions', pagination: false, depth: 0, select: {}, overrideAccess: false }),
    ])
    const verdict = validateContact(values, {
      categories: new Set(categories.docs.map((d) => d.id)),
      regions: new Set(regions.docs.map((d) => d.id)),
    })
    if (!verdict.ok) return { kind: 'invalid', values, errors: verdict.errors }

    const doc = await payload.create({
      collection: 'messages',
      data: { ...verdict.data, lang, status: 'received' },
      overrideAccess: false,
      context: { contactForm: true },
      depth: 0,
    })
    let mailed = false
    if (doc.email && mailConfigured()) {
      try {
        await payload.sendEmail(messageMail.acknowledgement(doc))
        mailed = true
      } catch {
        payload.logger.warn({ msg: `acknowledgement mail not sent for ${doc.reference}` })
      }
    }
    return { kind: 'created', reference: doc.reference!, mailed }
  } catch (error) {
    // Never log the submitted values: only that storage failed.
    payload.logger.error({ msg: `contact message not stored: ${(error as Error).name}` })
    return { kind: 'unavailable', values }
  }
}
