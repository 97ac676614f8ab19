#!/usr/bin/env node
/**
 * `npm run cluster`: the portal as a ministry runs it when one process is not enough, on one
 * machine, in the foreground, from the built app:
 *   PostgreSQL  a database cluster of its own under CLUSTER_DATA_DIR (default ./data/cluster),
 *               with Debian's initdb/pg_ctl, unless DATABASE_URL is given;
 *   Redis       Debian's redis-server (shared rate limits, publish messages, job leases),
 *               unless REDIS_URL is given;
 *   INSTANCES   portal servers (default 2) on 127.0.0.1:CLUSTER_PORT+1…, supervised (one that
 *               dies is started again);
 *   Varnish     on CLUSTER_PORT (default 8080), the HTTP cache and load balancer in front
 *               (deploy/varnish/portal.vcl), as a CDN would be;
 *   mirror      the static mirror's server on CLUSTER_PORT+97, which Varnish falls back to when no
 *               instance answers (the instances write the copy to MIRROR_DIR, default
 *               CLUSTER_DATA_DIR/mirror, after each publication and every 30 minutes).
 * It prints one line when everything answers, and stops everything on SIGTERM or Ctrl-C.
 * More in docs/operations/cluster.md.
 */
import { spawn, spawnSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { kannelBinaries, startKannel } from './kannel.mjs'
import { ensurePayloadSecret } from './secret.mjs'

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
process.chdir(root)
process.env.NEXT_TELEMETRY_DISABLED = '1'

const basePort = Number(process.env.CLUSTER_PORT || 8080)
const instances = Number(process.env.INSTANCES || 2)
if (!Number.isInteger(basePort) || basePort < 1024 || basePort > 65000) fail('CLUSTER_PORT must be a port number between 1024 and 65000')
if (!Number.isInteger(instances) || instances < 1 || instances > 16) fail('INSTANCES must be a whole number from 1 to 16')
const dataDir = path.resolve(process.env.CLUSTER_DATA_DIR || path.join(root, 'data', 'cluster'))
const distDir = process.env.NEXT_DIST_DIR || '.next'
const ports = {
  proxy: basePort,
  instance: (n) => basePort + n,
  postgres: Number(process.env.CLUSTER_PG_PORT || basePort + 90),
  redis: Number(process.env.CLUSTER_REDIS_PORT || basePort + 91),
  varnishAdmin: basePort + 92,
  kannel: Number(process.env.CLUSTER_KANNEL_PORT || basePort + 93),
  mirror: Number(process.env.CLUSTER_MIRROR_PORT || basePort + 97),
}
const mirrorDir = path.resolve(process.env.MIRROR_DIR || path.join(dataDir, 'mirror'))
const isRoot = process.getuid?.() === 0
const children = new Set()
let stopping = false
let varnishWork = null
let kannel = null

function say(message) {
  process.stdout.write(`cluster: ${message}\n`)
}

function fail(message) {
  process.stderr.write(`cluster: ${message}\n`)
  process.exit(1)
}

// ---- what this machine must have ---------------------------------------------------------

function findBinary(name, dirs) {
  for (const dir of [...dirs, ...(process.env.PATH ?? '').split(':')]) {
    const file = path.join(dir, name)
    if (dir && fs.existsSync(file)) return file
  }
  return null
}

function postgresBin() {
  const base = '/usr/lib/postgresql'
  const versions = fs.existsSync(base) ? fs.readdirSync(base).sort((a, b) => Number(b) - Number(a)) : []
  return versions.map((v) => path.join(base, v, 'bin')).find((dir) => fs.existsSync(path.join(dir, 'initdb'))) ?? null
}

const pgBin = process.env.DATABASE_URL ? null : postgresBin()
const redisServer = process.env.REDIS_URL ? null : findBinary('redis-server', ['/usr/bin', '/usr/sbin'])
const varnishd = findBinary('varnishd', ['/usr/sbin', '/usr/bin'])
const missing = [
  !process.env.DATABASE_URL && !pgBin ? 'postgresql' : null,
  !process.env.REDIS_URL && !redisServer ? 'redis-server' : null,
  !varnishd ? 'varnish' : null,
].filter(Boolean)
if (missing.length > 0) {
  fail(`missing system packages: ${missing.join(', ')}.\n  Install them with: sudo apt-get install -y ${missing.join(' ')}\n  (or give DATABASE_URL / REDIS_URL for servers you already run).`)
}

// ---- the app ------------------------------------------------------------------------------

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env, ...options })
  if (result.status !== 0) fail(`${path.basename(command)} ${args.join(' ')} failed (exit ${result.status})`)
}

