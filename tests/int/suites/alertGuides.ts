import nodemailer from 'nodemailer'
import type { Payload, PayloadRequest } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { alertDb } from '@/alerts/db'
import { nextDigestAt } from '@/alerts/guides'
import { readConfirmToken } from '@/alerts/links'
import { drainDigests, drainMail, smtpSend } from '@/alerts/mail'
import { csvCell, exportSubscribers } from '@/alerts/export'
import { RENEWAL_NOTICE_DAYS, SUBSCRIPTION_DAYS, expireSubscriptions } from '@/alerts/expiry'
import { drainSms } from '@/alerts/sender'
import { renew, subscribe, topicsOf } from '@/alerts/store'
import { confirmMailSubscription, confirmPage, renewByLink, renewPage, requestMailSubscription } from '@/alerts/web'
import { gsm7Length, isGsm7 } from '@/gsm'

import { startSmtp, type ReceivedMail } from '../../support/smtp'
import { startTestPayload, type DatabaseKind, type TestPayload } from '../../support/payload'

/** Quoted-printable and folded headers undone, then the UTF-8 read: enough to read links and texts. */
const readable = (raw: string) =>
  Buffer.from(
    raw
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)))
      .replace(/\r?\n[ \t]+/g, ' '),
    'latin1',
  ).toString('utf8')
