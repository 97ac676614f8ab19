import { describe, expect, it } from 'vitest'

import { boundQuery, impossibleId, withCachePolicy } from './api'
import { backoffSeconds, isAuthOperation, MAX_WAIT_S } from './login'

describe('boundQuery (anonymous REST reads)', () => {
  const bound = (query: string) => {
    const result = boundQuery(new URL(`http://x/api/services${query}`))
    return 'error' in result ? result.error : Object.fromEntries(result.url.searchParams)
  }
  it('caps depth at 1, and limit at 10 with relations or 50 without, whatever is asked', () => {
    expect(bound('?depth=10&limit=0&locale=fr')).toEqual({ depth: '1', limit: '10', locale: 'fr' })
    expect(bound('?limit=100000&locale=mg')).toEqual({ depth: '1', limit: '10', locale: 'mg' })
    expect(bound('?depth=-3&limit=abc&locale=fr')).toEqual({ depth: '1', limit: '10', locale: 'fr' })
    expect(bound('?depth=0&limit=20&page=2&locale=fr')).toEqual({ depth: '0', limit: '20', page: '2', locale: 'fr' })
    expect(bound('?depth=0&limit=500&locale=fr')).toEqual({ depth: '0', limit: '50', locale: 'fr' })
  })
  it('reads the default language when none is asked for', () => {
    expect(bound('?where[slug][equals]=passeport')).toMatchObject({ locale: 'fr', 'where[slug][equals]': 'passeport' })
  })
  it('reads one language at a time', () => {
    expect(bound('?locale=all')).toBe('oneLocale')
    expect(bound('?locale=*')).toBe('oneLocale')
    expect(bound('?locale=mg&fallback-locale=fr')).toBe('oneLocale')
  })
  it('refuses filters through several relationships, and too many filters', () => {
    expect(bound('?where[related.related.title][like]=x')).toBe('badQuery')
    expect(bound('?where[or][0][related.related.title][like]=x')).toBe('badQuery')
    expect(bound('?where[category.slug][equals]=sante&locale=fr')).toMatchObject({ locale: 'fr' })
    expect(bound(`?${Array.from({ length: 21 }, (_, i) => `where[and][${i}][title][like]=a`).join('&')}`)).toBe('badQuery')
  })
  it('refuses to switch pagination off', () => {
    expect(bound('?pagination=false')).toBe('pagination')
    expect(bound('?pagination=0')).toBe('pagination')
  })
})

describe('sign-in throttling', () => {
  it('names the auth operations', () => {
    expect(isAuthOperation('/api/users/login')).toBe(true)
    expect(isAuthOperation('/api/users/forgot-password/')).toBe(true)
    expect(isAuthOperation('/api/users/me')).toBe(false)
  })
  it('waits longer after each failure past the third, never more than MAX_WAIT_S (a wait, never a refusal)', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((n) => backoffSeconds(n))).toEqual([0, 0, 0, 1, 2, 4, 8])
    expect(backoffSeconds(40)).toBe(MAX_WAIT_S)
    expect(backoffSeconds(19, 20)).toBe(0)
    expect(backoffSeconds(21, 20)).toBe(2)
  })
})

describe('impossibleId', () => {
  it('spots ids that cannot exist without hiding real routes', () => {
    expect(impossibleId('/api/services/abc/')).toBe(true)
    expect(impossibleId('/api/services/versions/abc/')).toBe(true)
    expect(impossibleId('/api/services/12/')).toBe(false)
    expect(impossibleId('/api/users/me/')).toBe(false)
    expect(impossibleId('/api/services/versions/')).toBe(false)
    expect(impossibleId('/api/globals/site-settings/')).toBe(false)
    expect(impossibleId('/api/search/')).toBe(false)
    // The admin saves an editor's preferences (columns, menu groups) under their key.
    expect(impossibleId('/api/payload-preferences/collection-services')).toBe(false)
  })
})

describe('bodyReadable', () => {
  const post = (type: string, body: string) => new Request('http://x/api/users/login/', { method: 'POST', headers: { 'content-type': type }, body })
  it('accepts well-formed JSON, forms and multipart', async () => {
    const { bodyReadable } = await import('./api')
    expect(await bodyReadable(post('application/json', '{"email":"a@b.mg"}'))).toBe(true)
    expect(await bodyReadable(post('application/x-www-form-urlencoded', 'email=a%40b.mg'))).toBe(true)
    const form = new FormData()
    form.set('_payload', '{"email":"a@b.mg"}')
    expect(await bodyReadable(new Request('http://x/api/users/login/', { method: 'POST', body: form }))).toBe(true)
  })
  it('refuses broken JSON, truncated multipart and unknown types', async () => {
    const { bodyReadable } = await import('./api')
    expect(await bodyReadable(post('application/json', '{"email":'))).toBe(false)
    expect(await bodyReadable(post('multipart/form-data; boundary=zz', '--zz\r\nContent-Disposition: form-data; name="a"\r\n\r\nb'))).toBe(false)
    expect(await bodyReadable(post('application/x-www-form-urlencoded', '_payload=%7Bbroken'))).toBe(false)
    expect(await bodyReadable(post('application/xml', '<a/>'))).toBe(false)
  })
})

describe('withCachePolicy', () => {
  const ok = () => new Response('{}', { status: 200 })
  it('keeps a signed-in reader\'s answers out of shared caches', () => {
    expect(withCachePolicy(ok(), 'GET', true).headers.get('cache-control')).toBe('private, no-store')
    expect(withCachePolicy(new Response(null, { status: 403 }), 'GET', true).headers.get('cache-control')).toBe('private, no-store')
  })
  it('lets a CDN keep anonymous reads briefly, but not errors, writes or cookies', () => {
    expect(withCachePolicy(ok(), 'GET', false).headers.get('cache-control')).toBe('public, max-age=0, s-maxage=30')
    expect(withCachePolicy(new Response(null, { status: 404 }), 'GET', false).headers.get('cache-control')).toBeNull()
    expect(withCachePolicy(ok(), 'POST', false).headers.get('cache-control')).toBeNull()
    expect(withCachePolicy(new Response('{}', { headers: { 'set-cookie': 'a=b' } }), 'GET', false).headers.get('cache-control')).toBeNull()
  })
})
