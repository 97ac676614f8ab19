/**
 * `npm run bench:alerts`: 10,000 citizens subscribe by SMS, one alert goes to all of them through
 * Kannel, with a cached page read meanwhile (bench/alerts.ts says how to start the server).
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
const result = await benchAlerts(base, { secret, sendsmsPassword, admin, count: Number(process.env.BENCH_ALERT_COUNT || 10_000) })
if (!result) {
  console.error('bench:alerts: skipped (needs kannel and kannel-extras)')
  process.exit(1)
}
console.log(`alerts: ${result.subscribers} subscribed by SMS in ${result.subscribeSeconds} s; queued ${result.queued} in ${result.queueMs} ms; ${result.delivered} at the fake SMS centre in ${result.deliverSeconds} s (${result.perSecond}/s, link rate ${result.sendRate || 'as set on the server'}/s)`)
console.log(`a cached page while idle p50 ${result.page.idleP50Ms} ms p95 ${result.page.idleP95Ms} ms; while sending p50 ${result.page.sendingP50Ms} ms p95 ${result.page.sendingP95Ms} ms (×${result.page.ratioP50})`)
const file = path.join('bench', 'results', `alerts-${new Date().toISOString().replace(/[:.]/g, '-')}.json`)
fs.writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`)
console.log(`written: ${file}`)
