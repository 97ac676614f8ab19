import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { ANALYTICS_BATCH_SIZE, ANALYTICS_FLUSH_MS, WEB_VITALS_DEBOUNCE_MS } from '../runtime/constants'
import { createAnalytics, debounceVitals, distinctId } from './client'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

function setup() {
  const posts: string[] = []
  const beacons: string[] = []
  const client = createAnalytics({
    token: 'tok',
    endpoint: 'https://a.example/track',
    distinctId: 'id-1',
    now: () => 42,
    transport: { beacon: (_u, b) => (beacons.push(b), true), post: async (_u, b) => void posts.push(b) },
  })
  return { client, posts, beacons }
}

describe('analytics batching', () => {
  it('sends by count', () => {
    const { client, posts } = setup()
    for (let i = 0; i < ANALYTICS_BATCH_SIZE; i++) client.track('e', { i })
    expect(posts).toHaveLength(1)
    const batch = JSON.parse(posts[0]!)
    expect(batch).toHaveLength(ANALYTICS_BATCH_SIZE)
    expect(batch[0]).toEqual({ event: 'e', properties: { i: 0, token: 'tok', distinct_id: 'id-1', time: 42 } })
  })
  it('sends by time', () => {
    const { client, posts } = setup()
    client.track('a')
    vi.advanceTimersByTime(ANALYTICS_FLUSH_MS - 1)
    expect(posts).toHaveLength(0)
    vi.advanceTimersByTime(1)
    expect(posts).toHaveLength(1)
  })
  it('sends with the beacon on pagehide', () => {
    const { client, posts, beacons } = setup()
    client.track('a')
    client.flush(true)
    expect(beacons).toHaveLength(1)
    expect(posts).toHaveLength(0)
    expect(client.pending()).toBe(0)
  })
  it('keeps one random distinct id per browser', () => {
    const store = new Map<string, string>()
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) }
    const first = distinctId(storage, () => 'r1')
    expect(distinctId(storage, () => 'r2')).toBe(first)
  })
  it('debounces web vitals by 3 s', () => {
    const reports: Record<string, number>[] = []
    const on = debounceVitals((v) => reports.push(v))
    on({ name: 'LCP', value: 1200 })
    vi.advanceTimersByTime(WEB_VITALS_DEBOUNCE_MS - 10)
    on({ name: 'CLS', value: 0.01 })
    vi.advanceTimersByTime(WEB_VITALS_DEBOUNCE_MS - 1)
    expect(reports).toHaveLength(0)
    vi.advanceTimersByTime(1)
    expect(reports).toEqual([{ LCP: 1200, CLS: 0.01 }])
  })
})
