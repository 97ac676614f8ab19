import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { expect, test } from '@playwright/test'
import pg from 'pg'

import { freePort } from '../support/postgres'
import { E2E_ADMIN } from './fixtures'
import { formBody } from './support/contact'
import { signIn } from './support/session'
import { e2eInfo } from './support/info'
import { E2E_SMS } from './support/sms'

/**
 * The operator's restore drill (deploy/README.md), end to end: `npm run backup` of the running
 * test portal, `npm run restore` onto an empty database and media directory, then a second
 * portal server on the restored copy — an editor made before the backup signs in, pages serve in
 * both languages, the messages are all there and a new one takes the next reference.
 */
test.describe.configure({ mode: 'serial' })

/** A question through the contact form of the server at `base` (as a citizen without JavaScript posts it): its reference. */
async function postContact(base: string): Promise<string> {
  const html = await (await fetch(`${base}/fr/contact/`)).text()
  const started = /name="started" value="([^"]+)"/.exec(html)?.[1]
  if (!started) throw new Error('no form token on the contact page')
  await new Promise((resolve) => setTimeout(resolve, 900))
  const address = `10.${Math.floor(Math.random() * 250) + 1}.${Math.floor(Math.random() * 250) + 1}.7`
  const sent = await fetch(`${base}/fr/contact/envoyer/`, {
    method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': address },
    body: formBody(started, { kind: 'question', message: 'Où déposer une demande de casier judiciaire à Toamasina ?' }),
  })
  expect(sent.status, await sent.text()).toBe(303)
  const reference = /ref=([A-Z]{3}-\d{4}-\d{6})/.exec(sent.headers.get('location') ?? '')?.[1]
  if (!reference) throw new Error(`no reference in ${sent.headers.get('location')}`)
  return reference
}

test('restore drill: back up the running portal, restore onto an empty target, serve it and sign in', async ({ request, baseURL }) => {
  test.setTimeout(180_000)
  const info = e2eInfo()
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-drill-'))
  const tsx = [path.join('node_modules', 'tsx', 'dist', 'cli.mjs')]
  const cli = (script: string, env: Record<string, string>, args: string[] = []) =>
    spawnSync(process.execPath, [...tsx, `src/scripts/${script}.ts`, ...args], { env: { ...process.env, ...env }, encoding: 'utf8', timeout: 120_000 })

  // Through signIn: a sign-in of the shared administrator at the same instant as another spec's can lose its session
  // (Payload keeps sessions in the user's document; payloadcms/payload#18132). One CI run read the messages anonymously.
  const auth = { Authorization: `JWT ${await signIn(request, E2E_ADMIN)}` }
  // An editor's account, and a citizen's message with its reference, both made just before the backup.
  const editor = { email: `drill-${Date.now()}@e2e.test`, password: 'drill editor passphrase' }
  const created = await request.post('/api/users', { headers: auth, data: { ...editor, name: 'Rédactrice du test de restauration', roles: ['editor'] } })
  expect(created.ok(), await created.text()).toBe(true)
  const lastReference = await postContact(baseURL!)
  const listed = await request.get('/api/messages?limit=1&depth=0', { headers: auth })
  expect(listed.status(), await listed.text()).toBe(200)
  const messages = (await listed.json()).totalDocs as number
  expect(messages).toBeGreaterThan(0)

  const made = cli('backup', { DATABASE_URL: info.databaseUrl, MEDIA_DIR: info.mediaDir, BACKUP_DIR: path.join(work, 'backups'), BACKUP_KEY: 'drill passphrase 0123456789' })
  expect(made.status, made.stderr).toBe(0)
  const archive = path.join(work, 'backups', fs.readdirSync(path.join(work, 'backups'))[0]!)

  let databaseUrl = `file:${path.join(work, 'restored.db')}`
  if (info.databaseUrl.startsWith('postgres')) {
    const client = new pg.Client({ connectionString: info.databaseUrl })
    await client.connect()
    await client.query('CREATE DATABASE drill_restored')
    await client.end()
    databaseUrl = info.databaseUrl.replace(/\/[^/]+$/, '/drill_restored')
  }
  const target = { DATABASE_URL: databaseUrl, MEDIA_DIR: path.join(work, 'media'), BACKUP_KEY: 'drill passphrase 0123456789' }
  const restored = cli('restore', target, [archive])
  expect(restored.status, restored.stderr).toBe(0)
  expect(restored.stdout).toMatch(/^restore: .* restored in \d+ ms/m)
  // Twice is refused (the target is no longer empty), and says why.
  const again = cli('restore', target, [archive])
  expect(again.status).toBe(2)
  expect(again.stderr).toContain('the target database is not empty')

  const port = await freePort()
  const server = spawn(process.execPath, [path.join(process.env.NEXT_DIST_DIR || '.next', 'portal-server.mjs')], {
    env: { ...process.env, ...target, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), PAYLOAD_SECRET: info.secret, BACKUP_SCHEDULE: 'off', LINK_CHECK: 'off', JOBS_RUNNER: 'off', SMS_GATEWAY_SECRET: '', CONTACT_MIN_FILL_MS: '800' },
    stdio: 'ignore',
  })
  try {
    const base = `http://127.0.0.1:${port}`
    await expect(async () => {
      expect((await fetch(`${base}/readyz`)).status).toBe(200)
    }).toPass({ timeout: 90_000, intervals: [500] })
    // The editor signs in on the restored copy and finds the guides, drafts included.
    const login = await fetch(`${base}/api/users/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(editor) })
    expect(login.status).toBe(200)
    const editorAuth = { Authorization: `JWT ${((await login.json()) as { token: string }).token}` }
    const guides = (await (await fetch(`${base}/api/services?draft=true&limit=1&depth=0`, { headers: editorAuth })).json()) as { totalDocs: number }
    expect(guides.totalDocs).toBeGreaterThanOrEqual(47)
    const adminLogin = await fetch(`${base}/api/users/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(E2E_ADMIN) })
    const adminAuth = { Authorization: `JWT ${((await adminLogin.json()) as { token: string }).token}` }
    const count = async () => ((await (await fetch(`${base}/api/messages?limit=1&depth=0`, { headers: adminAuth })).json()) as { totalDocs: number }).totalDocs
    expect(await count()).toBe(messages)
    // A citizen writes to the restored portal: the next reference, no gap, no duplicate.
    const next = await postContact(base)
    const [prefix, year, number] = lastReference.split('-')
    expect(next).toBe(`${prefix}-${year}-${String(Number(number) + 1).padStart(6, '0')}`)
    expect(await count()).toBe(messages + 1)
    const same = (await (await fetch(`${base}/api/messages?where[reference][equals]=${next}&depth=0`, { headers: adminAuth })).json()) as { totalDocs: number }
    expect(same.totalDocs).toBe(1)
    for (const page of ['/fr/', '/mg/', '/fr/services/passeport/', '/mg/services/pasipaoro/']) {
      const answer = await fetch(`${base}${page}`)
      expect(answer.status, page).toBe(200)
      expect(await answer.text()).toContain('<h1')
    }
  } finally {
    server.kill('SIGTERM')
    await new Promise((resolve) => server.once('exit', resolve))
    if (info.databaseUrl.startsWith('postgres')) {
      const client = new pg.Client({ connectionString: info.databaseUrl })
      await client.connect()
      await client.query('DROP DATABASE IF EXISTS drill_restored WITH (FORCE)').catch(() => undefined)
      await client.end()
    }
    fs.rmSync(work, { recursive: true, force: true })
  }
})