ensurePayloadSecret(root)
if (!fs.existsSync(path.join(root, distDir, 'BUILD_ID'))) {
  say('no production build yet, building (a few minutes)…')
  run(process.execPath, ['node_modules/next/dist/bin/next', 'build'])
}
run(process.execPath, ['scripts/build-server.mjs'], { stdio: ['ignore', 'ignore', 'inherit'] })
fs.mkdirSync(dataDir, { recursive: true })

// ---- supervised children ------------------------------------------------------------------

function prefixed(stream, name) {
  let rest = ''
  stream.on('data', (chunk) => {
    const lines = (rest + chunk.toString('utf8')).split('\n')
    rest = lines.pop() ?? ''
    for (const line of lines) if (line) process.stdout.write(`[${name}] ${line}\n`)
  })
}

/** Starts a long-running child; `onExit` decides what its unexpected end means. */
function start(name, command, args, env, onExit) {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
  child.name = name
  children.add(child)
  prefixed(child.stdout, name)
  prefixed(child.stderr, name)
  child.on('exit', (code, signal) => {
    children.delete(child)
    if (!stopping) onExit(code, signal)
  })
  return child
}

const fatal = (name) => (code, signal) => {
  process.stderr.write(`cluster: ${name} stopped unexpectedly (${signal ?? `exit ${code}`}): stopping everything\n`)
  void stop(1)
}

async function waitFor(what, check, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (stopping) return
    if (await check().catch(() => false)) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  process.stderr.write(`cluster: ${what} did not become ready within ${timeoutMs / 1000} s\n`)
  await stop(1)
}

const answers = (url, status = 200) => async () => (await fetch(url, { signal: AbortSignal.timeout(2_000) })).status === status

// ---- PostgreSQL ---------------------------------------------------------------------------

const pgDir = path.join(dataDir, 'postgres')
function asPostgres(command, args) {
  const [file, argv] = isRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args]
  return spawnSync(file, argv, { encoding: 'utf8' })
}

if (pgBin) {
  // As root, PostgreSQL runs as the `postgres` user, who must be able to reach its folder.
  if (isRoot) fs.chmodSync(dataDir, fs.statSync(dataDir).mode | 0o711)
  if (!fs.existsSync(path.join(pgDir, 'PG_VERSION'))) {
    say(`creating a PostgreSQL cluster in ${pgDir}`)
    fs.mkdirSync(pgDir, { recursive: true, mode: 0o700 })
    if (isRoot) spawnSync('chown', ['postgres', pgDir])
    const init = asPostgres(path.join(pgBin, 'initdb'), ['-D', pgDir, '-U', 'portal', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8'])
    if (init.status !== 0) fail(`initdb failed: ${init.stderr || init.stdout}`)
  }
  const started = asPostgres(path.join(pgBin, 'pg_ctl'), [
    '-D', pgDir, '-l', path.join(pgDir, 'server.log'), '-w', '-t', '60',
    '-o', `-p ${ports.postgres} -h 127.0.0.1 -k ${pgDir} -c max_connections=200`,
    'start',
  ])
  if (started.status !== 0) fail(`PostgreSQL did not start (port ${ports.postgres} taken? see ${path.join(pgDir, 'server.log')}): ${started.stderr || started.stdout}`)
  const created = asPostgres(path.join(pgBin, 'createdb'), ['-h', '127.0.0.1', '-p', String(ports.postgres), '-U', 'portal', 'portal'])
  if (created.status !== 0 && !/already exists/.test(created.stderr)) {
    stopPostgres()
    fail(`createdb failed: ${created.stderr}`)
  }
  process.env.DATABASE_URL = `postgres://portal@127.0.0.1:${ports.postgres}/portal`
}

function stopPostgres() {
  if (pgBin) asPostgres(path.join(pgBin, 'pg_ctl'), ['-D', pgDir, '-m', 'fast', '-w', 'stop'])
}

// ---- Redis --------------------------------------------------------------------------------

if (redisServer) {
  start('redis', redisServer, ['--port', String(ports.redis), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dataDir, '--daemonize', 'no', '--loglevel', 'warning'], {}, fatal('redis'))
  process.env.REDIS_URL = `redis://127.0.0.1:${ports.redis}`
}

// ---- SMS (Kannel), when asked --------------------------------------------------------------

const smsGateway = (process.env.SMS_GATEWAY ?? '').trim()
if (smsGateway && smsGateway !== 'kannel') fail('SMS_GATEWAY must be "kannel" (or unset)')
if (smsGateway === 'kannel') {
  const { bearerbox, smsbox } = kannelBinaries()
  if (!bearerbox || !smsbox) fail('SMS_GATEWAY=kannel needs Kannel: sudo apt-get install -y kannel (and kannel-extras for its fake SMS centre)')
  // The instances and Kannel share the callback secret; generated for this run when not given.
  process.env.SMS_GATEWAY_SECRET ||= crypto.randomBytes(24).toString('hex')
  // And the sendsms password (issue 39: Kannel got a random one the instances never learnt, so every
  // alert was refused 403). Alerts and confirmation codes go to Kannel's sendsms port directly; its
  // delivery reports come back through Varnish, to any instance.
  process.env.SMS_SENDSMS_PASSWORD ||= crypto.randomBytes(24).toString('hex')
  process.env.SMS_SENDSMS_URL ||= `http://127.0.0.1:${ports.kannel + 3}/cgi-bin/sendsms`
  process.env.SMS_DLR_URL ||= `http://127.0.0.1:${ports.proxy}/gateway/sms/dlr/`
}

// ---- the database, once, then the instances ----------------------------------------------

const prepared = spawnSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'src/scripts/prepare-db.ts'], { stdio: 'inherit', env: process.env })
if (prepared.status !== 0) {
  process.stderr.write('cluster: preparing the database failed\n')
  await stop(1)
}

