/**
 * Throughput of a cached guide page against the ceiling of this machine: a plain Node `http`
 * server sending the very same brotli bytes, measured with wrk in the same run, interleaved
 * (portal, plain, portal, plain…), medians. Needs Debian's `wrk`.
 */
import { spawnSync } from 'node:child_process'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

type Round = { rps: number; p99Ms: number; errors: number }

function wrk(url: string, seconds: number): Round {
  const run = spawnSync('wrk', ['-t2', '-c50', `-d${seconds}s`, '--latency', '-H', 'Accept-Encoding: br', url], { encoding: 'utf8' })
  const out = run.stdout
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0)
  const p99 = /99%\s+([\d.]+)(us|ms|s)/.exec(out)
  const p99Ms = p99 ? Number(p99[1]) * (p99[2] === 'us' ? 0.001 : p99[2] === 's' ? 1000 : 1) : NaN
  const errors = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0) + Number(/Socket errors:.*?timeout (\d+)/.exec(out)?.[1] ?? 0)
  return { rps: Math.round(rps), p99Ms: Math.round(p99Ms * 10) / 10, errors }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

export async function benchThroughput(base: string, pathname: string, seconds = Number(process.env.BENCH_WRK_SECONDS || 8), rounds = Number(process.env.BENCH_WRK_ROUNDS || 3)) {
  if (spawnSync('wrk', ['--version']).error) return null
  const response = await fetch(base + pathname, { headers: { 'accept-encoding': 'br' } })
  // fetch decodes the body: ask Node's http for the raw bytes instead.
  const raw = await new Promise<{ body: Buffer; type: string }>((resolve, reject) => {
    http.get(base + pathname, { headers: { 'accept-encoding': 'br' } }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => resolve({ body: Buffer.concat(chunks), type: String(res.headers['content-type']) }))
    }).on('error', reject)
  })
  void response
  const plain = http.createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': raw.type, 'Content-Encoding': 'br', 'Content-Length': raw.body.length, Vary: 'Accept-Encoding' })
    res.end(raw.body)
  })
  await new Promise<void>((resolve) => plain.listen(0, '127.0.0.1', resolve))
  const plainUrl = `http://127.0.0.1:${(plain.address() as AddressInfo).port}/`
  const portal: Round[] = []
  const reference: Round[] = []
  for (let i = 0; i < rounds; i++) {
    portal.push(wrk(base + pathname, seconds))
    reference.push(wrk(plainUrl, seconds))
  }
  plain.close()
  const summary = (list: Round[]) => ({ rps: median(list.map((r) => r.rps)), p99Ms: median(list.map((r) => r.p99Ms)), errors: list.reduce((n, r) => n + r.errors, 0) })
  const p = summary(portal)
  const r = summary(reference)
  return { seconds, rounds, bytes: raw.body.length, portal: p, plain: r, ratioPercent: Math.round((p.rps / r.rps) * 1000) / 10, rounds_: { portal, plain: reference } }
}
