import { payloadClient } from '@/content/payload'
import { MAX_BODY_BYTES } from '@/forms/contact/options'
import { contactAllowed, submitContact, type ContactFormState, type ContactOutcome } from '@/forms/contact/submit'
import { valuesFrom } from '@/forms/contact/validate'
import { readBodyLimited, renderPageWithState } from '@/forms/state'
import { isLocale, pathFor } from '@/i18n'
import { formRefusal } from '@/security/refusal'

const statusOf: Record<Exclude<ContactOutcome['kind'], 'created'>, number> = {
  invalid: 422,
  tooFast: 422,
  expired: 422,
  unavailable: 503,
  // The token already carried another message: the new text is kept on the form, not added.
  alreadyReceived: 409,
}

/**
 * POST /{lang}/contact/envoyer/: the contact form's target, with or without JavaScript.
 * Order matters: the client's limit is counted before the body is read, and refusals that a
 * flood can cause (429, 413, 415) are small fixed pages, not a second render of the form.
 */
export async function POST(request: Request, { params }: { params: Promise<{ lang: string }> }): Promise<Response> {
  const { lang } = await params
  if (!isLocale(lang)) return new Response('Not found', { status: 404 })
  const formPath = pathFor(lang, 'contact')
  const cheap = (kind: 'tooLarge' | 'mediaType' | 'tooMany', status: number, extra: { minutes?: number; kept?: string } = {}) =>
    formRefusal(kind, status, lang, { backTo: formPath, ...extra })

  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
  if (type !== 'application/x-www-form-urlencoded') return cheap('mediaType', 415)

  const allowed = await contactAllowed(request.headers)
  const body = await readBodyLimited(request, MAX_BODY_BYTES)
  if (body === null) return cheap('tooLarge', 413)
  const form = new URLSearchParams(body)
  if (!allowed.ok) return cheap('tooMany', 429, { minutes: allowed.waitMinutes, kept: valuesFrom(form).message })

  let outcome: ContactOutcome
  try {
    outcome = await submitContact(await payloadClient(), lang, form)
  } catch {
    // Payload itself could not start (database unreachable at boot).
    outcome = { kind: 'unavailable', values: valuesFrom(form) }
  }
  if (outcome.kind === 'created') {
    const target = new URL(`${formPath}confirmation/`, 'http://portal.invalid')
    target.searchParams.set('ref', outcome.reference)
    if (outcome.mailed) target.searchParams.set('courriel', '1')
    // Stored, but no acknowledgement this time (a ceiling on citizen mail, or the mail server): said on the page.
    else if (outcome.ackWithheld) target.searchParams.set('courriel', '0')
    return new Response(null, { status: 303, headers: { Location: target.pathname + target.search, 'Cache-Control': 'no-store' } })
  }
  const state: ContactFormState = { ...outcome }
  return renderPageWithState(request, formPath, state, statusOf[outcome.kind])
}
