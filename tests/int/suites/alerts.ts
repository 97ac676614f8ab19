import type { Payload, PayloadRequest } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { drainSms, GatewayHold, type SendOutcome, type SmsSend } from '@/alerts/sender'
import { sendNoticeAlert } from '@/alerts/send'
import { alertDb } from '@/alerts/db'
import { PHONE_CODES_PER_DAY, PHONE_CODE_TRIES, alertsStatusOf, confirmPhoneSubscription, phoneCodesPerClient, requestSubscription, retryAfterOf } from '@/alerts/web'
import { hashed } from '@/security/limits'
import { gsm7Length, isGsm7 } from '@/gsm'
import { audience, claim, deliveryCounts, enqueue, erase, heldChannels, recordReport, recoverInterrupted, settle, subscribe, topicsOf } from '@/alerts/store'

import { startTestPayload, type DatabaseKind, type TestPayload } from '../../support/payload'

type Row = { id: number; status: string; recipient: string | null; detail: string | null; attempts: number | string }

/** Alerts by SMS: subscriptions, the queue's fan-out, claims, a sender killed mid-batch, reports, sending a notice. */
export function alertsSuite(kind: DatabaseKind): void {
  describe(`alerts on ${kind}`, () => {
    let ctx: TestPayload
    let payload: Payload
    let admin: { id: number; collection: 'users'; roles: string[] }
    let alertSeq = 0
    const number = (n: number) => `0341${String(n).padStart(6, '0')}`

    const rows = async (alertId: number): Promise<Row[]> => {
      const db = alertDb(payload)
      return db.rows<Row>(db.sql`SELECT id, status, recipient, detail, attempts FROM alert_deliveries WHERE alert_id = ${alertId} ORDER BY id`)
    }
    const newAlert = async () =>
      (await payload.create({ collection: 'alerts', overrideAccess: true, data: { title: `Essai ${++alertSeq}`, kind: 'notice', severity: 'critical', textFr: `Alerte fr ${alertSeq}`, textMg: `Fampitandremana mg ${alertSeq}`, regions: 'analamanga', channels: 'sms', audience: 0 } })).id

    beforeAll(async () => {
      ctx = await startTestPayload(kind)
      payload = ctx.payload
      for (const [key, name, capital] of [['analamanga', 'Analamanga', 'Antananarivo'], ['atsinanana', 'Atsinanana', 'Toamasina'], ['diana', 'Diana', 'Antsiranana']]) {
        await payload.create({ collection: 'regions', data: { key, name, capital } as never, overrideAccess: true, context: { disableRevalidate: true } })
      }
      const doc = await payload.create({ collection: 'users', data: { email: 'admin@alerts.test', password: 'a test passphrase', roles: ['admin'] } as never, overrideAccess: true })
      admin = { ...(doc as unknown as typeof admin), collection: 'users' }
    }, 120_000)
    afterAll(async () => {
      await ctx?.close()
    })

    it('subscribes once per region, keeps the language, caps the regions, erases everything of a number at once', async () => {
      const phone = number(1)
      expect(await subscribe(payload, { channel: 'sms', address: phone, topic: 'region:analamanga', lang: 'fr', source: 'sms' })).toBe('added')
      // The same number written another way is the same subscriber.
      expect(await subscribe(payload, { channel: 'sms', address: '+261341000001', topic: 'region:analamanga', lang: 'mg', source: 'sms' })).toBe('already')
      for (const key of ['atsinanana', 'diana', 'r4', 'r5']) await subscribe(payload, { channel: 'sms', address: phone, topic: `region:${key}`, lang: 'fr', source: 'sms' })
      expect(await subscribe(payload, { channel: 'sms', address: phone, topic: 'region:r6', lang: 'fr', source: 'sms' })).toBe('tooMany')
      expect(await subscribe(payload, { channel: 'sms', address: phone, topic: 'region:all', lang: 'fr', source: 'sms' })).toBe('added')
      expect(await topicsOf(payload, 'sms', phone)).toEqual(['region:analamanga', 'region:atsinanana', 'region:diana', 'region:r4', 'region:r5', 'region:all'])
      const db = alertDb(payload)
      const [row] = await db.rows<{ lang: string }>(db.sql`SELECT lang FROM alert_subscriptions WHERE topic = ${'region:analamanga'}`)
      expect(row?.lang).toBe('mg')
      // A queued message to this number goes with the subscription.
      const alertId = await newAlert()
      expect(await enqueue(payload, alertId, 'sms', ['diana'])).toBe(1)
      expect(await erase(payload, 'sms', '+261 34 10 000 01')).toBe(6)
      expect(await topicsOf(payload, 'sms', phone)).toEqual([])
      expect(await rows(alertId)).toMatchObject([{ status: 'failed', recipient: null, detail: 'unsubscribed' }])
    })

    it('fans an alert out once per number: its regions’ subscribers and those of « all », a repeat adds nothing', async () => {
      await subscribe(payload, { channel: 'sms', address: number(10), topic: 'region:atsinanana', lang: 'fr', source: 'sms' })
      await subscribe(payload, { channel: 'sms', address: number(10), topic: 'region:diana', lang: 'fr', source: 'sms' })
      await subscribe(payload, { channel: 'sms', address: number(11), topic: 'region:all', lang: 'mg', source: 'sms' })
      await subscribe(payload, { channel: 'sms', address: number(12), topic: 'region:analamanga', lang: 'fr', source: 'sms' })
      expect(await audience(payload, 'sms', ['atsinanana', 'diana'])).toBe(2)
      expect(await audience(payload, 'sms', 'all')).toBe(3)
      const alertId = await newAlert()
      expect(await enqueue(payload, alertId, 'sms', ['atsinanana', 'diana'])).toBe(2)
      expect(await enqueue(payload, alertId, 'sms', ['atsinanana', 'diana', 'analamanga'])).toBe(1)
      expect((await rows(alertId)).map((r) => r.status)).toEqual(['queued', 'queued', 'queued'])
      await erase(payload, 'sms', number(10))
      await erase(payload, 'sms', number(11))
      await erase(payload, 'sms', number(12))
    })

    it('a sender killed mid-batch: no number gets the alert twice, the one in flight is counted as interrupted, the rest go out', async () => {
      for (let i = 0; i < 12; i++) await subscribe(payload, { channel: 'sms', address: number(100 + i), topic: 'region:diana', lang: i % 2 ? 'mg' : 'fr', source: 'sms' })
      const alertId = await newAlert()
      expect(await enqueue(payload, alertId, 'sms', ['diana'])).toBe(12)
      const gateway: { to: string; text: string; id: number }[] = []
      // The first sender hands 4 messages to the gateway, then dies while the 5th is in flight.
      const dying: SmsSend = async (message) => {
        gateway.push(message)
        if (gateway.length === 5) return new Promise<SendOutcome>(() => undefined)
        return { kind: 'sent', detail: '202 0: Accepted for delivery' }
      }
      void drainSms(payload, dying, { rate: 1000 })
      const deadline = Date.now() + 10_000
      while (gateway.length < 5 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20))
      expect(gateway).toHaveLength(5)
      // Another sender (after the restart) sends the rest, never the row in flight.
      const healthy: SmsSend = async (message) => {
        gateway.push(message)
        return { kind: 'sent', detail: '202 0: Accepted for delivery' }
      }
      expect(await drainSms(payload, healthy, { rate: 1000 })).toBe(7)
      expect(await recoverInterrupted(payload)).toBe(0)
      expect(await recoverInterrupted(payload, new Date(Date.now() + 61_000))).toBe(1)
      const ids = gateway.map((m) => m.id)
      expect(new Set(ids).size).toBe(ids.length)
      expect(new Set(gateway.map((m) => m.to)).size).toBe(12)
      const done = await rows(alertId)
      expect(done.filter((r) => r.status === 'sent')).toHaveLength(11)
      expect(done.filter((r) => r.status === 'interrupted')).toHaveLength(1)
      // Numbers are gone from the queue once their row is done.
      expect(done.every((r) => r.recipient === null)).toBe(true)
      // Each in the subscriber's language.
      expect(gateway.find((m) => m.to === number(101))!.text).toBe(`Fampitandremana mg ${alertSeq}`)
      expect(gateway.find((m) => m.to === number(100))!.text).toBe(`Alerte fr ${alertSeq}`)
      // A report that the interrupted one was accepted after all moves it to sent; delivered, then, is final.
      const interrupted = done.find((r) => r.status === 'interrupted')!
      expect(await recordReport(payload, interrupted.id, 8)).toBe(true)
      expect(await recordReport(payload, interrupted.id, 1)).toBe(true)
      expect(await recordReport(payload, interrupted.id, 2)).toBe(false)
      const counts = await deliveryCounts(payload, [alertId])
      expect(counts.filter((c) => c.status === 'delivered').reduce((n, c) => n + c.n, 0)).toBe(1)
      for (let i = 0; i < 12; i++) await erase(payload, 'sms', number(100 + i))
    })

    it('a delivery report that overtakes the sender’s record of the send is kept, and erases the number (issue 41)', async () => {
      await subscribe(payload, { channel: 'sms', address: number(150), topic: 'region:diana', lang: 'fr', source: 'sms' })
      const alertId = await newAlert()
      await enqueue(payload, alertId, 'sms', ['diana'])
      const claimed = await claim(payload, 'sms', 5)
      expect(claimed.map((c) => c.alertId)).toEqual([alertId])
      const row = claimed[0]
      expect((await rows(alertId))[0]!.status).toBe('sending')
      // Kannel's report arrives before the sender writes `sent`.
      expect(await recordReport(payload, row!.id, 1)).toBe(true)
      await settle(payload, row!.id, { status: 'sent', detail: 'kannel 202' })
      const [after] = await rows(alertId)
      expect(after!.status).toBe('delivered')
      expect(after!.recipient).toBeNull()
      expect(await recordReport(payload, row!.id, 2)).toBe(false)
      await erase(payload, 'sms', number(150))
    })

    it('a temporary failure comes back later, a lasting one fails after 5 attempts; two senders never take the same row', async () => {
      for (let i = 0; i < 30; i++) await subscribe(payload, { channel: 'sms', address: number(200 + i), topic: 'region:atsinanana', lang: 'fr', source: 'sms' })
      const alertId = await newAlert()
      await enqueue(payload, alertId, 'sms', ['atsinanana'])
      const now = new Date()
      const [a, b] = await Promise.all([claim(payload, 'sms', 20, now), claim(payload, 'sms', 20, now)])
      const taken = [...a, ...b].map((r) => r.id)
      expect(taken).toHaveLength(30)
      expect(new Set(taken).size).toBe(30)
      // Put them back as the sender would on a 503, then a sender meets a lasting 503.
      const db = alertDb(payload)
      await db.run(db.sql`UPDATE alert_deliveries SET status = ${db.asEnum(db.sql`${'queued'}`, 'enum_alert_deliveries_status')}, attempts = 0 WHERE alert_id = ${alertId}`)
      let calls = 0
      const busy: SmsSend = async () => {
        calls++
        return { kind: 'retry', detail: '503 Temporal failure, try again later.' }
      }
      let clock = Date.now()
      for (let round = 0; round < 6; round++) {
        await drainSms(payload, busy, { rate: 1000, now: () => new Date(clock) })
        clock += 60 * 60_000
      }
      expect(calls).toBe(30 * 5)
      expect((await rows(alertId)).every((r) => r.status === 'failed' && Number(r.attempts) === 5)).toBe(true)
      for (let i = 0; i < 30; i++) await erase(payload, 'sms', number(200 + i))
    })

    it('a gateway refusing the portal (403, a wrong password): held without using attempts, asked again with a growing pause, said on the admin page; once fixed every number gets it once; a day late it fails', async () => {
      for (let i = 0; i < 6; i++) await subscribe(payload, { channel: 'sms', address: number(400 + i), topic: 'region:diana', lang: 'fr', source: 'sms' })
      const alertId = await newAlert()
      expect(await enqueue(payload, alertId, 'sms', ['diana'])).toBe(6)
      let password = 'wrong'
      const gateway: { to: string; id: number }[] = []
      let calls = 0
      const kannel: SmsSend = async (message) => {
        calls++
        if (password !== 'right') return { kind: 'refused', detail: '403 Authorization failed for sendsms' }
        gateway.push(message)
        return { kind: 'sent', detail: '202 0: Accepted for delivery' }
      }
      const hold = new GatewayHold()
      let clock = Date.now()
      const drain = () => drainSms(payload, kannel, { rate: 1000, now: () => new Date(clock), hold })
      expect(await drain()).toBe(0)
      expect(calls).toBe(1)
      let done = await rows(alertId)
      expect(done.every((r) => r.status === 'queued' && Number(r.attempts) === 0)).toBe(true)
      expect(done.filter((r) => r.detail === 'refused: 403 Authorization failed for sendsms')).toHaveLength(1)
      expect(await heldChannels(payload)).toMatchObject([{ channel: 'sms', detail: '403 Authorization failed for sendsms', waiting: 6 }])
      // Paused: nothing is asked before the pause ends, then one request, and a longer pause.
      expect(await drain()).toBe(0)
      clock += 29_000
      expect(await drain()).toBe(0)
      expect(calls).toBe(1)
      clock += 1_000
      expect(await drain()).toBe(0)
      expect(calls).toBe(2)
      clock += 59_000
      expect(await drain()).toBe(0)
      expect(calls).toBe(2)
      // The operator fixes the password: at the next try everything goes out, once each, and the page no longer warns.
      password = 'right'
      clock += 1_000
      expect(await drain()).toBe(6)
      expect(gateway.map((m) => m.to).sort()).toEqual(Array.from({ length: 6 }, (_, i) => number(400 + i)).sort())
      done = await rows(alertId)
      expect(done.every((r) => r.status === 'sent' && Number(r.attempts) === 1 && r.recipient === null)).toBe(true)
      expect(await heldChannels(payload)).toEqual([])

      // An alert still held a day after it was sent fails, every row of it at once, rather than go out late.
      const late = await newAlert()
      expect(await enqueue(payload, late, 'sms', ['diana'])).toBe(6)
      password = 'wrong'
      clock += 25 * 60 * 60_000
      expect(await drain()).toBe(0)
      done = await rows(late)
      expect(done.every((r) => r.status === 'failed' && r.recipient === null && /^refused: 403 .*not sent within a day/.test(r.detail ?? ''))).toBe(true)
      expect(gateway).toHaveLength(6)
      for (let i = 0; i < 6; i++) await erase(payload, 'sms', number(400 + i))
    })

    it('an administrator sends the notice online to the regions chosen, after confirming the count; nothing without a notice or with a changed count', async () => {
      const req = { payload, user: admin } as unknown as PayloadRequest
      await subscribe(payload, { channel: 'sms', address: number(300), topic: 'region:analamanga', lang: 'fr', source: 'sms' })
      await subscribe(payload, { channel: 'sms', address: number(301), topic: 'region:analamanga', lang: 'mg', source: 'sms' })
      expect(await sendNoticeAlert(req, { regions: ['analamanga'], expected: 2 })).toMatchObject({ ok: false, reason: 'noNotice' })
      await payload.updateGlobal({ slug: 'emergency-notice', locale: 'fr', data: { active: true, severity: 'critical', title: 'Cyclone', message: 'Restez à l’abri.' }, overrideAccess: true, context: { disableRevalidate: true } })
      expect(await sendNoticeAlert({ ...req, user: { ...admin, roles: ['editor'] } } as unknown as PayloadRequest, { regions: ['analamanga'], expected: 2 })).toMatchObject({ ok: false, status: 403 })
      expect(await sendNoticeAlert(req, { regions: ['nowhere'], expected: 2 })).toMatchObject({ ok: false, reason: 'noRegion' })
      expect(await sendNoticeAlert(req, { regions: ['analamanga'], expected: 1 })).toMatchObject({ ok: false, reason: 'countChanged', count: 2 })
      const sent = await sendNoticeAlert(req, { regions: ['analamanga'], expected: 2 })
      expect(sent).toMatchObject({ ok: true, queued: 2 })
      const alert = await payload.findByID({ collection: 'alerts', id: (sent as { alertId: number }).alertId, overrideAccess: true })
      expect(alert.textFr).toBe("Alerte : Cyclone. Restez à l'abri. STOP : ne plus recevoir.")
      // Written in French only: the Malagasy subscribers get it too, with the Malagasy way out.
      expect(alert.textMg).toBe("Loza: Cyclone. Restez à l'abri. STOP: tsy handray intsony.")
      const log = await payload.find({ collection: 'audit-log' as never, where: { action: { equals: 'alertSent' } }, overrideAccess: true })
      expect(log.docs).toHaveLength(1)
    })
    it('a number typed on the web is subscribed once the code sent to it by SMS is typed back; nothing is kept before; wrong codes and codes sent are few', async () => {
      const sent: { to: string; text: string }[] = []
      const sms: SmsSend = async (message) => {
        sent.push(message)
        return { kind: 'sent', detail: '202' }
      }
      const form = (...fields: [string, string][]) => new URLSearchParams(fields)
      // Refusals say what is wrong, and nothing is sent.
      expect(await requestSubscription(payload, 'fr', form(['phone', '020 22 123 45'], ['region', 'analamanga']), { mail: null, sms })).toMatchObject({ kind: 'invalid', errors: { phone: 'phoneInvalid' } })
      expect(await requestSubscription(payload, 'fr', form(['phone', '']), { mail: null, sms })).toMatchObject({ kind: 'invalid', errors: { phone: 'phoneRequired', regions: 'regionsRequired' } })
      // SMS off here: said plainly (422), not a fault (no 503, no error line).
      const off = await requestSubscription(payload, 'fr', form(['phone', '034 20 000 01'], ['region', 'analamanga']), { mail: null, sms: null })
      expect(off).toMatchObject({ kind: 'smsOff', values: { phone: '034 20 000 01' } })
      expect(alertsStatusOf(off)).toBe(422)
      expect(sent).toEqual([])

      const state = await requestSubscription(payload, 'mg', form(['phone', '+261 34 20 000 01'], ['region', 'diana'], ['region', 'analamanga']), { mail: null, sms })
      expect(state).toMatchObject({ kind: 'codeSent', phone: '034 20 000 01' })
      expect(sent.map((m) => m.to)).toEqual(['0342000001'])
      const code = /\b(\d{6})\b/.exec(sent[0]!.text)![1]!
      expect(sent[0]!.text).toBe(`Services publics MG: ny kaodinao dia ${code}. Soraty ao amin'ny pejy fampitandremana izy ao anatin'ny 15 minitra. Aza omena olona.`)
      expect(isGsm7(sent[0]!.text) && gsm7Length(sent[0]!.text) <= 160).toBe(true)
      const token = (state as { token: string }).token
      // Nothing kept before the code, and neither the number nor the code can be read from the form.
      expect(await topicsOf(payload, 'sms', '0342000001')).toEqual([])
      expect(token).not.toContain('342000001')
      expect(Buffer.from(token, 'base64url').toString('latin1')).not.toContain(code)

      expect(await confirmPhoneSubscription(payload, 'mg', form(['t', token], ['code', '']))).toMatchObject({ kind: 'codeSent', error: 'codeRequired' })
      expect(await confirmPhoneSubscription(payload, 'mg', form(['t', token], ['code', code === '000000' ? '111111' : '000000']))).toMatchObject({ kind: 'codeSent', error: 'codeWrong', phone: '034 20 000 01' })
      expect(await confirmPhoneSubscription(payload, 'mg', form(['t', `${token.slice(0, -2)}AA`], ['code', code]))).toEqual({ kind: 'codeExpired' })
      expect(await confirmPhoneSubscription(payload, 'mg', form(['t', token], ['code', code]), new Date(Date.now() + 16 * 60_000))).toEqual({ kind: 'codeExpired' })
      expect(await confirmPhoneSubscription(payload, 'mg', form(['t', token], ['code', `${code.slice(0, 3)} ${code.slice(3)}`]))).toMatchObject({ kind: 'confirmed', sms: true, regions: ['Analamanga', 'Diana'] })
      expect(await topicsOf(payload, 'sms', '0342000001')).toEqual(['region:diana', 'region:analamanga'])
      const db = alertDb(payload)
      expect(await db.rows<{ lang: string; source: string }>(db.sql`SELECT lang, source FROM alert_subscriptions WHERE address = ${'0342000001'} ORDER BY id`)).toEqual([
        { lang: 'mg', source: 'web' },
        { lang: 'mg', source: 'web' },
      ])
      // The same number by SMS is the same subscriber: STOP erases what the web added.
      expect(await erase(payload, 'sms', '+261342000001')).toBe(2)

      // Guessing: PHONE_CODE_TRIES wrong codes for one number, whatever the request, then even the right one is refused.
      const other = await requestSubscription(payload, 'fr', form(['phone', '0342000002'], ['region', 'all']), { mail: null, sms })
      const otherCode = /\b(\d{6})\b/.exec(sent.at(-1)!.text)![1]!
      const wrong = otherCode === '000000' ? '111111' : '000000'
      for (let i = 0; i < PHONE_CODE_TRIES - 1; i++) expect(await confirmPhoneSubscription(payload, 'fr', form(['t', (other as { token: string }).token], ['code', wrong]))).toMatchObject({ error: 'codeWrong' })
      // A new request (another form, the number written otherwise) gives no new guesses: the last one is all that is left.
      const again = await requestSubscription(payload, 'fr', form(['phone', '+261 34 20 000 02'], ['region', 'all']), { mail: null, sms })
      const againCode = /\b(\d{6})\b/.exec(sent.at(-1)!.text)![1]!
      const wrongAgain = againCode === '000000' ? '111111' : '000000'
      expect(await confirmPhoneSubscription(payload, 'fr', form(['t', (again as { token: string }).token], ['code', wrongAgain]))).toMatchObject({ error: 'codeWrong' })
      const exhausted = await confirmPhoneSubscription(payload, 'fr', form(['t', (again as { token: string }).token], ['code', againCode]))
      expect(exhausted).toMatchObject({ kind: 'triesExhausted', values: { phone: '034 20 000 02' } })
      expect(alertsStatusOf(exhausted)).toBe(429)
      expect(retryAfterOf(exhausted)).toBeGreaterThan(0)
      expect(await confirmPhoneSubscription(payload, 'fr', form(['t', (other as { token: string }).token], ['code', otherCode]))).toMatchObject({ kind: 'triesExhausted' })
      // And no code is sent for that number meanwhile (it could not be used).
      const sentBefore = sent.length
      expect(await requestSubscription(payload, 'fr', form(['phone', '0342000002'], ['region', 'all']), { mail: null, sms })).toMatchObject({ kind: 'triesExhausted' })
      expect(sent.length).toBe(sentBefore)
      expect(await topicsOf(payload, 'sms', '0342000002')).toEqual([])

      // A number gets PHONE_CODES_PER_DAY codes a day; beyond, the page answers the same and nothing is sent.
      const before = sent.length
      for (let i = 0; i < PHONE_CODES_PER_DAY + 2; i++) expect(await requestSubscription(payload, 'fr', form(['phone', '034 20 000 03'], ['region', 'diana']), { mail: null, sms })).toMatchObject({ kind: 'codeSent' })
      expect(sent.length - before).toBe(PHONE_CODES_PER_DAY)
    })

    it('codes by SMS: one client spends only its share of everyone’s budget, a citizen from another address still gets a code, and a refused post spends no number’s codes (issue 38)', async () => {
      const saved = process.env.ALERT_PHONE_CODE_LIMIT
      // 40 an hour in all: a client's share (5 %) is 2.
      process.env.ALERT_PHONE_CODE_LIMIT = '40/3600'
      try {
        expect(phoneCodesPerClient()).toEqual({ points: 2, durationS: 3600 })
        const sent: string[] = []
        const sms: SmsSend = async (message) => {
          sent.push(message.to)
          return { kind: 'sent', detail: '202' }
        }
        const ask = (phone: string, client: string) => requestSubscription(payload, 'fr', new URLSearchParams([['phone', phone], ['region', 'diana']]), { mail: null, sms, client })
        // One address asks codes for many numbers: its share, then a page saying to come back later or to text ALERTE.
        expect(await ask('0343000001', '198.51.100.1')).toMatchObject({ kind: 'codeSent' })
        expect(await ask('0343000002', '198.51.100.1')).toMatchObject({ kind: 'codeSent' })
        const busy = await ask('0343000003', '198.51.100.1')
        expect(busy).toMatchObject({ kind: 'codesBusy', scope: 'client', values: { phone: '0343000003' } })
        expect(alertsStatusOf(busy)).toBe(429)
        expect(retryAfterOf(busy)).toBeGreaterThan(0)
        expect(sent).toEqual(['0343000001', '0343000002'])
        // A citizen from another address gets a code, for that very number: the refused post spent none of its codes.
        for (let i = 0; i < PHONE_CODES_PER_DAY; i++) expect(await ask('+261 34 30 000 03', `203.0.113.${i + 1}`)).toMatchObject({ kind: 'codeSent' })
        expect(sent.filter((to) => to === '0343000003')).toHaveLength(PHONE_CODES_PER_DAY)

        // Everyone's budget spent by many addresses: every client is told to come back later, and no number's codes are used.
        for (let i = 0; sent.length < 40; i++) await ask(`03440${String(i).padStart(5, '0')}`, `192.0.2.${i}`)
        const all = await ask('0343000009', '198.51.100.99')
        expect(all).toMatchObject({ kind: 'codesBusy', scope: 'all' })
        expect(alertsStatusOf(all)).toBe(429)
        expect(sent).toHaveLength(40)
      } finally {
        if (saved === undefined) delete process.env.ALERT_PHONE_CODE_LIMIT
        else process.env.ALERT_PHONE_CODE_LIMIT = saved
      }
      // That number still has all its codes once the ceiling lifts (here: the default setting again).
      const sent: string[] = []
      const sms: SmsSend = async (message) => {
        sent.push(message.to)
        return { kind: 'sent', detail: '202' }
      }
      for (let i = 0; i < PHONE_CODES_PER_DAY; i++) expect(await requestSubscription(payload, 'fr', new URLSearchParams([['phone', '0343000009'], ['region', 'diana']]), { mail: null, sms, client: `198.51.100.${200 + i}` })).toMatchObject({ kind: 'codeSent' })
      expect(sent).toHaveLength(PHONE_CODES_PER_DAY)
    })

    it('a gateway that refuses or cannot be reached: the page does not say a code went out, and the budgets are given back', async () => {
      const outcomes: SendOutcome[] = [
        { kind: 'failed', detail: '403 Authorization failed for sendsms' },
        { kind: 'retry', detail: 'gateway not reached (ECONNREFUSED)' },
        { kind: 'failed', detail: 'the gateway address is not a URL (SMS_SENDSMS_URL)' },
        { kind: 'failed', detail: '403 Authorization failed for sendsms' },
      ]
      let asked = 0
      const sms: SmsSend = async () => outcomes[asked++]!
      for (let i = 0; i < outcomes.length; i++) {
        const state = await requestSubscription(payload, 'fr', new URLSearchParams([['phone', '0345000001'], ['region', 'diana']]), { mail: null, sms, client: '198.51.100.150' })
        expect(state).toMatchObject({ kind: 'unavailable' })
        expect(alertsStatusOf(state)).toBe(503)
      }
      // Four refused sends, more than the number's 3 a day: none of them counted, the next one goes out.
      expect(asked).toBe(4)
      const ok: SmsSend = async () => ({ kind: 'sent', detail: '202' })
      expect(await requestSubscription(payload, 'fr', new URLSearchParams([['phone', '0345000001'], ['region', 'diana']]), { mail: null, sms: ok, client: '198.51.100.150' })).toMatchObject({ kind: 'codeSent' })
      // Written and unanswered (interrupted): it may have gone out, the citizen is told to wait for it.
      const maybe: SmsSend = async () => ({ kind: 'interrupted', detail: 'no answer from the gateway (timeout)' })
      expect(await requestSubscription(payload, 'fr', new URLSearchParams([['phone', '0345000002'], ['region', 'diana']]), { mail: null, sms: maybe, client: '198.51.100.151' })).toMatchObject({ kind: 'codeSent' })
    })

    it('STOP from any spelling of a number erases it, and a subscription keyed under an older spelling (+2610…) too', async () => {
      await subscribe(payload, { channel: 'sms', address: '0345100001', topic: 'region:diana', lang: 'fr', source: 'web' })
      expect(await topicsOf(payload, 'sms', '+2610345100001')).toEqual(['region:diana'])
      // A row keyed as written before issue 38 (the key of « +2610345100002 » as it was).
      const db = alertDb(payload)
      const legacyKey = hashed('alert:sms:+2610345100002')
      await db.run(db.sql`INSERT INTO alert_subscriptions (channel, address, address_key, topic, lang, status, source, cadence, consent_at, renewed_at)
        VALUES (${db.asEnum(db.sql`${'sms'}`, 'enum_alert_subscriptions_channel')}, ${'+2610345100002'}, ${legacyKey}, ${'region:diana'}, ${db.asEnum(db.sql`${'fr'}`, 'enum_alert_subscriptions_lang')}, ${db.asEnum(db.sql`${'active'}`, 'enum_alert_subscriptions_status')}, ${db.asEnum(db.sql`${'sms'}`, 'enum_alert_subscriptions_source')}, ${db.asEnum(db.sql`${'immediate'}`, 'enum_alert_subscriptions_cadence')}, ${new Date().toISOString()}, ${new Date().toISOString()})`)
      expect(await erase(payload, 'sms', '261345100001')).toBe(1)
      expect(await erase(payload, 'sms', '+2610345100002')).toBe(1)
      expect(await db.rows(db.sql`SELECT id FROM alert_subscriptions WHERE address_key = ${legacyKey}`)).toEqual([])
    })
  })
}
