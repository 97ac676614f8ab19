/**
 * Issue 39, point 5: a burst of SMS questions through the real Kannel (bearerbox + smsbox) and
 * its fake SMS centre, as a cyclone warning or a radio programme would bring: 20 SMS a second for
 * 10 s, from many numbers, in French and Malagasy. Before, smsbox sent the portal up to 512
 * questions at once, the portal's gateway gate took 8 running and 32 queued, and every other
 * question got Kannel's « Could not fetch content, sorry. » — an SMS paid for, in English, the
 * question lost. Now every question gets one answer, or (the portal too busy) one SMS saying so in
 * the asker's language or in both. Every assertion is on what fakesmsc receives. Runs alone (after
 * the floods of neighbours.spec.ts), on the SMS spec's Kannel ports, free by then.
 */
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { expect, test } from '@playwright/test'

import { isGsm7 } from '@/gsm'
import { busyInBothLanguages, busyReply } from '@/channels/sms/busy'

import { floodSms, kannelBinaries, startKannel } from '../../scripts/kannel.mjs'

import { e2eInfo } from './support/info'
import { raw } from './support/raw'
import { E2E_SMS, kannelBasePort } from './support/sms'

const port = Number(process.env.E2E_PORT || 3210)

test('a burst of 20 SMS a second for 10 s: every question gets one answer or the busy reply in its language, never Kannel’s English error', async () => {
  test.setTimeout(240_000)
  const { bearerbox, fakesmsc } = kannelBinaries()
  if (!bearerbox || !fakesmsc) throw new Error('Kannel is required: apt-get install -y kannel kannel-extras (.ci/run installs it)')
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-kannel-burst-'))
  const kannel = await startKannel({ dir, basePort: kannelBasePort(port), portalUrl: `http://127.0.0.1:${port}`, secret: E2E_SMS.secret, sendsmsPassword: E2E_SMS.sendsmsPassword })
  try {
    // fakesmsc picks one of the two questions at random for each SMS, and adds random digits to the
    // sender: French questions come from 0327…, Malagasy ones from 0328….
    const started = Date.now()
    const flood = await floodSms(kannel.ports.fakeSmsc, {
      from: '0327',
      text: 'PASSEPORT',
      more: [{ from: '0328', text: 'kopia nahaterahana' }],
      to: E2E_SMS.shortCode,
      count: 200,
      interval: 0.05,
      randomSender: true,
      quietMs: 10_000,
      maxMs: 200_000,
    })
    const messages = flood.messages()
    const busy = { fr: busyReply('fr'), mg: busyReply('mg'), both: busyInBothLanguages() }
    const isBusy = (text: string) => Object.values(busy).includes(text)
    const lastAt = flood.answers.at(-1)?.at ?? 0
    const firstSent = flood.sentAt[0] ?? 0
    console.log(
      `burst: ${flood.sent} sent in ${Math.round((flood.sentAt.at(-1)! - firstSent) / 100) / 10} s, ${flood.answers.length} answered, ` +
        `${messages.filter((m) => isBusy(m.text)).length} busy replies, the last answer ${Math.round((lastAt - firstSent) / 100) / 10} s after the first question (${Math.round((Date.now() - started) / 1000)} s in all)`,
    )
    expect(flood.sent).toBe(200)
    // Nothing in English from the gateway, whatever happened.
    expect(messages.filter((m) => /could not fetch|request failed|could not be represented|empty reply/i.test(m.text)).map((m) => m.text)).toEqual([])
    // One answer per question: none lost, none twice.
    expect(flood.answers.length).toBe(200)
    for (const m of messages) {
      expect(isGsm7(m.text), m.text).toBe(true)
      // A busy reply is in the asker's language, or in both.
      if (isBusy(m.text)) expect([m.to.startsWith('0328') ? busy.mg : busy.fr, busy.both]).toContain(m.text)
    }
  } finally {
    await kannel.stop()
    fs.rmSync(dir, { recursive: true, force: true })
  }
})

