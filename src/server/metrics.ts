/**
 * `/metrics`, in the Prometheus text format (prom-client), for the operator's monitoring — never
 * for the public. The front counts what it sees: requests by class of route and status class,
 * their latency, the page cache (hits, misses, bytes held), the workers' admission queue and
 * refusals, the age of the newest backup; with Node's own figures (event-loop lag, memory, GC).
 * Labels are bounded sets (a class, a status class, a refusal kind): no path, no address, no
 * query ever becomes a label, so a flood of distinct addresses cannot grow the registry.
 *
 * Who may read it: a caller presenting `Authorization: Bearer $METRICS_TOKEN`; without a token
 * configured, only a direct connection from this machine (loopback socket, and no forwarding
 * header — a local reverse proxy relays the public from loopback too). Anyone else gets the
 * portal's plain 404: the address does not exist for them.
 */
import { timingSafeEqual } from 'node:crypto'
import type { IncomingMessage } from 'node:http'

import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client'

import { backupDirFrom, newestBackup } from '@/ops/retention'

export const METRICS_PATH = '/metrics'

export type RouteClass = 'page' | 'search' | 'api' | 'admin' | 'asset' | 'media' | 'island' | 'gateway' | 'health' | 'other'

/** The class of a path: a fixed, small set (labels never grow with what clients send). */
export function routeClass(pathname: string): RouteClass {
  if (pathname === '/healthz' || pathname === '/readyz' || pathname === METRICS_PATH) return 'health'
  if (pathname.startsWith('/media/')) return 'media'
  if (pathname.startsWith('/_islands/')) return 'island'
  if (pathname.startsWith('/_next/') || pathname.startsWith('/fonts/') || /\.(?:css|js|woff2?|ico|png|svg|webmanifest|xml|txt)$/.test(pathname)) return 'asset'
  if (pathname.startsWith('/admin')) return 'admin'
  if (pathname.startsWith('/api/sms') || pathname.startsWith('/api/ussd') || pathname.startsWith('/gateway')) return 'gateway'
  if (pathname.startsWith('/api/')) return 'api'
  if (/^\/(?:fr|mg)\/(?:searchResult|search|recherche)\b/.test(pathname)) return 'search'
  if (/^\/(?:fr|mg)(?:\/|$)/.test(pathname) || pathname === '/') return 'page'
  return 'other'
}

const statusClass = (status: number) => `${Math.floor(status / 100)}xx`

export type FrontMetrics = ReturnType<typeof createMetrics>

