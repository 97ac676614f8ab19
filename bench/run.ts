/**
 * `npm run bench`: performance figures against a running production server
 * (BENCH_URL, default http://127.0.0.1:3000). It builds and starts nothing itself.
 * Build right before (`npm run build`): the page cache in the build directory keeps the pages
 * rendered by earlier runs (an e2e run on its own database leaves pages with its test content,
 * measured 0.8 KB heavier) until the next publication.
 * Writes bench/results/bench-<timestamp>.json and bench/results/latest.json.
 */
import fs from 'node:fs'
import path from 'node:path'

import { launch, measureFirstVisit, profile2g, type PageRun } from './pages'
import { benchAdminFirstLoad } from './admin'
import { runBackupBenches } from './backups'
import { benchMirror } from './mirror'
import { benchContact } from './contact'
import { benchInProcess, benchSearchPage, benchUniqueQueries } from './search'
import { benchSearchEval } from './searchEval'
import { benchLighthouse } from './lighthouse'
import { benchThroughput } from './throughput'
import { measureVisits, type Visits } from './visits'
import { FLOOD_KINDS, floodAndRead, listenerPid, type NeighboursResult } from './neighbours'
import { slowBodiesAndServe, type SlowBodiesResult } from './slowBodies'
import { benchObservatory, observatoryRoutes } from './observatory'
import { benchSms } from './sms'

const base = (process.env.BENCH_URL || 'http://127.0.0.1:3000').replace(/\/$/, '')
const runs = Number(process.env.BENCH_RUNS || 3)
const pages = {
  'home (fr)': '/fr/',
  'service (fr)': '/fr/services/passeport/',
  'home (mg)': '/mg/',
  'service (mg)': '/mg/services/pasipaoro/',
  // The largest theme's list of guides (issue 41: three times as many guides).
  'theme (fr)': '/fr/services/etat-civil/',
  'theme (mg)': '/mg/services/sora-piankohonana/',
  // A question flow (issue 27): its first question, and a result with every part.
  'flow question (fr)': '/fr/demarches/passeport/',
  'flow result (mg)': '/mg/demarches/pasipaoro/premier/adulte-antananarivo/',
}
// ../shared/ARCHITECTURE.md
const budgets = { firstRenderBytes: 14 * 1024, totalBytes: 40 * 1024, scriptBytes: 10 * 1024, inlineScript: 2048, longTasksMs: 50, lcpRatio: 1.15, swBackgroundBytes: 30 * 1024 }

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]!
}

const check = await fetch(`${base}/fr/`).catch(() => null)
if (!check?.ok) {
  console.error(`bench: no server answering at ${base}/fr/ — start one with \`npm start\` (or set BENCH_URL).`)
  process.exit(1)
}

const browser = await launch()
const results: Record<string, { median: PageRun; runs: PageRun[]; withoutScripts: { lcpMs: number; interceptedLcpMs: number; runs: PageRun[] }; lcpRatio: number }> = {}
// BENCH_PAGES=name,name… measures only those pages, more runs with BENCH_RUNS, and stops there (no report written).
const only = process.env.BENCH_PAGES?.split(',').map((n) => n.trim())
for (const [name, pathname] of Object.entries(pages).filter(([n]) => !only || only.includes(n))) {
  await fetch(base + pathname) // warm the server's page cache: measure the network, not the first render
  // Interleaved: the page as served; then, both through the same interception, the page as is
  // and the page with its scripts removed (the LCP reference of ARCHITECTURE.md).
  const all: PageRun[] = []
  const intercepted: PageRun[] = []
  const bare: PageRun[] = []
  for (let i = 0; i < runs; i++) {
    all.push(await measureFirstVisit(browser, base + pathname))
    intercepted.push(await measureFirstVisit(browser, base + pathname, { intercept: 'as-is' }))
    bare.push(await measureFirstVisit(browser, base + pathname, { intercept: 'without-scripts' }))
  }
  const pick = (f: (r: PageRun) => number) => median(all.map(f))
  const bytes = Object.fromEntries(Object.keys(all[0]!.bytes).map((k) => [k, pick((r) => r.bytes[k as keyof PageRun['bytes']])])) as PageRun['bytes']
  const m: PageRun = { bytes, requests: pick((r) => r.requests), lcpMs: pick((r) => r.lcpMs), inlineScript: pick((r) => r.inlineScript), longTasksMs: pick((r) => r.longTasksMs), documentRequests: pick((r) => r.documentRequests) }
  const bareLcp = median(bare.map((r) => r.lcpMs))
  const interceptedLcp = median(intercepted.map((r) => r.lcpMs))
  results[name] = { median: m, runs: all, withoutScripts: { lcpMs: bareLcp, interceptedLcpMs: interceptedLcp, runs: bare }, lcpRatio: Math.round((interceptedLcp / bareLcp) * 100) / 100 }
  console.log(
    `${name.padEnd(14)} total ${kb(bytes.total)} (html ${kb(bytes.html)}, css ${kb(bytes.css)}, js ${kb(bytes.js)}, fonts ${kb(bytes.font)}, images ${kb(bytes.image)}) · first render ${kb(bytes.firstRender)} · inline script ${m.inlineScript} chars · long tasks ${m.longTasksMs} ms · document requests ${m.documentRequests} · LCP 2G ${m.lcpMs} ms · intercepted: ${interceptedLcp} ms vs ${bareLcp} ms without scripts (×${results[name].lcpRatio})`,
  )
}

