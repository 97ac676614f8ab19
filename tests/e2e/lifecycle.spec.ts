/**
 * The server process as an operator and a supervisor see it: a clear message and a non-zero
 * exit when the port is taken; SIGTERM stops it within 10 s even while it is busy; a restart
 * with another configuration shows it on pages rendered before.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { expect, test } from '@playwright/test'

import { e2eInfo } from './support/info'
import { raw } from './support/raw'

const serverScript = path.join(process.env.NEXT_DIST_DIR || '.next', 'portal-server.mjs')
const e2ePort = Number(process.env.E2E_PORT || 3210)

function startServer(port: number, extra: Record<string, string> = {}) {
  const info = e2eInfo()
  const child = spawn(process.execPath, [serverScript], {
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), DATABASE_URL: info.databaseUrl, PAYLOAD_SECRET: info.secret, ...extra },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  return { child, exited, output: () => output }
}

test('a taken port gives a clear message and a non-zero exit', async () => {
  test.setTimeout(60_000)
  const server = startServer(e2ePort)
  const code = await server.exited
  expect(code).toBe(1)
  expect(server.output()).toContain(`port ${e2ePort} on 127.0.0.1 is already in use`)
})

test('SIGTERM stops a busy server within 10 s', async () => {
  test.setTimeout(120_000)
  const port = e2ePort + 60
  const server = startServer(port)
  let exitedEarly = false
  void server.exited.then(() => (exitedEarly = true))
  // Never leave this server behind, whatever fails below.
  const cleanup = () => server.child.exitCode === null && server.child.kill('SIGKILL')
  process.once('exit', cleanup)
  try {
    await expect.poll(async () => (exitedEarly ? -1 : ((await raw('GET', '/readyz', { port }).catch(() => null))?.status ?? 0)), { timeout: 60_000 }).toBe(200)

    // This server has no tracker configured: there is nothing to ask consent for, so no banner.
    // (A page rendered per request: cached pages on disk are shared with the main test server.)
    const home = await raw('GET', '/fr/searchResult/?q=passeport', { port })
    expect(home.status).toBe(200)
    expect(home.body).not.toContain('id="consent"')
    expect(home.body).not.toContain('data-trackers')

    let stop = false
    const load = Array.from({ length: 24 }, async (_, i) => {
      while (!stop) {
        const target = ['/api/services/?limit=0&depth=10&locale=all', '/fr/searchResult/?q=acte+de+naissance', '/fr/services/passeport/', `/fr/inconnu-${i}/`][i % 4]!
        await raw('GET', target, { port, from: `127.0.9.${i + 2}`, timeoutMs: 15_000 }).catch(() => null)
      }
    })
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    const sent = Date.now()
    server.child.kill('SIGTERM')
    const code = await server.exited
    const tookMs = Date.now() - sent
    stop = true
    await Promise.all(load)
    console.log(`stopped ${tookMs} ms after SIGTERM under load, exit code ${code}`)
    expect(tookMs).toBeLessThan(10_000)
    expect(code).toBe(0)
    expect(server.output()).toContain('"msg":"stopping"')
  } finally {
    cleanup()
  }
})

/** Files of Next.js's page cache on disk for `urlPath`, written since `since` (ms). */
function renderedOnDisk(urlPath: string, since: number): string[] {
  const root = path.join(process.env.NEXT_DIST_DIR || '.next', 'server', 'route-cache')
  const found: string[] = []
  const walk = (dir: string) => {
    for (const entry of fs.existsSync(dir) ? fs.readdirSync(dir, { withFileTypes: true }) : []) {
      const file = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(file)
      else if (file.endsWith(`/$${urlPath.replace(/\/$/, '')}.html`) && fs.statSync(file).mtimeMs >= since) found.push(file)
    }
  }
  walk(root)
  return found
}

test('a configuration change followed by a restart shows on a page rendered before it (issue 39: SMTP_HOST set, the guide offers to follow its changes)', async () => {
  test.setTimeout(180_000)
  const port = e2ePort + 62
  const guide = '/fr/services/fiche-individuelle-de-bovide/'
  const follow = 'Me prévenir des changements de ce guide'
  // Quiet servers: no jobs, no sending, no mirror (the main test server does all that).
  const quiet = { JOBS_RUNNER: 'off', LINK_CHECK: 'off', ALERT_SENDER: 'off', ALERT_EXPIRY_JOB: 'off', MIRROR: 'off', MESSAGE_RETENTION_JOB: 'off', SITE_URL: '', NEXT_PUBLIC_SITE_URL: '' }
  /** Starts a server with `extra`, reads the guide (twice: the second from the caches), stops it. */
  const serveOnce = async (extra: Record<string, string>) => {
    const server = startServer(port, { ...quiet, ...extra })
    const cleanup = () => server.child.exitCode === null && server.child.kill('SIGKILL')
    process.once('exit', cleanup)
    try {
      await expect.poll(async () => (server.child.exitCode !== null ? -1 : ((await raw('GET', '/readyz', { port }).catch(() => null))?.status ?? 0)), { timeout: 90_000 }).toBe(200)
      const first = await raw('GET', guide, { port })
      expect(first.status).toBe(200)
      const again = await raw('GET', guide, { port })
      server.child.kill('SIGTERM')
      expect(await server.exited).toBe(0)
      return again.body
    } finally {
      cleanup()
    }
  }
  const started = Date.now()
  const before = await serveOnce({ SMTP_HOST: '' })
  expect(before).toContain('<h1')
  expect(before).not.toContain(follow)
  // The page is kept on disk: a server started again would serve it without rendering it.
  expect(renderedOnDisk(guide, started).length).toBeGreaterThan(0)
  // The operator sets up mail and restarts: the same guide now offers to follow its changes.
  const after = await serveOnce({ SMTP_HOST: '127.0.0.1', SMTP_PORT: '2' })
  expect(after).toContain(follow)
  // And back: without mail, the offer is gone again (a page offering what the server cannot do is wrong too).
  expect(await serveOnce({ SMTP_HOST: '' })).not.toContain(follow)
})

test('a database that does not answer gives a translated 503, and readiness says so', async () => {
  test.setTimeout(90_000)
  const port = e2ePort + 70
  const info = e2eInfo()
  const child = spawn(process.execPath, [serverScript], {
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), DATABASE_URL: 'postgres://portal:portal@127.0.0.1:1/none', PAYLOAD_SECRET: info.secret },
    stdio: 'ignore',
  })
  try {
    await expect.poll(async () => (await raw('GET', '/healthz', { port }).catch(() => null))?.status ?? 0, { timeout: 60_000 }).toBe(200)
    const page = await raw('GET', '/mg/searchResult/?q=pasipaoro', { port })
    expect(page.status).toBe(503)
    expect(page.headers['retry-after']).toBe('30')
    expect(page.body).toContain('Tsy azo ampiasaina vetivety ny tolotra')
    expect(page.body).toContain('lang="mg"')
    expect((await raw('GET', '/readyz', { port })).status).toBe(503)
  } finally {
    child.kill('SIGKILL')
  }
})