const instanceEnv = (n) => ({
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  PORT: String(ports.instance(n)),
  // Varnish, on this host, is the only proxy whose X-Forwarded-For is believed.
  TRUST_PROXY: process.env.TRUST_PROXY || '127.0.0.1',
  CACHE_PURGE_URL: process.env.CACHE_PURGE_URL || `http://127.0.0.1:${ports.proxy}`,
  SITE_URL: process.env.SITE_URL || `http://127.0.0.1:${ports.proxy}`,
  DATABASE_POOL_MAX: process.env.DATABASE_POOL_MAX || '5',
  MIRROR_DIR: mirrorDir,
  // The mirror build reads through Varnish: its renders are spread over the instances (and warm the cache).
  MIRROR_SOURCE: process.env.MIRROR_SOURCE || `http://127.0.0.1:${ports.proxy}`,
  MIRROR_CONCURRENCY: process.env.MIRROR_CONCURRENCY || String(2 * instances),
})

function startInstance(n) {
  start(`app${n}`, process.execPath, [path.join(distDir, 'portal-server.mjs')], instanceEnv(n), (code, signal) => {
    // A supervisor starts a dead instance again; the others and the proxy's retries cover the gap.
    say(`app${n} stopped (${signal ?? `exit ${code}`}): starting it again`)
    setTimeout(() => !stopping && startInstance(n), 1_000).unref()
  })
}

for (let n = 1; n <= instances; n++) startInstance(n)
for (let n = 1; n <= instances; n++) await waitFor(`app${n}`, answers(`http://127.0.0.1:${ports.instance(n)}/readyz`))

// ---- the static mirror's server (Varnish's fallback) -------------------------------------

fs.mkdirSync(mirrorDir, { recursive: true })
start('mirror', process.execPath, ['node_modules/tsx/dist/cli.mjs', 'src/scripts/mirror.ts', 'serve', '--dir', mirrorDir], { MIRROR_PORT: String(ports.mirror), MIRROR_HOST: '127.0.0.1' }, fatal('mirror'))

// ---- Varnish ------------------------------------------------------------------------------

const varnishDir = path.join(dataDir, 'varnish')
fs.mkdirSync(varnishDir, { recursive: true })
const backends = [
  '# Written by scripts/cluster.mjs at every start: one backend per instance.',
  'probe portal_ready {',
  '    .url = "/readyz";',
  '    .interval = 1s;',
  '    .timeout = 2s;',
  '    .window = 3;',
  '    .threshold = 2;',
  '    .initial = 2;',
  '}',
  ...Array.from({ length: instances }, (_, i) =>
    `backend app${i + 1} { .host = "127.0.0.1"; .port = "${ports.instance(i + 1)}"; .probe = portal_ready; .connect_timeout = 1s; .first_byte_timeout = 30s; .between_bytes_timeout = 10s; }`),
  '# The static mirror (npm run mirror -- serve): answers when no instance does; healthy once it holds a copy.',
  'probe mirror_ready {',
  '    .url = "/healthz";',
  '    .interval = 2s;',
  '    .timeout = 2s;',
  '    .window = 2;',
  '    .threshold = 1;',
  '    .initial = 0;',
  '}',
  `backend mirror { .host = "127.0.0.1"; .port = "${ports.mirror}"; .probe = mirror_ready; .connect_timeout = 1s; .first_byte_timeout = 10s; .between_bytes_timeout = 10s; }`,
  '# Who may BAN and bypass the cache: the instances and operators on this host.',
  'acl purgers {',
  '    "127.0.0.1";',
  '    "::1";',
  '}',
  'sub vcl_init {',
  '    new portal = directors.shard();',
  ...Array.from({ length: instances }, (_, i) => `    portal.add_backend(app${i + 1});`),
  '    portal.reconfigure();',
  '}',
  '',
].join('\n')
fs.writeFileSync(path.join(varnishDir, 'backends.vcl'), backends)
// Varnish's working directory (shared memory log) is per run, outside the project.
varnishWork = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-varnish-'))
const secretFile = path.join(varnishWork, 'secret')
fs.writeFileSync(secretFile, crypto.randomBytes(16).toString('hex'), { mode: 0o600 })
start('varnish', varnishd, [
  '-F', '-a', `127.0.0.1:${ports.proxy}`, '-T', `127.0.0.1:${ports.varnishAdmin}`, '-S', secretFile,
  '-n', varnishWork, '-j', 'none',
  '-f', path.join(root, 'deploy', 'varnish', 'portal.vcl'),
  '-p', `vcl_path=${varnishDir}:${path.join(root, 'deploy', 'varnish')}`,
  // Brotli and gzip come from the app; Varnish stores what it gets, per Accept-Encoding.
  '-p', 'http_gzip_support=off',
  '-s', `malloc,${process.env.CLUSTER_CACHE_SIZE || '256m'}`,
], {}, fatal('varnish'))
await waitFor('varnish', answers(`http://127.0.0.1:${ports.proxy}/healthz`))

