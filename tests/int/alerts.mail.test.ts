import nodemailer from 'nodemailer'
import type { Payload, PayloadRequest } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { readConfirmToken } from '@/alerts/links'
import { drainMail, smtpSend } from '@/alerts/mail'
import { sendNoticeAlert } from '@/alerts/send'
import { audience, topicsOf } from '@/alerts/store'
import { CONFIRM_MAILS_PER_DAY, confirmMailSubscription, confirmPage, requestMailSubscription, unsubscribeByLink, unsubscribePage } from '@/alerts/web'
import { alertDb } from '@/alerts/db'

import { startSmtp, type ReceivedMail } from '../support/smtp'
import { startTestPayload, type TestPayload } from '../support/payload'

const BOUNCING = 'nobody@bounce.example.mg'

/** Quoted-printable and folded headers, undone enough to read links and texts. */
const plain = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))).replace(/\r?\n[ \t]+/g, ' ')
const utf8 = (text: string) => Buffer.from(text, 'latin1').toString('utf8')
/** A header, unfolded (headers are not quoted-printable: `=` stays as sent). */
const header = (raw: string, name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' '))?.[1]?.trim()

/** Alerts by e-mail through a real SMTP server on 127.0.0.1: double opt-in, sending, unsubscribe link and headers, a bounce. */
describe('alerts by e-mail over SMTP', () => {
  let received: ReceivedMail[] = []
  let smtp: Awaited<ReturnType<typeof startSmtp>>
  let ctx: TestPayload
  let payload: Payload
  let transport: nodemailer.Transporter
  let admin: { id: number; collection: 'users'; roles: string[] }

  beforeAll(async () => {
    smtp = await startSmtp({ refuse: (address) => address === BOUNCING })
    const { port } = smtp
    received = smtp.received
    Object.assign(process.env, { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(port), SMTP_IGNORE_TLS: 'true', SMTP_FROM: 'alertes@test.mg', SITE_URL: 'https://services.test.mg' })
    transport = nodemailer.createTransport({ host: '127.0.0.1', port, ignoreTLS: true, secure: false })
    ctx = await startTestPayload('sqlite')
    payload = ctx.payload
    for (const [key, name, capital] of [['analamanga', 'Analamanga', 'Antananarivo'], ['atsinanana', 'Atsinanana', 'Toamasina']]) {
      await payload.create({ collection: 'regions', data: { key, name, capital } as never, overrideAccess: true, context: { disableRevalidate: true } })
    }
    const doc = await payload.create({ collection: 'users', data: { email: 'admin@alerts-mail.test', password: 'a test passphrase', roles: ['admin'] } as never, overrideAccess: true })
    admin = { ...(doc as unknown as typeof admin), collection: 'users' }
  }, 120_000)
  afterAll(async () => {
    transport?.close()
    await ctx?.close()
    await smtp?.close()
  })

  const form = (fields: Record<string, string | string[]>) => {
    const params = new URLSearchParams()
    for (const [name, value] of Object.entries(fields)) for (const v of [value].flat()) params.append(name, v)
    return params
  }
  const linkIn = (raw: string, path: string) => new RegExp(`https://services\\.test\\.mg${path}\\?t=([\\w%.-]+)`).exec(plain(raw))?.[1]

  it('double opt-in: nothing kept until the link is followed and the button pressed; the page then names the regions', async () => {
    const send = smtpSend(transport)
    expect(await requestMailSubscription(payload, 'fr', form({ email: '', region: [] }), send)).toMatchObject({ kind: 'invalid', errors: { email: 'emailRequired', regions: 'regionsRequired' } })
    expect(await requestMailSubscription(payload, 'fr', form({ email: 'pas une adresse', region: 'nulle-part' }), send)).toMatchObject({ kind: 'invalid', errors: { email: 'emailInvalid', regions: 'regionsRequired' } })
    expect(await requestMailSubscription(payload, 'fr', form({ email: 'rasoa@example.mg', region: 'analamanga' }), null)).toMatchObject({ kind: 'unavailable' })

    const asked = await requestMailSubscription(payload, 'fr', form({ email: 'Rasoa@Example.mg', region: ['analamanga', 'atsinanana'] }), send)
    expect(asked).toEqual({ kind: 'sent', email: 'rasoa@example.mg' })
    await expect.poll(() => received.length).toBe(1)
    const confirmation = received[0]!
    expect(confirmation.to).toBe('rasoa@example.mg')
    expect(utf8(header(confirmation.raw, 'Subject') ?? '')).toMatch(/Confirmez votre abonnement|=\?UTF-8\?/i)
    expect(utf8(plain(confirmation.raw))).toContain('Analamanga, Atsinanana')
    const token = decodeURIComponent(linkIn(confirmation.raw, '/fr/alertes/confirmer/')!)
    // The address does not appear in the link.
    expect(token).not.toMatch(/rasoa/i)
    expect(readConfirmToken(token)).toMatchObject({ email: 'rasoa@example.mg', lang: 'fr' })

    // Nothing stored before the click.
    expect(await audience(payload, 'email', 'all')).toBe(0)
    // Opening the link (a scanner, a preview) only shows the button.
    expect(await confirmPage(payload, 'fr', token)).toEqual({ kind: 'confirm', token, regions: ['Analamanga', 'Atsinanana'] })
    expect(await audience(payload, 'email', 'all')).toBe(0)
    expect(await confirmMailSubscription(payload, 'fr', token)).toEqual({ kind: 'confirmed', regions: ['Analamanga', 'Atsinanana'] })
    expect(await topicsOf(payload, 'email', 'RASOA@example.mg')).toEqual(['region:analamanga', 'region:atsinanana'])
    // A second click renews, adds nothing.
    await confirmMailSubscription(payload, 'fr', token)
    expect(await audience(payload, 'email', ['analamanga'])).toBe(1)
    for (const bad of ['', 'abc', `${token.slice(0, -4)}AAAA`]) expect(await confirmMailSubscription(payload, 'fr', bad)).toEqual({ kind: 'badLink' })
  })

  it('at most a few confirmation e-mails a day to one address: beyond, the page says the same and nothing is sent', async () => {
    const before = received.length
    const send = smtpSend(transport)
    for (let i = 0; i < CONFIRM_MAILS_PER_DAY + 2; i++) {
      expect(await requestMailSubscription(payload, 'mg', form({ email: 'flood@example.mg', region: 'analamanga' }), send)).toEqual({ kind: 'sent', email: 'flood@example.mg' })
    }
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(received.length - before).toBe(CONFIRM_MAILS_PER_DAY)
    expect(utf8(plain(received.at(-1)!.raw))).toContain('Hamafiso')
  })

  it('40 +tag variants of one mailbox get at most the daily cap of confirmations, counted at the SMTP server (issue 38); the page says the same to each', async () => {
    const before = received.length
    const send = smtpSend(transport)
    for (let i = 1; i <= 40; i++) {
      const email = `victim+${i}@example.mg`
      expect(await requestMailSubscription(payload, 'fr', form({ email, region: 'analamanga' }), send)).toEqual({ kind: 'sent', email })
    }
    // Gmail's dots: one mailbox too.
    for (const email of ['ra.soa@gmail.com', 'r.a.soa+x@gmail.com', 'rasoa@googlemail.com', 'R.A.S.O.A@gmail.com']) await requestMailSubscription(payload, 'fr', form({ email, region: 'analamanga' }), send)
    await new Promise((resolve) => setTimeout(resolve, 300))
    const mails = received.slice(before)
    expect(mails.filter((m) => m.to.startsWith('victim'))).toHaveLength(CONFIRM_MAILS_PER_DAY)
    expect(mails.filter((m) => /^r\.?a/.test(m.to))).toHaveLength(CONFIRM_MAILS_PER_DAY)
    // Each to the address as typed.
    expect(mails[0]!.to).toBe('victim+1@example.mg')
  })

  it('a ceiling on every citizen-triggered mail in an hour (CITIZEN_MAIL_LIMIT): past it nothing goes out, the page says the same', async () => {
    const saved = process.env.CITIZEN_MAIL_LIMIT
    process.env.CITIZEN_MAIL_LIMIT = '2/3599'
    try {
      const before = received.length
      for (const email of ['one@example.mg', 'two@example.mg', 'three@example.mg', 'four@example.mg']) {
        expect(await requestMailSubscription(payload, 'fr', form({ email, region: 'atsinanana' }), smtpSend(transport))).toEqual({ kind: 'sent', email })
      }
      await new Promise((resolve) => setTimeout(resolve, 300))
      expect(received.slice(before).map((m) => m.to)).toEqual(['one@example.mg', 'two@example.mg'])
    } finally {
      if (saved === undefined) delete process.env.CITIZEN_MAIL_LIMIT
      else process.env.CITIZEN_MAIL_LIMIT = saved
    }
    // The refused addresses spent nothing of their own budget: they get theirs once the hour is over (here, another setting).
    const before = received.length
    expect(await requestMailSubscription(payload, 'fr', form({ email: 'three@example.mg', region: 'atsinanana' }), smtpSend(transport))).toEqual({ kind: 'sent', email: 'three@example.mg' })
    await expect.poll(() => received.length).toBe(before + 1)
  })

  it('the notice goes by e-mail to its regions, in each subscriber’s language, with the way out in the text and the headers; a bounce erases the address', async () => {
    // A Malagasy subscriber, and one whose mailbox does not exist.
    for (const [email, lang] of [['rabe@example.mg', 'mg'], [BOUNCING, 'fr']] as const) {
      const before = received.length
      await requestMailSubscription(payload, lang, form({ email, region: 'analamanga' }), smtpSend(transport))
      if (email === BOUNCING) {
        // Its confirmation bounced too: subscribed here by the link it would have received.
        const { confirmToken } = await import('@/alerts/links')
        await confirmMailSubscription(payload, lang, confirmToken({ email, topics: ['region:analamanga'], lang, at: new Date() }))
      } else {
        await expect.poll(() => received.length).toBe(before + 1)
        await confirmMailSubscription(payload, lang, decodeURIComponent(linkIn(received.at(-1)!.raw, '/mg/alertes/confirmer/')!))
      }
    }
    expect(await audience(payload, 'email', ['analamanga'])).toBe(3)

    await payload.updateGlobal({ slug: 'emergency-notice', locale: 'fr', data: { active: true, severity: 'critical', title: 'Cyclone Batsirai', message: 'Restez à l’abri. Ne traversez pas les rivières en crue.' }, overrideAccess: true, context: { disableRevalidate: true } })
    await payload.updateGlobal({ slug: 'emergency-notice', locale: 'mg', data: { title: 'Rivodoza Batsirai', message: 'Mijanòna ao an-trano.' }, overrideAccess: true, context: { disableRevalidate: true } })
    const req = { payload, user: admin } as unknown as PayloadRequest
    expect(await sendNoticeAlert(req, { regions: ['analamanga'], expected: 2, channels: ['email'] })).toMatchObject({ ok: false, reason: 'countChanged', count: 3 })
    const sent = await sendNoticeAlert(req, { regions: ['analamanga'], expected: 3, channels: ['email'] })
    expect(sent).toMatchObject({ ok: true, queued: 3 })
    const alertId = (sent as { alertId: number }).alertId
    expect((await payload.findByID({ collection: 'alerts', id: alertId, overrideAccess: true })).channels).toBe('email')

    const before = received.length
    expect(await drainMail(payload, smtpSend(transport), { rate: 50 })).toBe(2)
    await expect.poll(() => received.length).toBe(before + 2)
    const mails = received.slice(before)
    const fr = mails.find((m) => m.to === 'rasoa@example.mg')!
    const mg = mails.find((m) => m.to === 'rabe@example.mg')!
    expect(utf8(plain(fr.raw))).toContain('Restez à l’abri. Ne traversez pas les rivières en crue.')
    expect(utf8(plain(fr.raw))).toContain('Alerte envoyée par Services publics MG à ses abonnés pour : Analamanga.')
    expect(utf8(plain(mg.raw))).toContain('Mijanòna ao an-trano.')
    expect(utf8(plain(mg.raw))).toContain('/mg/alertes/desabonner/?t=')
    const unsubscribe = header(fr.raw, 'List-Unsubscribe')!
    expect(unsubscribe).toMatch(/^<https:\/\/services\.test\.mg\/fr\/alertes\/desabonner\/\?t=[\w%.-]+>$/)
    expect(header(fr.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click')

    // The bounce: the row failed, every subscription of that address erased, nothing of it kept in the queue.
    const db = alertDb(payload)
    const rows = await db.rows<{ status: string; detail: string; recipient: string | null }>(db.sql`SELECT status, detail, recipient FROM alert_deliveries WHERE alert_id = ${alertId} ORDER BY id`)
    expect(rows.map((r) => r.status).sort()).toEqual(['failed', 'sent', 'sent'])
    expect(rows.find((r) => r.status === 'failed')!.detail).toMatch(/^550 /)
    expect(rows.every((r) => r.recipient === null)).toBe(true)
    expect(JSON.stringify(rows)).not.toContain('bounce.example')
    expect(await topicsOf(payload, 'email', BOUNCING)).toEqual([])

    // The link in the header: the page first (a button), then one click erases everything.
    const token = decodeURIComponent(/\?t=([^>]+)>/.exec(unsubscribe)![1]!)
    expect(unsubscribePage(token)).toEqual({ kind: 'unsubscribe', token })
    expect(unsubscribePage(`x${token}`)).toEqual({ kind: 'badLink' })
    expect(await unsubscribeByLink(payload, token)).toEqual({ kind: 'unsubscribed' })
    expect(await topicsOf(payload, 'email', 'rasoa@example.mg')).toEqual([])
    expect(await unsubscribeByLink(payload, token)).toEqual({ kind: 'unsubscribed' })
    expect(await audience(payload, 'email', ['analamanga'])).toBe(1)
  })
  it('a late bounce (DSN) to ALERT_BOUNCE_ADDRESS or a complaint erases the address through its signed link; a delay, or a report without our link, changes nothing', async () => {
    const { confirmToken } = await import('@/alerts/links')
    const { bounceReport, readBounce } = await import('@/alerts/bounce')
    Object.assign(process.env, { ALERT_BOUNCE_ADDRESS: 'bounces@test.mg', SMS_GATEWAY_SECRET: 'a-gateway-secret-of-the-test', SMS_GATEWAY_ALLOW: 'loopback' })
    const people = ['late@example.mg', 'slow@example.mg', 'angry@example.mg']
    for (const email of people) await confirmMailSubscription(payload, 'fr', confirmToken({ email, topics: ['region:atsinanana'], lang: 'fr', at: new Date() }))
    const req = { payload, user: admin } as unknown as PayloadRequest
    const count = await audience(payload, 'email', ['atsinanana'])
    expect(await sendNoticeAlert(req, { regions: ['atsinanana'], expected: count, channels: ['email'] })).toMatchObject({ ok: true })
    const before = received.length
    await drainMail(payload, smtpSend(transport), { rate: 50 })
    await expect.poll(() => received.length).toBe(before + count)
    const mailTo = (email: string) => received.slice(before).find((m) => m.to === email)!
    // The relay accepted them; bounces will come back to the envelope sender, not to From.
    expect(mailTo('late@example.mg').from).toBe('bounces@test.mg')

    const headersOf = (raw: string) => raw.split(/\r?\n\r?\n/)[0]!
    const dsn = (email: string, status: string, action: string) =>
      [
        'From: MAILER-DAEMON@relay.test.mg',
        'To: bounces@test.mg',
        'Subject: Undelivered Mail Returned to Sender',
        'MIME-Version: 1.0',
        'Content-Type: multipart/report; report-type=delivery-status; boundary="B"',
        '',
        '--B',
        'Content-Type: text/plain',
        '',
        'I\'m sorry to have to inform you that your message could not be delivered.',
        '--B',
        'Content-Type: message/delivery-status',
        '',
        'Reporting-MTA: dns; relay.test.mg',
        '',
        `Final-Recipient: rfc822; ${email}`,
        `Action: ${action}`,
        `Status: ${status}`,
        'Diagnostic-Code: smtp; 550 5.1.1 mailbox unavailable',
        '--B',
        'Content-Type: text/rfc822-headers',
        '',
        headersOf(mailTo(email).raw),
        '--B--',
        '',
      ].join('\r\n')
    const post = (body: string, secret = 'a-gateway-secret-of-the-test') =>
      bounceReport(new Request(`http://127.0.0.1/gateway/mail/bounce/?secret=${secret}`, { method: 'POST', body, headers: { 'Content-Type': 'message/rfc822', 'x-portal-client-address': '127.0.0.1' } }), async () => payload)

    // A delay: noted, nothing erased.
    expect(readBounce(dsn('slow@example.mg', '4.4.7', 'delayed'))).toEqual({ kind: 'temporary' })
    expect((await post(dsn('slow@example.mg', '4.4.7', 'delayed'))).status).toBe(200)
    expect(await topicsOf(payload, 'email', 'slow@example.mg')).toEqual(['region:atsinanana'])
    // Someone else's report naming a subscriber, without our signed link: refused, nothing erased.
    const forged = dsn('slow@example.mg', '5.1.1', 'failed').replace(/desabonner\/\?t=[\w%.-]+/g, 'desabonner/?t=forged')
    expect((await post(forged)).status).toBe(422)
    expect(await topicsOf(payload, 'email', 'slow@example.mg')).toEqual(['region:atsinanana'])
    // Without the gateway's secret: refused before reading.
    expect((await post(dsn('late@example.mg', '5.1.1', 'failed'), 'wrong-secret-of-the-test-xx')).status).toBe(403)
    expect(await topicsOf(payload, 'email', 'late@example.mg')).toEqual(['region:atsinanana'])
    // The real bounce: erased at once.
    const bounced = await post(dsn('late@example.mg', '5.1.1', 'failed'))
    expect(bounced.status).toBe(200)
    expect(await bounced.text()).toBe('Erased\n')
    expect(await topicsOf(payload, 'email', 'late@example.mg')).toEqual([])
    // A complaint (ARF: « this is spam » in the mail client) erases too.
    const arf = ['Content-Type: multipart/report; report-type=feedback-report; boundary="F"', '', '--F', 'Content-Type: message/feedback-report', '', 'Feedback-Type: abuse', 'User-Agent: relay/1.0', 'Version: 1', '--F', 'Content-Type: message/rfc822', '', mailTo('angry@example.mg').raw, '--F--'].join('\r\n')
    expect((await post(arf)).status).toBe(200)
    expect(await topicsOf(payload, 'email', 'angry@example.mg')).toEqual([])
    expect(await topicsOf(payload, 'email', 'slow@example.mg')).toEqual(['region:atsinanana'])
    delete process.env.ALERT_BOUNCE_ADDRESS
  })
  it('the alerts’ own transport (one pooled connection, Nagle off) delivers message after message, and says so when nothing listens', async () => {
    const { noDelaySocket, smtpTransportFromEnv } = await import('@/alerts/mail')
    const pooled = smtpTransportFromEnv()!
    const send = smtpSend(pooled)
    const before = received.length
    const started = performance.now()
    for (let i = 0; i < 20; i++) expect(await send({ to: `suite${i}@example.mg`, subject: 'Essai', text: 'Bonjour.', headers: {} })).toMatchObject({ kind: 'sent' })
    console.log(`alerts transport: 20 e-mails in ${Math.round(performance.now() - started)} ms`)
    await expect.poll(() => received.length).toBe(before + 20)
    pooled.close()
    // Nothing listening: a connection error, which the queue tries again later.
    const refused = await new Promise<Error | null>((resolve) => noDelaySocket({ host: '127.0.0.1', port: 9 }, (error) => resolve(error)))
    expect(refused).toMatchObject({ code: 'ECONNECTION' })
    const { smtpOutcome } = await import('@/alerts/mail')
    expect(smtpOutcome({ code: (refused as { code?: string } | null)?.code })).toMatchObject({ kind: 'retry' })
  })
})