export function createMetrics(options: { cacheBytes: () => number; queueLength: () => number; mirrorAge?: () => number | null }) {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry, prefix: 'portal_' })
  const requests = new Counter({ name: 'portal_http_requests_total', help: 'Requests answered, by class of route and status class', labelNames: ['class', 'status'] as const, registers: [registry] })
  const duration = new Histogram({
    name: 'portal_http_request_duration_seconds',
    help: 'Time to answer, by class of route',
    labelNames: ['class'] as const,
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  })
  const cache = new Counter({ name: 'portal_page_cache_total', help: 'Page cache lookups of public reads, by result', labelNames: ['result'] as const, registers: [registry] })
  const refusals = new Counter({ name: 'portal_refusals_total', help: 'Requests the front refused, by kind (busy, tooMany, tooLarge, …)', labelNames: ['kind'] as const, registers: [registry] })
  new Gauge({ name: 'portal_page_cache_bytes', help: 'Bytes of pages held in the front cache', registers: [registry], collect() { this.set(options.cacheBytes()) } })
  new Gauge({ name: 'portal_worker_queue', help: 'Requests waiting for a worker', registers: [registry], collect() { this.set(options.queueLength()) } })
  new Gauge({
    name: 'portal_backup_age_seconds',
    help: 'Age of the newest backup archive in BACKUP_DIR (-1: none)',
    registers: [registry],
    collect() {
      const newest = newestBackup(backupDirFrom())
      this.set(newest ? Math.round((Date.now() - newest.at.getTime()) / 1000) : -1)
    },
  })
  new Gauge({
    name: 'portal_mirror_age_seconds',
    help: 'Age of the static mirror copy being served (MIRROR_DIR; -1: none)',
    registers: [registry],
    collect() {
      this.set(options.mirrorAge?.() ?? -1)
    },
  })
  const mirrorBuilds = new Counter({ name: 'portal_mirror_builds_total', help: 'Static mirror builds started by this instance, by result (built, failed; quick: a quick copy of the changed pages switched to before the full build)', labelNames: ['result'] as const, registers: [registry] })
  const mirrorBuild = new Gauge({ name: 'portal_mirror_build_seconds', help: 'Duration of the last successful mirror build', registers: [registry] })
  const events = {
    rateLimited: new Counter({ name: 'portal_rate_limited_total', help: 'Requests refused by a rate limiter, by limiter (front-render, contact, auth, sms-number, …), in the front and its workers', labelNames: ['limiter'] as const, registers: [registry] }),
    jobs: new Counter({ name: 'portal_jobs_total', help: 'Scheduled jobs run (publish, unpublish…), by result', labelNames: ['result'] as const, registers: [registry] }),
    linkCheck: new Counter({ name: 'portal_link_check_total', help: 'Links checked by the daily link check, by result', labelNames: ['result'] as const, registers: [registry] }),
    sms: new Counter({ name: 'portal_sms_total', help: 'SMS received and answered, USSD screens, by direction (in, out, ussd)', labelNames: ['direction'] as const, registers: [registry] }),
    alerts: new Counter({ name: 'portal_alert_messages_total', help: 'Alert messages handed to the gateway, by channel and result (sent, retry, failed, interrupted; refused: the gateway refuses the portal itself, e.g. a wrong password, the message waits; delivered: a delivery report; bounced: an address refused, its subscription erased; code: a confirmation code sent to a number typed on the web)', labelNames: ['channel', 'result'] as const, registers: [registry] }),
  }
  // Deadline reminders (issue 42, ADR 22): planned, sent, delivered… and the queue, never a number or a date.
  const reminders = new Counter({ name: 'portal_reminder_messages_total', help: 'Deadline reminders, by result (planned: a plan made by SMS or the web; sent, retry, failed, interrupted, expired: a reminder whose day had passed, dropped; delivered: a delivery report; stopped: a plan erased by STOP; code: a confirmation code sent)', labelNames: ['result'] as const, registers: [registry] })
  const reminderQueue = new Gauge({ name: 'portal_reminder_queue', help: 'Deadline reminders waiting or being sent (reported by the instance sending)', registers: [registry] })
  const alertQueue = new Gauge({ name: 'portal_alert_queue', help: 'Alert messages waiting or being sent, by channel (reported by the instance sending)', labelNames: ['channel'] as const, registers: [registry] })
  const alertRefused = new Gauge({ name: 'portal_alert_gateway_refused', help: 'Whether the gateway of a channel refuses the portal itself (1: a wrong password or address, alerts wait until an operator fixes it), reported by the instance sending', labelNames: ['channel'] as const, registers: [registry] })
  const purges = new Histogram({ name: 'portal_purge_seconds', help: 'From a publication to every cache purged (front, workers, HTTP cache in front)', buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10], registers: [registry] })
  const requestChildren = new Map<string, ReturnType<typeof requests.labels>>()
  const durationChildren = new Map<string, ReturnType<typeof duration.labels>>()
  const cacheHit = cache.labels({ result: 'hit' })
  const cacheMiss = cache.labels({ result: 'miss' })
  return {
    registry,
    mirrorBuilt(ok: boolean, seconds?: number) {
      mirrorBuilds.inc({ result: ok ? 'built' : 'failed' })
      if (ok && seconds !== undefined) mirrorBuild.set(seconds)
    },
    mirrorQuick() {
      mirrorBuilds.inc({ result: 'quick' })
    },
    /** An event counted where it happened (src/http/instance.ts): labels are the code's own names, bounded here still. */
    counted(metric: keyof typeof events | 'reminders', label: string) {
      const value = /^[a-z][a-z0-9-]{0,31}$/i.test(label) ? label : 'other'
      if (metric === 'rateLimited') events.rateLimited.inc({ limiter: value })
      else if (metric === 'jobs') events.jobs.inc({ result: value })
      else if (metric === 'linkCheck') events.linkCheck.inc({ result: value })
      else if (metric === 'sms') events.sms.inc({ direction: value })
      else if (metric === 'reminders') {
        if (['planned', 'sent', 'retry', 'failed', 'interrupted', 'expired', 'delivered', 'stopped', 'code'].includes(value)) reminders.inc({ result: value })
      } else if (metric === 'alerts') {
        const [channel, result] = value.split('-')
        if ((channel === 'sms' || channel === 'email') && result && ['sent', 'retry', 'failed', 'interrupted', 'refused', 'delivered', 'bounced', 'code'].includes(result)) events.alerts.inc({ channel, result })
      }
    },
    /** A value a worker reported (src/http/instance.ts `setGauge`). */
    gauged(metric: 'alertQueue' | 'alertRefused' | 'reminderQueue', label: string, value: number) {
      if (!Number.isFinite(value) || value < 0) return
      if (metric === 'reminderQueue') return reminderQueue.set(value)
      if (!(label === 'sms' || label === 'email')) return
      if (metric === 'alertQueue') alertQueue.set({ channel: label }, value)
      else if (metric === 'alertRefused') alertRefused.set({ channel: label }, value > 0 ? 1 : 0)
    },
    purged(seconds: number) {
      purges.observe(seconds)
    },
    observe(pathname: string, status: number, seconds: number) {
      const kind = routeClass(pathname)
      const key = `${kind} ${statusClass(status)}`
      // Label sets are fixed and few: each child is looked up once, then counted without hashing labels.
      let count = requestChildren.get(key)
      if (!count) requestChildren.set(key, (count = requests.labels({ class: kind, status: statusClass(status) })))
      count.inc()
      let time = durationChildren.get(kind)
      if (!time) durationChildren.set(kind, (time = duration.labels({ class: kind })))
      time.observe(seconds)
    },
    cacheLookup(hit: boolean) {
      ;(hit ? cacheHit : cacheMiss).inc()
    },
    refused(kind: string) {
      refusals.inc({ kind: kind.slice(0, 32) })
    },
  }
}

const LOOPBACK = /^(?:127\.|::1$|::ffff:127\.)/

/** Whether this request may read the metrics (see the module comment). */
export function mayReadMetrics(request: Pick<IncomingMessage, 'headers' | 'socket'>, token = process.env.METRICS_TOKEN): boolean {
  if (token) {
    const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? ''
    const a = Buffer.from(given)
    const b = Buffer.from(token)
    return a.length === b.length && timingSafeEqual(a, b)
  }
  const forwarded = request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined || request.headers['x-real-ip'] !== undefined
  return !forwarded && LOOPBACK.test(request.socket.remoteAddress ?? '')
}
