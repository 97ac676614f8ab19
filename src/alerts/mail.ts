/**
 * Alerts by e-mail: the queue's `email` rows sent over SMTP (Nodemailer, the settings of
 * src/forms/contact/mail.ts), at most ALERT_MAIL_RATE a second, each with its way out:
 * a link in the text and the List-Unsubscribe / List-Unsubscribe-Post headers (RFC 8058: one
 * click in the mail client erases the subscription). What the server answers decides the row:
 * - accepted → sent;
 * - 4xx, or no connection (nothing sent) → tried again later;
 * - 5xx for the recipient (a hard bounce: no such mailbox) → failed, and every subscription of
 *   that address erased at once (it would bounce again);
 * - 5xx for the message → failed; a cut connection after the data went out → interrupted, never
 *   sent twice.
 * A followed guide's changes (src/alerts/guides.ts) go the same way, or, for daily followers, in one
 * digest a day (`drainDigests`).
 * Bounces that come back later as a report (DSN) go to ALERT_BOUNCE_ADDRESS, the envelope sender
 * when set, and from the mail server to POST /gateway/mail/bounce/ (src/alerts/bounce.ts).
 * Addresses never reach the logs.
 */
import net from 'node:net'

import nodemailer, { type Transporter } from 'nodemailer'
import type { Payload } from 'payload'

import { mailConfigured, mailFrom, smtpOptions } from '@/forms/contact/mail'
import { countEvent } from '@/http/instance'
import { absoluteUrl, getDictionary, pathFor, type Locale } from '@/i18n'

import { alertMailFor, digestMail, guideMailFor, type AlertMail } from './compose'
import { rateFromEnv } from './config'
import { renewalMailFor } from './expiry'
import { unsubscribeToken } from './links'
import { ALL_REGIONS } from './regions'
import { drainQueue, gatewayHold, retryDelayMs, throttle, type SendOutcome } from './sender'
import { MAX_ATTEMPTS, REFUSED_PREFIX, claimDigests, eraseKey, releaseHeld, settle, type Claimed } from './store'

export type MailMessage = { to: string; subject: string; text: string; headers: Record<string, string> }
export type MailSend = (message: MailMessage) => Promise<SendOutcome & { bounced?: boolean }>

/** What an SMTP failure means for the row (Nodemailer's `code` and the server's `responseCode`). */
export function smtpOutcome(error: { code?: string; responseCode?: number; message?: string }): SendOutcome & { bounced?: boolean } {
  const status = error.responseCode
  const detail = `${status ?? error.code ?? 'error'} ${(error.message ?? '').replace(/\S+@\S+/g, '<address>')}`.replace(/\s+/g, ' ').slice(0, 120)
  // The relay refuses the portal's sign-in (535) or asks for one (530): a setting to fix, every
  // message would get the same; nothing was handed over (issue 39: held, and the admin told).
  if (error.code === 'EAUTH' || status === 530) return { kind: 'refused', detail }
  if (status && status >= 400 && status < 500) return { kind: 'retry', detail }
  if (status && status >= 500) return error.code === 'EENVELOPE' ? { kind: 'failed', detail, bounced: true } : { kind: 'failed', detail }
  // Nothing was handed over: connecting, greeting, TLS.
  if (['ECONNECTION', 'EDNS', 'ETLS', 'ECONNREFUSED', 'EPROTOCOL'].includes(error.code ?? '')) return { kind: 'retry', detail }
  return { kind: 'interrupted', detail }
}

/** The envelope sender of alert e-mails, where late bounces go (`ALERT_BOUNCE_ADDRESS`); unset, the From address. */
export function bounceAddress(env: Record<string, string | undefined> = process.env): string | undefined {
  const address = env.ALERT_BOUNCE_ADDRESS?.trim()
  return address && /^[^\s@<>]+@[^\s@<>]+$/.test(address) ? address : undefined
}

export function smtpSend(transport: Pick<Transporter, 'sendMail'>, from = mailFrom(), bounces = bounceAddress()): MailSend {
  return async (message) => {
    try {
      const envelope = bounces ? { envelope: { from: bounces, to: message.to } } : {}
      const info = await transport.sendMail({ from: { address: from.address, name: from.name }, to: message.to, subject: message.subject, text: message.text, headers: message.headers, ...envelope })
      return { kind: 'sent', detail: String(info.response ?? 'accepted').replace(/\S+@\S+/g, '<address>').slice(0, 120) }
    } catch (error) {
      return smtpOutcome(error as { code?: string; responseCode?: number; message?: string })
    }
  }
}

