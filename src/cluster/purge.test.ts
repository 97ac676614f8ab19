import { describe, expect, it } from 'vitest'

import { frontCaches, parsePurgeMessage } from './purge'

describe('parsePurgeMessage', () => {
  it('reads what announcePurge sends, and nothing else', () => {
    expect(parsePurgeMessage(JSON.stringify({ origin: 'a-1', at: 5 }))).toEqual({ origin: 'a-1', at: 5 })
    expect(parsePurgeMessage('{"origin":3,"at":5}')).toBeNull()
    expect(parsePurgeMessage('not json')).toBeNull()
  })
})

describe('frontCaches', () => {
  it('keeps http(s) addresses of CACHE_PURGE_URL and drops the rest', () => {
    expect(frontCaches('http://127.0.0.1:8080, https://cdn.example/purge ,ftp://x, nonsense,').map(String)).toEqual(['http://127.0.0.1:8080/', 'https://cdn.example/purge'])
    expect(frontCaches(undefined)).toEqual([])
  })
})
