/**
 * "Cette page vous a-t-elle été utile ?": yes or no on a guide, with an optional short comment.
 * No account, no cookie, no personal data asked; limited per client address like the other
 * forms; the guide must be published in the page's language.
 */
import type { Payload } from 'payload'

import type { Locale } from '@/i18n'
import { attempt, clientAddress, minutesToWait } from '@/security/limits'
import { stripControlCharacters } from '@/security/text'

import { FEEDBACK_COMMENT_MAX } from './options'

export { FEEDBACK_BODY_MAX, FEEDBACK_COMMENT_MAX } from './options'

export const feedbackLimit = () => ({ points: 20, durationS: 600 })

export type FeedbackInput = { service: number; helpful: boolean; comment: string | null }

/** The form's fields, checked; null when anything is not what the form sends. */
export function parseFeedback(form: URLSearchParams): FeedbackInput | null {
  const service = Number(form.get('service'))
  const answer = form.get('utile')
  if (!Number.isInteger(service) || service <= 0 || (answer !== 'oui' && answer !== 'non')) return null
  const comment = stripControlCharacters(form.get('comment') ?? '').trim()
  if (comment.length > FEEDBACK_COMMENT_MAX) return null
  return { service, helpful: answer === 'oui', comment: comment || null }
}

export async function feedbackAllowed(headers: Headers): Promise<{ ok: true } | { ok: false; waitMinutes: number }> {
  const wait = await attempt('feedback', feedbackLimit(), clientAddress(headers))
  return wait > 0 ? { ok: false, waitMinutes: minutesToWait(wait) } : { ok: true }
}

/** Stores the answer; the guide's slug in this language (for the thanks page), or null when it is not a published guide. */
export async function submitFeedback(payload: Payload, lang: Locale, input: FeedbackInput): Promise<{ slug: string; title: string } | null> {
  const guide = await payload
    .findByID({ collection: 'services', id: input.service, locale: lang, fallbackLocale: false, draft: false, depth: 0, overrideAccess: false, select: { slug: true, title: true } })
    .catch(() => null)
  if (!guide?.slug || !guide.title) return null
  await payload.create({
    collection: 'page-feedback',
    data: { service: input.service, guideTitle: guide.title, lang, helpful: input.helpful, comment: input.comment },
    overrideAccess: false,
    context: { feedbackForm: true },
  })
  return { slug: guide.slug, title: guide.title }
}
