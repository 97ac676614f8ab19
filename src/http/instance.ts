/**
 * What the front process (src/server/main.ts) and its workers (src/server/worker.ts) share about
 * the instance they form:
 * - the random secret every front → worker request carries (a worker listens on loopback only,
 *   and answers nothing else); the front makes it and passes it to its workers' environment;
 * - the messages they exchange over the IPC channel of `child_process.fork`;
 * - the function that purges this instance, registered in the worker's process (globalThis:
 *   Next.js's bundles and the worker's own module graph are separate).
 */
import { randomBytes } from 'node:crypto'

import { FRONT_SECRET_ENV } from './headers'

/** Worker → front. */
export type WorkerMessage = { type: 'ready'; port: number } | { type: 'purge' } | { type: 'count'; metric: CountedEvent; label: string } | { type: 'gauge'; metric: GaugedValue; label: string; value: number }
/**
 * Events counted for the operator's metrics where they happen (a worker, or the front itself) and
 * exported by the front (src/server/metrics.ts): refusals by a rate limiter (by its name), jobs
 * run (success, error), links checked (ok, broken), SMS and USSD (in, out, screen), alert messages
 * (`sms-sent`, `sms-retry`, `sms-failed`, `sms-interrupted`, `sms-refused`, `sms-delivered`, `sms-code`).
 */
export type CountedEvent = 'rateLimited' | 'jobs' | 'linkCheck' | 'sms' | 'alerts' | 'reminders'
/**
 * Values a worker reports for the front to export: the alert queue's length, by channel; the reminders' queue length; whether a
 * channel's gateway refuses the portal (1) or not (0).
 */
export type GaugedValue = 'alertQueue' | 'alertRefused' | 'reminderQueue'
/** Front → worker. */
/** `searchHits`: search pages the front answered from its cache, to be counted (src/server/searchHits.ts). */
export type FrontMessage = { type: 'revalidate'; id: number } | { type: 'stop' } | { type: 'searchHits'; hits: [string, number][] }
export type WorkerReply = { type: 'revalidated'; id: number }

type Shared = { shutdown?: (() => Promise<void>)[]; secret?: string; purgeInstance?: () => Promise<void>; count?: (metric: CountedEvent, label: string) => void; gauge?: (metric: GaugedValue, label: string, value: number) => void }

function shared(): Shared {
  const holder = globalThis as unknown as Record<symbol, Shared | undefined>
  const key = Symbol.for('services-publics-mg.internal')
  holder[key] ??= {}
  return holder[key]
}

/** The front counts its own events here. */
export function registerCounter(count: (metric: CountedEvent, label: string) => void): void {
  shared().count = count
}

/** Work to finish before this process exits (the alert sender's message in flight). */
export function onShutdown(hook: () => Promise<void>): void {
  ;(shared().shutdown ??= []).push(hook)
}

/** Runs the shutdown hooks, each bounded by `timeoutMs`. */
export async function runShutdownHooks(timeoutMs = 3_000): Promise<void> {
  await Promise.all((shared().shutdown ?? []).map((hook) => Promise.race([hook().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, timeoutMs).unref())])))
}

/** The front sets its own gauges here. */
export function registerGauge(gauge: (metric: GaugedValue, label: string, value: number) => void): void {
  shared().gauge = gauge
}

/** Sets a gauge: in the front directly, in a worker through its channel to the front; elsewhere nowhere. */
export function setGauge(metric: GaugedValue, label: string, value: number): void {
  const state = shared()
  if (state.gauge) return state.gauge(metric, label, value)
  if (process.env.PORTAL_WORKER_INDEX !== undefined && typeof process.send === 'function' && process.connected) {
    try {
      process.send({ type: 'gauge', metric, label, value } satisfies WorkerMessage)
    } catch {
      // the front is going away
    }
  }
}

/** Counts an event: in the front directly, in a worker through its channel to the front; elsewhere (scripts, tests) nowhere. */
export function countEvent(metric: CountedEvent, label: string): void {
  const state = shared()
  if (state.count) return state.count(metric, label)
  if (process.env.PORTAL_WORKER_INDEX !== undefined && typeof process.send === 'function' && process.connected) {
    try {
      process.send({ type: 'count', metric, label } satisfies WorkerMessage)
    } catch {
      // the front is going away: nothing to count for
    }
  }
}

/** The secret of this instance: the front's (inherited by its workers); undefined under `next dev`. */
export function processInternalSecret(): string | undefined {
  return shared().secret ?? process.env[FRONT_SECRET_ENV] ?? undefined
}

/** Made once by the front. */
export function createInternalSecret(): string {
  const state = shared()
  state.secret ??= process.env[FRONT_SECRET_ENV] || randomBytes(16).toString('hex')
  return state.secret
}

export function registerInstancePurge(purge: () => Promise<void>): void {
  shared().purgeInstance = purge
}

/** Purges this whole instance (page caches, Next.js's cache, search, cache in front), if served by the portal server. */
export function instancePurge(): (() => Promise<void>) | undefined {
  return shared().purgeInstance
}

/** Whether this process runs the instance's periodic jobs: the first worker (or a process without a front). */
export function runsJobs(): boolean {
  const index = process.env.PORTAL_WORKER_INDEX
  return index === undefined || index === '' || index === '0'
}
