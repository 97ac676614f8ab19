/**
 * Sends the alert queue (src/alerts/store.ts) through Kannel's `sendsms`, one instance at a time
 * (a lease, src/cluster/lock.ts), at most `SMS_SEND_RATE` messages a second (what the operator's
 * link allows), each row claimed before it is sent and settled after:
 * - accepted (202) → sent; Kannel's delivery reports (`dlr-url`, src/app/gateway/sms/dlr) then
 *   record delivered or failed;
 * - a temporary failure (503, 5xx, 429, nothing listening, a name that does not resolve, no
 *   connection within the time) → tried again later, up to 5 times: nothing reached Kannel;
 * - the gateway refusing the portal itself (issue 39: 401/403 a wrong user or password, 404/405 a
 *   wrong address, an address that cannot be asked) → refused: nothing went out, and nothing will
 *   until an operator fixes the setting. The row waits without using an attempt, the channel
 *   pauses (30 s, 1, 2, 4, 8 min, then every 10 min: one request each time), the admin's alerts
 *   page and /metrics say so, and the first message accepted releases the rest. Only a message
 *   whose alert is older than a day fails then (`HOLD_MAX_MS`: an alert that late misleads more
 *   than it warns);
 * - a refusal of that one message (any other 4xx, e.g. 400, or 403 « denied by white- and/or
 *   black-lists ») → failed at once: nothing went out;
 * - no answer once the whole request was written to Kannel (a timeout, a cut connection) →
 *   interrupted: it may have gone out, so it is never sent again. Only then (issue 38: a refused
 *   gateway address was reported « maybe sent », and the alerts page told a citizen a code was on
 *   its way). A sender killed mid-send leaves one such row; `recoverInterrupted` marks it after a
 *   minute. No SMS is ever sent twice.
 * Numbers never reach the logs.
 */
import http from 'node:http'
import https from 'node:https'
import type { LookupFunction } from 'node:net'

import type { Payload } from 'payload'

import { runOncePerLease } from '@/cluster/lock'
import { countEvent, setGauge } from '@/http/instance'
import type { Locale } from '@/i18n'

import type { KannelSendConfig } from './config'
import { renewalSmsFor } from './expiry'
import { claim, failHeld, MAX_ATTEMPTS, queueLength, recoverInterrupted, releaseHeld, settle, REFUSED_PREFIX, type Channel, type Claimed } from './store'

export { kannelSendConfigFromEnv, sendRateFromEnv, type KannelSendConfig } from './config'

export type SendOutcome = { kind: 'sent' | 'retry' | 'failed' | 'interrupted' | 'refused'; detail: string }
export type SmsSend = (message: { to: string; text: string; id: number }) => Promise<SendOutcome>

/** How far one request to the gateway got before it ended: what decides whether an SMS may have gone out. */
export type GatewayStage = 'unconnected' | 'connected' | 'written'

/**
 * The outcome of a request that got no HTTP answer. Before the whole request was written, Kannel
 * cannot have acted on it: tried again later. Once written, it may have: interrupted (never resent).
 */
export function unansweredOutcome(stage: GatewayStage, reason: string): SendOutcome {
  return stage === 'written' ? { kind: 'interrupted', detail: `no answer from the gateway (${reason})` } : { kind: 'retry', detail: `gateway not reached (${reason})` }
}

/**
 * The outcome of Kannel's HTTP answer. Kannel's sendsms answers 403 « Authorization failed for
 * sendsms » to a wrong user, password or address (refused: every message would get the same), and
 * 403 « Number(s) has/have been denied by white- and/or black-lists » for one number (failed).
 */
export function answeredOutcome(status: number, body: string): SendOutcome {
  const detail = `${status} ${body.replace(/\s+/g, ' ').trim().slice(0, 80)}`.trim()
  if (status === 202 || status === 200) return { kind: 'sent', detail }
  if (status >= 500 || status === 429) return { kind: 'retry', detail }
  if (status === 401 || status === 404 || status === 405 || status === 407 || (status === 403 && !/white|black/i.test(body))) return { kind: 'refused', detail }
  return { kind: 'failed', detail }
}