test('metrics: the operator reads them from the machine; the public and forwarded requests get a plain 404', async ({ request }) => {
  await request.get('/fr/')
  await request.get('/fr/')
  const answer = await request.get('/metrics')
  expect(answer.status()).toBe(200)
  expect(answer.headers()['content-type']).toContain('text/plain')
  const text = await answer.text()
  expect(text).toMatch(/portal_http_requests_total\{class="page",status="2xx"\} \d+/)
  expect(text).toMatch(/portal_page_cache_total\{result="hit"\} \d+/)
  expect(text).toMatch(/portal_backup_age_seconds -?\d+/)
  expect(text).toContain('portal_nodejs_eventloop_lag_seconds')
  // Through a proxy (the public, relayed from loopback), it does not exist.
  const relayed = await request.get('/metrics', { headers: { 'X-Forwarded-For': '41.188.10.20' } })
  expect(relayed.status()).toBe(404)
  expect(await relayed.text()).not.toContain('portal_')
})

test('metrics: events counted in the workers reach the front (an SMS received and answered, a rate-limit refusal)', async ({ request, baseURL }) => {
  const count = async (pattern: RegExp) => Number(pattern.exec(await (await request.get('/metrics')).text())?.[1] ?? 0)
  const smsIn = /^portal_sms_total\{direction="in"\} (\d+)$/m
  const smsOut = /^portal_sms_total\{direction="out"\} (\d+)$/m
  const before = { in: await count(smsIn), out: await count(smsOut) }
  const sms = await request.get(`/gateway/sms/kannel?secret=${encodeURIComponent(E2E_SMS.secret)}&from=0341239876&to=${E2E_SMS.shortCode}&text=PASSEPORT`)
  expect(sms.status()).toBe(200)
  expect((await sms.text()).length).toBeGreaterThan(20)
  // Tracking a message is limited per address in the worker: one address asks until it is refused.
  const limiter = /^portal_rate_limited_total\{limiter="tracking"\} (\d+)$/m
  const refusedBefore = await count(limiter)
  let refused = false
  for (let i = 0; i < 40 && !refused; i++) {
    const answer = await request.post('/fr/contact/suivi/consulter/', { form: { reference: `SPM-2026-${String(900000 + i)}` }, headers: { 'X-Forwarded-For': '41.188.77.77', Origin: new URL(baseURL!).origin }, maxRedirects: 0 })
    refused = answer.status() === 429 || /trop|tafahoatra/i.test(await answer.text())
  }
  await expect.poll(async () => ({ in: await count(smsIn), out: await count(smsOut) }), { timeout: 5_000 }).toEqual({ in: before.in + 1, out: before.out + 1 })
  expect(refused, 'the tracking limit refuses this address within 40 tries').toBe(true)
  await expect.poll(() => count(limiter), { timeout: 5_000 }).toBeGreaterThan(refusedBefore)
})
