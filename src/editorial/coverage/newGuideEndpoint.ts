import type { Endpoint, PayloadRequest } from 'payload'

import { hasRole } from '@/access/roles'
import { isLocale } from '@/i18n/locales'

const MAX_BODY = 4096
const MAX_TITLE = 120

/**
 * POST /api/coverage/new-guide (lang, title): « open a new guide » from a group of missed searches
 * on /admin/couverture. Creates a draft guide titled with the citizens' word in that language (a
 * draft: nothing is public, the editor writes the rest) and opens it in the editor (303). Editors
 * and administrators only; a form post.
 */
export async function openNewGuide(req: PayloadRequest, lang: unknown, title: unknown): Promise<{ ok: true; id: number } | { ok: false; status: number; reason: string }> {
  if (!hasRole(req.user, 'admin', 'editor')) return { ok: false, status: 403, reason: 'forbidden' }
  const text = typeof title === 'string' ? title.replace(/\s+/g, ' ').trim() : ''
  if (!isLocale(lang) || text.length < 2 || text.length > MAX_TITLE) return { ok: false, status: 400, reason: 'invalid' }
  const doc = await req.payload.create({
    collection: 'services',
    locale: lang,
    draft: true,
    data: { title: text.charAt(0).toLocaleUpperCase(lang) + text.slice(1), _status: 'draft' } as never,
    user: req.user,
    overrideAccess: false,
    req,
  })
  return { ok: true, id: Number(doc.id) }
}

export const newGuideEndpoint: Endpoint = {
  path: '/coverage/new-guide',
  method: 'post',
  handler: async (req) => {
    const body = (await req.text?.()) ?? ''
    if (body.length > MAX_BODY) return Response.json({ error: 'too large' }, { status: 413 })
    const fields = Object.fromEntries(new URLSearchParams(body))
    const result = await openNewGuide(req, fields.lang, fields.title).catch(() => ({ ok: false, status: 400, reason: 'invalid' }) as const)
    const location = result.ok
      ? `/admin/collections/services/${result.id}?locale=${fields.lang}`
      : `/admin/couverture?nouveau=${result.reason}`
    return new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } })
  },
}
