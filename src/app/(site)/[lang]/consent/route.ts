import { NextResponse, type NextRequest } from 'next/server'

import { choicesFrom, consentCategories, consentCookie, trackerCookiePrefixes } from '@/consent/categories'
import { isLocale } from '@/i18n'
import { CONSENT_MAX_AGE_S } from '@/runtime/constants'
import { safeBack } from '@/security/redirect'
import { CLIENT_HTTPS_HEADER } from '@/http/headers'

/**
 * The banner's form target when the page's script has not run yet: stores each choice
 * as its own cookie (`true`/`false`), expires the cookies of refused trackers, and sends
 * the reader back to the page they were on (same origin only).
 */
export async function POST(request: NextRequest, { params }: { params: Promise<{ lang: string }> }) {
  const { lang } = await params
  if (!isLocale(lang)) return new NextResponse(null, { status: 404 })
  const form = await request.formData().catch(() => new FormData())
  const choice = form.get('choice')
  const state = choicesFrom(typeof choice === 'string' ? choice : null, (c) => form.get(c) === 'true')

  const back = safeBack(request.headers.get('referer'), request.headers.get('host'), lang)
  const response = new NextResponse(null, { status: 303, headers: { Location: back, 'Cache-Control': 'private, no-store' } })
  const secure = request.headers.get(CLIENT_HTTPS_HEADER) === '1'
  for (const category of consentCategories) {
    response.headers.append('Set-Cookie', consentCookie(category, state[category], CONSENT_MAX_AGE_S, secure))
    if (state[category]) continue
    for (const name of request.cookies.getAll().map((c) => c.name)) {
      if (trackerCookiePrefixes[category].some((prefix) => name.startsWith(prefix))) response.headers.append('Set-Cookie', `${name}=; Path=/; Max-Age=0`)
    }
  }
  return response
}
