/**
 * The POST handlers of /{lang}/rappels/… (the app routes only name them): `envoyer/` (a calendar
 * file, or a code by SMS) and `code/` (the code typed). The client's budget is counted before a
 * body is read; every page answer is rendered with its state, never cached; the calendar file is
 * given back as an attachment, never stored, never cached.
 */
import { kannelSendConfigFromEnv } from '@/alerts/config'
import { kannelSend } from '@/alerts/sender'
import { payloadClient } from '@/content/payload'
import { readBodyLimited, renderPageWithState } from '@/forms/state'
import { isLocale, pathFor, type Locale } from '@/i18n'
import { formRefusal } from '@/security/refusal'
import { attempt, clientAddress, minutesToWait } from '@/security/limits'

import { calendarFor, confirmReminders, remindersRetryAfter, remindersStatusOf, requestReminders, type RemindersPageState } from './web'

type Params = { params: Promise<{ lang: string }> }
const MAX_BODY = 2_048
/** Posts per client address, the calendar, codes and confirmations together. */
const PER_CLIENT = { points: 20, durationS: 600 }

/** The code goes out at once through Kannel's sendsms, without a delivery report. */
const smsSend = () => {
  const config = kannelSendConfigFromEnv()
  return config ? kannelSend({ ...config, dlrUrl: undefined }) : null
}

async function answer(request: Request, lang: Locale, work: () => Promise<RemindersPageState>): Promise<Response> {
  let state: RemindersPageState
  try {
    state = await work()
  } catch {
    state = { kind: 'unavailable', values: { event: '', date: '', phone: '' } }
  }
  const response = await renderPageWithState(request, pathFor(lang, 'reminders'), state, remindersStatusOf(state))
  const retryAfter = remindersRetryAfter(state)
  if (retryAfter !== null) response.headers.set('Retry-After', String(retryAfter))
  return response
}

async function readPost(request: Request, lang: Locale): Promise<URLSearchParams | Response> {
  const cheap = (kind: 'tooLarge' | 'mediaType' | 'tooMany', status: number, minutes?: number) => formRefusal(kind, status, lang, { backTo: pathFor(lang, 'reminders'), minutes })
  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
  if (type !== 'application/x-www-form-urlencoded') return cheap('mediaType', 415)
  const wait = await attempt('reminders', PER_CLIENT, clientAddress(request.headers))
  if (wait > 0) return cheap('tooMany', 429, minutesToWait(wait))
  const body = await readBodyLimited(request, MAX_BODY)
  if (body === null) return cheap('tooLarge', 413)
  return new URLSearchParams(body)
}

const localeOf = async ({ params }: Params): Promise<Locale | null> => {
  const { lang } = await params
  return isLocale(lang) ? lang : null
}
const notFound = () => new Response('Not found', { status: 404 })

/** The form: `action=ics` gives the calendar file, anything else asks for a code by SMS. */
export async function remindersPost(request: Request, context: Params): Promise<Response> {
  const lang = await localeOf(context)
  if (!lang) return notFound()
  const form = await readPost(request, lang)
  if (form instanceof Response) return form
  if (form.get('action') === 'ics') {
    let outcome: Awaited<ReturnType<typeof calendarFor>>
    try {
      outcome = await calendarFor(await payloadClient(), lang, form)
    } catch {
      outcome = { kind: 'unavailable', values: { event: '', date: '', phone: '' } }
    }
    if (outcome.kind !== 'calendar') return answer(request, lang, async () => outcome as RemindersPageState)
    return new Response(outcome.file, { status: 200, headers: { 'Content-Type': 'text/calendar; charset=utf-8', 'Content-Disposition': `attachment; filename="${outcome.name}"`, 'Cache-Control': 'no-store' } })
  }
  return answer(request, lang, async () => requestReminders(await payloadClient(), lang, form, smsSend(), clientAddress(request.headers)))
}

export async function remindersCodePost(request: Request, context: Params): Promise<Response> {
  const lang = await localeOf(context)
  if (!lang) return notFound()
  const form = await readPost(request, lang)
  if (form instanceof Response) return form
  return answer(request, lang, async () => confirmReminders(await payloadClient(), lang, form))
}
