/**
 * Public pages are documents: React rendered on the server, no framework runtime, no flight
 * data, a strict Content-Security-Policy, compressed once, and islands only where used.
 */
import { expect, test } from '@playwright/test'

import { pageTypes } from './pages'
import { raw } from './support/raw'

const extra = {
  confirmation: { fr: '/fr/contact/confirmation/?ref=DOL-2026-000001', mg: '/mg/contact/confirmation/?ref=DOL-2026-000001' },
  tracking: { fr: '/fr/contact/suivi/', mg: '/mg/contact/suivi/' },
  unknown: { fr: '/fr/tsy-misy/', mg: '/mg/tsy-misy/' },
}

for (const [type, urls] of Object.entries({ ...pageTypes, ...extra })) {
  for (const [lang, url] of Object.entries(urls)) {
    test(`${type} (${lang}) ships no framework runtime and a strict policy`, async () => {
      const response = await raw('GET', url, { headers: { 'accept-encoding': 'identity' } })
      expect([200, 404]).toContain(response.status)
      const html = response.body
      expect(html).toMatch(new RegExp(`<html lang="${lang}"`))
      const scripts = html.match(/<script\b[^>]*>/g) ?? []
      // Only the page's own inline scripts (head state, island loader), allowed by their hashes.
      for (const tag of scripts) expect(tag, url).toBe('<script data-portal="">')
      expect(html).not.toContain('__next_f')
      expect(html).not.toMatch(/_next\/static\/chunks\/[^"]+\.js/)
      const inline = [...html.matchAll(/<script data-portal="">([\s\S]*?)<\/script>/g)].map((m) => m[1]!)
      expect(inline.join('').length).toBeLessThanOrEqual(2048)
      const policy = String(response.headers['content-security-policy'])
      expect(policy).not.toContain('unsafe-inline')
      expect(policy).not.toContain('unsafe-eval')
      for (const directive of ["object-src 'none'", "base-uri 'self'", "frame-ancestors 'none'"]) expect(policy).toContain(directive)
      expect(response.headers['accept-ch']).toBeUndefined()
      expect(response.headers['critical-ch']).toBeUndefined()
      expect(String(response.headers.vary ?? '')).not.toMatch(/sec-ch/i)
    })
  }
}

test('only the islands a page uses are loaded', async () => {
  const guide = (await raw('GET', '/fr/services/passeport/')).body
  const about = (await raw('GET', '/fr/apropos/')).body
  expect(guide).toMatch(/\/_islands\/print-/)
  expect(guide).toMatch(/\/_islands\/pageview-/)
  expect(about).not.toMatch(/\/_islands\/(print|pageview|contact)-/)
  expect((await raw('GET', '/fr/contact/')).body).toMatch(/\/_islands\/contact-/)
})

test('pages are sent compressed with brotli, cached, with validators; islands are immutable', async () => {
  const first = await raw('GET', '/mg/apropos/', { headers: { 'accept-encoding': 'br, gzip' } })
  const again = await raw('GET', '/mg/apropos/', { headers: { 'accept-encoding': 'br, gzip' } })
  expect(again.headers['content-encoding']).toBe('br')
  expect(again.headers['x-portal-cache']).toBe('HIT')
  expect(again.headers.vary).toBe('Accept-Encoding')
  expect(first.headers.etag).toBe(again.headers.etag)
  const gzip = await raw('GET', '/mg/apropos/', { headers: { 'accept-encoding': 'gzip' } })
  expect(gzip.headers['content-encoding']).toBe('gzip')
  const notModified = await raw('GET', '/mg/apropos/', { headers: { 'if-none-match': String(again.headers.etag) } })
  expect(notModified.status).toBe(304)
  const plain = (await raw('GET', '/mg/apropos/')).body
  const src = /\/_islands\/runtime-[\w-]+\.js/.exec(plain)![0]
  const script = await raw('GET', src, { headers: { 'accept-encoding': 'br' } })
  expect(script.status).toBe(200)
  expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  expect(script.headers['content-encoding']).toBe('br')
})

test('the admin keeps its client hints; public pages never get them', async () => {
  const admin = await raw('GET', '/admin/login/')
  expect(String(admin.headers['accept-ch'] ?? '')).toMatch(/Sec-CH-Prefers-Color-Scheme/i)
  const page = await raw('GET', '/fr/')
  expect(page.headers['accept-ch']).toBeUndefined()
  const api = await raw('GET', '/api/users/me/')
  expect(String(api.headers.vary ?? '')).not.toMatch(/sec-ch/i)
})
