import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'

import { takeCitizenMail } from '@/security/citizenMail'
import { attempt, clientAddress, limits, minutesToWait } from '@/security/limits'
import { stripControlCharacters } from '@/security/text'

import { checkFillToken } from './fillTime'
import { mailConfigured } from './mail'
import { messageMail } from './messageMail'
import { minFillMs } from './options'
import { validateContact, valuesFrom, type ContactErrorKey, type ContactField, type ContactValues } from './validate'

/**
 * `mailed`: the acknowledgement went out. `ackWithheld`: an address was given and mail is on, but no
 * acknowledgement was sent (a ceiling on citizen mail, or the mail server refused): the message is
 * stored all the same, and the confirmation page says to keep the reference.
 */
export type ContactOutcome =
  | { kind: 'created'; reference: string; mailed: boolean; ackWithheld?: boolean }
  | { kind: 'invalid'; values: ContactValues; errors: Partial<Record<ContactField, ContactErrorKey>> }
  | { kind: 'tooFast'; values: ContactValues }
  | { kind: 'expired'; values: ContactValues }
  | { kind: 'unavailable'; values: ContactValues }
  | { kind: 'alreadyReceived'; reference: string; values: ContactValues }

/** What the contact page shows after a refused post (values kept, errors, notice). */
export type ContactFormState =
  | Exclude<ContactOutcome, { kind: 'created' }>
  | { kind: 'tooLarge'; values: ContactValues }

/**
 * Counts one post against the client's limit (CONTACT_RATE_LIMIT, default 10 per 10 minutes).
 * Called first, before the body is parsed, so that a flood costs nothing but this count.
 */
export async function contactAllowed(headers: Headers): Promise<{ ok: true } | { ok: false; waitMinutes: number }> {
  const wait = await attempt('contact', limits.contact(), clientAddress(headers))
  return wait > 0 ? { ok: false, waitMinutes: minutesToWait(wait) } : { ok: true }
}

/** The message already stored with this form token's key, if any (a replayed or retried post). */
async function storedWithKey(payload: Payload, key: string): Promise<{ reference: string; message: string } | null> {
  const { docs } = await payload.find({ collection: 'messages', where: { submissionKey: { equals: key } }, limit: 1, depth: 0, overrideAccess: true, select: { reference: true, message: true } })
  const doc = docs[0]
  return doc?.reference ? { reference: doc.reference, message: doc.message ?? '' } : null
}

/** Whether a post repeats the stored message (a double click, a retry) or says something else. */
export function sameText(stored: string, posted: string): boolean {
  const norm = (text: string) => stripControlCharacters(text).replace(/\s+/g, ' ').trim()
  return norm(stored) === norm(posted)
}

/**
 * A token that already carried a message: the same text is the same message (its reference);
 * another text is neither added silently nor dropped: the citizen is told, with the text kept.
 */
function replayOutcome(earlier: { reference: string; message: string }, values: ContactValues): ContactOutcome {
  return sameText(earlier.message, values.message) ? { kind: 'created', reference: earlier.reference, mailed: false } : { kind: 'alreadyReceived', reference: earlier.reference, values }
}

/**
 * The whole life of one submission, once `contactAllowed` let it through. A message is
 * acknowledged ("created") only once the database has committed it; any failure before that
 * keeps the citizen's text for another try and writes nothing. One form token stores at most
 * one message: posting the same text again answers with the same reference; another text is
 * kept on the form with a notice (`alreadyReceived`), to be sent as a message of its own.
 */
export async function submitContact(payload: Payload, lang: Locale, form: URLSearchParams): Promise<ContactOutcome> {
  const values = valuesFrom(form)
  // Robots: a hidden field humans leave empty, and a minimum time between display and post.
  if ((form.get('website') ?? '') !== '') return { kind: 'tooFast', values }
  const token = checkFillToken(form.get('started') ?? '', minFillMs())
  if (token.kind === 'forged' || token.kind === 'tooFast') return { kind: 'tooFast', values }
  if (token.kind === 'expired') return { kind: 'expired', values }

  try {
    const earlier = await storedWithKey(payload, token.key)
    if (earlier) return replayOutcome(earlier, values)

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
      data: { ...verdict.data, lang, status: 'received', submissionKey: token.key },
      overrideAccess: false,
      context: { contactForm: true },
      depth: 0,
    })
    // The message is stored: the acknowledgement is a courtesy, within the ceilings on citizen mail
    // (per mailbox and in all, src/security/citizenMail.ts), so that the form cannot flood a mailbox.
    let mailed = false
    if (doc.email && mailConfigured()) {
      const allowed = await takeCitizenMail('contact-ack', doc.email)
      if (allowed.ok) {
        try {
          await payload.sendEmail(messageMail.acknowledgement(doc))
          mailed = true
        } catch {
          await allowed.giveBack()
          payload.logger.warn({ msg: `acknowledgement mail not sent for ${doc.reference}` })
        }
      }
    }
    return { kind: 'created', reference: doc.reference!, mailed, ...(doc.email && mailConfigured() && !mailed ? { ackWithheld: true } : {}) }
  } catch (error) {
    // The same token posted twice at once: the unique key let one through, answer with its reference.
    const winner = await storedWithKey(payload, token.key).catch(() => null)
    if (winner) return replayOutcome(winner, values)
    // Never log the submitted values: only that storage failed.
    payload.logger.error({ msg: `contact message not stored: ${(error as Error).name}` })
    return { kind: 'unavailable', values }
  }
}
