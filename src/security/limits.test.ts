import { describe, expect, it } from 'vitest'

import { CLIENT_ADDRESS_HEADER, CLIENT_KEY_HEADER } from '@/http/headers'

import { attempt, clientAddress, counted, forget, limitFromEnv, minutesToWait } from './limits'

describe('attempt', () => {
  it('allows `points` attempts per window per key, then says how long to wait', async () => {
    const spec = { points: 2, durationS: 60 }
    const name = `t-${Math.random()}`
    expect(await attempt(name, spec, 'a')).toBe(0)
    expect(await attempt(name, spec, 'a')).toBe(0)
    expect(await attempt(name, spec, 'b')).toBe(0)
    const wait = await attempt(name, spec, 'a')
    expect(wait).toBeGreaterThan(50_000)
    expect(wait).toBeLessThanOrEqual(60_000)
    expect(await counted(name, spec, 'a')).toBe(3)
    await forget(name, spec, 'a')
    expect(await attempt(name, spec, 'a')).toBe(0)
  })
})

describe('clientAddress', () => {
  it('reads only the client key decided by the front server, never X-Forwarded-For nor the bare address', () => {
    expect(clientAddress(new Headers({ [CLIENT_KEY_HEADER]: '10.0.0.2', 'x-forwarded-for': '1.1.1.1' }))).toBe('10.0.0.2')
    expect(clientAddress(new Headers({ [CLIENT_KEY_HEADER]: '2001:db8:1:2::/64', [CLIENT_ADDRESS_HEADER]: '2001:db8:1:2::7' }))).toBe('2001:db8:1:2::/64')
    expect(clientAddress(new Headers({ 'x-forwarded-for': '1.1.1.1' }))).toBe('unidentified')
  })
})

describe('limitFromEnv', () => {
  it('parses max/seconds and falls back on nonsense', () => {
    expect(limitFromEnv('5/60', { points: 10, durationS: 600 })).toEqual({ points: 5, durationS: 60 })
    expect(limitFromEnv('x/-1', { points: 10, durationS: 600 })).toEqual({ points: 10, durationS: 600 })
    expect(limitFromEnv(undefined, { points: 10, durationS: 600 })).toEqual({ points: 10, durationS: 600 })
  })
  it('rounds waiting up to whole minutes', () => {
    expect(minutesToWait(1)).toBe(1)
    expect(minutesToWait(61_000)).toBe(2)
  })
})
