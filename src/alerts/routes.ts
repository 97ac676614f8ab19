/**
 * The POST and GET handlers of /{lang}/alertes/… (the app routes only name them). Every answer is
 * the alerts page rendered with its state, never cached (a link's token is personal); the client's
 * limit is counted before a body is read, and floods get small fixed pages.
 */
import { payloadClient } from '@/content/payload'
import { readBodyLimited, renderPageWithState } from '@/forms/state'
import { isLocale, pathFor, type Locale } from '@/i18n'
import { formRefusal } from '@/security/refusal'
import { attempt, clientAddress, minutesToWait } from '@/security/limits'

import { kannelSendConfigFromEnv } from './config'
import { smtpSend, smtpTransportFromEnv } from './mail'
import { kannelSend } from './sender'
import { alertsStatus, alertsStatusOf, confirmMailSubscription, confirmPage, confirmPhoneSubscription, renewByLink, renewPage, requestSubscription, retryAfterOf, unsubscribeByLink, unsubscribePage, type AlertsPageState } from './web'

type Params = { params: Promise<{ lang: string }> }
const MAX_BODY = 4_096
/** Posts per client address: subscribing, confirming and unsubscribing together. */
const PER_CLIENT = { points: 20, durationS: 600 }

let transport: ReturnType<typeof smtpTransportFromEnv> | undefined
const mailSend = () => {
  transport ??= smtpTransportFromEnv()
  return transport ? smtpSend(transport) : null
}
/** The code SMS goes out at once through Kannel's sendsms, without a delivery report (nothing is stored to report on). */
const smsSend = () => {
  const config = kannelSendConfigFromEnv()
  return config ? kannelSend({ ...config, dlrUrl: undefined }) : null
}

async function answer(request: Request, lang: Locale, work: () => Promise<AlertsPageState>): Promise<Response> {
  let state: AlertsPageState
  try {
    state = await work()
  } catch {
    state = { kind: 'unavailable', values: { email: '', regions: [] } }
  }
  const response = await renderPageWithState(request, pathFor(lang, 'alerts'), state, alertsStatusOf(state))
  // A ceiling (429) says when to come back.
  const retryAfter = retryAfterOf(state)
  if (retryAfter !== null) response.headers.set('Retry-After', String(retryAfter))
  return response
}

/** Checks common to every POST; the form's fields, or a refusal. */
async function readPost(request: Request, lang: Locale): Promise<URLSearchParams | Response> {
  const cheap = (kind: 'tooLarge' | 'mediaType' | 'tooMany', status: number, minutes?: number) => formRefusal(kind, status, lang, { backTo: pathFor(lang, 'alerts'), minutes })
  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
  if (type !== 'application/x-www-form-urlencoded' && type !== 'multipart/form-data') return cheap('mediaType', 415)
  const wait = await attempt('alerts', PER_CLIENT, clientAddress(request.headers))
  if (wait > 0) return cheap('tooMany', 429, minutesToWait(wait))
  const body = await readBodyLimited(request, MAX_BODY)
  if (body === null) return cheap('tooLarge', 413)
  // RFC 8058 asks mail clients for either form encoding; from multipart, only the one-click field matters.
  if (type === 'multipart/form-data') return new URLSearchParams(/name="List-Unsubscribe"\s+One-Click/.test(body) ? 'List-Unsubscribe=One-Click' : '')
  return new URLSearchParams(body)
}

const localeOf = async ({ params }: Params): Promise<Locale | null> => {
  const { lang } = await params
  return isLocale(lang) ? lang : null
}
const notFound = () => new Response('Not found', { status: 404 })
const tokenOf = (request: Request, form?: URLSearchParams) => (form?.get('t') || new URL(request.url).searchParams.get('t') || '').slice(0, 2_000)

export async function subscribePost(request: Request, context: Params): Promise<Response> {
  const lang = await localeOf(context)
  if (!lang) return notFound()
  const form = await readPost(request, lang)
  if (form instanceof Response) return form
  return answer(request, lang, async () => requestSubscription(await payloadClient(), lang, form, { mail: mailSend(), sms: smsSend(), client: clientAddress(request.headers) }))
}

/** The code received by SMS, typed in the form that carries the request (alerts by SMS from the web). */
export async function codePost(request: Request, context: Params): Promise<Response> {
  const lang = await localeOf(context)
  if (!lang) return notFound()
  const form = await readPost(request, lang)
  if (form instanceof Response) return form
  return answer(request, lang, async () => confirmPhoneSubscription(await payloadClient(), lang, form))
}

export async function confirmGet(request: Request, context: Params): Promise<Response> {
  const lang = await localeOf(context)
  if (!lang) return notFound()
  return answer(request, lang, async () => confirmPage(await payloadClient(), lang, tokenOf(request)))
}

export async function confirmPost(request: Request, context: Params): Promise<Response> {
  const lang = await localeOf(context)
  if (!lang) return notFound()
  const form = await readPost(request, lang)
  if (form instanceof Response) return form
  return answer(request, lang, async () => confirmMailSubscription(await payloadClient(), lang, tokenOf(request, form)))
}

export async function unsubscribeGet(request: Request, context: Params): Promise<Response> {
  const lang = await localeOf(context)
  if (!lang) return notFound()
  return answer(request, lang, async () => unsubscribePage(tokenOf(request)))
}

/** The page's button, and mail clients' one click (RFC 8058: a POST of `List-Unsubscribe=One-Click`). */
export async function unsubscribePost(request: Request, context: Params): Promise<Response> {
  const lang = await localeOf(context)
  if (!lang) return notFound()
  const form = await readPost(request, lang)
  if (form instanceof Response) return form
  if (form.get('List-Unsubscribe') === 'One-Click') {
    let state: AlertsPageState
    try {
      state = await unsubscribeByLink(await payloadClient(), tokenOf(request))
    } catch {
      return new Response('Unavailable', { status: 503, headers: { 'Cache-Control': 'no-store', 'Retry-After': '3600' } })
    }
    return new Response(state.kind === 'unsubscribed' ? 'Unsubscribed' : 'Bad link', { status: alertsStatus[state.kind], headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } })
  }
  return answer(request, lang, async () => unsubscribeByLink(await payloadClient(), tokenOf(request, form)))
}

export async function renewGet(request: Request, context: Params): Promise<Response> {
  const lang = await localeOf(context)
  if (!lang) return notFound()
  return answer(request, lang, async () => renewPage(tokenOf(request)))
}

export async function renewPost(request: Request, context: Params): Promise<Response> {
  const lang = await localeOf(context)
  if (!lang) return notFound()
  const form = await readPost(request, lang)
  if (form instanceof Response) return form
  return answer(request, lang, async () => renewByLink(await payloadClient(), tokenOf(request, form)))
}
