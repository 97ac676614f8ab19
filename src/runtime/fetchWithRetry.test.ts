import { describe, expect, it } from 'vitest'

import { RETRY_LIMIT } from './constants'
import { fetchWithRetry } from './fetchWithRetry'
import { recoverFromChunkError } from './navigation'
import { isConstrained } from './connection'

const sleeps: number[] = []
const sleep = async (ms: number) => void sleeps.push(ms)

describe('data loading', () => {
  it('retries other failures up to the limit with growing delays, then gives up', async () => {
    sleeps.length = 0
    let calls = 0
    const fail = (async () => {
      calls++
      throw new TypeError('network')
    }) as unknown as typeof fetch
    await expect(fetchWithRetry('/x', {}, { fetch: fail, sleep })).rejects.toThrow('network')
    expect(calls).toBe(RETRY_LIMIT + 1)
    expect(sleeps).toEqual([300, 600, 1200])
  })
  it('succeeds on a later attempt', async () => {
    let calls = 0
    const flaky = (async () => (++calls < 3 ? new Response('', { status: 408 }) : new Response('ok'))) as unknown as typeof fetch
    const result = await fetchWithRetry('/x', {}, { fetch: flaky, sleep })
    expect(result.kind).toBe('ok')
    expect(calls).toBe(3)
  })
  it('does not retry 404 and 5xx answers', async () => {
    let calls = 0
    const nf = (async () => (calls++, new Response('', { status: 404 }))) as unknown as typeof fetch
    expect(await fetchWithRetry('/x', {}, { fetch: nf, sleep })).toEqual({ kind: 'not-found' })
    const se = (async () => (calls++, new Response('', { status: 500 }))) as unknown as typeof fetch
    expect(await fetchWithRetry('/x', {}, { fetch: se, sleep })).toEqual({ kind: 'server-error', status: 500 })
    expect(calls).toBe(2)
  })
})

describe('chunk failure recovery', () => {
  it('navigates once to the path, never in a loop', () => {
    const store = new Map<string, string>()
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) }
    const went: string[] = []
    expect(recoverFromChunkError('/fr/a/', storage, (p) => went.push(p), 1000)).toBe(true)
    expect(recoverFromChunkError('/fr/a/', storage, (p) => went.push(p), 2000)).toBe(false)
    expect(recoverFromChunkError('/fr/b/', storage, (p) => went.push(p), 3000)).toBe(true)
    expect(went).toEqual(['/fr/a/', '/fr/b/'])
  })
})

describe('prefetch policy', () => {
  it('is off on Save-Data and 2G-class connections', () => {
    expect(isConstrained({ saveData: true, effectiveType: '4g' })).toBe(true)
    expect(isConstrained({ effectiveType: '2g' })).toBe(true)
    expect(isConstrained({ effectiveType: 'slow-2g' })).toBe(true)
    expect(isConstrained({ effectiveType: '3g' })).toBe(false)
    expect(isConstrained({})).toBe(false)
  })
})