/**
 * One GET to the gateway over node:http (not fetch: fetch cannot say whether the request was
 * written, and refuses some addresses itself — « bad port », credentials — which then looked like
 * a request that may have gone out). A connection of its own each time (no keep-alive: a reused
 * socket the gateway just closed would look like a request written and unanswered).
 * `lookup`: name resolution (tests give a hanging one). Never puts the address in a detail: it
 * holds the password, the number and the text.
 */
function gatewayGet(url: URL, timeoutMs: number, lookup?: LookupFunction): Promise<SendOutcome> {
  return new Promise((resolve) => {
    let stage: GatewayStage = 'unconnected'
    let settled = false
    const done = (outcome: SendOutcome) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      resolve(outcome)
    }
    const client = url.protocol === 'https:' ? https : http
    const request = client.request(url, { method: 'GET', agent: false, headers: { Connection: 'close' }, ...(lookup ? { lookup } : {}) }, (response) => {
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => {
        if (body.length < 400) body += chunk
      })
      response.on('end', () => done(answeredOutcome(response.statusCode ?? 0, body)))
      response.on('error', () => done(answeredOutcome(response.statusCode ?? 0, body)))
    })
    request.on('socket', (socket) => {
      const connected = () => {
        if (stage === 'unconnected') stage = 'connected'
      }
      if (socket.connecting) socket.once('connect', connected)
      else connected()
    })
    // The whole request is handed to the connection (after it connected, and after TLS's handshake:
    // writes wait for both): Kannel may act on it from now on.
    request.on('finish', () => {
      stage = 'written'
    })
    request.on('error', (error: NodeJS.ErrnoException) => done(unansweredOutcome(stage, error.code ?? error.name)))
    const timer = setTimeout(() => {
      done(unansweredOutcome(stage, 'timeout'))
      request.destroy()
    }, timeoutMs)
    request.end()
  })
}

/** The gateway's address, or why it cannot be asked (a setting to fix: nothing is ever sent). */
export function gatewayUrl(raw: string): URL | string {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return 'the gateway address is not a URL (SMS_SENDSMS_URL)'
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'the gateway address must be http or https (SMS_SENDSMS_URL)'
  return url
}

/**
 * Kannel's sendsms (GET), GSM-7 text, delivery reports asked for (delivered, failed, accepted,
 * rejected: 27). `io.lookup`: name resolution, for tests.
 */
export function kannelSend(config: KannelSendConfig, io: { lookup?: LookupFunction } = {}): SmsSend {
  return async ({ to, text, id }) => {
    const query = new URLSearchParams({ username: config.username, password: config.password, to, text, charset: 'UTF-8', coding: '0' })
    if (config.from) query.set('from', config.from)
    if (config.dlrUrl) {
      const report = new URL(config.dlrUrl)
      if (config.dlrSecret) report.searchParams.set('secret', config.dlrSecret)
      report.searchParams.set('id', String(id))
      query.set('dlr-mask', '27')
      // %d is Kannel's escape for the report's type: kept as is in the address it calls.
      query.set('dlr-url', `${report.toString()}&type=%d`)
    }
    const url = gatewayUrl(config.url)
    if (typeof url === 'string') return { kind: 'refused', detail: url }
    for (const [name, value] of query) url.searchParams.append(name, value)
    return gatewayGet(url, config.timeoutMs ?? 10_000, io.lookup)
  }
}

/** Spaces sends `1000 / rate` ms apart (a token bucket of one). */
export function throttle(rate: number, now: () => number = () => performance.now(), sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))) {
  const gap = 1000 / rate
  let next = 0
  return async () => {
    const at = now()
    if (next > at) {
      const wait = next - at
      next += gap
      await sleep(wait)
    } else next = at + gap
  }
}