if (smsGateway === 'kannel' && !stopping) {
  const kannelDir = path.join(dataDir, 'kannel')
  fs.mkdirSync(kannelDir, { recursive: true })
  // Through Varnish, like citizens: any instance answers any SMS (their state is in Redis).
  kannel = await startKannel({ dir: kannelDir, basePort: ports.kannel, portalUrl: `http://127.0.0.1:${ports.proxy}`, secret: process.env.SMS_GATEWAY_SECRET, sendsmsPassword: process.env.SMS_SENDSMS_PASSWORD, sendsmsUser: process.env.SMS_SENDSMS_USER, log: (name, text) => { for (const line of text.split('\n')) if (/ (ERROR|PANIC|WARNING):/.test(line)) process.stdout.write(`[${name}] ${line}\n`) } }).catch(async (error) => {
    process.stderr.write(`cluster: ${error.message}\n`)
    await stop(1)
    return null
  })
  if (kannel) say(`Kannel: bearerbox admin on ${kannel.ports.admin}, fake SMS centre on ${kannel.ports.fakeSmsc} (fakesmsc -H 127.0.0.1 -r ${kannel.ports.fakeSmsc} -m 1 "0341234567 301 text PASSEPORT"), sendsms on ${kannel.ports.sendsms}`)
}

if (!stopping) {
  say(`ready at http://127.0.0.1:${ports.proxy}/ — ${instances} instance(s) on ${Array.from({ length: instances }, (_, i) => ports.instance(i + 1)).join(', ')}, PostgreSQL ${process.env.DATABASE_URL.replace(/\/\/[^@]*@/, '//')}, Redis ${process.env.REDIS_URL}`)
  const pids = Object.fromEntries([...children].map((child) => [child.name, child.pid]))
  say(JSON.stringify({ ready: true, pids, proxy: ports.proxy, instances: Array.from({ length: instances }, (_, i) => ports.instance(i + 1)), varnishAdmin: ports.varnishAdmin, varnishSecret: secretFile, varnishWork, mirror: ports.mirror, mirrorDir, databaseUrl: process.env.DATABASE_URL, redisUrl: process.env.REDIS_URL }))
}

// ---- stopping -----------------------------------------------------------------------------

/** Stops a child with SIGTERM, and SIGKILL 10 s later if it is still there. */
async function stopChild(child) {
  const exited = new Promise((resolve) => child.once('exit', () => resolve(true)))
  child.kill('SIGTERM')
  const timer = new Promise((resolve) => setTimeout(() => resolve(false), 10_000).unref())
  if (!(await Promise.race([exited, timer]))) {
    say(`${child.name} did not stop within 10 s: killing it`)
    child.kill('SIGKILL')
    await exited
  }
}

async function stop(code) {
  if (stopping) return
  stopping = true
  say('stopping…')
  const named = (test) => [...children].filter((child) => test(child.name))
  // SMS first (no new questions), the proxy (no new requests), then every instance together, then what they use.
  await kannel?.stop()
  await Promise.all(named((name) => name === 'varnish').map(stopChild))
  await Promise.all(named((name) => name.startsWith('app')).map(stopChild))
  await Promise.all([...children].map(stopChild))
  stopPostgres()
  if (varnishWork) fs.rmSync(varnishWork, { recursive: true, force: true })
  say('stopped')
  process.exit(code)
}

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void stop(0))