if (only) {
  await browser.close()
  process.exit(0)
}

// Data-saver first visit, and first/repeat/offline visits with the service worker.
const dataSaver: Record<string, { median: PageRun; runs: PageRun[] }> = {}
const visits: Record<string, Visits> = {}
for (const [name, pathname] of Object.entries({ 'service (fr)': pages['service (fr)'], 'home (mg)': pages['home (mg)'] })) {
  const all: PageRun[] = []
  for (let i = 0; i < runs; i++) all.push(await measureFirstVisit(browser, base + pathname, { dataSaver: true }))
  const sorted = [...all].sort((a, b) => a.bytes.total - b.bytes.total)
  dataSaver[name] = { median: sorted[Math.floor(sorted.length / 2)]!, runs: all }
  const m = dataSaver[name].median
  console.log(`data saver ${name.padEnd(14)} first visit total ${kb(m.bytes.total)} (fonts ${kb(m.bytes.font)}, js ${kb(m.bytes.js)}) · LCP 2G ${m.lcpMs} ms`)
  const v = await measureVisits(browser, base + pathname)
  visits[name] = v
  console.log(
    `service worker ${name.padEnd(14)} first ${kb(v.first.total)} (LCP ${v.first.lcpMs} ms) · worker install ${kb(v.swInstallBytes)} in background · repeat ${kb(v.repeat.total)} (page ${kb(v.repeat.pageBytes)} + worker ${kb(v.repeat.workerBytes)}, LCP ${v.repeat.lcpMs} ms) · offline ${kb(v.offline.total)} (${v.offline.ok ? 'page shown' : 'NOT shown'}, LCP ${v.offline.lcpMs} ms)`,
  )
}
// Issue 23: the admin's first load on a 3G line, as served and as Payload alone serves it.
const admin = await benchAdminFirstLoad(browser, base)
console.log(
  `admin sign-in, 3G (${admin.profile.downKbps} kbit/s, ${admin.profile.latencyMs} ms, CPU ×${admin.profile.cpuSlowdown}), median of ${admin.runs}: ${kb(admin.ours.bytes)} (HTML ${kb(admin.ours.htmlBytes)}) · first text ${admin.ours.firstTextMs} ms (reference ${admin.reference.firstTextMs} ms, ×${admin.ratios.firstText}) · usable form ${admin.ours.usableFormMs} ms (reference ${admin.reference.usableFormMs} ms, ×${admin.ratios.usableForm})`,
)
await browser.close()

