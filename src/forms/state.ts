/**
 * Short-lived, in-process hand-over of a form's state (values typed, errors) from
 * the POST handler to the page render that displays it. Nothing is persisted or
 * logged; an entry is read once and expires after a minute.
 */
import { randomBytes } from 'node:crypto'

import { decodeFrame } from '@/http/frame'
import { FRONT_HEADER, RENDER_HEADER } from '@/http/headers'
import { processInternalSecret } from '@/http/instance'

type Entry = { state: unknown; expires: number }
const KEY = Symbol.for('services-publics-mg.form-state')
const TTL_MS = 60_000

function store(): Map<string, Entry> {
  const holder = globalThis as unknown as Record<symbol, Map<string, Entry> | undefined>
  holder[KEY] ??= new Map()
  return holder[KEY]
}

export function putFormState(state: unknown): string {
  const now = Date.now()
  for (const [token, entry] of store()) if (entry.expires < now) store().delete(token)
  const token = randomBytes(18).toString('base64url')
  store().set(token, { state, expires: now + TTL_MS })
  return token
}

export function takeFormState<T>(token: string | undefined | null): T | null {
  if (!token) return null
  const entry = store().get(token)
  store().delete(token)
  return entry && entry.expires >= Date.now() ? (entry.state as T) : null
}

/**
 * Answers a POST with the page at `path` rendered for `state`, with the given HTTP status
 * (422, 429, 503…): the page is rendered by this same worker, so the state never leaves it.
 */
export async function renderPageWithState(request: Request, path: string, state: unknown, status: number): Promise<Response> {
  const token = putFormState(state)
  // This worker's own port and the front's secret (src/server/worker.ts): the state never leaves it.
  const port = process.env.PORTAL_WORKER_PORT || process.env.PORT || new URL(request.url).port || '3000'
  const secret = processInternalSecret()
  if (!secret) {
    // `next dev` without the front: the page as Next.js renders it.
    const response = await fetch(`http://127.0.0.1:${port}${path}?etat=${token}`, { cache: 'no-store' })
    return new Response(await response.text(), { status, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'private, no-store' } })
  }
  // The finished document, as the front would send it (no framework runtime, its own policy).
  const response = await fetch(`http://127.0.0.1:${port}${path}?etat=${token}`, {
    cache: 'no-store',
    headers: { [FRONT_HEADER]: secret, [RENDER_HEADER]: 'once', 'accept-encoding': 'identity', 'accept-language': request.headers.get('accept-language') ?? '' },
  })
  const frame = decodeFrame(Buffer.from(await response.arrayBuffer()))
  const policy = frame.meta.headers['content-security-policy']
  return new Response(new Uint8Array(frame.bodies.identity), {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'private, no-store', ...(typeof policy === 'string' ? { 'Content-Security-Policy': policy } : {}) },
  })
}

/** Reads a request body up to `limit` bytes; null when larger. */
export async function readBodyLimited(request: Request, limit: number): Promise<string | null> {
  const declared = Number(request.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > limit) return null
  if (!request.body) return ''
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel()
      return null
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks).toString('utf8')
}
