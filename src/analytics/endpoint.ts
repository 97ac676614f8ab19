import type { Endpoint } from 'payload'

import { isLocale } from '@/i18n/locales'
import { MAX_QUERY_LENGTH } from '@/search/engine'
import { attempt, clientAddress, limits } from '@/security/limits'

import { recordPageView } from './pageViews'
import { recordQuery } from './queryStats'

type From = { q: string; lang: 'fr' | 'mg' }

/** The search a reader came from, when well formed. */
function searchFrom(value: unknown): From | null | 'invalid' {
  if (value === undefined) return null
  const from = value as { q?: unknown; lang?: unknown }
  if (typeof from !== 'object' || from === null || typeof from.q !== 'string' || from.q.length > MAX_QUERY_LENGTH || !isLocale(from.lang)) return 'invalid'
  return { q: from.q, lang: from.lang }
}

/**
 * POST /api/page-view {"id": <guide id>, "from"?: {"q": <search query>, "lang": "fr"|"mg"}}: counts one anonymous view of
 * a published guide, and, when the reader came from the site's search results, that a guide was
 * opened after this query (the words only, as in src/analytics/queryStats.ts). Reads no cookie
 * and stores nothing about the reader. Always answers quickly: counting must never slow a page
 * down or show an error to a citizen.
 */
export const pageViewEndpoint: Endpoint = {
  path: '/page-view',
  method: 'post',
  handler: async (req) => {
    // Counted before the body is read: a flood from one address costs nothing but this count.
    if ((await attempt('page-view', limits.pageView(), clientAddress(req.headers))) > 0) return new Response(null, { status: 204 })
    let id: unknown
    let from: unknown
    try {
      const body = (await req.json?.()) as { id?: unknown; from?: unknown } | undefined
      id = body?.id
      from = body?.from
    } catch {
      return Response.json({ error: 'invalid JSON' }, { status: 400 })
    }
    if (typeof id !== 'number' || !Number.isInteger(id) || id < 1) return Response.json({ error: 'id must be a guide id' }, { status: 400 })
    const published = await req.payload
      .find({ collection: 'services', where: { id: { equals: id } }, limit: 1, depth: 0, overrideAccess: false, select: {} })
      .catch(() => null)
    if (!published || published.totalDocs === 0) return Response.json({ error: 'unknown guide' }, { status: 404 })
    const search = searchFrom(from)
    if (search === 'invalid') return Response.json({ error: 'from must be {"q": the search query (200 characters at most), "lang": "fr" or "mg"}' }, { status: 400 })
    await recordPageView(req.payload, id).catch(() => undefined)
    if (search?.q.trim()) await recordQuery(req.payload, { channel: 'web', lang: search.lang, kind: 'opened', term: search.q }).catch(() => undefined)
    return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } })
  },
}
