import type { IncomingMessage } from 'node:http'

import { describe, expect, it } from 'vitest'

import { clientAddressOf, clientUsedHttps, compileTrust } from './clientAddress'

function request(remoteAddress: string, headers: Record<string, string> = {}): IncomingMessage {
  return { socket: { remoteAddress }, connection: { remoteAddress }, headers } as unknown as IncomingMessage
}

describe('client address', () => {
  it('ignores X-Forwarded-For when no proxy is trusted (the default)', () => {
    const trust = compileTrust(undefined)
    expect(clientAddressOf(request('203.0.113.9', { 'x-forwarded-for': '1.2.3.4' }), trust)).toBe('203.0.113.9')
    expect(clientUsedHttps(request('203.0.113.9', { 'x-forwarded-proto': 'https' }), trust)).toBe(false)
  })
  it('believes the named proxies only, taking the nearest address they did not add', () => {
    const trust = compileTrust('127.0.0.1, 10.0.0.0/8')
    expect(clientAddressOf(request('127.0.0.1', { 'x-forwarded-for': '1.2.3.4, 10.0.0.7' }), trust)).toBe('1.2.3.4')
    // A client cannot choose its address by sending the header itself.
    expect(clientAddressOf(request('198.51.100.1', { 'x-forwarded-for': '1.2.3.4' }), trust)).toBe('198.51.100.1')
    expect(clientUsedHttps(request('127.0.0.1', { 'x-forwarded-proto': 'https' }), trust)).toBe(true)
  })
  it('trusts a number of hops', () => {
    const trust = compileTrust('1')
    expect(clientAddressOf(request('10.0.0.2', { 'x-forwarded-for': '6.6.6.6, 1.2.3.4' }), trust)).toBe('1.2.3.4')
  })
  it('refuses TRUST_PROXY=true, which would trust anyone', () => {
    expect(() => compileTrust('true')).toThrow(/TRUST_PROXY/)
  })
})