test('the portal too busy to answer (its worker frozen): each question gets the busy reply in its language at once or within 45 s (before Kannel’s 60 s), never an error status for Kannel to turn into English', async () => {
  test.setTimeout(180_000)
  const own = port + 63
  const info = e2eInfo()
  const server = spawn(process.execPath, [path.join(process.env.NEXT_DIST_DIR || '.next', 'portal-server.mjs')], {
    env: {
      ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(own), DATABASE_URL: info.databaseUrl, PAYLOAD_SECRET: info.secret, WEB_WORKERS: '1',
      JOBS_RUNNER: 'off', LINK_CHECK: 'off', ALERT_SENDER: 'off', ALERT_EXPIRY_JOB: 'off', MIRROR: 'off', MESSAGE_RETENTION_JOB: 'off',
      SMS_GATEWAY_SECRET: E2E_SMS.secret, SMS_GATEWAY_ALLOW: '127.0.0.1', SMS_SHORT_CODE: E2E_SMS.shortCode,
    },
    stdio: 'ignore',
  })
  const cleanup = () => server.exitCode === null && server.kill('SIGKILL')
  process.once('exit', cleanup)
  let worker = 0
  try {
    await expect.poll(async () => (await raw('GET', '/readyz', { port: own }).catch(() => null))?.status ?? 0, { timeout: 90_000 }).toBe(200)
    const ask = (from: string, text: string) => raw('GET', `/gateway/sms/kannel/?secret=${E2E_SMS.secret}&from=${from}&to=301&text=${encodeURIComponent(text)}&charset=UTF-8&coding=0`, { port: own, timeoutMs: 60_000 })
    // A question answered as usual first.
    expect((await ask('0329000001', 'PASSEPORT')).body).toMatch(/^Passeport/)
    worker = Number(spawnSync('pgrep', ['-P', String(server.pid)], { encoding: 'utf8' }).stdout.trim().split('\n')[0])
    expect(worker).toBeGreaterThan(0)
    process.kill(worker, 'SIGSTOP')
    // 8 taken by the worker, 32 queued: the gate is full beyond, as in a burst Kannel did not hold back.
    const kinds: { lang: 'fr' | 'mg' | null; text: string }[] = [
      { lang: 'mg', text: 'FAMPITANDREMANA ANALAMANGA' },
      { lang: 'fr', text: 'combien pour le passeport' },
      // No word tells the language, and this server keeps no conversation of this number: both languages.
      { lang: null, text: 'PASSEPORT' },
    ]
    const questions = Array.from({ length: 45 }, (_, i) => kinds[i % 3]!)
    const started = performance.now()
    const answers = await Promise.all(questions.map(async ({ text }, i) => ({ ...(await ask(`03290001${String(i).padStart(2, '0')}`, text)), at: performance.now() - started })))
    const busy = { fr: busyReply('fr'), mg: busyReply('mg'), both: busyInBothLanguages() }
    for (const [i, answer] of answers.entries()) {
      const lang = questions[i]!.lang
      expect(answer.status, answer.body).toBe(200)
      expect(answer.headers['x-kannel-coding']).toBe('0')
      expect(answer.body).toBe(lang === 'mg' ? busy.mg : lang === 'fr' ? busy.fr : busy.both)
    }
    const times = answers.map((a) => a.at).sort((a, b) => a - b)
    console.log(`frozen worker: 45 questions, the first busy reply after ${Math.round(times[0]!)} ms, the last after ${Math.round(times.at(-1)!)} ms`)
    // Those the gate could not queue are answered at once; the others when their wait (30 s) or the worker's time
    // (15 s) is up: 45 s at most, before Kannel's 60 s (`http-timeout`), after which Kannel would answer itself.
    expect(times.filter((ms) => ms < 3_000).length).toBeGreaterThanOrEqual(5)
    expect(times.at(-1)!).toBeLessThan(55_000)
    const metrics = await raw('GET', '/metrics', { port: own })
    expect(Number(/^portal_sms_total\{direction="overloaded"\} (\S+)$/m.exec(metrics.body)?.[1])).toBe(45)
  } finally {
    if (worker) process.kill(worker, 'SIGCONT')
    cleanup()
  }
})
