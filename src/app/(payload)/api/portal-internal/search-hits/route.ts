/**
 * POST /api/portal-internal/search-hits: the search pages and suggestions the front answered
 * from its cache in the last minute ([cache key, count] pairs, src/server/searchHits.ts), counted
 * for the editors' report like the ones rendered (issue 24). Only this process's portal server
 * reaches it (the path is refused from outside, and the request carries the internal secret).
 */
import { countedSearch, recordSearch } from '@/analytics/queryStats'
import { payloadClient } from '@/content/payload'
import { PURGE_SECRET_HEADER } from '@/http/headers'
import { processInternalSecret } from '@/http/instance'
import { searchSite, suggestions } from '@/search'

export const dynamic = 'force-dynamic'

const MAX_BODY = 1024 * 1024
const MAX_ENTRIES = 2000

export async function POST(request: Request): Promise<Response> {
  const secret = processInternalSecret()
  if (!secret || request.headers.get(PURGE_SECRET_HEADER) !== secret) return new Response(null, { status: 404 })
  const text = await request.text()
  if (text.length > MAX_BODY) return new Response(null, { status: 413 })
  let entries: unknown
  try {
    entries = JSON.parse(text)
  } catch {
    return new Response(null, { status: 400 })
  }
  if (!Array.isArray(entries)) return new Response(null, { status: 400 })
  const payload = await payloadClient()
  for (const entry of entries.slice(0, MAX_ENTRIES)) {
    if (!Array.isArray(entry) || typeof entry[0] !== 'string' || typeof entry[1] !== 'number') continue
    const counted = countedSearch(entry[0])
    if (!counted) continue
    const found = counted.channel === 'web' ? (await searchSite(payload, counted.lang, counted.query, { perPage: 1 })).total > 0 : (await suggestions(payload, counted.lang, counted.query, 1)).length > 0
    await recordSearch(payload, { ...counted, found }, entry[1]).catch(() => undefined)
  }
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } })
}
