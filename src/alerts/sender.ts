/**
 * Sends the alert queue (src/alerts/store.ts) through Kannel's `sendsms`, one instance at a time
 * (a lease, src/cluster/lock.ts), at most `SMS_SEND_RATE` messages a second (what the operator's
 * link allows), each row claimed before it is sent and settled after:
 * - accepted (202) → sent; Kannel's delivery reports (`dlr-url`, src/app/gateway/sms/dlr) then
 *   record delivered or failed;
 * - a temporary failure (503, 5xx, 429, nothing listening, a name that does not resolve, no
 *   connection within the time) → tried again later, up to 5 times: nothing reached Kannel;
 * - a refusal (4xx: a wrong password is 403) or an address that cannot be asked (not a URL, not
 *   http or https) → failed at once: nothing went out;
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
import { claim, MAX_ATTEMPTS, queueLength, recoverInterrupted, settle, type Channel, type Claimed } from './store'

export { kannelSendConfigFromEnv, sendRateFromEnv, type KannelSendConfig } from './config'

export type SendOutcome = { kind: 'sent' | 'retry' | 'failed' | 'interrupted'; detail: string }
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

/** The outcome of Kannel's HTTP answer. */
export function answeredOutcome(status: number, body: string): SendOutcome {
  const detail = `${status} ${body.replace(/\s+/g, ' ').trim().slice(0, 80)}`.trim()
  if (status === 202 || status === 200) return { kind: 'sent', detail }
  if (status >= 500 || status === 429) return { kind: 'retry', detail }
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
    if (typeof url === 'string') return { kind: 'failed', detail: url }
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
export async function drainQueue(payload: Payload, channel: Channel, deliver: Deliver, options: { rate: number; stopped?: () => boolean; now?: () => Date }): Promise<number> {
  const wait = throttle(options.rate)
  const now = options.now ?? (() => new Date())
  let sent = 0
  while (!options.stopped?.()) {
    const [row] = await claim(payload, channel, 1, now())
    if (!row) break
    await wait()
    let outcome: SendOutcome
    try {
      outcome = await deliver(row)
    } catch (error) {
      outcome = { kind: 'interrupted', detail: (error as Error).message.slice(0, 80) }
    }
    if (outcome.kind === 'retry' && row.attempts < MAX_ATTEMPTS) await settle(payload, row.id, { status: 'queued', detail: outcome.detail, retryAt: new Date(now().getTime() + retryDelayMs(row.attempts)) }, now())
    else await settle(payload, row.id, { status: outcome.kind === 'retry' ? 'failed' : outcome.kind, detail: outcome.detail }, now())
    countEvent('alerts', `${channel}-${outcome.kind}`)
    if (outcome.kind === 'sent') sent++
  }
  return sent
}

export async function drainSms(payload: Payload, send: SmsSend, options: { rate: number; stopped?: () => boolean; now?: () => Date }): Promise<number> {
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
    await runOncePerLease(
      'alert-sender',
      15_000,
      async () => {
        await recoverInterrupted(payload)
        // The channels at once: each has its own link and pace, so e-mails do not wait for 10,000 SMS.
        await Promise.all(options.drains.map((drain) => drain(() => stopped)))
        const length = await queueLength(payload)
        setGauge('alertQueue', 'sms', length.sms)
        setGauge('alertQueue', 'email', length.email)
      },
      { renew: true, release: true },
    )
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
