/**
 * Issue 28, alerts by SMS, end to end through the real Kannel (bearerbox + smsbox) and its fake SMS
 * centre: citizens subscribe by SMS, an administrator sends the emergency notice from
 * /admin/alertes after confirming the count, only the subscribers of the regions chosen receive
 * it (in their language, GSM-7, at most 2 SMS), Kannel's delivery reports are counted, STOP erases,
 * and the sending keeps to the rate the operator's link allows. Runs after the site-wide specs:
 * the notice it publishes shows on every page.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { expect, test, type Page } from '@playwright/test'

import { gsm7Length, isGsm7 } from '@/gsm'

import { fakePhone, kannelBinaries, listenPhones, startKannel } from '../../scripts/kannel.mjs'

import { E2E_ADMIN } from './fixtures'
import { axeViolations } from './support/axe'
import { signIn } from './support/session'
import { E2E_SMS, kannelBasePort } from './support/sms'

const port = Number(process.env.E2E_PORT || 3210)
const SHORT = E2E_SMS.shortCode

test.describe.configure({ mode: 'serial' })

let kannel: Awaited<ReturnType<typeof startKannel>> | undefined
let dir = ''
let send: ReturnType<typeof fakePhone>
const phone = (n: number) => `03319${String(port % 100).padStart(2, '0')}${String(n).padStart(3, '0')}`

test.beforeAll(async () => {
  const { bearerbox, fakesmsc } = kannelBinaries()
  if (!bearerbox || !fakesmsc) throw new Error('Kannel is required: apt-get install -y kannel kannel-extras (.ci/run installs it)')
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-kannel-alerts-'))
  kannel = await startKannel({ dir, basePort: kannelBasePort(port), portalUrl: `http://127.0.0.1:${port}`, secret: E2E_SMS.secret, sendsmsPassword: E2E_SMS.sendsmsPassword })
  send = fakePhone(kannel.ports.fakeSmsc)
})

test.afterAll(async () => {
  await kannel?.stop()
  fs.rmSync(dir, { recursive: true, force: true })
})

/** On /admin/alertes: ticks the regions, counts, and sends to the count shown. */
async function sendFromAdmin(page: Page, regions: string[], expected: number): Promise<void> {
  await page.goto('/admin/alertes')
  for (const name of regions) await page.getByLabel(name, { exact: true }).check()
  await page.getByRole('button', { name: 'Compter les abonnés' }).click()
  await expect(page.getByText(`${expected} abonnés recevront ce SMS`)).toBeVisible()
  await page.getByRole('button', { name: `Envoyer à ${expected} abonnés` }).click()
  await expect(page.locator('.portal-flash[role=status]')).toContainText(`Alerte mise en file d’envoi pour ${expected} abonnés`)
}

