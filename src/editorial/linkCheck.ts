/**
 * The broken-link report: every external address of the guides (online services, sources) is
 * fetched once a day, at most LINK_CHECK_CONCURRENCY at a time, LINK_CHECK_TIMEOUT_MS each; the
 * failures are written to the `link-report` global that editors read (and count on their
 * dashboard). Once a day across instances (a Redis lease). Addresses on private or local
 * networks are not fetched: an editor's link must not make the server probe its own network.
 */
import { lookup } from 'node:dns/promises'
import net from 'node:net'

import type { Payload } from 'payload'

import { runOncePerLease } from '@/cluster/lock'

export const LINK_CHECK_CONCURRENCY = 4
export const LINK_CHECK_TIMEOUT_MS = 10_000
export const LINK_CHECK_MAX_URLS = 2_000
const DAY_MS = 24 * 60 * 60 * 1000
const USER_AGENT = 'ServicesPublicsMG-LinkCheck/1.0 (+verification des liens des fiches)'

export type LinkError = 'timeout' | 'network' | 'dns' | 'invalid'
export type LinkOutcome = { ok: boolean; status: number | null; error: LinkError | null }
export type LinkFailure = { url: string; status: number | null; error: LinkError | null; guides: number[] }

type Options = { timeoutMs?: number; allowPrivate?: boolean; fetchImpl?: typeof fetch; include?: (url: string) => boolean }

export function isPrivateAddress(address: string): boolean {
  if (net.isIPv4(address)) {
    const [a, b] = address.split('.').map(Number) as [number, number]
    return a === 10 || a === 127 || a === 0 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254) || (a === 100 && b >= 64 && b <= 127)
  }
  const v6 = address.toLowerCase()
  if (v6.startsWith('::ffff:')) return isPrivateAddress(v6.slice(7))
  return v6 === '::1' || v6 === '::' || v6.startsWith('fc') || v6.startsWith('fd') || v6.startsWith('fe80')
}

/** One address: HEAD, then GET when HEAD is refused; redirects followed; 2xx/3xx is fine. */
export async function checkUrl(url: string, options: Options = {}): Promise<LinkOutcome | null> {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return { ok: false, status: null, error: 'invalid' }
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null
  if (!options.allowPrivate) {
    const host = parsed.hostname.replace(/^\[|\]$/g, '')
    const addresses = net.isIP(host) ? [host] : await lookup(host, { all: true }).then((list) => list.map((a) => a.address)).catch(() => null)
    if (!addresses) return { ok: false, status: null, error: 'dns' }
    if (addresses.some(isPrivateAddress)) return null
  }
  const doFetch = options.fetchImpl ?? fetch
  const attempt = async (method: 'HEAD' | 'GET') => {
    const response = await doFetch(parsed, { method, redirect: 'follow', signal: AbortSignal.timeout(options.timeoutMs ?? LINK_CHECK_TIMEOUT_MS), headers: { 'User-Agent': USER_AGENT, Accept: '*/*' } })
    await response.body?.cancel().catch(() => undefined)
    return response.status
  }
  try {
    let status = await attempt('HEAD')
    if (status === 405 || status === 403 || status === 501) status = await attempt('GET')
    return { ok: status < 400, status, error: null }
  } catch (error) {
    const name = (error as Error)?.name
    return { ok: false, status: null, error: name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'network' }
  }
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
