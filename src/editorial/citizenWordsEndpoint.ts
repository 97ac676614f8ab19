import type { Endpoint } from 'payload'

import { isLocale } from '@/i18n/locales'

import { addCitizenWords } from './citizenWords'

const MAX_BODY = 4096

/**
 * POST /api/citizen-words (target=services:12 | journeys:3, lang, term): the report's "add to a
 * guide" button (src/admin/QueryStatsView.tsx). A form post comes back to the report with the
 * outcome in its address (303); a JSON post gets JSON. Editors and administrators only.
 */
export const citizenWordsEndpoint: Endpoint = {
  path: '/citizen-words',
  method: 'post',
  handler: async (req) => {
    const form = (req.headers.get('content-type') ?? '').startsWith('application/x-www-form-urlencoded')
    const text = (await req.text?.()) ?? ''
    if (text.length > MAX_BODY) return Response.json({ error: 'too large' }, { status: 413 })
    let fields: Record<string, unknown>
    try {
      fields = form ? Object.fromEntries(new URLSearchParams(text)) : (JSON.parse(text || '{}') as Record<string, unknown>)
    } catch {
      return Response.json({ error: 'invalid JSON' }, { status: 400 })
    }
    const match = typeof fields.target === 'string' ? /^(services|journeys):(\d{1,9})$/.exec(fields.target) : null
    const lang = fields.lang
    const term = typeof fields.term === 'string' ? fields.term : ''
    const result =
      match && isLocale(lang)
        ? await addCitizenWords(req.payload, req, { collection: match[1] as 'services' | 'journeys', id: Number(match[2]) }, lang, term)
        : ({ ok: false, status: 400, reason: 'invalid' } as const)
    if (!form) return Response.json(result, { status: result.ok ? 200 : result.status })
    const back = new URLSearchParams({ ajout: result.ok ? result.state : result.reason, mot: term.slice(0, 60) })
    if (result.ok) back.set('page', result.title.slice(0, 120))
    // Back to the page the form was on: the questions report or the coverage map.
    const page = fields.back === '/admin/couverture' ? '/admin/couverture' : '/admin/questions'
    return new Response(null, { status: 303, headers: { Location: `${page}?${back.toString()}`, 'Cache-Control': 'no-store' } })
  },
}
