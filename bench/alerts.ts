/**
 * Alerts by SMS at scale (issue 28), against a running server started with alerts set up:
 *   SMS_GATEWAY_SECRET=<BENCH_SMS_SECRET> SMS_SENDSMS_URL=http://127.0.0.1:13723/cgi-bin/sendsms
 *   SMS_SENDSMS_PASSWORD=<BENCH_SENDSMS_PASSWORD> SMS_SEND_RATE=<the link's rate, e.g. 500>
 * Kannel is started here (its sendsms on 13723), and its fake SMS centre is both the citizens:
 * - `count` numbers subscribe by SMS (`ALERTE TOUTES`), through the real path;
 * - an administrator (BENCH_ADMIN_EMAIL, BENCH_ADMIN_PASSWORD) sends a notice to all regions;
 * - measured: the time to queue (the send request), the time until the fake centre has every SMS,
 *   the SMS a second, and a cached page's latency before and while the queue is sent (interleaved
 *   reads from their own loopback address; the page budgets must not move).
 */
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'

import { floodSms, kannelBinaries, listenPhones, startKannel } from '../scripts/kannel.mjs'

export type AlertsBench = {
  subscribers: number
  subscribeSeconds: number
  queued: number
  queueMs: number
  delivered: number
  deliverSeconds: number
  perSecond: number
  sendRate: number
  page: { idleP50Ms: number; idleP95Ms: number; sendingP50Ms: number; sendingP95Ms: number; ratioP50: number }
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! * 10) / 10 : NaN
}

/** One read of a page from its own loopback address (not the flood's, not the trusted proxy's). */
function read(base: string, pathname: string): Promise<number> {
  const url = new URL(pathname, base)
  const started = performance.now()
  return new Promise((resolve, reject) => {
    const req = http.get({ host: url.hostname, port: url.port, path: url.pathname, localAddress: '127.0.88.8', agent: false }, (res) => {
      res.resume()
      res.on('end', () => resolve(performance.now() - started))
    })
    req.on('error', reject)
  })
}

async function reads(base: string, pathname: string, until: () => boolean, max = 2_000): Promise<number[]> {
  const times: number[] = []
  while (!until() && times.length < max) {
    times.push(await read(base, pathname))
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  return times
}

export async function benchAlerts(base: string, options: { secret: string; sendsmsPassword: string; admin: { email: string; password: string }; count?: number; sendRate?: number }): Promise<AlertsBench | null> {
  const { bearerbox, fakesmsc } = kannelBinaries()
  if (!bearerbox || !fakesmsc) return null
  const count = options.count ?? 10_000
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-alerts-'))
  const kannel = await startKannel({ dir, basePort: 13720, portalUrl: base, secret: options.secret, sendsmsPassword: options.sendsmsPassword })
  // The fake centre takes one connection at a time: the phones listen once the subscribing is done.
  let phones: ReturnType<typeof listenPhones> | undefined
  try {
    // Subscribing, as citizens do: distinct numbers (fakesmsc adds random digits).
    const t0 = performance.now()
    await floodSms(kannel.ports.fakeSmsc, { from: '0329', to: '301', text: 'ALERTE TOUTES', count, interval: 0.002, randomSender: true, quietMs: 5_000, maxMs: 600_000 })
    const subscribeSeconds = (performance.now() - t0) / 1000
    phones = listenPhones(kannel.ports.fakeSmsc)
    const listening = phones

    const login = await fetch(`${base}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(options.admin) })
    if (!login.ok) throw new Error(`bench alerts: sign-in refused (${login.status}): set BENCH_ADMIN_EMAIL and BENCH_ADMIN_PASSWORD`)
    const auth = { authorization: `JWT ${((await login.json()) as { token: string }).token}`, 'content-type': 'application/json' }
    await fetch(`${base}/api/globals/emergency-notice?locale=fr`, { method: 'POST', headers: auth, body: JSON.stringify({ active: true, severity: 'warning', title: 'Essai de charge', message: 'Message de test du banc de mesure.', startsAt: null, endsAt: null }) })
    // The count as the administrator's page shows it (a wrong count is refused with the right one).
    const probe = (await (await fetch(`${base}/api/alert-send`, { method: 'POST', headers: auth, body: JSON.stringify({ regions: ['all'], expected: 0 }) })).json()) as { count?: number }
    const subscribers = probe.count ?? 0

    const page = '/fr/services/passeport/'
    await read(base, page)
    const idle = await reads(base, page, () => false, 200)

    const before = listening.received.length
    const sendStarted = performance.now()
    const sent = (await (await fetch(`${base}/api/alert-send`, { method: 'POST', headers: auth, body: JSON.stringify({ regions: ['all'], expected: subscribers }) })).json()) as { ok: boolean; queued?: number }
    const queueMs = performance.now() - sendStarted
    const delivered = () => listening.received.length - before
    let lastChange = performance.now()
    let lastCount = 0
    const done = () => {
      if (delivered() !== lastCount) {
        lastCount = delivered()
        lastChange = performance.now()
      }
      return delivered() >= (sent.queued ?? 0) || performance.now() - lastChange > 15_000
    }
    const sending = await reads(base, page, done, 100_000)
    while (!done()) await new Promise((resolve) => setTimeout(resolve, 200))
    const last = listening.received.at(-1)?.at ?? performance.now()
    const deliverSeconds = (last - sendStarted) / 1000
    await fetch(`${base}/api/globals/emergency-notice?locale=fr`, { method: 'POST', headers: auth, body: JSON.stringify({ active: false }) })
    return {
      subscribers,
      subscribeSeconds: Math.round(subscribeSeconds * 10) / 10,
      queued: sent.queued ?? 0,
      queueMs: Math.round(queueMs),
      delivered: delivered(),
      deliverSeconds: Math.round(deliverSeconds * 10) / 10,
      perSecond: Math.round((delivered() / Math.max(0.001, deliverSeconds)) * 10) / 10,
      sendRate: options.sendRate ?? Number(process.env.BENCH_SEND_RATE || 0),
      page: {
        idleP50Ms: quantile(idle, 0.5),
        idleP95Ms: quantile(idle, 0.95),
        sendingP50Ms: quantile(sending, 0.5),
        sendingP95Ms: quantile(sending, 0.95),
        ratioP50: Math.round((quantile(sending, 0.5) / quantile(idle, 0.5)) * 100) / 100,
      },
    }
  } finally {
    phones?.stop()
    await kannel.stop()
    fs.rmSync(dir, { recursive: true, force: true })
  }
}
