import { describe, expect, it } from 'vitest'

import { statisticsVocabulary } from './commonWords'
import { anonymousTerm, boundedTerm, countedSearch, OTHER_TERMS } from './queryStats'

describe('query statistics keep words only', () => {
  it('removes e-mail addresses, phone numbers, references and names (more in anonymousTerm.test.ts)', () => {
    const common = statisticsVocabulary([])
    expect(anonymousTerm('Rakoto rakoto@example.mg 034 12 345 67 acte naissance', common)).toBe('… acte naissance')
    expect(anonymousTerm('suivi MSG-2026-000123', common)).toBe('suivi …')
    expect(anonymousTerm('passeport 2026', common)).toBe('passeport')
    expect(anonymousTerm('b3 cin', common)).toBe('b3 cin')
  })
  it('bounds the distinct terms a day: beyond the cap, counts go to one bucket', () => {
    const day = '2026-11-24'
    expect(boundedTerm(day, 'web', 'a', 2)).toBe('a')
    expect(boundedTerm(day, 'web', 'b', 2)).toBe('b')
    expect(boundedTerm(day, 'web', 'c', 2)).toBe(OTHER_TERMS)
    expect(boundedTerm(day, 'web', 'a', 2)).toBe('a')
    expect(boundedTerm(day, 'sms', 'c', 2)).toBe('c')
    expect(boundedTerm('2026-11-25', 'web', 'c', 2)).toBe('c')
  })
  it('reads what a cached address asked: a first results page or suggestions', () => {
    expect(countedSearch('/fr/searchResult/?q=acte+de+naissance')).toEqual({ channel: 'web', lang: 'fr', query: 'acte de naissance' })
    expect(countedSearch('/mg/searchResult/?page=2&q=kopia')).toBeNull()
    expect(countedSearch('/fr/searchResult/?q=acte&theme=etat-civil')).toBeNull()
    expect(countedSearch('/api/search?lang=mg&limit=5&q=kara')).toEqual({ channel: 'suggestions', lang: 'mg', query: 'kara' })
    expect(countedSearch('/api/search?lang=en&q=kara')).toBeNull()
    expect(countedSearch('/fr/services/?q=x')).toBeNull()
  })
})
