import type { IncomingMessage } from 'node:http'

import { describe, expect, it } from 'vitest'

import { clientAddressOf, clientKeyOf, clientUsedHttps, compileTrust, ipv6PrefixFrom } from './clientAddress'

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

describe('one client for every budget', () => {
  it('is the IPv4 address, also when written as IPv6', () => {
    expect(clientKeyOf('203.0.113.9')).toBe('203.0.113.9')
    expect(clientKeyOf('::ffff:203.0.113.9')).toBe('203.0.113.9')
  })
  it('is the /64 of an IPv6 address: four addresses of one line are one client', () => {
    const keys = ['2001:db8:1:2::1', '2001:db8:1:2::2', '2001:db8:1:2:aaaa:bbbb:cccc:dddd', '2001:0db8:0001:0002:ffff::9'].map((a) => clientKeyOf(a))
    expect(new Set(keys)).toEqual(new Set(['2001:db8:1:2::/64']))
    expect(clientKeyOf('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64')
  })
  it('follows CLIENT_IPV6_PREFIX', () => {
    expect(clientKeyOf('2001:db8:1:2::1', ipv6PrefixFrom('/56'))).toBe('2001:db8:1::/56')
    expect(clientKeyOf('2001:db8:1:2ff::1', 56)).toBe('2001:db8:1:200::/56')
    expect(clientKeyOf('2001:db8::1', ipv6PrefixFrom('128'))).toBe('2001:db8::1')
    expect(ipv6PrefixFrom(undefined)).toBe(64)
    expect(() => ipv6PrefixFrom('8')).toThrow(/CLIENT_IPV6_PREFIX/)
    expect(() => ipv6PrefixFrom('sixty')).toThrow(/CLIENT_IPV6_PREFIX/)
  })
  it('keeps what is not an address', () => {
    expect(clientKeyOf('unknown-socket')).toBe('unknown-socket')
  })
})
