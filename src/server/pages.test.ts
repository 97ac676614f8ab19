import { describe, expect, it } from 'vitest'

import { cacheKeyFor, isPublicPage, PageCache, sharedMaxAge, type Page } from './pages'

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
    expect(isPublicPage('GET', '/fr/services/passeport/')).toBe(true)
    expect(isPublicPage('HEAD', '/mg/')).toBe(true)
    expect(isPublicPage('POST', '/fr/contact/envoyer/')).toBe(false)
    expect(isPublicPage('GET', '/api/services/')).toBe(false)
    expect(isPublicPage('GET', '/admin')).toBe(false)
    // The service worker script is kept compressed too.
    expect(isPublicPage('GET', '/sw.js')).toBe(true)
  })
})

describe('cacheKeyFor', () => {
  it('keys plain pages by path and search results by their normalised query', () => {
    expect(cacheKeyFor('/fr/services/passeport/')).toEqual({ key: '/fr/services/passeport/', search: false })
    // An editor's preview is per person: never kept, never shared.
    expect(cacheKeyFor('/fr/apercu/services/12/')).toBeNull()
    expect(cacheKeyFor('/fr/searchResult/?theme=etat-civil&q=Acte+de')).toEqual({ key: '/fr/searchResult/?q=Acte+de&theme=etat-civil', search: true })
    expect(cacheKeyFor('/fr/searchResult/?q=acte%20de')).toEqual(cacheKeyFor('/fr/searchResult/?q=acte+de'))
    // The page shows the query back: different spellings are different pages.
    expect(cacheKeyFor('/fr/searchResult/?q=acte')).not.toEqual(cacheKeyFor('/fr/searchResult/?q=ACTE'))
  })
  it('keeps nothing else with a query string', () => {
    expect(cacheKeyFor('/fr/searchResult/?q=acte&utm_source=x')).toBeNull()
    expect(cacheKeyFor('/fr/contact/?etat=abc')).toBeNull()
    expect(cacheKeyFor('/fr/?setlang=mg')).toBeNull()
  })
})
