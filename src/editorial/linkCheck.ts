/**
 * The broken-link report: every external address of the guides (online services, sources) is
 * fetched once a day, at most LINK_CHECK_CONCURRENCY at a time, LINK_CHECK_TIMEOUT_MS each; the
 * failures are written to the `link-report` global that editors read (and count on their
 * dashboard). Once a day across instances (a Redis lease). Addresses on private or local
 * networks are not fetched, at any hop of a redirect, and the address checked is the one connected
 * to: an editor's link must not make the server probe its own network.
 */
import dns from 'node:dns'
import http from 'node:http'
import https from 'node:https'
import net from 'node:net'

import ipaddr from 'ipaddr.js'

import type { Payload } from 'payload'

import { runOncePerLease } from '@/cluster/lock'
import { countEvent } from '@/http/instance'

export const LINK_CHECK_CONCURRENCY = 4
export const LINK_CHECK_TIMEOUT_MS = 10_000
export const LINK_CHECK_MAX_URLS = 2_000
const DAY_MS = 24 * 60 * 60 * 1000
const USER_AGENT = 'ServicesPublicsMG-LinkCheck/1.0 (+verification des liens des fiches)'

export type LinkError = 'timeout' | 'network' | 'dns' | 'invalid'
export type LinkOutcome = { ok: boolean; status: number | null; error: LinkError | null }
export type LinkFailure = { url: string; status: number | null; error: LinkError | null; guides: number[] }

type Options = { timeoutMs?: number; allowPrivate?: boolean; include?: (url: string) => boolean; blocked?: (address: string) => boolean }

const MAX_REDIRECTS = 5

/** IPv6 ranges that carry an IPv4 address inside (NAT64, 6to4): the IPv4 decides. */
function embeddedIPv4(address: ipaddr.IPv6): ipaddr.IPv4 | null {
  const bytes = address.toByteArray()
  if (address.isIPv4MappedAddress()) return address.toIPv4Address()
  if (address.range() === 'rfc6052') return ipaddr.fromByteArray(bytes.slice(12)) as ipaddr.IPv4
  if (address.range() === '6to4') return ipaddr.fromByteArray(bytes.slice(2, 6)) as ipaddr.IPv4
  return null
}

/**
 * Whether an address is anything but a public unicast one (private, loopback, link-local,
 * carrier-grade NAT, unique-local, multicast, reserved, documentation…), classified by ipaddr.js.
 * IPv4 inside IPv6 (`::ffff:127.0.0.1`, NAT64 `64:ff9b::a00:1`, 6to4) is judged by its IPv4.
 * Anything that does not parse as an address is refused.
 */
export function isPrivateAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '')
  if (!ipaddr.isValid(bare)) return true
  let parsed = ipaddr.parse(bare)
  if (parsed.kind() === 'ipv6') {
    const inner = embeddedIPv4(parsed as ipaddr.IPv6)
    if (inner) parsed = inner
  }
  return parsed.range() !== 'unicast'
}

class BlockedAddress extends Error {
  override name = 'BlockedAddress'
}

/**
 * A DNS lookup for the HTTP client that refuses names resolving to a blocked address: the check
 * happens at connection time, on the very address connected to (no second resolution that a
 * rebinding DNS could answer differently).
 */
function guardedLookup(blocked: (address: string) => boolean): net.LookupFunction {
  return ((hostname: string, options: dns.LookupOptions, callback: (error: NodeJS.ErrnoException | null, address: string | dns.LookupAddress[], family?: number) => void) => {
    dns.lookup(hostname, { all: true }, (error, addresses) => {
      if (error) return callback(error, '')
      if (addresses.length === 0 || addresses.some((a) => blocked(a.address))) return callback(new BlockedAddress(hostname), '')
      const chosen = addresses[0]!
      if (options.all) callback(null, [chosen])
      else callback(null, chosen.address, chosen.family)
    })
  }) as net.LookupFunction
}

type Hop = { status: number; location: string | null }

function request(url: URL, method: 'HEAD' | 'GET', lookup: net.LookupFunction, timeoutMs: number): Promise<Hop> {
  const client = url.protocol === 'https:' ? https : http
  return new Promise((resolve, reject) => {
    const req = client.request(url, { method, lookup, agent: false, headers: { 'User-Agent': USER_AGENT, Accept: '*/*' }, timeout: timeoutMs }, (response) => {
      response.resume()
      const location = response.headers.location
      resolve({ status: response.statusCode ?? 0, location: typeof location === 'string' ? location : null })
      response.destroy()
    })
    req.on('timeout', () => req.destroy(Object.assign(new Error('timeout'), { name: 'TimeoutError' })))
    req.on('error', reject)
    req.end()
  })
}

/**
 * One address: HEAD, then GET when HEAD is refused; redirects followed by hand (at most 5), each
 * hop checked like the first; 2xx/3xx is fine. Null when the address is not checked at all (a
 * private or local address, another scheme); a redirect towards one is a failure ('invalid').
 */
