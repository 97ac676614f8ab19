/**
 * `npm run bench:cluster`: guide-page throughput of the cluster (scripts/cluster.mjs) from the
 * built app, in one run, interleaved, medians of wrk rounds:
 *   through Varnish, cached          — 2 instances, then 1 (the other marked sick in Varnish)
 *   through Varnish, cache bypassed  — 2 instances, then 1 (each request reaches an instance)
 *   one instance directly            — the reference (no proxy)
 * Starts its own cluster on a free port range with a throw-away data folder; needs Debian's
 * wrk, varnish, redis-server and postgresql. Writes bench/results/cluster-<timestamp>.json.
 */
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { median, wrk, type Round } from './throughput'

const root = path.resolve(import.meta.dirname, '..')
const seconds = Number(process.env.BENCH_WRK_SECONDS || 5)
const rounds = Number(process.env.BENCH_WRK_ROUNDS || 3)
const page = process.env.BENCH_PAGE || '/fr/services/passeport/'

if (spawnSync('wrk', ['--version']).error) {
  console.error('bench:cluster needs wrk: apt-get install -y wrk')
  process.exit(1)
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const base = 21_000 + Math.floor(Math.random() * 300) * 100
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-cluster-'))
const cluster = spawn(process.execPath, ['scripts/cluster.mjs'], {
  cwd: root,
  env: { ...process.env, CLUSTER_PORT: String(base), INSTANCES: '2', CLUSTER_DATA_DIR: dataDir, MESSAGE_RETENTION_JOB: 'off', PAYLOAD_SECRET: 'bench-cluster' },
  stdio: ['ignore', 'pipe', 'pipe'],
})
let output = ''
cluster.stdout.on('data', (chunk) => (output += chunk))
cluster.stderr.on('data', (chunk) => (output += chunk))
type Ready = { proxy: number; instances: number[]; varnishAdmin: number; varnishSecret: string }
let ready: Ready | undefined
for (let waited = 0; waited < 240_000 && !ready && cluster.exitCode === null; waited += 250) {
  const line = /cluster: (\{"ready":true.*\})/.exec(output)?.[1]
  if (line) ready = JSON.parse(line) as Ready
  else await sleep(250)
}
if (!ready) {
  console.error(`bench:cluster: the cluster did not start\n${output.slice(-3000)}`)
  cluster.kill('SIGTERM')
  process.exit(1)
}
const r = ready

function health(backend: string, state: 'sick' | 'auto'): void {
  const result = spawnSync('varnishadm', ['-T', `127.0.0.1:${r.varnishAdmin}`, '-S', r.varnishSecret, 'backend.set_health', backend, state], { encoding: 'utf8' })
  if (result.status !== 0) throw new Error(`varnishadm: ${result.stdout}${result.stderr}`)
}

const proxyUrl = `http://127.0.0.1:${r.proxy}${page}`
const directUrl = `http://127.0.0.1:${r.instances[0]}${page}`
// Warm every cache: Varnish and both instances' page caches.
for (const url of [proxyUrl, directUrl, `http://127.0.0.1:${r.instances[1]}${page}`]) await (await fetch(url, { headers: { 'accept-encoding': 'br' } })).arrayBuffer()

const configs = {
  'proxy cached, 2 instances': { url: proxyUrl, headers: [] as string[], instances: 2 },
  'proxy bypassed, 2 instances': { url: proxyUrl, headers: ['X-Portal-Bypass: 1'], instances: 2 },
  'proxy cached, 1 instance': { url: proxyUrl, headers: [], instances: 1 },
  'proxy bypassed, 1 instance': { url: proxyUrl, headers: ['X-Portal-Bypass: 1'], instances: 1 },
  'one instance directly (reference)': { url: directUrl, headers: [], instances: 2 },
}
const measured: Record<string, Round[]> = Object.fromEntries(Object.keys(configs).map((name) => [name, []]))
try {
  for (let round = 0; round < rounds; round++) {
    for (const [name, config] of Object.entries(configs)) {
      health(`app2`, config.instances === 1 ? 'sick' : 'auto')
      await sleep(300)
      measured[name]!.push(await wrk(config.url, seconds, config.headers))
    }
  }
} finally {
  cluster.kill('SIGTERM')
  await new Promise((resolve) => cluster.once('exit', resolve))
  fs.rmSync(dataDir, { recursive: true, force: true })
}

const reference = median(measured['one instance directly (reference)']!.map((x) => x.rps))
const summary = Object.fromEntries(
  Object.entries(measured).map(([name, list]) => {
    const rps = median(list.map((x) => x.rps))
    return [name, { rps, p99Ms: median(list.map((x) => x.p99Ms)), errors: list.reduce((n, x) => n + x.errors, 0), vsDirect: Math.round((rps / reference) * 100) / 100, rounds: list }]
  }),
)
for (const [name, s] of Object.entries(summary)) console.log(`${name.padEnd(36)} ${String(s.rps).padStart(7)} req/s  p99 ${s.p99Ms} ms  ×${s.vsDirect} of direct  errors ${s.errors}`)
const file = path.join(root, 'bench', 'results', `cluster-${new Date().toISOString().replace(/[:.]/g, '-')}.json`)
fs.mkdirSync(path.dirname(file), { recursive: true })
fs.writeFileSync(file, JSON.stringify({ page, seconds, rounds, cpus: os.cpus().length, note: 'wrk, Varnish and both instances share this machine\'s cores', summary }, null, 2))
console.log(`bench:cluster: ${path.relative(root, file)}`)