/** 30 s, 2 min, 8 min, 32 min: temporary failures tried again later, not in a tight loop. */
export const retryDelayMs = (attempts: number) => 30_000 * 4 ** Math.max(0, attempts - 1)

/** A gateway that refuses the portal is asked again after 30 s, 1, 2, 4, 8 min, then every 10 min. */
export const holdDelayMs = (refusals: number) => Math.min(30_000 * 2 ** Math.max(0, refusals - 1), 10 * 60_000)
/** A message held that long (from its alert's creation) fails instead of going out late. */
export const HOLD_MAX_MS = 24 * 60 * 60_000

/**
 * A channel paused because its gateway refuses the portal (a wrong password): in this sender's
 * memory, so that a restart with the setting fixed tries at once. One per channel; tests make their own.
 */
export class GatewayHold {
  refusals = 0
  until = 0
  held(now: number): boolean {
    return now < this.until
  }
  /** One more refusal: the pause until the next try (ms). */
  refuse(now: number): number {
    this.refusals++
    const delay = holdDelayMs(this.refusals)
    this.until = now + delay
    return delay
  }
  /** A message went out: whether the channel was paused until now. */
  clear(): boolean {
    const was = this.refusals > 0
    this.refusals = 0
    this.until = 0
    return was
  }
}

const holds: Record<Channel, GatewayHold> = { sms: new GatewayHold(), email: new GatewayHold() }
/** This sender's pause of a channel (the e-mail digests share the e-mail one). */
export const gatewayHold = (channel: Channel): GatewayHold => holds[channel]

type Texts = Map<number, Record<Locale, string> | 'renewal'>

/** The row's SMS: the alert's text in its language, or (a renewal) written for the number; null when there is nothing to say. */
async function textOf(payload: Payload, texts: Texts, row: Claimed): Promise<string | null> {
  let alert = texts.get(row.alertId)
  if (!alert) {
    const doc = await payload.findByID({ collection: 'alerts', id: row.alertId, depth: 0, overrideAccess: true })
    alert = doc.kind === 'renewal' ? 'renewal' : { fr: doc.textFr ?? '', mg: doc.textMg ?? '' }
    texts.set(row.alertId, alert)
  }
  if (alert === 'renewal') return renewalSmsFor(payload, row)
  return alert[row.lang] || alert.fr || null
}

/** Sends one claimed row; may act on the outcome (a bounce erases the address). */
export type Deliver = (row: Claimed) => Promise<SendOutcome>

/**
 * Sends a channel's queue until it holds nothing due (or `stopped()`): one row claimed at a time,
 * so a sender killed mid-send leaves at most one row in doubt.
 */
export type DrainOptions = { rate: number; stopped?: () => boolean; now?: () => Date; hold?: GatewayHold }

export async function drainQueue(payload: Payload, channel: Channel, deliver: Deliver, options: DrainOptions): Promise<number> {
  const wait = throttle(options.rate)
  const now = options.now ?? (() => new Date())
  const hold = options.hold ?? holds[channel]
  let sent = 0
  while (!options.stopped?.() && !hold.held(now().getTime())) {
    const [row] = await claim(payload, channel, 1, now())
    if (!row) break
    await wait()
    let outcome: SendOutcome
    try {
      outcome = await deliver(row)
    } catch (error) {
      outcome = { kind: 'interrupted', detail: (error as Error).message.slice(0, 80) }
    }
    countEvent('alerts', `${channel}-${outcome.kind}`)
    if (outcome.kind === 'refused') {
      await holdRefused(payload, channel, row, outcome.detail, hold, now())
      break
    }
    if (outcome.kind === 'retry' && row.attempts < MAX_ATTEMPTS) await settle(payload, row.id, { status: 'queued', detail: outcome.detail, retryAt: new Date(now().getTime() + retryDelayMs(row.attempts)) }, now())
    else await settle(payload, row.id, { status: outcome.kind === 'retry' ? 'failed' : outcome.kind, detail: outcome.detail }, now())
    if (outcome.kind === 'sent') {
      sent++
      // The setting was fixed: what waited goes out now, in its turn.
      if (hold.clear()) {
        await releaseHeld(payload, channel, now())
        setGauge('alertRefused', channel, 0)
      }
    }
  }
  return sent
}

