/**
 * The static mirror (issue 25): a build of the bench's site into a temporary folder, as the
 * portal's own job does it (through the front, two reads at a time), timed and sized; the
 * emergency notice set on every page of the copy, timed; and a cached page read during the build
 * against the same page read just before it (interleaved medians, the contention it causes).
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { MIRROR_HEADER } from '@/http/headers'
import { buildMirror, httpFetcher, mirrorBuildKey, setMirrorNotice, type Fetcher } from '@/ops/mirror'

export type MirrorBench = { reads: string; files: number; pages: number; bytes: number; onDiskBytes: number; buildMs: number; noticeMs: number; reader: { idleMedianMs: number; duringMedianMs: number; ratio: number; reads: number } }

function sizeOf(dir: string): number {
  let total = 0
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) total += sizeOf(full)
    else if (entry.isFile()) total += fs.statSync(full).size
  }
  return total
}

/**
 * How the build reads the bench's server: with the mirror key, exactly as the portal's own job
 * (the server's PAYLOAD_SECRET: BENCH_PAYLOAD_SECRET, or the one `npm start` keeps in
 * data/.payload-secret). Without it, as many citizens (X-Forwarded-For, which counts only when
 * the server trusts this address: TRUST_PROXY=loopback), or one client's budget refuses the build.
 */
function benchFetcher(base: string): { fetcher: Fetcher; how: string } {
  const stored = path.join(process.cwd(), 'data', '.payload-secret')
  const secret = process.env.BENCH_PAYLOAD_SECRET || (fs.existsSync(stored) ? fs.readFileSync(stored, 'utf8').trim() : '')
  if (secret) return { fetcher: httpFetcher(new URL(base), { [MIRROR_HEADER]: mirrorBuildKey(secret) }), how: 'with the mirror key' }
  let n = 0
  return {
    fetcher: httpFetcher(new URL(base), () => ({ 'x-forwarded-for': `198.18.${(n >> 8) & 255}.${n++ & 255}` })),
    how: 'as many citizens (X-Forwarded-For: start the server with TRUST_PROXY=loopback)',
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted.length ? Math.round(sorted[Math.floor(sorted.length / 2)]! * 100) / 100 : 0
}

async function readOnce(url: string): Promise<number> {
  const started = performance.now()
  const response = await fetch(url, { headers: { 'accept-encoding': 'gzip' } })
  await response.arrayBuffer()
  return performance.now() - started
}

export async function benchMirror(base: string): Promise<MirrorBench> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-mirror-'))
  const page = `${base}/fr/services/passeport/`
  try {
    await readOnce(page)
    const idle: number[] = []
    for (let i = 0; i < 40; i++) idle.push(await readOnce(page))
    const { fetcher, how } = benchFetcher(base)
    const during: number[] = []
    let building = true
    const reader = (async () => {
      while (building) {
        during.push(await readOnce(page))
        await new Promise((resolve) => setTimeout(resolve, 5))
      }
    })()
    const result = await buildMirror({ dir: work, origin: new URL(base).origin, fetcher })
    building = false
    await reader
    const started = performance.now()
    setMirrorNotice(work, { severity: 'critical', fr: { title: 'Cyclone : alerte rouge', message: 'Restez à l’abri.' }, mg: { title: 'Rivodoza: loko mena', message: 'Mialokaloka.' } })
    const noticeMs = Math.round(performance.now() - started)
    const idleMedianMs = median(idle)
    const duringMedianMs = median(during)
    return {
      reads: how,
      files: Object.keys(result.manifest.files).length,
      pages: result.manifest.pages,
      bytes: result.manifest.bytes,
      onDiskBytes: sizeOf(result.root),
      buildMs: result.ms,
      noticeMs,
      reader: { idleMedianMs, duringMedianMs, ratio: idleMedianMs ? Math.round((duringMedianMs / idleMedianMs) * 100) / 100 : 0, reads: during.length },
    }
  } finally {
    fs.rmSync(work, { recursive: true, force: true })
  }
}
