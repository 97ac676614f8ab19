/**
 * Analytics client, loaded (as its own chunk) only when the analytics consent cookie is
 * exactly `true` and a token and endpoint are configured. Events are queued and sent in
 * batches: when ANALYTICS_BATCH_SIZE are queued, ANALYTICS_FLUSH_MS after the first one,
 * and on `pagehide` with navigator.sendBeacon. Each event carries the token and a random
 * distinct id (kept in localStorage, removed when consent is withdrawn).
 */
import { ANALYTICS_BATCH_SIZE, ANALYTICS_FLUSH_MS, ROUTE_CHANGE_ANALYTICS_DELAY_MS, WEB_VITALS_DEBOUNCE_MS } from '../runtime/constants'

export type AnalyticsEvent = { event: string; properties: Record<string, unknown> & { token: string; distinct_id: string; time: number } }
type Transport = { beacon: (url: string, body: string) => boolean; post: (url: string, body: string) => Promise<unknown> }

export const DISTINCT_ID_KEY = 'sp-aid'

export function distinctId(storage: Pick<Storage, 'getItem' | 'setItem'> | null, random: () => string = () => crypto.randomUUID()): string {
  try {
    const existing = storage?.getItem(DISTINCT_ID_KEY)
    if (existing) return existing
    const id = random()
    storage?.setItem(DISTINCT_ID_KEY, id)
    return id
  } catch {
    return random()
  }
}

export function createAnalytics(options: { token: string; endpoint: string; distinctId: string; transport: Transport; now?: () => number }) {
  const queue: AnalyticsEvent[] = []
  let timer: ReturnType<typeof setTimeout> | undefined
  const now = options.now ?? Date.now

  function flush(useBeacon = false): void {
    clearTimeout(timer)
    timer = undefined
    if (queue.length === 0) return
    const body = JSON.stringify(queue.splice(0, queue.length))
    if (useBeacon && options.transport.beacon(options.endpoint, body)) return
    void options.transport.post(options.endpoint, body).catch(() => undefined)
  }

  function track(event: string, properties: Record<string, unknown> = {}): void {
    queue.push({ event, properties: { ...properties, token: options.token, distinct_id: options.distinctId, time: now() } })
    if (queue.length >= ANALYTICS_BATCH_SIZE) flush()
    else if (!timer) timer = setTimeout(() => flush(), ANALYTICS_FLUSH_MS)
  }

  return { track, flush, pending: () => queue.length }
}

/** Collects Core Web Vitals and reports the latest values once no new value arrived for WEB_VITALS_DEBOUNCE_MS. */
export function debounceVitals(report: (values: Record<string, number>) => void) {
  const values: Record<string, number> = {}
  let timer: ReturnType<typeof setTimeout> | undefined
  return (metric: { name: string; value: number }) => {
    values[metric.name] = Math.round(metric.value * 1000) / 1000
    clearTimeout(timer)
    timer = setTimeout(() => report({ ...values }), WEB_VITALS_DEBOUNCE_MS)
  }
}

/** Starts the browser client: page view after each route change, vitals, pagehide beacon. */
export function startAnalytics(config: { token: string; endpoint: string }, lang: string): void {
  let storage: Storage | null = null
  try {
    storage = localStorage
  } catch {
    /* storage disabled: a per-page id */
  }
  const client = createAnalytics({
    ...config,
    distinctId: distinctId(storage),
    transport: {
      beacon: (url, body) => navigator.sendBeacon?.(url, new Blob([body], { type: 'text/plain' })) ?? false,
      post: (url, body) => fetch(url, { method: 'POST', body, keepalive: true, headers: { 'Content-Type': 'text/plain' } }),
    },
  })
  const pageView = () =>
    setTimeout(() => client.track('page_view', { path: location.pathname, lang, referrer: document.referrer ? new URL(document.referrer).pathname : '' }), ROUTE_CHANGE_ANALYTICS_DELAY_MS)
  pageView()
  // Pages are full documents; history changes (e.g. a future client router) count as route changes too.
  addEventListener('popstate', pageView)
  addEventListener('pagehide', () => client.flush(true))
  const vitals = debounceVitals((values) => client.track('web_vitals', { path: location.pathname, ...values }))
  void import('web-vitals').then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
    for (const on of [onCLS, onFCP, onINP, onLCP, onTTFB]) on(vitals)
  })
}
