/**
 * `npm run bench:alerts`: citizens subscribe by SMS, then one alert goes to 10,000 numbers through
 * Kannel and 10,000 addresses over SMTP, with a cached page read meanwhile (bench/alerts.ts says
 * how to start the server).
 * Writes bench/results/alerts-<timestamp>.json.
 */
import fs from 'node:fs'
import path from 'node:path'

import { benchAlerts } from './alerts'

const base = (process.env.BENCH_URL || 'http://127.0.0.1:3000').replace(/\/$/, '')
const secret = process.env.BENCH_SMS_SECRET
const sendsmsPassword = process.env.BENCH_SENDSMS_PASSWORD
const admin = { email: process.env.BENCH_ADMIN_EMAIL ?? '', password: process.env.BENCH_ADMIN_PASSWORD ?? '' }
if (!secret || !sendsmsPassword || !admin.email) {
  console.error('bench:alerts: set BENCH_SMS_SECRET, BENCH_SENDSMS_PASSWORD, BENCH_ADMIN_EMAIL and BENCH_ADMIN_PASSWORD (bench/alerts.ts)')
  process.exit(1)
}
const result = await benchAlerts(base, {
  secret,
  sendsmsPassword,
  admin,
  databaseUrl: process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || `file:${path.resolve('data/portal.db')}`,
  count: Number(process.env.BENCH_ALERT_COUNT || 10_000),
  sample: Number(process.env.BENCH_ALERT_SMS_SAMPLE || 1_000),
  smtpPort: Number(process.env.BENCH_SMTP_PORT || 13_725),
  rates: { sms: Number(process.env.BENCH_SEND_RATE || 0), email: Number(process.env.BENCH_MAIL_RATE || 0) },
})
if (!result) {
  console.error('bench:alerts: skipped (needs kannel and kannel-extras)')
  process.exit(1)
}
console.log(`alerts: ${result.subscribedBySms} subscribed by SMS in ${result.subscribeSeconds} s (${result.subscribePerSecond}/s); ${result.subscribers.sms} numbers and ${result.subscribers.email} addresses queued in ${result.queueMs} ms`)
console.log(`SMS: ${result.sms.delivered} at the fake SMS centre in ${result.sms.deliverSeconds} s (${result.sms.perSecond}/s, link rate ${result.sms.rate || 'as set on the server'}/s)`)
console.log(`e-mail: ${result.email.delivered} at the SMTP server in ${result.email.deliverSeconds} s (${result.email.perSecond}/s, rate ${result.email.rate || 'as set on the server'}/s)`)
console.log(`a cached page while idle p50 ${result.page.idleP50Ms} ms p95 ${result.page.idleP95Ms} ms; while sending p50 ${result.page.sendingP50Ms} ms p95 ${result.page.sendingP95Ms} ms (×${result.page.ratioP50})`)
const file = path.join('bench', 'results', `alerts-${new Date().toISOString().replace(/[:.]/g, '-')}.json`)
fs.writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`)
console.log(`written: ${file}`)
