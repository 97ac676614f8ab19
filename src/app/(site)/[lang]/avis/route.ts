/**
 * POST /{lang}/avis/: "Cette page vous a-t-elle été utile ?" (a plain form, no JavaScript, no
 * cookie). Counted per client address before the body is read; answers 303 to the thanks page.
 */
import { payloadClient } from '@/content/payload'
import { FEEDBACK_BODY_MAX, feedbackAllowed, parseFeedback, submitFeedback } from '@/forms/feedback/submit'
import { readBodyLimited } from '@/forms/state'
import { isLocale, pathFor } from '@/i18n'
import { formRefusal } from '@/security/refusal'

export async function POST(request: Request, { params }: { params: Promise<{ lang: string }> }): Promise<Response> {
  const { lang } = await params
  if (!isLocale(lang)) return new Response('Not found', { status: 404 })
  const back = pathFor(lang, 'services')
  const refuse = (kind: 'tooLarge' | 'mediaType' | 'tooMany' | 'badRequest', status: number, minutes?: number) => formRefusal(kind, status, lang, { backTo: back, minutes })
  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
  if (type !== 'application/x-www-form-urlencoded') return refuse('mediaType', 415)
  const allowed = await feedbackAllowed(request.headers)
  const body = await readBodyLimited(request, FEEDBACK_BODY_MAX)
  if (body === null) return refuse('tooLarge', 413)
  if (!allowed.ok) return refuse('tooMany', 429, allowed.waitMinutes)
  const input = parseFeedback(new URLSearchParams(body))
  if (!input) return refuse('badRequest', 400)
  let stored: { slug: string } | null
  try {
    stored = await submitFeedback(await payloadClient(), lang, input)
  } catch {
    return formRefusal('unavailable', 503, lang)
  }
  if (!stored) return refuse('badRequest', 400)
  const target = new URL(`/${lang}/avis/merci/`, 'http://portal.invalid')
  target.searchParams.set('page', stored.slug)
  if (!input.helpful) target.searchParams.set('reponse', 'non')
  return new Response(null, { status: 303, headers: { Location: target.pathname + target.search, 'Cache-Control': 'no-store' } })
}
