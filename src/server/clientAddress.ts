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
 */
import type { IncomingMessage } from 'node:http'

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
