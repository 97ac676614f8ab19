import { payloadClient } from '@/content/payload'
import { trackingAllowed, trackingStatus, trackMessage, type TrackingState } from '@/forms/contact/tracking'
import { readBodyLimited, renderPageWithState } from '@/forms/state'
import { isLocale, pathFor } from '@/i18n'
import { formRefusal } from '@/security/refusal'

/**
 * POST /{lang}/contact/suivi/consulter/: looks up a request's status (never by GET: no personal
 * data in URLs or logs). The client's limit is counted first; refusals a flood can cause are
 * small fixed pages.
 */
export async function POST(request: Request, { params }: { params: Promise<{ lang: string }> }): Promise<Response> {
  const { lang } = await params
  if (!isLocale(lang)) return new Response('Not found', { status: 404 })
  const trackPath = `${pathFor(lang, 'contact')}suivi/`
  const cheap = (kind: 'tooLarge' | 'mediaType' | 'tooMany', status: number, minutes?: number) => formRefusal(kind, status, lang, { backTo: trackPath, minutes })
  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
  if (type !== 'application/x-www-form-urlencoded') return cheap('mediaType', 415)
  const allowed = await trackingAllowed(request.headers)
  if (!allowed.ok) return cheap('tooMany', 429, allowed.waitMinutes)
  const body = await readBodyLimited(request, 4096)
  if (body === null) return cheap('tooLarge', 413)
  const form = new URLSearchParams(body)
  let state: TrackingState
  try {
    state = await trackMessage(await payloadClient(), form)
  } catch {
    state = { kind: 'unavailable', values: { reference: form.get('reference') ?? '', contact: form.get('contact') ?? '' } }
  }
  return renderPageWithState(request, trackPath, state, trackingStatus[state.kind])
}