const header = (raw: string, name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' '))?.[1]?.trim()
/** A MIME-encoded subject (=?UTF-8?Q?…?= or B), decoded. */
const subjectOf = (raw: string) =>
  (header(raw, 'Subject') ?? '').replace(/=\?UTF-8\?([QB])\?([^?]*)\?=\s*/gi, (_m, kind: string, text: string) =>
    kind.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : Buffer.from(text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_x, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8'),
  )

/**
 * Followed guides (issue 28): following a guide by e-mail with double opt-in, each change at once
 * or a daily digest, through a real SMTP server; a published major change reaches followers, a
 * minor one does not.
 */
export function alertGuidesSuite(kind: DatabaseKind): void {
  describe(`followed guides on ${kind}`, () => {
    let received: ReceivedMail[] = []
    let smtp: Awaited<ReturnType<typeof startSmtp>>
    let ctx: TestPayload
    let payload: Payload
    let transport: nodemailer.Transporter
    let guideId = 0
    const context = { disableRevalidate: true }

    const form = (fields: Record<string, string>) => new URLSearchParams(fields)
    const guideData = (title: string, slug: string, category: number) => ({
      title, slug, category, lastReviewed: '2026-11-21',
      summary: 's', audience: 'a', processingTime: 'p', whereToApply: 'w',
      documents: [{ item: 'd' }], steps: [{ title: 't' }], cost: { free: true, details: 'x' },
      review: { status: 'toVerify' as const },
    })
    const deliveries = async () => {
      const db = alertDb(payload)
      return db.rows<{ status: string; lang: string; recipient: string | null }>(db.sql`SELECT status, lang, recipient FROM alert_deliveries ORDER BY id`)
    }
    const follow = async (lang: 'fr' | 'mg', email: string, slug: string, cadence: 'immediate' | 'daily') => {
      const before = received.length
      expect(await requestMailSubscription(payload, lang, form({ guide: slug, email, cadence }), smtpSend(transport))).toEqual({ kind: 'sent', email })
      await expect.poll(() => received.length).toBe(before + 1)
      const mail = received[before]!
      const token = decodeURIComponent(new RegExp(`https://services\\.test\\.mg/${lang}/alertes/confirmer/\\?t=([\\w%.-]+)`).exec(readable(mail.raw))![1]!)
      return { mail, token }
    }

    beforeAll(async () => {
      smtp = await startSmtp()
      received = smtp.received
      Object.assign(process.env, { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtp.port), SMTP_IGNORE_TLS: 'true', SMTP_FROM: 'alertes@test.mg', SITE_URL: 'https://services.test.mg' })
      transport = nodemailer.createTransport({ host: '127.0.0.1', port: smtp.port, ignoreTLS: true, secure: false })
      ctx = await startTestPayload(kind)
      payload = ctx.payload
      const category = await payload.create({ collection: 'categories', locale: 'fr', data: { title: 'Identité', slug: 'identite', description: 'd' } as never, overrideAccess: true, context })
      const guide = await payload.create({ collection: 'services', locale: 'fr', data: { ...guideData('Passeport biométrique', 'passeport-suivi', category.id), _status: 'published' } as never, overrideAccess: true, context })
      await payload.update({ collection: 'services', id: guide.id, locale: 'mg', data: { ...guideData('Pasipaoro biometrika', 'pasipaoro-arahina', category.id), _status: 'published' } as never, overrideAccess: true, context })
      guideId = guide.id
    }, 180_000)
    afterAll(async () => {
      transport?.close()
      await ctx?.close()
      await smtp?.close()
    })

    it('follow a guide with double opt-in: the e-mail and the pages name the guide and the cadence; bad requests are refused with their reason', async () => {
      const send = smtpSend(transport)
      expect(await requestMailSubscription(payload, 'fr', form({ guide: 'passeport-suivi', email: 'rasoa@example.mg', cadence: '' }), send)).toMatchObject({ kind: 'invalid', errors: { cadence: 'cadenceRequired' } })
      expect(await requestMailSubscription(payload, 'fr', form({ guide: 'passeport-suivi', email: 'pas une adresse', cadence: 'daily' }), send)).toMatchObject({ kind: 'invalid', errors: { email: 'emailInvalid' } })
      expect(await requestMailSubscription(payload, 'fr', form({ guide: 'inconnu', email: 'rasoa@example.mg', cadence: 'daily' }), send)).toMatchObject({ kind: 'invalid', errors: { regions: 'guideUnknown' } })
      // The Malagasy address of the guide is not a French one.
      expect(await requestMailSubscription(payload, 'fr', form({ guide: 'pasipaoro-arahina', email: 'rasoa@example.mg', cadence: 'daily' }), send)).toMatchObject({ kind: 'invalid', errors: { regions: 'guideUnknown' } })
      expect(await requestMailSubscription(payload, 'fr', form({ guide: 'passeport-suivi', email: 'rasoa@example.mg', cadence: 'daily' }), null)).toMatchObject({ kind: 'unavailable' })
      expect(received).toHaveLength(0)

      const { mail, token } = await follow('fr', 'rasoa@example.mg', 'passeport-suivi', 'immediate')
      expect(subjectOf(mail.raw)).toBe('Confirmez le suivi d’un guide')
      expect(readable(mail.raw)).toContain('« Passeport biométrique »')
      expect(readable(mail.raw)).toContain('un e-mail à chaque changement')
      expect(readConfirmToken(token)).toMatchObject({ topics: [`guide:${guideId}`] })
      expect(readConfirmToken(token)?.daily).toBeUndefined()
      expect(await topicsOf(payload, 'email', 'rasoa@example.mg')).toEqual([])
      expect(await confirmPage(payload, 'fr', token)).toEqual({ kind: 'confirm', token, regions: [], guide: 'Passeport biométrique', daily: false })
      expect(await confirmMailSubscription(payload, 'fr', token)).toEqual({ kind: 'confirmed', regions: [], guide: 'Passeport biométrique', daily: false })
      expect(await topicsOf(payload, 'email', 'rasoa@example.mg')).toEqual([`guide:${guideId}`])

      // In Malagasy, a daily digest.
      const daily = await follow('mg', 'koto@example.mg', 'pasipaoro-arahina', 'daily')
      expect(readable(daily.mail.raw)).toContain('« Pasipaoro biometrika »')
      expect(readable(daily.mail.raw)).toContain('famintinana iray isan’andro')
      expect(await confirmMailSubscription(payload, 'mg', daily.token)).toEqual({ kind: 'confirmed', regions: [], guide: 'Pasipaoro biometrika', daily: true })
    })

    it('a published major change goes at once to those who want each change, in their language, and waits for the digest of the others; a minor one sends nothing', async () => {
      received.length = 0
      const send = smtpSend(transport)
      const now = new Date()
      // A typo fixed: no alert.
      await payload.update({ collection: 'services', id: guideId, locale: 'fr', data: { summary: 's.', changeKind: 'minor', _status: 'published' } as never, overrideAccess: true, context })
      expect((await payload.find({ collection: 'alerts', where: { kind: { equals: 'guide' } }, overrideAccess: true })).totalDocs).toBe(0)
      expect(await deliveries()).toEqual([])

      await payload.update({ collection: 'services', id: guideId, locale: 'fr', data: { processingTime: '10 jours', changeKind: 'major', changeNote: 'Le délai passe à 10 jours.', _status: 'published' } as never, overrideAccess: true, context })
      await expect.poll(async () => (await deliveries()).length).toBe(2)
      const alerts = await payload.find({ collection: 'alerts', where: { kind: { equals: 'guide' } }, depth: 0, overrideAccess: true })
      expect(alerts.docs.map((a) => ({ service: a.service, audience: a.audience, channels: a.channels }))).toEqual([{ service: guideId, audience: 2, channels: 'email' }])
      expect((await deliveries()).map((d) => [d.status, d.lang]).sort()).toEqual([['digest', 'mg'], ['queued', 'fr']])

      expect(await drainMail(payload, send, { rate: 100 })).toBe(1)
      expect(received).toHaveLength(1)
      const first = received[0]!
      expect(first.to).toBe('rasoa@example.mg')
      expect(subjectOf(first.raw)).toBe('Mise à jour : Passeport biométrique')
      const text = readable(first.raw)
      expect(text).toContain('Le délai passe à 10 jours.')
      expect(text).toContain('https://services.test.mg/fr/services/passeport-suivi/')
      expect(text).toContain('parce que vous suivez ce guide')
      expect(header(first.raw, 'List-Unsubscribe')).toMatch(/^<https:\/\/services\.test\.mg\/fr\/alertes\/desabonner\/\?t=/)
      // The digest's follower gets nothing before its time.
      expect(await drainDigests(payload, send, { rate: 100 })).toBe(0)

      // A second major change, published in Malagasy.
      await payload.update({ collection: 'services', id: guideId, locale: 'mg', data: { processingTime: '10 andro', changeKind: 'major', changeNote: 'Lasa 10 andro ny faharetany.', _status: 'published' } as never, overrideAccess: true, context })
      await expect.poll(async () => (await deliveries()).length).toBe(4)
      expect(await drainMail(payload, send, { rate: 100 })).toBe(1)
      expect(received).toHaveLength(2)
      // The French follower reads the Malagasy note, told it is in Malagasy.
      expect(readable(received[1]!.raw)).toContain('Lasa 10 andro ny faharetany.\n(note rédigée en malgache)'.replace('\n', '\r\n'))

      // The next morning: one e-mail with both changes, in Malagasy, then nothing more.
      const morning = () => new Date(nextDigestAt(now).getTime() + 60_000)
      expect(await drainDigests(payload, send, { rate: 100, now: morning })).toBe(1)
      expect(received).toHaveLength(3)
      const digest = received[2]!
      expect(digest.to).toBe('koto@example.mg')
      expect(subjectOf(digest.raw)).toBe('Ireo torolalana arahinao: fanavaozana 2')
      const body = readable(digest.raw)
      expect(body.indexOf('Le délai passe à 10 jours.')).toBeGreaterThan(-1)
      expect(body.indexOf('Lasa 10 andro ny faharetany.')).toBeGreaterThan(body.indexOf('Le délai passe à 10 jours.'))
      expect(body).toContain('https://services.test.mg/mg/services/pasipaoro-arahina/')
      expect(await drainDigests(payload, send, { rate: 100, now: morning })).toBe(0)
      expect((await deliveries()).every((d) => d.status === 'sent' && d.recipient === null)).toBe(true)
    })

    it('subscriptions end after two years without a sign of life: one renewal message a month before (SMS: reply LISTE; e-mail: a link), then erasure', async () => {
      received.length = 0
      const DAY = 86_400_000
      const now = new Date('2030-06-01T09:00:00Z')
      const at = (days: number) => new Date(now.getTime() + days * DAY)
      // This test's clock is years ahead: the earlier tests' followers are not part of it.
      const db = alertDb(payload)
      await db.run(db.sql`DELETE FROM alert_subscriptions`)
      // Subscribed long ago: 20 days left for both.
      const long = at(-(SUBSCRIPTION_DAYS - 20))
      await payload.create({ collection: 'regions', data: { key: 'melaky', name: 'Melaky', capital: 'Maintirano' } as never, overrideAccess: true, context })
      await subscribe(payload, { channel: 'sms', address: '0341230000', topic: 'region:melaky', lang: 'fr', source: 'sms', now: long })
      await subscribe(payload, { channel: 'email', address: 'vieux@example.mg', topic: 'region:melaky', lang: 'fr', source: 'web', now: long })
      await subscribe(payload, { channel: 'email', address: 'vieux@example.mg', topic: `guide:${guideId}`, lang: 'fr', source: 'web', cadence: 'daily', now: long })
      // Renewed last year: nothing to say yet.
      await subscribe(payload, { channel: 'sms', address: '0341230001', topic: 'region:melaky', lang: 'mg', source: 'sms', now: at(-365) })

      expect(await expireSubscriptions(payload, now)).toEqual({ erased: 0, asked: 2 })
      // Asked once only.
      expect(await expireSubscriptions(payload, at(1))).toEqual({ erased: 0, asked: 0 })
      const renewal = (await payload.find({ collection: 'alerts', where: { kind: { equals: 'renewal' } }, depth: 0, overrideAccess: true })).docs
      expect(renewal.map((a) => ({ audience: a.audience, channels: a.channels }))).toEqual([{ audience: 2, channels: 'email,sms' }])

      // By SMS: the regions, the date, how to keep them; GSM-7, at most 2 parts.
      const sms: { to: string; text: string }[] = []
      expect(await drainSms(payload, async (m) => (sms.push(m), { kind: 'sent', detail: 'ok' }), { rate: 100, now: () => now })).toBe(1)
      expect(sms.map((m) => m.to)).toEqual(['0341230000'])
      expect(sms[0]!.text).toBe("Services publics MG : vos alertes par SMS (Melaky) s'arretent le 21 juin 2030. Pour les garder, répondez LISTE. STOP : tout arreter.")
      expect(isGsm7(sms[0]!.text)).toBe(true)
      expect(gsm7Length(sms[0]!.text)).toBeLessThanOrEqual(306)

      // By e-mail: what is followed, the date, the link (a page with a button), the way out.
      expect(await drainMail(payload, smtpSend(transport), { rate: 100, now: () => now })).toBe(1)
      const mail = received[0]!
      expect(mail.to).toBe('vieux@example.mg')
      expect(subjectOf(mail.raw)).toBe('Vos alertes s’arrêtent le 21 juin 2030')
      const text = readable(mail.raw)
      expect(text).toContain('les alertes d’urgence pour Melaky ; les changements des guides « Passeport biométrique »')
      const token = decodeURIComponent(/https:\/\/services\.test\.mg\/fr\/alertes\/renouveler\/\?t=([\w%.-]+)/.exec(text)![1]!)
      expect(renewPage(token)).toEqual({ kind: 'renew', token })
      expect(renewPage(`${token}x`)).toEqual({ kind: 'badLink' })
      expect(await renewByLink(payload, token, at(5))).toEqual({ kind: 'renewed', until: new Date(at(5).getTime() + SUBSCRIPTION_DAYS * DAY).toISOString() })

      // The SMS number said nothing: erased on its day, with nothing else; the e-mail address lives on.
      expect(await expireSubscriptions(payload, at(19))).toEqual({ erased: 0, asked: 0 })
      expect(await expireSubscriptions(payload, at(20))).toEqual({ erased: 1, asked: 0 })
      expect(await topicsOf(payload, 'sms', '0341230000')).toEqual([])
      expect(await topicsOf(payload, 'email', 'vieux@example.mg')).toEqual(['region:melaky', `guide:${guideId}`])
      expect(await topicsOf(payload, 'sms', '0341230001')).toEqual(['region:melaky'])
      // LISTE by SMS renews too (src/content/forChannels.ts): a year later, nothing asked of that number.
      await renew(payload, 'sms', '0341230001', at(300))
      expect(await expireSubscriptions(payload, at(SUBSCRIPTION_DAYS - 365 - RENEWAL_NOTICE_DAYS + 1))).toEqual({ erased: 0, asked: 0 })
      // An erased address's link renews nothing.
      const { renewToken } = await import('@/alerts/links')
      const { addressKeyOf } = await import('@/alerts/store')
      expect(await renewByLink(payload, renewToken(addressKeyOf('sms', '0341230000')), at(21))).toEqual({ kind: 'badLink' })
    })

    it('administrators alone export the subscribers, with a reason, recorded in the audit log before the file is made', async () => {
      const user = await payload.create({ collection: 'users', data: { email: `admin-export-${kind}@alerts.test`, password: 'a test passphrase', roles: ['admin'] } as never, overrideAccess: true })
      const admin = { ...(user as unknown as { id: number; roles: string[] }), collection: 'users' }
      const req = { payload, user: admin, context: {} } as unknown as PayloadRequest
      const editor = { ...req, user: { ...admin, roles: ['editor'] } } as unknown as PayloadRequest
      expect(await exportSubscribers(editor, 'Demande de la personne concernée')).toEqual({ ok: false, status: 403, reason: 'forbidden' })
      expect(await exportSubscribers(req, 'court')).toEqual({ ok: false, status: 400, reason: 'reason' })
      const audited = async () => (await payload.find({ collection: 'audit-log' as never, where: { action: { equals: 'alertSubscribersExported' } }, overrideAccess: true })).docs as unknown as { detail: string; title: string }[]
      expect(await audited()).toEqual([])

      await subscribe(payload, { channel: 'email', address: '=cmd@example.mg', topic: 'region:melaky', lang: 'mg', source: 'web' })
      const out = await exportSubscribers(req, '  Demande de la personne concernée,\n  courrier du 2 décembre  ')
      if (!out.ok) throw new Error('export refused')
      const lines = out.csv.trimEnd().split('\r\n')
      expect(lines[0]).toBe('channel,address,topic,lang,source,cadence,consent_at,renewed_at')
      expect(lines).toHaveLength(out.rows + 1)
      expect(out.csv).toContain('vieux@example.mg,region:melaky,fr,web,immediate,')
      // A cell a spreadsheet would run as a formula is neutralised.
      expect(out.csv).toContain(`"'=cmd@example.mg",region:melaky,mg,web,immediate,`)
      const entries = await audited()
      expect(entries).toHaveLength(1)
      expect(entries[0]).toMatchObject({ detail: 'Demande de la personne concernée, courrier du 2 décembre', title: String(out.rows) })
      expect(csvCell('a,"b"')).toBe('"a,""b"""')
      expect(csvCell('-1')).toBe(`"'-1"`)
    })
  })
}
