import { payloadClient } from '@/content/payload'
import { trackingStatus, trackMessage, type TrackingState } from '@/forms/contact/tracking'
import { readBodyLimited, renderPageWithState } from '@/forms/state'
import { isLocale, pathFor } from '@/i18n'

/** POST /{lang}/contact/suivi/consulter/: looks up a request's status (never by GET: no personal data in URLs or logs). */
export async function POST(request: Request, { params }: { params: Promise<{ lang: string }> }): Promise<Response> {
  const { lang } = await params
  if (!isLocale(lang)) return new Response('Not found', { status: 404 })
  const body = (await readBodyLimited(request, 4096)) ?? ''
  const form = new URLSearchParams(body)
  let state: TrackingState
  try {
    state = await trackMessage(await payloadClient(), form, request.headers)
  } catch {
    state = { kind: 'unavailable', values: { reference: form.get('reference') ?? '', contact: form.get('contact') ?? '' } }
  }
  return renderPageWithState(request, `${pathFor(lang, 'contact')}suivi/`, state, trackingStatus[state.kind])
}
