/**
 * POST /api/portal-internal/revalidate: Next.js's own page cache of this instance is dropped,
 * when another instance published (src/server/purge.ts). Only the portal server of this process
 * reaches it: the path is refused from outside (src/server/main.ts), and the request must carry
 * the process's random internal secret. The administrators' tracker identifiers are reloaded first.
 */
import { revalidatePath } from 'next/cache'

import { payloadClient } from '@/content/payload'
import { PURGE_SECRET_HEADER } from '@/http/headers'
import { processInternalSecret } from '@/http/instance'
import { loadTrackerOverrides } from '@/trackers/settings'

export const dynamic = 'force-dynamic'

export async function POST(request: Request): Promise<Response> {
  const secret = processInternalSecret()
  if (!secret || request.headers.get(PURGE_SECRET_HEADER) !== secret) return new Response(null, { status: 404 })
  // Settings another instance may have saved (tracker identifiers), before pages are rebuilt.
  await loadTrackerOverrides(await payloadClient())
  // The route group is part of the layout's identity (as in src/hooks/revalidateSite.ts).
  revalidatePath('/(site)/[lang]', 'layout')
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } })
}
