import type { BrowserContext, Request } from '@playwright/test'

import { baseURL } from '../../../playwright.config'

/** The host each loader requests with the test server's fake identifiers (tests/e2e/server.ts). */
export const loaderHosts = {
  analytics: 'analytics.e2e.test',
  tagmanager: 'www.googletagmanager.com',
  pixel: 'connect.facebook.net',
  heatmap: 'static.hotjar.com',
  chat: 'client.crisp.chat',
  linkedin: 'snap.licdn.com',
} as const
export type Category = keyof typeof loaderHosts
export const categories = Object.keys(loaderHosts) as Category[]

/**
 * Intercepts every request that leaves the portal's origin (none may reach a real host):
 * records it and answers with an empty body. Returns the recorded requests.
 */
export async function recordThirdParty(context: BrowserContext): Promise<Request[]> {
  const seen: Request[] = []
  const origin = new URL(baseURL).origin
  await context.route(
    (url) => url.origin !== origin && /^https?:/.test(url.protocol),
    async (route) => {
      seen.push(route.request())
      const js = route.request().resourceType() === 'script'
      await route.fulfill({ status: 200, contentType: js ? 'application/javascript' : 'text/plain', body: '' })
    },
  )
  return seen
}

export const hostsOf = (requests: Request[]) => [...new Set(requests.map((r) => new URL(r.url()).hostname))].sort()

export async function setConsent(context: BrowserContext, granted: Partial<Record<Category, boolean>>): Promise<void> {
  await context.addCookies(categories.map((c) => ({ name: `consent-${c}`, value: String(granted[c] === true), url: baseURL })))
}
