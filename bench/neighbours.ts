/**
 * Noisy neighbours: 16 hostile clients, each from its own loopback address (127.0.1.x), flood
 * one kind of expensive request for a while; meanwhile another address reads a cached page, one
 * request at a time, and we record how long each read took. The flood runs in a worker thread
 * so that the reader's event loop is not the one busy with the flood's answers.
 *
 * Used by `npm run bench` (bench/run.ts) and by the e2e test tests/e2e/neighbours.spec.ts.
 */
import fs from 'node:fs'
import http from 'node:http'
import { execFileSync } from 'node:child_process'
import { Worker } from 'node:worker_threads'

export type FloodKind = 'api' | 'apiAllowed' | 'search' | 'unknown' | 'preview' | 'bust' | 'upload' | 'pageData' | 'openApi' | 'feed' | 'signIn'
export const FLOOD_KINDS: FloodKind[] = ['api', 'apiAllowed', 'search', 'unknown', 'preview', 'bust', 'upload', 'pageData', 'openApi', 'feed', 'signIn']

export type NeighboursResult = {
  kind: FloodKind
  seconds: number
  reader: { count: number; medianMs: number; p99Ms: number; maxMs: number; errors: number }
  flood: { requests: number; statuses: Record<string, number>; errors: number }
  rssBeforeMb: number | null
  rssPeakMb: number | null
  rssGrowthMb: number | null
}

const quantile = (sorted: number[], q: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! : NaN)
const round1 = (n: number) => Math.round(n * 10) / 10

/** Resident memory of a process and all its descendants (MB), from /proc; null when unknown. */
export function treeRssMb(pid: number | null): number | null {
  if (!pid) return null
  try {
    const parents = new Map<number, number>()
    for (const entry of fs.readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue
      try {
        const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8')
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
        parents.set(Number(entry), Number(fields[1]))
      } catch {
        // the process ended meanwhile
      }
    }
    const tree = new Set([pid])
    let grew = true
    while (grew) {
      grew = false
      for (const [child, parent] of parents) if (tree.has(parent) && !tree.has(child)) (tree.add(child), (grew = true))
    }
    let kb = 0
    for (const p of tree) {
      try {
        const status = fs.readFileSync(`/proc/${p}/status`, 'utf8')
        kb += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0)
      } catch {
        // ended
      }
    }
    return round1(kb / 1024)
  } catch {
    return null
  }
}

/** The process listening on a local TCP port (ss -ltnp), or null. */
export function listenerPid(port: number): number | null {
  try {
    const out = execFileSync('ss', ['-Hltnp', `sport = :${port}`], { encoding: 'utf8' })
    const match = /pid=(\d+)/.exec(out)
    return match ? Number(match[1]) : null
  } catch {
    return null
  }
}

function get(url: URL, localAddress: string, agent: http.Agent): Promise<{ status: number; ms: number }> {
  const started = performance.now()
  return new Promise((resolve) => {
    const request = http.get({ host: url.hostname, port: url.port, path: url.pathname + url.search, localAddress, agent, headers: { 'accept-encoding': 'br' }, timeout: 30_000 }, (response) => {
      response.resume()
      response.on('end', () => resolve({ status: response.statusCode ?? 0, ms: performance.now() - started }))
      response.on('error', () => resolve({ status: 0, ms: performance.now() - started }))
    })
    request.on('timeout', () => request.destroy())
    request.on('error', () => resolve({ status: 0, ms: performance.now() - started }))
  })
}

/**
 * Floods `kind` from 16 addresses for `seconds` while reading `readPath` (cached) from its own
 * address; the server's process tree RSS is sampled when `serverPid` is given.
 */
export async function floodAndRead(
  base: string,
  kind: FloodKind,
  options: { seconds?: number; clients?: number; perClient?: number; readPath?: string; serverPid?: number | null; readerAddress?: string; warmupSeconds?: number } = {},
): Promise<NeighboursResult> {
  const seconds = options.seconds ?? 10
  const url = new URL(options.readPath ?? '/fr/services/passeport/', base)
  const readerAddress = options.readerAddress ?? '127.0.0.2'
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
  // Warm the cache: the reader measures cached pages.
  for (let i = 0; i < 3; i++) await get(url, readerAddress, agent)
  // Optionally the same flood first, unmeasured, from other addresses: the workers' heaps grow to
  // what this kind of request needs once (V8 keeps it); what the measured flood adds on top is what
  // it costs (a leak keeps growing).
  if (options.warmupSeconds) {
    const warm = new Worker(new URL('./neighbours-flood.mjs', import.meta.url), {
      workerData: { base, kind, seconds: options.warmupSeconds, clients: options.clients ?? 16, perClient: options.perClient ?? 2, subnet: 200 + FLOOD_KINDS.indexOf(kind) },
    })
    await new Promise((resolve, reject) => {
      warm.once('message', resolve)
      warm.once('error', reject)
    })
    await warm.terminate()
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  const pid = options.serverPid ?? null
  const rssBeforeMb = treeRssMb(pid)
  let rssPeakMb = rssBeforeMb
  const sampler = setInterval(() => {
    const now = treeRssMb(pid)
    if (now !== null && (rssPeakMb === null || now > rssPeakMb)) rssPeakMb = now
  }, 250)

  const worker = new Worker(new URL('./neighbours-flood.mjs', import.meta.url), {
    workerData: { base, kind, seconds, clients: options.clients ?? 16, perClient: options.perClient ?? 2, subnet: 230 + FLOOD_KINDS.indexOf(kind) },
  })
  const flood = new Promise<NeighboursResult['flood']>((resolve, reject) => {
    worker.once('message', resolve)
    worker.once('error', reject)
  })
  // Let the flood start before reading.
  await new Promise((resolve) => setTimeout(resolve, 500))
  const times: number[] = []
  let errors = 0
  const until = performance.now() + (seconds - 1) * 1000
  while (performance.now() < until) {
    const { status, ms } = await get(url, readerAddress, agent)
    if (status !== 200) errors++
    times.push(ms)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  const floodResult = await flood
  clearInterval(sampler)
  agent.destroy()
  await worker.terminate()
  const sorted = [...times].sort((a, b) => a - b)
  return {
    kind,
    seconds,
    reader: { count: times.length, medianMs: round1(quantile(sorted, 0.5)), p99Ms: round1(quantile(sorted, 0.99)), maxMs: round1(sorted.at(-1) ?? NaN), errors },
    flood: floodResult,
    rssBeforeMb,
    rssPeakMb,
    rssGrowthMb: rssBeforeMb !== null && rssPeakMb !== null ? round1(rssPeakMb - rssBeforeMb) : null,
  }
}
