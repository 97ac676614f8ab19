/**
 * POST /api/portal-internal/revalidate: Next.js's own page cache of this instance is dropped,
 * when another instance published (src/server/purge.ts). Only the portal server of this process
 * reaches it: the path is refused from outside (src/server/main.ts), and the request must carry
 * the process's random internal secret.
 */
import { revalidatePath } from 'next/cache'

import { PURGE_SECRET_HEADER, processInternalSecret } from '@/server/internal'

export const dynamic = 'force-dynamic'

export function POST(request: Request): Response {
  const secret = processInternalSecret()
  if (!secret || request.headers.get(PURGE_SECRET_HEADER) !== secret) return new Response(null, { status: 404 })
  // The route group is part of the layout's identity (as in src/hooks/revalidateSite.ts).
  revalidatePath('/(site)/[lang]', 'layout')
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } })
}