test('alerts by SMS: subscribe by SMS, the notice sent from the admin reaches its regions only, delivered, at the link’s pace; STOP erases', async ({ browser, request, baseURL }) => {
  test.setTimeout(120_000)
  const [centre, east, everywhere, stopper, ...diana] = [1, 2, 3, 4, 5, 6, 7].map(phone)

  // Subscribing, by the region's name, its capital, or all of them; in French or Malagasy.
  expect((await send(centre, SHORT, 'ALERTE ANALAMANGA'))?.text).toBe("C'est noté : vous recevrez par SMS les alertes d'urgence pour Analamanga. LISTE : vos abonnements. STOP : tout arreter.")
  expect((await send(east, SHORT, 'FAMPITANDREMANA TOAMASINA'))?.text).toMatch(/^Voaray: handray SMS ianao .* ho an'ny Atsinanana\./)
  expect((await send(everywhere, SHORT, 'ALERTE TOUTES'))?.text).toMatch(/pour toutes les régions\./)
  expect((await send(everywhere, SHORT, 'LISITRA'))?.text).toBe("Ny fampitandremana raisinao amin'ny SMS: faritra rehetra. STOP: hampitsahatra ny rehetra.")
  expect((await send(stopper, SHORT, 'ALERTE ANALAMANGA'))?.text).toMatch(/pour Analamanga\./)
  expect((await send(stopper, SHORT, 'STOP'))?.text).toMatch(/^C'est noté : vos abonnements aux alertes et cette conversation sont effacés/)
  expect((await send(stopper, SHORT, 'LISTE'))?.text).toMatch(/^Aucun abonnement aux alertes/)
  for (const number of diana) expect((await send(number, SHORT, 'ALERTE ANTSIRANANA'))?.text).toMatch(/pour Diana\./)

  // The notice, online in both languages.
  const auth = { Authorization: `JWT ${await signIn(request, E2E_ADMIN)}` }
  const title = `Cyclone ${Date.now() % 100_000}`
  expect((await request.post('/api/globals/emergency-notice?locale=fr', { headers: auth, data: { active: true, severity: 'critical', title, message: 'Restez à l’abri, ne traversez pas les rivières en crue.', startsAt: null, endsAt: null } })).ok()).toBe(true)
  expect((await request.post('/api/globals/emergency-notice?locale=mg', { headers: auth, data: { title: `Rivodoza ${title.slice(8)}`, message: 'Mijanòna ao an-trano.' } })).ok()).toBe(true)

  const phones = listenPhones(kannel!.ports.fakeSmsc)
  const context = await browser.newContext({ serviceWorkers: 'block', locale: 'fr-FR' })
  await context.addCookies([{ name: 'payload-token', value: auth.Authorization.slice(4), url: baseURL! }])
  const page = await context.newPage()
  try {
    // Analamanga: its subscriber and the one who follows all regions; nobody else.
    await sendFromAdmin(page, ['Analamanga'], 2)
    expect(await axeViolations(page, { include: '.portal-alerts' })).toEqual([])
    await expect.poll(() => phones.messages().length, { timeout: 20_000 }).toBe(2)
    await page.waitForTimeout(1_500)
    const first = phones.messages()
    expect(first.map((m) => m.to).sort()).toEqual([centre, everywhere].sort())
    for (const m of first) {
      expect(m.text).toBe(`Alerte : ${title}. Restez à l'abri, ne traversez pas les rivières en crue. STOP : ne plus recevoir.`)
      expect(isGsm7(m.text)).toBe(true)
      expect(gsm7Length(m.text)).toBeLessThanOrEqual(306)
    }
    // Kannel's delivery reports come back: both counted as delivered on the admin page.
    await expect(async () => {
      await page.goto('/admin/alertes')
      await expect(page.locator('[data-alerts] tbody tr').first().locator('[data-status="delivered"]')).toHaveText('2', { timeout: 1_000 })
    }).toPass({ timeout: 20_000 })

    // All regions: 6 subscribers, at most 5 a second (the link's rate): 5 gaps of 200 ms at least.
    await sendFromAdmin(page, ['Toutes les régions'], 6)
    await expect.poll(() => phones.messages().length, { timeout: 20_000 }).toBe(8)
    await page.waitForTimeout(1_500)
    const second = phones.messages().slice(2)
    expect(second.map((m) => m.to).sort()).toEqual([centre, east, everywhere, ...diana].sort())
    expect(second.find((m) => m.to === east)?.text).toBe(`Loza: Rivodoza ${title.slice(8)}. Mijanòna ao an-trano. STOP: tsy handray intsony.`)
    const span = second.at(-1)!.at - second[0]!.at
    console.log(`6 alert SMS at ${E2E_SMS.sendRate}/s: ${Math.round(span)} ms from the first to the last`)
    // The sender spaces its sendsms calls exactly (src/alerts/sender.test.ts); what reaches the phones also
    // carries Kannel's queueing and this runner's reading of fakesmsc, up to ~100 ms (973–995 ms here, 897 ms
    // on one CI run). Without the throttle (SMS_SEND_RATE=1000) they arrived within 124 ms: 70 % still fails then.
    expect(span).toBeGreaterThanOrEqual(5 * (1000 / E2E_SMS.sendRate) * 0.7)
    // Nobody got anything twice, and the number that sent STOP got nothing.
    expect(phones.messages().filter((m) => m.to === stopper)).toEqual([])
  } finally {
    phones.stop()
    await context.close()
    await request.post('/api/globals/emergency-notice?locale=fr', { headers: auth, data: { active: false } })
  }
})

test('alerts by SMS from the web: the code arrives on the phone, typed back it subscribes the number (LISTE shows it), a wrong code is refused', async ({ browser }) => {
  test.setTimeout(120_000)
  for (const [lang, n, texts] of [
    ['fr', 20, { submit: 'Recevoir les alertes par SMS', code: /^Services publics MG : votre code est (\d{6})\. Tapez-le sur la page des alertes dans les 15 min\. Ne le donnez à personne\.$/, confirm: 'Confirmer mon numéro', wrong: 'Ce n’est pas le bon code. Tapez les 6 chiffres du dernier SMS reçu.', done: 'Abonnement confirmé', list: 'LISTE' }],
    ['mg', 21, { submit: 'Handray ny fampitandremana amin’ny SMS', code: /^Services publics MG: ny kaodinao dia (\d{6})\. /, confirm: 'Hamafisiko ny laharako', wrong: 'Tsy io ny kaody. Soraty ny tarehimarika 6 ao amin’ny SMS farany voaray.', done: 'Voamafy ny fisoratanao', list: 'LISITRA' }],
  ] as const) {
    const number = phone(n)
    const phones = listenPhones(kannel!.ports.fakeSmsc)
    const context = await browser.newContext({ serviceWorkers: 'block', extraHTTPHeaders: { 'X-Forwarded-For': `198.51.100.${n}` } })
    const page = await context.newPage()
    try {
      await page.goto(`/${lang}/alertes/`)
      await page.locator('#phone').fill(`${number.slice(0, 3)} ${number.slice(3, 5)} ${number.slice(5, 8)} ${number.slice(8)}`)
      await page.locator('#sms-region-melaky').check()
      await page.getByRole('button', { name: texts.submit }).click()
      await expect(page.locator('#code')).toBeVisible()
      expect(await axeViolations(page)).toEqual([])
      // The code, on the phone: GSM-7, one SMS.
      await expect.poll(() => phones.messages().filter((m) => m.to === number).length, { timeout: 20_000 }).toBe(1)
      const sms = phones.messages().find((m) => m.to === number)!
      expect(sms.parts).toBe(1)
      expect(isGsm7(sms.text)).toBe(true)
      const code = texts.code.exec(sms.text)?.[1]
      expect(code, sms.text).toBeTruthy()

      await page.locator('#code').fill(code === '000000' ? '111111' : '000000')
      const [wrong] = await Promise.all([page.waitForResponse((r) => r.url().endsWith(`/${lang}/alertes/code/`)), page.getByRole('button', { name: texts.confirm }).click()])
      expect(wrong.status()).toBe(422)
      await expect(page.locator('[data-error-summary] li a')).toHaveText([texts.wrong])
      expect(await axeViolations(page)).toEqual([])
      await page.locator('#code').fill(code!)
      await page.getByRole('button', { name: texts.confirm }).click()
      await expect(page.locator('#alerts-outcome')).toHaveText(texts.done)
      await expect(page.locator('[role=status] p')).toContainText('Melaky')
    } finally {
      phones.stop()
      await context.close()
    }
    // The number is subscribed as if it had written ALERTE, in the page's language; STOP erases it.
    expect((await send(number, SHORT, texts.list))?.text).toContain('Melaky')
    expect((await send(number, SHORT, 'STOP'))?.text).toBeTruthy()
  }
})

test('a server killed mid-batch: after its restart the rest of the alert goes out through Kannel, and no number receives it twice', async ({}, testInfo) => {
  // This server has its own SQLite database whatever the pass; the queue's claims on PostgreSQL are covered by tests/int/suites/alerts.ts.
  test.setTimeout(300_000)
  const killPort = port + 41
  const base = `http://127.0.0.1:${killPort}`
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-alert-kill-'))
  const admin = { email: 'envoi@alertes.test', password: 'a passphrase for the kill test' }
  const env: NodeJS.ProcessEnv = {
    ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(killPort), DATABASE_URL: `file:${path.join(work, 'kill.db')}`, PAYLOAD_SECRET: 'alert-kill-test', MEDIA_DIR: path.join(work, 'media'),
    ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password, MIRROR: 'off', BACKUP_SCHEDULE: 'off', SMTP_HOST: '', REDIS_URL: '',
    SMS_GATEWAY_SECRET: E2E_SMS.secret, SMS_GATEWAY_ALLOW: '127.0.0.1', SMS_SHORT_CODE: E2E_SMS.shortCode, SMS_SENDSMS_URL: `http://127.0.0.1:${kannel!.ports.sendsms}/cgi-bin/sendsms`, SMS_SENDSMS_PASSWORD: E2E_SMS.sendsmsPassword,
    SMS_DLR_URL: `${base}/gateway/sms/dlr/`, SMS_SEND_RATE: '4', ALERT_SENDER_INTERVAL_MS: '300',
  }
  const prepared = spawnSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'src/scripts/prepare-db.ts'], { env, encoding: 'utf8' })
  expect(prepared.status, prepared.stderr).toBe(0)
  const numbers = Array.from({ length: 24 }, (_, i) => `03318${String(port % 100).padStart(2, '0')}${String(i).padStart(3, '0')}`)
  const { createClient } = await import('@libsql/client')
  const db = createClient({ url: env.DATABASE_URL! })
  for (const [i, number] of numbers.entries()) {
    await db.execute({ sql: `INSERT INTO alert_subscriptions (channel, address, address_key, topic, lang, status, source, cadence, consent_at, renewed_at) VALUES ('sms', ?, ?, 'region:all', ?, 'active', 'sms', 'immediate', ?, ?)`, args: [number, `kill-test:${number}`, i % 2 ? 'mg' : 'fr', new Date().toISOString(), new Date().toISOString()] })
  }

  // The server and its workers in a process group of their own: SIGKILL takes them all, as a crash would.
  // Its log kept in a file: when the rest does not go out, the failure shows what the server said.
  const logFile = path.join(work, 'server.log')
  const start = () => {
    const out = fs.openSync(logFile, 'a')
    const child = spawn(process.execPath, [path.join(process.env.NEXT_DIST_DIR || '.next', 'portal-server.mjs')], { env, stdio: ['ignore', out, out], detached: true })
    fs.closeSync(out)
    return child
  }
  /** The queue's rows by status and detail, and the server log's last lines about alerts: what a failure needs. */
  const diagnosis = async () => {
    const rows = await db.execute('SELECT status, detail, attempts, COUNT(*) AS n FROM alert_deliveries GROUP BY status, detail, attempts').catch((error: Error) => ({ rows: [{ error: error.message }] }))
    const log = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8').split('\n').filter((line) => /alert|sender|error|warn/i.test(line)).slice(-20).join('\n') : ''
    return `deliveries: ${JSON.stringify(rows.rows)}\nserver log:\n${log}`
  }
  const killAll = (child: ChildProcess) => {
    try {
      process.kill(-child.pid!, 'SIGKILL')
    } catch {
      // already gone
    }
  }
  const ready = () => expect.poll(async () => (await fetch(`${base}/readyz`).catch(() => null))?.status ?? 0, { timeout: 90_000 }).toBe(200)
  let server = start()
  const phones = listenPhones(kannel!.ports.fakeSmsc)
  try {
    await ready()
    const login = await fetch(`${base}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(admin) })
    expect(login.status).toBe(200)
    const auth = { authorization: `JWT ${((await login.json()) as { token: string }).token}`, 'content-type': 'application/json' }
    const title = `Inondation ${Date.now() % 100_000}`
    expect((await fetch(`${base}/api/globals/emergency-notice?locale=fr`, { method: 'POST', headers: auth, body: JSON.stringify({ active: true, severity: 'critical', title, message: 'Montez en hauteur.', startsAt: null, endsAt: null }) })).ok).toBe(true)
    const queued = await fetch(`${base}/api/alert-send`, { method: 'POST', headers: auth, body: JSON.stringify({ regions: ['all'], expected: numbers.length, channels: ['sms'] }) })
    expect(await queued.json()).toMatchObject({ ok: true, queued: numbers.length })

    const ours = () => phones.messages().filter((m) => numbers.includes(m.to))
    // Killed once a few have gone out, in the middle of the batch (4 a second).
    await expect.poll(() => ours().length, { timeout: 30_000 }).toBeGreaterThanOrEqual(6)
    killAll(server)
    const atKill = ours().length
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    expect(ours().length - atKill).toBeLessThanOrEqual(1)

    server = start()
    await ready()
    // Every number but, at most, the one whose send was cut by the kill (it may have gone out; it is never sent again).
    try {
      await expect.poll(() => new Set(ours().map((m) => m.to)).size, { timeout: 90_000 }).toBeGreaterThanOrEqual(numbers.length - 1)
    } catch (error) {
      console.log(`alert sender killed mid-batch: ${ours().length} SMS received (${atKill} before the kill)\n${await diagnosis()}`)
      throw error
    }
    await new Promise((resolve) => setTimeout(resolve, 3_000))
    const received = ours().map((m) => m.to)
    testInfo.annotations.push({ type: 'kill', description: `${atKill} SMS before the kill, ${received.length} in all for ${numbers.length} numbers` })
    console.log(`alert sender killed mid-batch: ${atKill} SMS before the kill, ${received.length} in all for ${numbers.length} numbers`)
    expect(received.length).toBe(new Set(received).size)
    expect(ours().every((m) => m.text.includes(title) || m.text.includes('Inondation'))).toBe(true)
  } finally {
    phones.stop()
    killAll(server)
    db.close()
    fs.rmSync(work, { recursive: true, force: true })
  }
})

