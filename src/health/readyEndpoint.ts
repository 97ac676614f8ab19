import type { Endpoint } from 'payload'

const DATABASE_TIMEOUT_MS = 2_000

/**
 * GET /api/readyz (served at /readyz by the front server): 200 when the database answers
 * within 2 s, else 503. For load balancers and supervisors; says nothing about the setup.
 */
export const readyEndpoint: Endpoint = {
  path: '/readyz',
  method: 'get',
  handler: async (req) => {
    const headers = { 'Cache-Control': 'no-store', 'Content-Type': 'text/plain; charset=utf-8' }
    let timer: ReturnType<typeof setTimeout> | undefined
    const timeout = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), DATABASE_TIMEOUT_MS)
    })
    const check = req.payload
      .count({ collection: 'regions', overrideAccess: true })
      .then(() => true)
      .catch(() => false)
    const ok = await Promise.race([check, timeout]).finally(() => clearTimeout(timer))
    return new Response(ok ? 'ready\n' : 'database unavailable\n', { status: ok ? 200 : 503, headers })
  },
}
