/**
 * `npm run bench:neighbours [kind…]`: the noisy-neighbours figures alone, against a running
 * server (BENCH_URL, default http://127.0.0.1:3000), every kind by default.
 */
import { FLOOD_KINDS, floodAndRead, listenerPid, type FloodKind } from './neighbours'

const base = (process.env.BENCH_URL || 'http://127.0.0.1:3000').replace(/\/$/, '')
const kinds = (process.argv.slice(2).length ? process.argv.slice(2) : FLOOD_KINDS) as FloodKind[]
const seconds = Number(process.env.BENCH_FLOOD_SECONDS || 10)
const pid = listenerPid(Number(new URL(base).port || 80))
for (const kind of kinds) {
  const r = await floodAndRead(base, kind, { seconds, serverPid: pid })
  console.log(
    `${kind.padEnd(9)} reader median ${r.reader.medianMs} ms p99 ${r.reader.p99Ms} ms max ${r.reader.maxMs} ms (${r.reader.count} reads, ${r.reader.errors} errors) · flood ${r.flood.requests} requests ${JSON.stringify(r.flood.statuses)} errors ${r.flood.errors} · RSS ${r.rssBeforeMb} → peak ${r.rssPeakMb} MB (+${r.rssGrowthMb})`,
  )
  // Let the server settle between kinds.
  await new Promise((resolve) => setTimeout(resolve, 2000))
}
