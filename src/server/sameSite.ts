/**
 * Whether a form post comes from one of the portal's own pages. Cookies are `SameSite=Lax`, but a
 * cross-site POST still reaches the handler and may *set* cookies (another site switching every
 * consent on for a year). Browsers say where a request comes from: `Sec-Fetch-Site` (all current
 * browsers), else `Origin`, else `Referer`. A post that carries none of them (very old browsers,
 * some privacy proxies) is let through: the forms must keep working without JavaScript anywhere.
 */
export type SiteHeaders = { 'sec-fetch-site'?: string | string[]; origin?: string | string[]; referer?: string | string[]; host?: string }

function hostOf(url: string): string | null {
  try {
    return new URL(url).host.toLowerCase()
  } catch {
    return null
  }
}

/** The hosts the portal is reached at: the request's own Host and the configured public address. */
export function ownHosts(host: string | undefined, siteUrl = process.env.SITE_URL || process.env.NEXT_PUBLIC_SITE_URL): string[] {
  const hosts = new Set<string>()
  if (host) hosts.add(host.toLowerCase())
  const site = siteUrl ? hostOf(siteUrl) : null
  if (site) hosts.add(site)
  return [...hosts]
}

export function isCrossSite(headers: SiteHeaders, hosts: string[]): boolean {
  const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)
  const site = first(headers['sec-fetch-site'])?.toLowerCase()
  if (site) return site !== 'same-origin' && site !== 'none'
  const origin = first(headers.origin)
  if (origin !== undefined) {
    const host = origin === 'null' ? null : hostOf(origin)
    return host === null || !hosts.includes(host)
  }
  const referer = first(headers.referer)
  if (referer !== undefined) {
    const host = hostOf(referer)
    return host === null || !hosts.includes(host)
  }
  return false
}