export async function checkUrl(url: string, options: Options = {}): Promise<LinkOutcome | null> {
  let current: URL
  try {
    current = new URL(url)
  } catch {
    return { ok: false, status: null, error: 'invalid' }
  }
  const blocked = options.allowPrivate ? () => false : (options.blocked ?? isPrivateAddress)
  const lookup = guardedLookup(blocked)
  const timeoutMs = options.timeoutMs ?? LINK_CHECK_TIMEOUT_MS
  const deadline = Date.now() + timeoutMs
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    const first = hop === 0
    if (current.protocol !== 'http:' && current.protocol !== 'https:') return first ? null : { ok: false, status: null, error: 'invalid' }
    // A literal address is never looked up: it is checked here.
    const host = current.hostname.replace(/^\[|\]$/g, '')
    if (net.isIP(host) && blocked(host)) return first ? null : { ok: false, status: null, error: 'invalid' }
    try {
      const left = Math.max(1, deadline - Date.now())
      let answer = await request(current, 'HEAD', lookup, left)
      if (answer.status === 405 || answer.status === 403 || answer.status === 501) answer = await request(current, 'GET', lookup, Math.max(1, deadline - Date.now()))
      if (answer.status >= 300 && answer.status < 400 && answer.location) {
        try {
          current = new URL(answer.location, current)
        } catch {
          return { ok: false, status: answer.status, error: 'invalid' }
        }
        continue
      }
      return { ok: answer.status > 0 && answer.status < 400, status: answer.status, error: null }
    } catch (error) {
      if (error instanceof BlockedAddress) return first ? null : { ok: false, status: null, error: 'invalid' }
      const code = (error as NodeJS.ErrnoException)?.code
      if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return { ok: false, status: null, error: 'dns' }
      return { ok: false, status: null, error: (error as Error)?.name === 'TimeoutError' ? 'timeout' : 'network' }
    }
  }
  return { ok: false, status: null, error: 'invalid' }
}

type GuideLinks = { id: number; onlineServices?: Record<string, { url?: string | null }[] | null> | null; sources?: { url?: string | null }[] | null }

/** Every external address with the guides that use it (all languages, drafts included). */
export async function collectLinks(payload: Payload): Promise<Map<string, Set<number>>> {
  const { docs } = await payload.find({ collection: 'services', locale: 'all', draft: true, depth: 0, limit: 2_000, overrideAccess: true, select: { onlineServices: true, sources: true } as never })
  const links = new Map<string, Set<number>>()
  const add = (url: string | null | undefined, id: number) => {
    const value = url?.trim()
    if (!value || !/^https?:\/\//i.test(value) || links.size >= LINK_CHECK_MAX_URLS) return
    links.set(value, (links.get(value) ?? new Set()).add(id))
  }
  for (const doc of docs as unknown as GuideLinks[]) {
    for (const rows of Object.values(doc.onlineServices ?? {})) for (const row of rows ?? []) add(row.url, doc.id)
    for (const row of doc.sources ?? []) add(row.url, doc.id)
  }
  return links
}

export async function runLinkCheck(payload: Payload, options: Options = {}, now = () => new Date()): Promise<{ checked: number; failures: LinkFailure[] }> {
  const links = [...(await collectLinks(payload)).entries()].filter(([url]) => options.include?.(url) ?? true)
  const failures: LinkFailure[] = []
  let checked = 0
  let next = 0
  const worker = async () => {
    while (next < links.length) {
      const [url, guides] = links[next++]!
      const outcome = await checkUrl(url, options)
      if (!outcome) continue
      checked++
      countEvent('linkCheck', outcome.ok ? 'ok' : 'broken')
      if (!outcome.ok) failures.push({ url, status: outcome.status, error: outcome.error, guides: [...guides] })
    }
  }
  await Promise.all(Array.from({ length: LINK_CHECK_CONCURRENCY }, worker))
  failures.sort((a, b) => a.url.localeCompare(b.url))
  await payload.updateGlobal({
    slug: 'link-report',
    data: { checkedAt: now().toISOString(), checked, failures: failures.map((f) => ({ url: f.url, status: f.status, error: f.error, guides: f.guides })) },
    overrideAccess: true,
    context: { disableRevalidate: true, skipAudit: true },
  })
  return { checked, failures }
}

/** Daily in the long-running server (LINK_CHECK=off to disable), on one instance. */
export function scheduleLinkCheck(payload: Payload): void {
  if (process.env.NODE_ENV !== 'production' || process.env.LINK_CHECK === 'off') return
  const due = async () => {
    const report = await payload.findGlobal({ slug: 'link-report', depth: 0, overrideAccess: true }).catch(() => null)
    const last = report?.checkedAt ? Date.parse(report.checkedAt) : 0
    if (Date.now() - last < DAY_MS) return
    await runOncePerLease('link-check', DAY_MS - 60_000, () => runLinkCheck(payload))
  }
  const run = () => void due().catch(() => payload.logger.warn({ msg: 'link check failed' }))
  // Not at start (a restart storm must not become a crawl): an hour later, then hourly.
  setInterval(run, 60 * 60 * 1000).unref()
}
