import { describe, expect, it } from 'vitest'

import { isAnonymousApiRead, isPublicRead, PageCache, slotFor, type Page } from './pages'
import { sharedMaxAge } from './render'

const page = (bytes: number, expires = Date.now() + 60_000): Page => ({
  status: 200,
  headers: {},
  etag: '"x"',
  bodies: { identity: Buffer.alloc(0), br: Buffer.alloc(0), gzip: Buffer.alloc(0) },
  expires,
  bytes,
})

describe('PageCache', () => {
  it('keeps pages within its byte budget, least recently used out first', () => {
    const cache = new PageCache(1000)
    const g = cache.currentGeneration
    cache.set('/a', page(240), g)
    cache.set('/b', page(240), g)
    cache.get('/a')
    cache.set('/c', page(240), g)
    cache.set('/d', page(240), g)
    cache.set('/e', page(240), g)
    expect(cache.get('/b')).toBeUndefined()
    expect(cache.get('/a')).toBeDefined()
    expect(cache.size.bytes).toBeLessThanOrEqual(1000)
  })
  it('forgets everything on purge, and refuses a page rendered before the purge', () => {
    const cache = new PageCache()
    const before = cache.currentGeneration
    cache.set('/a', page(10), before)
    cache.purge()
    expect(cache.get('/a')).toBeUndefined()
    cache.set('/late', page(10), before)
    expect(cache.get('/late')).toBeUndefined()
  })
  it('drops expired pages', () => {
    const cache = new PageCache()
    cache.set('/old', page(10, Date.now() - 1), cache.currentGeneration)
    expect(cache.get('/old')).toBeUndefined()
  })
})

describe('what is cached', () => {
  it('reads the shared max-age Next.js gives, and nothing private', () => {
    expect(sharedMaxAge('s-maxage=3600, stale-while-revalidate=31532400')).toBe(3600)
    expect(sharedMaxAge('private, no-cache, no-store, max-age=0, must-revalidate')).toBe(0)
    expect(sharedMaxAge(undefined)).toBe(0)
  })
  it('serves public page reads only', () => {
    expect(isPublicRead('GET', '/fr/services/passeport/')).toBe(true)
    expect(isPublicRead('HEAD', '/mg/')).toBe(true)
    expect(isPublicRead('POST', '/fr/contact/envoyer/')).toBe(false)
    expect(isPublicRead('GET', '/api/services/')).toBe(false)
    expect(isPublicRead('GET', '/admin')).toBe(false)
    // The service worker script is kept compressed too.
    expect(isPublicRead('GET', '/sw.js')).toBe(true)
  })
  it('reads the anonymous content API through the caches, but not accounts or internal paths', () => {
    expect(isAnonymousApiRead('GET', '/api/services/')).toBe(true)
    expect(isAnonymousApiRead('GET', '/api/search/')).toBe(true)
    expect(isAnonymousApiRead('GET', '/api/users/me/')).toBe(false)
    expect(isAnonymousApiRead('GET', '/api/portal-internal/revalidate/')).toBe(false)
    expect(isAnonymousApiRead('POST', '/api/services/')).toBe(false)
  })
})

describe('slotFor', () => {
  it('keys plain pages by path and search results by their normalised query, in a cache of their own', () => {
    expect(slotFor('/fr/services/passeport/')).toEqual({ forward: '/fr/services/passeport/', key: '/fr/services/passeport/', cache: 'pages' })
    expect(slotFor('/fr/searchResult/?theme=etat-civil&q=Acte+de')).toEqual({ forward: '/fr/searchResult/?q=Acte+de&theme=etat-civil', key: '/fr/searchResult/?q=Acte+de&theme=etat-civil', cache: 'queries' })
    expect(slotFor('/fr/searchResult/?q=acte%20de').key).toEqual(slotFor('/fr/searchResult/?q=acte+de').key)
    // The page shows the query back: different spellings are different pages.
    expect(slotFor('/fr/searchResult/?q=acte').key).not.toEqual(slotFor('/fr/searchResult/?q=ACTE').key)
  })
  it('drops parameters a page does not read: no render, no second copy', () => {
    for (const target of ['/fr/services/passeport/?v=1', '/fr/services/passeport/?utm_source=sms&fbclid=x']) {
      expect(slotFor(target)).toEqual({ forward: '/fr/services/passeport/', key: '/fr/services/passeport/', cache: 'pages' })
    }
    expect(slotFor('/fr/searchResult/?q=acte&utm_source=x').key).toBe('/fr/searchResult/?q=acte')
    expect(slotFor('/page-data/fr/services/passeport/page-data.json?v=2').key).toBe('/page-data/fr/services/passeport/page-data.json')
    // A page without its slash is redirected with its query as it came.
    expect(slotFor('/fr/services/passeport?ref=sms')).toEqual({ forward: '/fr/services/passeport?ref=sms', key: null, cache: 'pages' })
  })
  it('keeps nothing rendered for one reader', () => {
    // An editor's preview, a form with its token: per person, never kept, never shared.
    expect(slotFor('/fr/apercu/services/12/').key).toBeNull()
    expect(slotFor('/fr/contact/?etat=abc')).toEqual({ forward: '/fr/contact/?etat=abc', key: null, cache: 'queries' })
    expect(slotFor('/fr/contact/').key).toBeNull()
    expect(slotFor('/fr/?setlang=mg')).toEqual({ forward: '/fr/?setlang=mg', key: null, cache: 'pages' })
    // The links of alert e-mails: their token reaches the page, which is never kept.
    expect(slotFor('/mg/alertes/confirmer/?t=abc&utm_source=mail')).toEqual({ forward: '/mg/alertes/confirmer/?t=abc', key: null, cache: 'queries' })
    expect(slotFor('/fr/alertes/desabonner/?t=k.s')).toEqual({ forward: '/fr/alertes/desabonner/?t=k.s', key: null, cache: 'queries' })
    expect(slotFor('/fr/alertes/renouveler/?t=k.s&x=1')).toEqual({ forward: '/fr/alertes/renouveler/?t=k.s', key: null, cache: 'queries' })
    expect(slotFor('/fr/alertes/').key).toBeNull()
    // A guide's follow form keeps the guide, drops the rest, and is never kept either.
    expect(slotFor('/fr/alertes/?suivre=passeport&fbclid=x')).toEqual({ forward: '/fr/alertes/?suivre=passeport', key: null, cache: 'queries' })
  })
  it('keeps every parameter of API reads, in a fixed order', () => {
    expect(slotFor('/api/open/v1/guides/?page=2&lang=fr')).toEqual({ forward: '/api/open/v1/guides/?lang=fr&page=2', key: '/api/open/v1/guides/?lang=fr&page=2', cache: 'queries' })
  })
})
