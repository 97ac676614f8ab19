/** Next.js's answer for a request, asked over loopback in this worker (src/server/render.ts, src/server/searchPage.ts). */
import http, { type IncomingMessage } from 'node:http'

import { FRONT_HEADER } from '@/http/headers'

/** The reader's headers a page may depend on. */
const FORWARDED = ['accept-language', 'cookie', 'user-agent', 'x-portal-client-address', 'x-portal-client-key', 'x-portal-https', 'host']

export type Fetched = { status: number; headers: http.IncomingHttpHeaders; body: Buffer }

/** Next.js's answer for the request, asked over loopback in this worker. */
export function fetchFromNext(
  request: IncomingMessage,
  port: number,
  secret: string,
  path = request.url ?? '/',
  options: { forward?: readonly string[]; headers?: Record<string, string> } = {},
): Promise<Fetched> {
  const headers: Record<string, string> = { ...options.headers, [FRONT_HEADER]: secret, 'accept-encoding': 'identity' }
  for (const name of options.forward ?? FORWARDED) {
    const value = request.headers[name]
    if (typeof value === 'string') headers[name] = value
  }
  return new Promise((resolve, reject) => {
    const internal = http.request({ host: '127.0.0.1', port, method: 'GET', path, headers, agent: false }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 500, headers: response.headers, body: Buffer.concat(chunks) }))
      response.on('error', reject)
    })
    internal.setTimeout(25_000, () => internal.destroy(new Error('page render timed out')))
    internal.on('error', reject)
    internal.end()
  })
}

