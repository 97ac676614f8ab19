/**
 * Alerts at scale (issue 28): 10,000 SMS and 10,000 e-mails queued and delivered, against a running
 * server started with both channels set up:
 *   SMS_GATEWAY_SECRET=<BENCH_SMS_SECRET> SMS_SENDSMS_URL=http://127.0.0.1:13723/cgi-bin/sendsms
 *   SMS_SENDSMS_PASSWORD=<BENCH_SENDSMS_PASSWORD> SMS_SEND_RATE=<the link's rate, e.g. 500>
 *   SMTP_HOST=127.0.0.1 SMTP_PORT=<BENCH_SMTP_PORT, 13725> SMTP_IGNORE_TLS=true ALERT_MAIL_RATE=<e.g. 500>
 *   SMS_ANSWER_RATE=100000/60 (the sample's ALERTE come faster than the default ceiling on SMS answers)
 * Kannel is started here (its sendsms on 13723) with its fake SMS centre, and an SMTP server that
 * keeps count of what it receives:
 * - `sample` numbers subscribe by SMS (`ALERTE TOUTES`) through the real path (the rate of that path);
 * - the subscribers are topped up to `count` per channel in the server's database (DATABASE_URL:
 *   SQLite or PostgreSQL), as if they had subscribed;
 * - an administrator (BENCH_ADMIN_EMAIL, BENCH_ADMIN_PASSWORD) sends a notice to all regions on
 *   both channels;
 * - measured: the time to queue (the send request), the time until the fake centre has every SMS
 *   and the SMTP server every e-mail, the messages a second, and a cached page's latency before
 *   and while they are sent (reads from their own loopback address; the page budgets must not move).
 */
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'

import { SMTPServer } from 'smtp-server'

import { floodSms, kannelBinaries, listenPhones, startKannel } from '../scripts/kannel.mjs'

type Delivery = { queued: number; delivered: number; deliverSeconds: number; perSecond: number; rate: number }

export type AlertsBench = {
  subscribedBySms: number
  subscribeSeconds: number
  subscribePerSecond: number
  subscribers: { sms: number; email: number }
  queueMs: number
  sms: Delivery
  email: Delivery
  page: { idleP50Ms: number; idleP95Ms: number; sendingP50Ms: number; sendingP95Ms: number; ratioP50: number }
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! * 10) / 10 : NaN
}
const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits

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