/**
 * The gateway refused the portal: the row waits for the next try without using an attempt (nothing
 * went out), the channel pauses, and the operator is told (admin page, metric, one log line per
 * pause). A row whose alert is older than `HOLD_MAX_MS` fails instead, with every row of its
 * alert still waiting on this channel.
 */
async function holdRefused(payload: Payload, channel: Channel, row: Claimed, detail: string, hold: GatewayHold, at: Date): Promise<void> {
  const delay = hold.refuse(at.getTime())
  setGauge('alertRefused', channel, 1)
  const alert = await payload.findByID({ collection: 'alerts', id: row.alertId, depth: 0, overrideAccess: true }).catch(() => null)
  const age = alert?.createdAt ? at.getTime() - new Date(alert.createdAt).getTime() : 0
  if (age > HOLD_MAX_MS) {
    await settle(payload, row.id, { status: 'failed', detail: `${REFUSED_PREFIX}${detail} (not sent within a day)` }, at)
    await failHeld(payload, channel, row.alertId, `${REFUSED_PREFIX}${detail} (not sent within a day)`, at)
    return
  }
  await settle(payload, row.id, { status: 'queued', detail: `${REFUSED_PREFIX}${detail}`, retryAt: new Date(at.getTime() + delay), undoAttempt: true }, at)
  if (hold.refusals === 1) payload.logger.error({ msg: 'alert gateway refuses the portal: alerts wait until the setting is fixed', channel, detail })
}

export async function drainSms(payload: Payload, send: SmsSend, options: DrainOptions): Promise<number> {
  const texts: Texts = new Map()
  return drainQueue(
    payload,
    'sms',
    async (row) => {
      const text = await textOf(payload, texts, row)
      return text ? send({ to: row.recipient, text, id: row.id }) : { kind: 'failed', detail: 'nothing to send (no text, or nothing followed any more)' }
    },
    options,
  )
}

/**
 * The sender of this instance: every 2 s, if this instance takes the lease, rows in doubt are
 * recovered and each channel's queue is drained (`drains`: one per channel, at the same time).
 * Returns `stop()`, which lets the messages being sent finish.
 */
export function startAlertSender(payload: Payload, options: { drains: ((stopped: () => boolean) => Promise<number>)[]; intervalMs?: number }): { stop: () => Promise<void> } {
  let stopped = false
  let running: Promise<unknown> = Promise.resolve()
  const tick = async () => {
    const outcome = await runOncePerLease(
      'alert-sender',
      15_000,
      async () => {
        await recoverInterrupted(payload)
        // The channels at once: each has its own link and pace, so e-mails do not wait for 10,000 SMS.
        await Promise.all(options.drains.map((drain) => drain(() => stopped)))
        const length = await queueLength(payload)
        setGauge('alertQueue', 'sms', length.sms)
        setGauge('alertQueue', 'email', length.email)
        for (const channel of ['sms', 'email'] as const) setGauge('alertRefused', channel, holds[channel].refusals > 0 ? 1 : 0)
      },
      { renew: true, release: true },
    )
    // Another instance sends: what it meets is its to report, not a pause this one saw before.
    if (outcome === 'skipped') for (const channel of ['sms', 'email'] as const) setGauge('alertRefused', channel, 0)
  }
  let busy = false
  const timer = setInterval(() => {
    // A long drain is not stacked with more rounds.
    if (busy) return
    busy = true
    running = tick()
      .catch((error: Error) => payload.logger.warn({ msg: 'alert sender', error: error.message.slice(0, 200) }))
      .finally(() => {
        busy = false
      })
  }, options.intervalMs ?? 2_000)
  timer.unref()
  return {
    stop: async () => {
      stopped = true
      clearInterval(timer)
      await running
    },
  }
}
