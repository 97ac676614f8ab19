/**
 * SMS and USSD figures against a running server started with SMS_GATEWAY_SECRET (give the same
 * value in BENCH_SMS_SECRET): Kannel (bearerbox + smsbox) is started here in front of it, and its
 * fake SMS centre sends questions from many numbers.
 * - SMS answered per second, and the time from the incoming SMS to the answer at the fake SMS
 *   centre (p50/p95; ARCHITECTURE.md: p95 ≤ 1 s), with the number of parts per answer;
 * - USSD: one screen per request through the front, p50/p95 (budget: p95 ≤ 100 ms).
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { floodSms, kannelBinaries, startKannel } from '../scripts/kannel.mjs'

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!) : NaN
}

export type SmsBench = {
  sms: { sent: number; answered: number; perSecond: number; p50Ms: number; p95Ms: number; maxMs: number }
  ussd: { screens: number; p50Ms: number; p95Ms: number; maxMs: number }
}

export async function benchSms(base: string, secret: string | undefined, count = Number(process.env.BENCH_SMS_COUNT || 300)): Promise<SmsBench | null> {
  const { bearerbox, fakesmsc } = kannelBinaries()
  if (!bearerbox || !fakesmsc || !secret) return null
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-kannel-'))
  const kannel = await startKannel({ dir, basePort: 13700, portalUrl: base, secret })
  try {
    // Different numbers (fakesmsc adds random digits): each its own conversation and budget.
    const started = performance.now()
    const flood = await floodSms(kannel.ports.fakeSmsc, { from: '0349', to: '301', text: 'PASSEPORT', count, interval: 0.005, randomSender: true, quietMs: 3_000 })
    const firstSent = flood.sentAt[0] ?? started
    const last = flood.answers.at(-1)?.at ?? firstSent
    // fakesmsc reports each send and each answer as it happens; answers are matched to sends in order.
    const latencies = flood.answers.map((answer, i) => answer.at - (flood.sentAt[i] ?? answer.at))
    const sms = {
      sent: flood.sent,
      answered: flood.answers.length,
      perSecond: Math.round((flood.answers.length / Math.max(1, last - firstSent)) * 1000 * 10) / 10,
      p50Ms: quantile(latencies, 0.5),
      p95Ms: quantile(latencies, 0.95),
      maxMs: quantile(latencies, 1),
    }
    const ussdTimes: number[] = []
    const paths = ['', '1', '2', '1*1', '1*2', '1*2*1', '1*2*1*1', '2*3', '2*3*1*4', '1*9']
    for (let i = 0; i < Number(process.env.BENCH_USSD_COUNT || 300); i++) {
      const body = new URLSearchParams({ sessionId: `b${i}`, serviceCode: '*301#', phoneNumber: `+2613400${String(i % 1000).padStart(5, '0')}`, networkCode: '64602', text: paths[i % paths.length]! })
      const t0 = performance.now()
      const response = await fetch(`${base}/gateway/ussd/?secret=${encodeURIComponent(secret)}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body })
      await response.text()
      ussdTimes.push(performance.now() - t0)
    }
    return { sms, ussd: { screens: ussdTimes.length, p50Ms: quantile(ussdTimes, 0.5), p95Ms: quantile(ussdTimes, 0.95), maxMs: quantile(ussdTimes, 1) } }
  } finally {
    await kannel.stop()
    fs.rmSync(dir, { recursive: true, force: true })
  }
}
