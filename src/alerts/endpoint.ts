import type { Endpoint } from 'payload'

import { sendNoticeAlert, type SendOutcome } from './send'

const MAX_BODY = 4096

/**
 * POST /api/alert-send (not under /api/alerts/: that address belongs to the collection) (regions=<key>… or all,
 * channels=sms|email…, expected=<total shown>): the « Envoyer » button of
 * /admin/alertes. A form post comes back to that page with the outcome in its address (303); a
 * JSON post gets JSON. Administrators only.
 */
export const alertSendEndpoint: Endpoint = {
  path: '/alert-send',
  method: 'post',
  handler: async (req) => {
    const form = (req.headers.get('content-type') ?? '').startsWith('application/x-www-form-urlencoded')
    const text = (await req.text?.()) ?? ''
    if (text.length > MAX_BODY) return Response.json({ error: 'too large' }, { status: 413 })
    let regions: string[] = []
    let channels: string[] = []
    let expected = Number.NaN
    try {
      if (form) {
        const params = new URLSearchParams(text)
        regions = params.getAll('regions')
        channels = params.getAll('channels')
        expected = Number(params.get('expected'))
      } else {
        const body = JSON.parse(text || '{}') as { regions?: unknown; expected?: unknown; channels?: unknown }
        const strings = (value: unknown) => (Array.isArray(value) ? value.filter((r): r is string => typeof r === 'string') : [])
        regions = strings(body.regions)
        channels = strings(body.channels)
        expected = Number(body.expected)
      }
    } catch {
      return Response.json({ error: 'invalid JSON' }, { status: 400 })
    }
    regions = regions.map((r) => r.slice(0, 40)).slice(0, 30)
    const result: SendOutcome = Number.isInteger(expected) && expected >= 0 ? await sendNoticeAlert(req, { regions, expected, channels: channels.slice(0, 2) }) : { ok: false, status: 400, reason: 'noRegion' }
    if (!form) return Response.json(result, { status: result.ok ? 200 : result.status })
    const back = new URLSearchParams(result.ok ? { envoi: 'ok', alerte: String(result.alertId), nombre: String(result.queued) } : { envoi: result.reason, ...(result.count !== undefined ? { nombre: String(result.count) } : {}) })
    if (!result.ok) for (const region of regions) back.append('regions', region)
    return new Response(null, { status: 303, headers: { Location: `/admin/alertes?${back.toString()}`, 'Cache-Control': 'no-store' } })
  },
}
