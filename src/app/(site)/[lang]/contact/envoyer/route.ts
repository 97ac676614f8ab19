import { payloadClient } from '@/content/payload'
import { MAX_BODY_BYTES } from '@/forms/contact/options'
import { submitContact, type ContactFormState, type ContactOutcome } from '@/forms/contact/submit'
import { emptyValues, valuesFrom } from '@/forms/contact/validate'
import { readBodyLimited, renderPageWithState } from '@/forms/state'
import { isLocale, pathFor } from '@/i18n'

const statusOf: Record<Exclude<ContactOutcome['kind'], 'created'> | 'tooLarge', number> = {
  invalid: 422,
  tooFast: 422,
  rateLimited: 429,
  unavailable: 503,
  tooLarge: 413,
}

/** POST /{lang}/contact/envoyer/: the contact form's target, with or without JavaScript. */
export async function POST(request: Request, { params }: { params: Promise<{ lang: string }> }): Promise<Response> {
  const { lang } = await params
  if (!isLocale(lang)) return new Response('Not found', { status: 404 })
  const formPath = pathFor(lang, 'contact')

  const type = request.headers.get('content-type') ?? ''
  const body = type.startsWith('application/x-www-form-urlencoded') ? await readBodyLimited(request, MAX_BODY_BYTES) : null
  if (body === null) {
    const state: ContactFormState = { kind: 'tooLarge', values: emptyValues() }
    return renderPageWithState(request, formPath, state, statusOf.tooLarge)
  }

  let outcome: ContactOutcome
  try {
    outcome = await submitContact(await payloadClient(), lang, new URLSearchParams(body), request.headers)
  } catch {
    // Payload itself could not start (database unreachable at boot).
    outcome = { kind: 'unavailable', values: valuesFrom(new URLSearchParams(body)) }
  }
  if (outcome.kind === 'created') {
    const target = new URL(`${formPath}confirmation/`, request.url)
    target.searchParams.set('ref', outcome.reference)
    if (outcome.mailed) target.searchParams.set('courriel', '1')
    return new Response(null, { status: 303, headers: { Location: target.pathname + target.search, 'Cache-Control': 'no-store' } })
  }
  const state: ContactFormState = { ...outcome }
  return renderPageWithState(request, formPath, state, statusOf[outcome.kind])
}
