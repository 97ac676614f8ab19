import type { Endpoint } from 'payload'

import { attempt, clientAddress, limits } from '@/security/limits'

import { recordPageView } from './pageViews'

/**
 * POST /api/page-view {"id": <guide id>}: counts one anonymous view of a published guide.
 * Reads no cookie and stores nothing about the reader. Always answers quickly: counting
 * must never slow a page down or show an error to a citizen.
 */
export const pageViewEndpoint: Endpoint = {
  path: '/page-view',
  method: 'post',
  handler: async (req) => {
    // Counted before the body is read: a flood from one address costs nothing but this count.
    if ((await attempt('page-view', limits.pageView(), clientAddress(req.headers))) > 0) return new Response(null, { status: 204 })
    let id: unknown
    try {
      id = ((await req.json?.()) as { id?: unknown } | undefined)?.id
    } catch {
      return Response.json({ error: 'invalid JSON' }, { status: 400 })
    }
    if (typeof id !== 'number' || !Number.isInteger(id) || id < 1) return Response.json({ error: 'id must be a guide id' }, { status: 400 })
    const published = await req.payload
      .find({ collection: 'services', where: { id: { equals: id } }, limit: 1, depth: 0, overrideAccess: false, select: {} })
      .catch(() => null)
    if (!published || published.totalDocs === 0) return Response.json({ error: 'unknown guide' }, { status: 404 })
    await recordPageView(req.payload, id).catch(() => undefined)
    return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } })
  },
}
