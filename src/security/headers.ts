import { consentCategories } from '../consent/categories'
import { providerSources, trackerConfig, type TrackerConfig } from '../trackers/config'

/**
 * Security headers. Third-party hosts appear only for trackers whose identifier is configured
 * (src/trackers/config.ts); their code still runs only after consent.
 *
 * Public pages (`strict`): no inline script or style at all, except the page's own head script
 * allowed by its hash; pages are cached HTML, so hashes, not per-request nonces.
 * The admin (Payload, a Next.js application) needs inline scripts and styles: its policy keeps
 * `'unsafe-inline'` for them, and is served only under /admin and /api (ADR 6).
 */
export function contentSecurityPolicy(config: TrackerConfig = trackerConfig(), page?: { scriptHashes: string[] }): string {
  const extra = { script: [] as string[], connect: [] as string[], img: [] as string[], style: [] as string[], font: [] as string[], frame: [] as string[] }
  for (const category of consentCategories) {
    if (!config[category]) continue
    const sources = providerSources(category, config)
    for (const key of Object.keys(extra) as (keyof typeof extra)[]) extra[key].push(...(sources[key] ?? []))
  }
  const list = (base: string, more: string[]) => [base, ...new Set(more)].join(' ')
  return [
    "default-src 'self'",
    page ? list(["script-src 'self'", ...page.scriptHashes].join(' '), extra.script) : list("script-src 'self' 'unsafe-inline'", extra.script),
    list(page ? "style-src 'self'" : "style-src 'self' 'unsafe-inline'", extra.style),
    list("img-src 'self' data: blob:", extra.img),
    list("font-src 'self' data:", extra.font),
    list("connect-src 'self'", extra.connect),
    ...(extra.frame.length ? [list("frame-src 'self'", extra.frame)] : []),
    "manifest-src 'self'",
    "worker-src 'self' blob:",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ')
}

/** Data answers (the content API, the open API, page data, feeds, sitemap): nothing may run, load or frame them. */
export const API_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"

export function securityHeaders(config?: TrackerConfig): { key: string; value: string }[] {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(config) },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), interest-cohort=()' },
  ]
}