/**
 * The pooled connection's socket, with Nagle's algorithm off. One connection sends message after
 * message; with Nagle on, each small write waited for the acknowledgement of the previous one (a
 * 40 ms delayed ACK), which held alert e-mails to about 20 a second whatever the relay (measured:
 * 48.6 → 3.2 ms a message to a local SMTP server). STARTTLS or implicit TLS is then set up by
 * Nodemailer on this socket, as on its own.
 */
export function noDelaySocket(options: { host?: string; port?: number; connectionTimeout?: number }, callback: (error: Error | null, socket?: { connection: net.Socket }) => void): void {
  let settled = false
  const socket = net.connect({ host: options.host, port: options.port ?? 587 })
  socket.setNoDelay(true)
  socket.setTimeout(options.connectionTimeout ?? 10_000)
  const fail = (error: Error) => {
    socket.destroy()
    if (settled) return
    settled = true
    // As Nodemailer names it: nothing was sent, the row is tried again later (smtpOutcome).
    callback(Object.assign(error, { code: 'ECONNECTION' }))
  }
  const timedOut = () => fail(new Error('SMTP connection timed out'))
  socket.once('timeout', timedOut)
  socket.on('error', fail)
  socket.once('connect', () => {
    socket.setTimeout(0)
    socket.removeListener('timeout', timedOut)
    settled = true
    callback(null, { connection: socket })
  })
}

/** The SMTP transport for alerts (one pooled connection, Nagle off), or null without SMTP_HOST. */
export function smtpTransportFromEnv(): Transporter | null {
  if (!mailConfigured()) return null
  return nodemailer.createTransport({ ...smtpOptions(), pool: true, maxConnections: 1, getSocket: noDelaySocket } as Parameters<typeof nodemailer.createTransport>[0])
}

/** E-mails a second (`ALERT_MAIL_RATE`, default 10: what a modest relay accepts without throttling us). */
export function mailRateFromEnv(env: Record<string, string | undefined> = process.env): number {
  return rateFromEnv(env.ALERT_MAIL_RATE)
}

/** An alert's e-mail as recorded (`subject`, a blank line, the message). */
export function parseMail(recorded: string | null | undefined): AlertMail | null {
  if (!recorded) return null
  const at = recorded.indexOf('\n\n')
  return at === -1 ? { subject: recorded.trim(), text: '' } : { subject: recorded.slice(0, at).trim(), text: recorded.slice(at + 2).trim() }
}

export const recordMail = (mail: AlertMail): string => `${mail.subject}\n\n${mail.text}`

/** The address to unsubscribe with, in the subscriber's language. */
export function unsubscribeUrl(lang: Locale, addressKey: string): string {
  return absoluteUrl(`${pathFor(lang, 'alerts')}desabonner/?t=${encodeURIComponent(unsubscribeToken(addressKey))}`)
}

type Prepared = { kind: 'notice' | 'guide' | 'renewal'; mail: Record<Locale, AlertMail | null>; regions: Record<Locale, string> }

async function prepared(payload: Payload, cache: Map<number, Prepared>, alertId: number): Promise<Prepared> {
  const known = cache.get(alertId)
  if (known) return known
  const doc = await payload.findByID({ collection: 'alerts', id: alertId, depth: 0, overrideAccess: true })
  const keys = !doc.regions || doc.regions === ALL_REGIONS ? [] : doc.regions.split(',')
  const { docs } = keys.length ? await payload.find({ collection: 'regions', where: { key: { in: keys } }, depth: 0, limit: 50, pagination: false, overrideAccess: true }) : { docs: [] }
  const names = docs.map((r) => r.name).join(', ')
  const made: Prepared = {
    kind: doc.kind ?? 'notice',
    mail: { fr: parseMail(doc.mailFr), mg: parseMail(doc.mailMg) },
    regions: { fr: names || getDictionary('fr').alertMail.all, mg: names || getDictionary('mg').alertMail.all },
  }
  cache.set(alertId, made)
  return made
}

