import { describe, expect, it } from 'vitest'

import { MAX_TALLIED, SearchHitTally } from './searchHits'

describe('SearchHitTally', () => {
  it('counts repeats of first results pages and suggestions, nothing else', () => {
    const tally = new SearchHitTally()
    tally.count('/fr/searchResult/?q=acte')
    tally.count('/fr/searchResult/?q=acte')
    tally.count('/api/search?lang=fr&limit=5&q=ac')
    tally.count('/fr/searchResult/?page=2&q=acte')
    tally.count('/fr/services/acte-de-naissance/')
    expect(tally.drain()).toEqual([
      ['/fr/searchResult/?q=acte', 2],
      ['/api/search?lang=fr&limit=5&q=ac', 1],
    ])
    expect(tally.drain()).toEqual([])
  })
  it('holds at most MAX_TALLIED addresses between hand-overs', () => {
    const tally = new SearchHitTally()
    for (let i = 0; i < MAX_TALLIED + 50; i++) tally.count(`/fr/searchResult/?q=w${i}`)
    expect(tally.drain()).toHaveLength(MAX_TALLIED)
  })
})
