import { describe, expect, it } from 'vitest'

import { expandQuery } from './synonyms'
import { analyze } from './text'

const groups = [
  ['CIN', 'carte nationale d’identité', 'kara-panondro'],
  ['bacc', 'bac', 'baccalauréat', 'bakalorea'],
]

describe('expandQuery', () => {
  it('adds the other expressions of a group an acronym belongs to', () => {
    expect(expandQuery('cin perdue', groups, 'fr')).toEqual(analyze('carte nationale identite kara panondro karapanondro', 'fr'))
  })
  it('matches multi-word expressions only as a whole', () => {
    expect(expandQuery('carte nationale d identite', groups, 'fr')).toEqual(analyze('cin kara panondro karapanondro', 'fr'))
    expect(expandQuery('carte grise', groups, 'fr')).toEqual([])
  })
  it('ignores case and accents', () => {
    expect(expandQuery('Résultats BACC', groups, 'fr')).toEqual(expect.arrayContaining(analyze('baccalaureat', 'fr')))
  })
})