export async function drainMail(payload: Payload, send: MailSend, options: { rate: number; stopped?: () => boolean; now?: () => Date }): Promise<number> {
  const cache = new Map<number, Prepared>()
  const now = options.now ?? (() => new Date())
  return drainQueue(
    payload,
    'email',
    async (row) => {
      const alert = await prepared(payload, cache, row.alertId)
      const unsubscribe = unsubscribeUrl(row.lang, row.addressKey)
      if (alert.kind === 'renewal') {
        const renewal = await renewalMailFor(payload, row, unsubscribe)
        return renewal ? sendOne(payload, send, row, renewal, unsubscribe, now()) : { kind: 'failed', detail: 'nothing followed any more' }
      }
      const mail = alert.mail[row.lang] ?? alert.mail.fr
      if (!mail) return { kind: 'failed', detail: 'the alert has no e-mail text' }
      const message = alert.kind === 'guide' ? guideMailFor(mail, row.lang, { unsubscribe }) : alertMailFor(mail, row.lang, { regions: alert.regions[row.lang], site: absoluteUrl(pathFor(row.lang, 'home')), unsubscribe })
      return sendOne(payload, send, row, message, unsubscribe, now())
    },
    options,
  )
}

async function sendOne(payload: Payload, send: MailSend, row: Pick<Claimed, 'recipient' | 'addressKey'>, message: AlertMail, unsubscribe: string, now: Date): Promise<SendOutcome> {
  const outcome = await send({ to: row.recipient, ...message, headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } })
  if (outcome.bounced) {
    await eraseKey(payload, row.addressKey, now, 'bounced')
    countEvent('alerts', 'email-bounced')
  }
  return { kind: outcome.kind, detail: outcome.detail }
}

/**
 * The daily digests now due: one e-mail per address with every change held for it (its rows
 * claimed together and settled together: sent once, or all tried again later).
 */
export async function drainDigests(payload: Payload, send: MailSend, options: { rate: number; stopped?: () => boolean; now?: () => Date }): Promise<number> {
  const cache = new Map<number, Prepared>()
  const wait = throttle(options.rate)
  const now = options.now ?? (() => new Date())
  const hold = gatewayHold('email')
  let sent = 0
  while (!options.stopped?.() && !hold.held(now().getTime())) {
    const groups = await claimDigests(payload, 20, now())
    if (groups.length === 0) break
    for (const rows of groups) {
      const first = rows[0]!
      let outcome: SendOutcome
      try {
        const changes: AlertMail[] = []
        for (const row of rows) {
          const alert = await prepared(payload, cache, row.alertId)
          const mail = alert.mail[first.lang] ?? alert.mail.fr
          if (mail) changes.push(mail)
        }
        if (changes.length === 0) outcome = { kind: 'failed', detail: 'the alerts have no e-mail text' }
        else {
          await wait()
          const unsubscribe = unsubscribeUrl(first.lang, first.addressKey)
          outcome = await sendOne(payload, send, first, digestMail(first.lang, changes, { unsubscribe }), unsubscribe, now())
        }
      } catch (error) {
        outcome = { kind: 'interrupted', detail: (error as Error).message.slice(0, 80) }
      }
      const attempts = Math.max(...rows.map((r) => r.attempts))
      // The relay refuses the portal: the digest waits as it was (no attempt used), the channel pauses (src/alerts/sender.ts).
      const refused = outcome.kind === 'refused' ? hold.refuse(now().getTime()) : 0
      for (const row of rows) {
        if (outcome.kind === 'refused') await settle(payload, row.id, { status: 'digest', detail: `${REFUSED_PREFIX}${outcome.detail}`, retryAt: new Date(now().getTime() + refused), undoAttempt: true }, now())
        else if (outcome.kind === 'retry' && attempts < MAX_ATTEMPTS) await settle(payload, row.id, { status: 'digest', detail: outcome.detail, retryAt: new Date(now().getTime() + retryDelayMs(attempts)) }, now())
        else await settle(payload, row.id, { status: outcome.kind === 'retry' ? 'failed' : outcome.kind, detail: outcome.detail }, now())
      }
      countEvent('alerts', `email-digest-${outcome.kind}`)
      if (outcome.kind === 'refused') return sent
      if (outcome.kind === 'sent') {
        sent++
        if (hold.clear()) await releaseHeld(payload, 'email', now())
      }
    }
  }
  return sent
}