console.log('search, in process, 10,000 synthetic guides per language:')
const inProcess = benchInProcess(Number(process.env.BENCH_SEARCH_DOCS || 10_000))
for (const [lang, f] of Object.entries(inProcess)) {
  console.log(`  ${lang}: build ${f.buildMs} ms, heap +${f.heapMb} MB, ${f.queries} queries p50 ${f.p50Ms} ms, p95 ${f.p95Ms} ms, p99 ${f.p99Ms} ms`)
}
const searchPage = await benchSearchPage(base, Number(process.env.BENCH_SECONDS || 10))
console.log(`search results page: ${searchPage.rps} req/s (${searchPage.requests} in ${searchPage.seconds} s, concurrency ${searchPage.concurrency}, p50 ${searchPage.p50Ms} ms, p95 ${searchPage.p95Ms} ms, errors ${searchPage.errors})`)
// Issue 24: what a new query costs (results page against the suggestions endpoint, same run),
// and how well search understands citizens (the evaluation set, through the results page).
const uniqueQueries = await benchUniqueQueries(base)
console.log(
  `search, unique queries (${uniqueQueries.concurrency} connections from 1,000 loopback addresses, ${uniqueQueries.rounds} alternating rounds of ${uniqueQueries.phaseSeconds} s, medians): results page ${uniqueQueries.page.rps} req/s p50 ${uniqueQueries.page.p50Ms} ms errors ${uniqueQueries.page.errors} · suggestions ${uniqueQueries.suggestions.rps} req/s p50 ${uniqueQueries.suggestions.p50Ms} ms errors ${uniqueQueries.suggestions.errors} · ratio ${uniqueQueries.ratio}`,
)
const searchEval = await benchSearchEval(base)
for (const [lang, f] of Object.entries(searchEval)) console.log(`search evaluation set (${lang}): top 3 ${f.top3} % of ${f.total}, MRR ${f.mrr}; ${Object.entries(f.byKind).map(([k, v]) => `${k} ${v}`).join(', ')}`)

const throughput = await benchThroughput(base, pages['service (fr)'])
if (throughput) {
  console.log(
    `guide throughput (wrk -t2 -c50 -d${throughput.seconds}s, br, ${throughput.rounds} interleaved rounds, medians): portal ${throughput.portal.rps} req/s p99 ${throughput.portal.p99Ms} ms errors ${throughput.portal.errors} · plain Node http, same bytes ${throughput.plain.rps} req/s p99 ${throughput.plain.p99Ms} ms · ratio ${throughput.ratioPercent} %`,
  )
} else console.log('guide throughput: skipped (install wrk: apt-get install wrk)')

const lighthouse = benchLighthouse(base, { 'home (fr)': '/fr/', 'service (fr)': pages['service (fr)'], 'home (mg)': '/mg/', 'service (mg)': pages['service (mg)'] })
if (lighthouse) {
  for (const [name, s] of Object.entries(lighthouse)) {
    console.log(`lighthouse mobile ${name.padEnd(14)} ${s.performance} / ${s.accessibility} / ${s.bestPractices} / ${s.seo}${s.failing.length ? ` (below 1: ${s.failing.join(', ')})` : ''}`)
  }
} else console.log('lighthouse: skipped (npm ci installs it)')

// Security headers, as the MDN HTTP Observatory grades them (the server must trust loopback: TRUST_PROXY=loopback).
const observatory = process.env.BENCH_OBSERVATORY === '0' ? null : await benchObservatory(base, await observatoryRoutes(base))
if (observatory) for (const g of observatory) console.log(`observatory ${g.route.padEnd(22)} ${g.grade} (${g.score})${g.error ? ` error: ${g.error}` : ''}${g.failing.length ? ` – ${g.failing.join(', ')}` : ''}`)
else console.log('observatory: skipped (needs openssl, and the npm registry the first time)')

// SMS through Kannel and USSD (the server started with SMS_GATEWAY_SECRET = BENCH_SMS_SECRET).
const sms = process.env.BENCH_SMS_SECRET ? await benchSms(base, process.env.BENCH_SMS_SECRET) : null
if (sms) {
  console.log(`SMS through Kannel: ${sms.sms.answered}/${sms.sms.sent} answered, ${sms.sms.perSecond} answers/s, SMS → answer p50 ${sms.sms.p50Ms} ms, p95 ${sms.sms.p95Ms} ms`)
  console.log(`USSD: ${sms.ussd.screens} screens, p50 ${sms.ussd.p50Ms} ms, p95 ${sms.ussd.p95Ms} ms`)
} else console.log('SMS and USSD: skipped (set BENCH_SMS_SECRET to the server’s SMS_GATEWAY_SECRET; needs kannel and kannel-extras)')

// Noisy neighbours (issue 21): a cached page read while 16 clients flood each expensive path.
// Last, because some kinds use up their addresses' budgets (each kind has its own addresses).
const neighbours: NeighboursResult[] = []
if (process.env.BENCH_NEIGHBOURS !== '0') {
  const pid = listenerPid(Number(new URL(base).port || 80))
  for (const kind of FLOOD_KINDS) {
    const r = await floodAndRead(base, kind, { seconds: Number(process.env.BENCH_FLOOD_SECONDS || 10), serverPid: pid })
    neighbours.push(r)
    console.log(`neighbours ${kind.padEnd(10)} reader median ${r.reader.medianMs} ms p99 ${r.reader.p99Ms} ms (${r.reader.count} reads) · flood ${r.flood.requests} ${JSON.stringify(r.flood.statuses)} · RSS +${r.rssGrowthMb} MB`)
    await new Promise((resolve) => setTimeout(resolve, 2000))
  }
}

