import { describe, expect, it } from 'vitest'

import { analyze, fold, stemFrench, tokenize } from './text'

describe('search text analysis', () => {
  it('folds case and accents', () => {
    expect(fold('État Civil')).toBe('etat civil')
    expect(fold('Kara-panondro')).toBe('kara-panondro')
  })
  it('splits on apostrophes, hyphens and punctuation', () => {
    expect(tokenize("carte nationale d’identité, N°3!")).toEqual(['carte', 'nationale', 'd', 'identite', 'n', '3'])
  })
  it('folds French plurals without over-stemming', () => {
    expect(stemFrench('naissances')).toBe('naissance')
    expect(stemFrench('hopitaux')).toBe('hopital')
    expect(stemFrench('impots')).toBe('impot')
    expect(stemFrench('permis')).toBe('permis')
    expect(stemFrench('bus')).toBe('bus')
  })
  it('drops stop words per language', () => {
    expect(analyze('Copie de l’acte de naissance', 'fr')).toEqual(['copie', 'acte', 'naissance'])
    expect(analyze('Ny kopia sy ny pasipaoro', 'mg')).toEqual(['kopia', 'pasipaoro'])
  })
})
