/**
 * Who is asking: the client address and scheme a request really came from.
 *
 * `X-Forwarded-For` and `X-Forwarded-Proto` are believed only from the proxies the operator
 * names in TRUST_PROXY (proxy-addr, the library behind Express's `trust proxy`):
 * - unset or empty: no proxy is trusted; the socket's address is the client;
 * - a number N: the N nearest hops are trusted proxies (e.g. 1 behind one nginx or CDN);
 * - a comma-separated list of addresses, CIDR ranges or `loopback`, `linklocal`, `uniquelocal`.
 * The front server (src/server/main.ts) writes the result into CLIENT_ADDRESS_HEADER and
 * CLIENT_HTTPS_HEADER, overwriting whatever the client sent, so that the app reads one value.
 *
 * "One client" for every budget, front and worker (issue 38): an IPv4 address, or an IPv6 address's
 * network prefix (CLIENT_IPV6_PREFIX, default /64 — one subscriber line or one home network
 * gets a /64 or more, so counting /128s would give anyone with an IPv6 line unlimited budgets).
 * IPv4 addresses written as IPv6 (::ffff:a.b.c.d) are IPv4. The key is written into
 * CLIENT_KEY_HEADER beside the address; the address itself serves only allow-lists (the SMS gateway).
 */
import type { IncomingMessage } from 'node:http'

import ipaddr from 'ipaddr.js'
import proxyaddr from 'proxy-addr'

export type TrustFn = (address: string, hop: number) => boolean

/** Compiles TRUST_PROXY; throws on a value the operator must fix (the server refuses to start). */
export function compileTrust(setting: string | undefined): TrustFn {
  const value = (setting ?? '').trim()
  if (value === '' || value === 'false' || value === '0') return () => false
  if (/^\d+$/.test(value)) {
    const hops = Number(value)
    return (_address, hop) => hop < hops
  }
  if (value === 'true') throw new Error('TRUST_PROXY=true would let any client choose its address: give the number of proxy hops or their addresses')
  return proxyaddr.compile(value.split(',').map((s) => s.trim()).filter(Boolean))
}

/** The client's address: the socket's, or the nearest untrusted one in X-Forwarded-For. */
export function clientAddressOf(request: IncomingMessage, trust: TrustFn): string {
  if (!request.socket.remoteAddress) return 'unknown-socket'
  return proxyaddr(request as Parameters<typeof proxyaddr>[0], trust)
}

/** Whether the client reached us over HTTPS: TLS on this socket, or a trusted proxy says so. */
export function clientUsedHttps(request: IncomingMessage, trust: TrustFn): boolean {
  if ((request.socket as { encrypted?: boolean }).encrypted) return true
  const remote = request.socket.remoteAddress
  if (!remote || !trust(remote, 0)) return false
  const proto = String(request.headers['x-forwarded-proto'] ?? '').split(',')[0]!.trim().toLowerCase()
  return proto === 'https'
}

/** The IPv6 prefix length that is one client (CLIENT_IPV6_PREFIX: 32 to 128, default 64); throws on a bad value. */
export function ipv6PrefixFrom(setting: string | undefined): number {
  const value = (setting ?? '').trim()
  if (value === '') return 64
  const bits = Number(value.replace(/^\//, ''))
  if (!Number.isInteger(bits) || bits < 32 || bits > 128) throw new Error('CLIENT_IPV6_PREFIX must be a prefix length from 32 to 128 (default 64)')
  return bits
}

/**
 * The client as every budget counts it: the IPv4 address, or the IPv6 network of `ipv6Prefix`
 * bits (written `2001:db8:1:2::/64`). Anything that is not an address is kept as it is (a
 * socket without an address is one client, 'unknown-socket').
 */
export function clientKeyOf(address: string, ipv6Prefix = 64): string {
  if (!ipaddr.isValid(address)) return address
  let parsed = ipaddr.parse(address)
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) parsed = (parsed as ipaddr.IPv6).toIPv4Address()
  if (parsed.kind() === 'ipv4') return parsed.toString()
  if (ipv6Prefix >= 128) return parsed.toString()
  const bytes = parsed.toByteArray()
  for (let bit = ipv6Prefix; bit < 128; bit++) bytes[bit >> 3]! &= ~(0x80 >> (bit & 7))
  return `${ipaddr.fromByteArray(bytes).toString()}/${ipv6Prefix}`
}
