import http from 'node:http'

export type RawResponse = { status: number; headers: http.IncomingHttpHeaders; body: string; ms: number }

const port = Number(process.env.E2E_PORT || 3210)

/**
 * One HTTP request as an untrusted client would send it: any method, any (even malformed)
 * target, any headers, from a chosen loopback address (127.0.0.2… are not the trusted proxy).
 */
export function raw(
  method: string,
  target: string,
  options: { headers?: Record<string, string>; body?: string | Buffer; from?: string; timeoutMs?: number; port?: number } = {},
): Promise<RawResponse> {
  const started = performance.now()
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port: options.port ?? port, method, path: target, headers: options.headers, localAddress: options.from, agent: false, timeout: options.timeoutMs ?? 30_000 },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString('utf8'), ms: performance.now() - started }))
        response.on('error', reject)
      },
    )
    request.on('timeout', () => request.destroy(new Error(`timeout after ${options.timeoutMs ?? 30_000} ms: ${method} ${target}`)))
    request.on('error', reject)
    if (options.body !== undefined) request.write(options.body)
    request.end()
  })
}

let next = 2
/** A loopback address no other spec uses: an untrusted client of its own. */
export function untrustedClient(): string {
  next = next >= 250 ? 2 : next + 1
  return `127.0.${Math.floor(Math.random() * 200) + 20}.${next}`
}