// Issue 38: slow bodies — sockets dripping their bodies a byte every 5 s while a citizen posts and an editor signs in
// and saves (bench/slowBodies.ts; the editor from BENCH_ADMIN_EMAIL/BENCH_ADMIN_PASSWORD, the post with BENCH_CONTACT=1).
const slowBodies: { drip: { signIn: number; form: number }; result: SlowBodiesResult }[] = []
if (process.env.BENCH_SLOW_BODIES !== '0') {
  const credentials = process.env.BENCH_ADMIN_EMAIL ? { email: process.env.BENCH_ADMIN_EMAIL, password: process.env.BENCH_ADMIN_PASSWORD ?? '' } : null
  for (const drip of [{ signIn: 4, form: 4 }, { signIn: 16, form: 4 }]) {
    const result = await slowBodiesAndServe(base, { drip, credentials, contact: process.env.BENCH_CONTACT === '1', settleMs: 6_000 })
    slowBodies.push({ drip, result })
    const show = (t: { status: number; ms: number } | null) => (t ? `${t.status} in ${t.ms} ms` : 'not measured')
    console.log(`slow bodies ${drip.signIn}+${drip.form}: citizen's post ${show(result.citizenPost)} · sign-in ${show(result.signIn)} · save ${show(result.save)} · ${result.opened} dripping sockets, ${result.answered} answered (${[...new Set(result.drippersStatus)].join(', ')})`)
  }
}

// Issue 25: backup and restore of the seeded site (SQLite: the server's own database while it serves; PostgreSQL: a cluster
// of its own) and of a portal grown to 10,000 guides and 100,000 messages on both (bench/backups.ts).
const backups = await runBackupBenches()

// Issue 25: the static mirror of the bench's site: build time and size, the notice set in the copy, a cached read during the build.
// A refused build is reported, not fatal: the figures above are kept.
const mirror = process.env.BENCH_MIRROR === '0' ? null : await benchMirror(base).catch((error: Error) => ({ error: error.message.slice(0, 300) }))
if (mirror && 'error' in mirror) console.log(`mirror: failed: ${mirror.error}`)
else if (mirror) {
  console.log(`mirror (read ${mirror.reads}): ${mirror.files} files (${mirror.pages} pages), ${kb(mirror.bytes)} (${kb(mirror.onDiskBytes)} on disk with gzip copies) in ${mirror.buildMs} ms; notice set on every page in ${mirror.noticeMs} ms; a cached guide during the build: median ${mirror.reader.duringMedianMs} ms vs ${mirror.reader.idleMedianMs} ms just before (×${mirror.reader.ratio}, ${mirror.reader.reads} reads)`)
}

let contact: Awaited<ReturnType<typeof benchContact>> | null = null
if (process.env.BENCH_CONTACT === '1') {
  contact = await benchContact(base)
  console.log(`contact form: ${contact.perSecond} acknowledged submissions/s (${contact.acknowledged}/${contact.total} in ${contact.seconds} s, concurrency ${contact.concurrency}, ${contact.other} not acknowledged)`)
} else {
  console.log('contact form: skipped (writes messages; BENCH_CONTACT=1 against a test database)')
}

const report = { date: new Date().toISOString(), base, runs, profile: profile2g, budgets: { ...budgets, repeatVisitBytes: 15 * 1024, offlineBytes: 0 }, pages: results, admin, ...backups, mirror, dataSaver, visits, search: { inProcess, searchPage, uniqueQueries, evaluation: searchEval }, throughput, lighthouse, observatory, sms, neighbours, slowBodies, contact }
const dir = path.join(process.cwd(), 'bench', 'results')
fs.mkdirSync(dir, { recursive: true })
const stamp = report.date.replace(/[:.]/g, '-')
fs.writeFileSync(path.join(dir, `bench-${stamp}.json`), JSON.stringify(report, null, 2))
fs.writeFileSync(path.join(dir, 'latest.json'), JSON.stringify(report, null, 2))
console.log(`bench: wrote bench/results/bench-${stamp}.json`)
