import { describe, expect, it } from 'vitest'

import { SLUG_PATTERN, slugify } from './slugify'

describe('slugify', () => {
  it.each([
    ['Carte nationale d’identité', 'carte-nationale-d-identite'],
    ["Carte nationale d'identité", 'carte-nationale-d-identite'],
    ['Casier judiciaire bulletin n°3', 'casier-judiciaire-bulletin-n-3'],
    ['  État civil  ', 'etat-civil'],
    ['Kopia sora-piankohonana', 'kopia-sora-piankohonana'],
    ['Œuvres', 'oeuvres'],
  ])('%s → %s', (input, expected) => {
    expect(slugify(input)).toBe(expected)
    expect(SLUG_PATTERN.test(expected)).toBe(true)
  })
  it('rejects malformed slugs', () => {
    expect(SLUG_PATTERN.test('Acte de naissance')).toBe(false)
    expect(SLUG_PATTERN.test('-acte')).toBe(false)
  })
})
