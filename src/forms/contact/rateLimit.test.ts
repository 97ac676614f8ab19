import { describe, expect, it } from 'vitest'

import { clientAddress, RateLimiter } from './rateLimit'

describe('RateLimiter', () => {
  it('allows max attempts per window per address, then asks to wait', () => {
    let now = 0
    const limiter = new RateLimiter(2, 1000, () => now)
    expect(limiter.attempt('a')).toBe(0)
    expect(limiter.attempt('a')).toBe(0)
    expect(limiter.attempt('b')).toBe(0)
    now = 400
    expect(limiter.attempt('a')).toBe(600)
    now = 1001
    expect(limiter.attempt('a')).toBe(0)
  })
})

describe('clientAddress', () => {
  it('takes the address added by the nearest proxy', () => {
    expect(clientAddress(new Headers({ 'x-forwarded-for': '1.1.1.1, 10.0.0.2' }))).toBe('10.0.0.2')
    expect(clientAddress(new Headers({}))).toBe('unknown')
  })
})