/** An SMTP server that only counts (and timestamps) what it accepts. */
async function smtpSink(port: number): Promise<{ at: number[]; close: () => Promise<void> }> {
  const at: number[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      stream.on('data', () => {})
      stream.on('end', () => {
        at.push(performance.now())
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return { at, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}

/** Subscribers of `channel` topped up to `count` with bench addresses, straight into the server's database. */
async function topUp(databaseUrl: string, channel: 'sms' | 'email', count: number): Promise<void> {
  const address = channel === 'sms' ? (i: string) => `'0349' || ${i}` : (i: string) => `'bench-' || ${i} || '@example.mg'`
  if (databaseUrl.startsWith('postgres')) {
    const pg = (await import('pg')).default
    const client = new pg.Client({ connectionString: databaseUrl })
    await client.connect()
    try {
      const missing = count - Number((await client.query(`SELECT COUNT(DISTINCT address_key) AS n FROM alert_subscriptions WHERE channel = $1`, [channel])).rows[0].n)
      if (missing <= 0) return
      await client.query(`INSERT INTO alert_subscriptions (channel, address, address_key, topic, lang, status, source, cadence, consent_at, renewed_at)
        SELECT $1::enum_alert_subscriptions_channel, ${address("lpad(i::text, 6, '0')")}, 'bench:' || $1 || ':' || i, 'region:all',
          (CASE i % 2 WHEN 0 THEN 'fr' ELSE 'mg' END)::enum_alert_subscriptions_lang, 'active', (CASE $1 WHEN 'sms' THEN 'sms' ELSE 'web' END)::enum_alert_subscriptions_source, 'immediate', now(), now()
        FROM generate_series(1, $2::int) AS i ON CONFLICT DO NOTHING`, [channel, missing])
    } finally {
      await client.end()
    }
    return
  }
  const { createClient } = await import('@libsql/client')
  const db = createClient({ url: databaseUrl })
  try {
    await db.execute('PRAGMA busy_timeout = 10000')
    const missing = count - Number((await db.execute({ sql: 'SELECT COUNT(DISTINCT address_key) AS n FROM alert_subscriptions WHERE channel = ?', args: [channel] })).rows[0]!.n)
    if (missing <= 0) return
    await db.execute({
      sql: `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
        INSERT INTO alert_subscriptions (channel, address, address_key, topic, lang, status, source, cadence, consent_at, renewed_at)
        SELECT ?, ${address("printf('%06d', i)")}, 'bench:' || ? || ':' || i, 'region:all', CASE i % 2 WHEN 0 THEN 'fr' ELSE 'mg' END, 'active', CASE ? WHEN 'sms' THEN 'sms' ELSE 'web' END, 'immediate',
          strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), strftime('%Y-%m-%dT%H:%M:%fZ', 'now') FROM n WHERE true ON CONFLICT DO NOTHING`,
      args: [missing, channel, channel, channel],
    })
  } finally {
    db.close()
  }
}

export async function benchAlerts(
  base: string,
  options: { secret: string; sendsmsPassword: string; admin: { email: string; password: string }; databaseUrl: string; count?: number; sample?: number; smtpPort?: number; rates?: { sms: number; email: number } },
): Promise<AlertsBench | null> {
  const { bearerbox, fakesmsc } = kannelBinaries()
  if (!bearerbox || !fakesmsc) return null
  const count = options.count ?? 10_000
  const sample = Math.min(count, options.sample ?? 1_000)
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-alerts-'))
  const kannel = await startKannel({ dir, basePort: 13720, portalUrl: base, secret: options.secret, sendsmsPassword: options.sendsmsPassword })
  const mail = await smtpSink(options.smtpPort ?? 13725)
  // The fake centre takes one connection at a time: the phones listen once the subscribing is done.
  let phones: ReturnType<typeof listenPhones> | undefined
  try {
    const login = await fetch(`${base}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(options.admin) })
    if (!login.ok) throw new Error(`bench alerts: sign-in refused (${login.status}): set BENCH_ADMIN_EMAIL and BENCH_ADMIN_PASSWORD`)
    const auth = { authorization: `JWT ${((await login.json()) as { token: string }).token}`, 'content-type': 'application/json' }
    const countOf = async (channel: 'sms' | 'email') => ((await (await fetch(`${base}/api/alert-send`, { method: 'POST', headers: auth, body: JSON.stringify({ regions: ['all'], expected: 0, channels: [channel] }) })).json()) as { count?: number }).count ?? 0

    // The notice to send (the count is given only while there is one).
    await fetch(`${base}/api/globals/emergency-notice?locale=fr`, { method: 'POST', headers: auth, body: JSON.stringify({ active: true, severity: 'warning', title: 'Essai de charge', message: 'Message de test du banc de mesure.', startsAt: null, endsAt: null }) })

    // Subscribing as citizens do, by SMS: distinct numbers (fakesmsc adds random digits to the sender).
    const before = await countOf('sms')
    const t0 = performance.now()
    await floodSms(kannel.ports.fakeSmsc, { from: '0329', to: '301', text: 'ALERTE TOUTES', count: sample, interval: 0.002, randomSender: true, quietMs: 5_000, maxMs: 600_000 })
    const subscribeSeconds = (performance.now() - t0 - 5_000) / 1000
    const subscribedBySms = (await countOf('sms')) - before
    phones = listenPhones(kannel.ports.fakeSmsc)
    const listening = phones
    for (const channel of ['sms', 'email'] as const) await topUp(options.databaseUrl, channel, count)
    const subscribers = { sms: await countOf('sms'), email: await countOf('email') }

    const page = '/fr/services/passeport/'
    await read(base, page)
    const idle = await reads(base, page, () => false, 200)

    const smsBefore = listening.received.length
    const mailBefore = mail.at.length
    const sendStarted = performance.now()
    const sent = (await (await fetch(`${base}/api/alert-send`, { method: 'POST', headers: auth, body: JSON.stringify({ regions: ['all'], expected: subscribers.sms + subscribers.email, channels: ['sms', 'email'] }) })).json()) as { ok: boolean; queued?: number }
    const queueMs = performance.now() - sendStarted
    if (!sent.ok) throw new Error(`bench alerts: the send was refused (${JSON.stringify(sent)})`)
    const got = () => ({ sms: listening.received.length - smsBefore, email: mail.at.length - mailBefore })
    let lastChange = performance.now()
    let lastTotal = 0
    const done = () => {
      const { sms, email } = got()
      if (sms + email !== lastTotal) {
        lastTotal = sms + email
        lastChange = performance.now()
      }
      return (sms >= subscribers.sms && email >= subscribers.email) || performance.now() - lastChange > 20_000
    }
    const sending = await reads(base, page, done, 100_000)
    while (!done()) await new Promise((resolve) => setTimeout(resolve, 200))
    const delivery = (delivered: number, last: number | undefined, queued: number, rate: number): Delivery => {
      const seconds = ((last ?? performance.now()) - sendStarted) / 1000
      return { queued, delivered, deliverSeconds: round(seconds), perSecond: round(delivered / Math.max(0.001, seconds)), rate }
    }
    await fetch(`${base}/api/globals/emergency-notice?locale=fr`, { method: 'POST', headers: auth, body: JSON.stringify({ active: false }) })
    return {
      subscribedBySms,
      subscribeSeconds: round(subscribeSeconds),
      subscribePerSecond: round(subscribedBySms / Math.max(0.001, subscribeSeconds)),
      subscribers,
      queueMs: Math.round(queueMs),
      sms: delivery(got().sms, listening.received.at(-1)?.at, subscribers.sms, options.rates?.sms ?? 0),
      email: delivery(got().email, mail.at.at(-1), subscribers.email, options.rates?.email ?? 0),
      page: {
        idleP50Ms: quantile(idle, 0.5),
        idleP95Ms: quantile(idle, 0.95),
        sendingP50Ms: quantile(sending, 0.5),
        sendingP95Ms: quantile(sending, 0.95),
        ratioP50: round(quantile(sending, 0.5) / quantile(idle, 0.5), 2),
      },
    }
  } finally {
    phones?.stop()
    await kannel.stop()
    await mail.close()
    fs.rmSync(dir, { recursive: true, force: true })
  }
}
