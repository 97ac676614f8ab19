/**
 * Throughput of a cached guide page against the ceiling of this machine: a plain Node `http`
 * server sending the very same brotli bytes, measured with wrk in the same run, interleaved
 * (portal, plain, portal, plain…), medians. Needs Debian's `wrk`.
 */
import { spawn, spawnSync } from 'node:child_process'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

export type Round = { rps: number; p99Ms: number; errors: number }

/** wrk in a child process, awaited without blocking this process (it serves the plain reference). */
export async function wrk(url: string, seconds: number, headers: string[] = []): Promise<Round> {
  const child = spawn('wrk', ['-t2', '-c50', `-d${seconds}s`, '--latency', '-H', 'Accept-Encoding: br', ...headers.flatMap((h) => ['-H', h]), url])
  let out = ''
  child.stdout.on('data', (chunk) => (out += chunk))
  await new Promise((resolve) => child.on('close', resolve))
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0)
  const p99 = /99%\s+([\d.]+)(us|ms|s)/.exec(out)
  const p99Ms = p99 ? Number(p99[1]) * (p99[2] === 'us' ? 0.001 : p99[2] === 's' ? 1000 : 1) : NaN
  const errors = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0) + Number(/Socket errors:.*?timeout (\d+)/.exec(out)?.[1] ?? 0)
  return { rps: Math.round(rps), p99Ms: Math.round(p99Ms * 10) / 10, errors }
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

export async function benchThroughput(base: string, pathname: string, seconds = Number(process.env.BENCH_WRK_SECONDS || 8), rounds = Number(process.env.BENCH_WRK_ROUNDS || 3)) {
  if (spawnSync('wrk', ['--version']).error) return null
  // fetch would decode the body: Node's http gives the raw brotli bytes.
  const raw = await new Promise<{ body: Buffer; type: string }>((resolve, reject) => {
    http.get(base + pathname, { headers: { 'accept-encoding': 'br' } }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => resolve({ body: Buffer.concat(chunks), type: String(res.headers['content-type']) }))
    }).on('error', reject)
  })
  const plain = http.createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': raw.type, 'Content-Encoding': 'br', 'Content-Length': raw.body.length, Vary: 'Accept-Encoding' })
    res.end(raw.body)
  })
  await new Promise<void>((resolve) => plain.listen(0, '127.0.0.1', resolve))
  const plainUrl = `http://127.0.0.1:${(plain.address() as AddressInfo).port}/`
  const portal: Round[] = []
  const reference: Round[] = []
  for (let i = 0; i < rounds; i++) {
    portal.push(await wrk(base + pathname, seconds))
    reference.push(await wrk(plainUrl, seconds))
  }
  plain.close()
  const summary = (list: Round[]) => ({ rps: median(list.map((r) => r.rps)), p99Ms: median(list.map((r) => r.p99Ms)), errors: list.reduce((n, r) => n + r.errors, 0) })
  const p = summary(portal)
  const r = summary(reference)
  return { seconds, rounds, bytes: raw.body.length, portal: p, plain: r, ratioPercent: Math.round((p.rps / r.rps) * 1000) / 10, rounds_: { portal, plain: reference } }
}
