import type { IncomingMessage, ServerResponse } from 'node:http'

import { describe, expect, it } from 'vitest'

import { decorate, HSTS, NOT_FOUND_CACHE_CONTROL, relativeLocation } from './respond'

function response(headers: Record<string, string | string[]>) {
  const store = new Map(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]))
  return {
    store,
    res: {
      getHeader: (k: string) => store.get(k.toLowerCase()),
      setHeader: (k: string, v: string | string[]) => void store.set(k.toLowerCase(), v),
      removeHeader: (k: string) => void store.delete(k.toLowerCase()),
    } as unknown as ServerResponse,
  }
}
const req = (url: string, method = 'GET') => ({ url, method }) as IncomingMessage

describe('decorate', () => {
  it('adds HSTS and Secure cookies on HTTPS only', () => {
    const secure = response({ 'set-cookie': ['payload-token=x; Path=/; HttpOnly', 'language=mg; Path=/; Secure'] })
    decorate(req('/api/users/login'), secure.res, 200, { https: true, host: 'a' })
    expect(secure.store.get('strict-transport-security')).toBe(HSTS)
    expect(secure.store.get('set-cookie')).toEqual(['payload-token=x; Path=/; HttpOnly; Secure', 'language=mg; Path=/; Secure'])
    const plain = response({ 'set-cookie': 'a=b' })
    decorate(req('/fr/'), plain.res, 200, { https: false, host: 'a' })
    expect(plain.store.has('strict-transport-security')).toBe(false)
    expect(plain.store.get('set-cookie')).toBe('a=b')
  })
  it('keeps client-hint headers on /admin only', () => {
    const page = response({ 'accept-ch': 'Sec-CH-Prefers-Color-Scheme', 'critical-ch': 'Sec-CH-Prefers-Color-Scheme', vary: 'Sec-CH-Prefers-Color-Scheme, Accept-Encoding' })
    decorate(req('/fr/'), page.res, 200, { https: false, host: 'a' })
    expect([...page.store.keys()]).toEqual(['vary'])
    expect(page.store.get('vary')).toBe('Accept-Encoding')
    const api = response({ vary: ['Sec-CH-Prefers-Color-Scheme', 'rsc, next-router-state-tree'] })
    decorate(req('/api/users/me/'), api.res, 200, { https: false, host: 'a' })
    expect(api.store.get('vary')).toBe('rsc, next-router-state-tree')
    const admin = response({ 'accept-ch': 'Sec-CH-Prefers-Color-Scheme' })
    decorate(req('/admin/login'), admin.res, 200, { https: false, host: 'a' })
    expect(admin.store.get('accept-ch')).toBe('Sec-CH-Prefers-Color-Scheme')
  })
  it('makes public 404s cacheable for minutes, not a year', () => {
    const missing = response({ 'cache-control': 's-maxage=31536000, stale-while-revalidate' })
    decorate(req('/fr/nope/'), missing.res, 404, { https: false, host: 'a' })
    expect(missing.store.get('cache-control')).toBe(NOT_FOUND_CACHE_CONTROL)
  })
})

describe('relativeLocation', () => {
  it('turns redirects to our own host into paths and leaves others alone', () => {
    expect(relativeLocation('http://evil.example:3000/fr/', 'evil.example:3000')).toBe('/fr/')
    expect(relativeLocation('https://portal.mg/mg/?a=1', 'portal.mg')).toBe('/mg/?a=1')
    expect(relativeLocation('/fr/', 'portal.mg')).toBe('/fr/')
    expect(relativeLocation('https://other.example/', 'portal.mg')).toBe('https://other.example/')
  })
})
