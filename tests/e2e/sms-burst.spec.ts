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
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { expect, test } from '@playwright/test'

import { isGsm7 } from '@/gsm'
import { busyInBothLanguages, busyReply } from '@/channels/sms/busy'

import { floodSms, kannelBinaries, startKannel } from '../../scripts/kannel.mjs'

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
