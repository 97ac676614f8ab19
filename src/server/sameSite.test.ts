import { describe, expect, it } from 'vitest'

import { isCrossSite, ownHosts } from './sameSite'

const hosts = ownHosts('portal.example:3000', 'https://servicespublics.gov.mg/')

describe('isCrossSite', () => {
  it('believes Sec-Fetch-Site first', () => {
    expect(isCrossSite({ 'sec-fetch-site': 'same-origin' }, hosts)).toBe(false)
    expect(isCrossSite({ 'sec-fetch-site': 'cross-site', origin: 'http://portal.example:3000' }, hosts)).toBe(true)
    // A sibling site under the same domain is not the portal.
    expect(isCrossSite({ 'sec-fetch-site': 'same-site' }, hosts)).toBe(true)
  })
  it('then Origin, then Referer, against the portal’s own hosts', () => {
    expect(isCrossSite({ origin: 'https://servicespublics.gov.mg' }, hosts)).toBe(false)
    expect(isCrossSite({ origin: 'http://portal.example:3000' }, hosts)).toBe(false)
    expect(isCrossSite({ origin: 'https://evil.example' }, hosts)).toBe(true)
    expect(isCrossSite({ origin: 'null' }, hosts)).toBe(true)
    expect(isCrossSite({ referer: 'https://evil.example/page' }, hosts)).toBe(true)
    expect(isCrossSite({ referer: 'http://portal.example:3000/fr/' }, hosts)).toBe(false)
  })
  it('lets a post without any of these through (old browsers, no JavaScript needed)', () => {
    expect(isCrossSite({}, hosts)).toBe(false)
  })
})
