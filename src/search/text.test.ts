import { describe, expect, it } from 'vitest'

import { analyze, expandShorthand, fold, stemFrench, tokenize } from './text'

describe('search text analysis', () => {
  it('folds case and accents', () => {
    expect(fold('État Civil')).toBe('etat civil')
    expect(fold('Kara-panondro')).toBe('kara-panondro')
  })
  it('splits on apostrophes and punctuation; keeps hyphenated compounds whole as well as in parts', () => {
    expect(tokenize('carte nationale d’identité, N°3!')).toEqual(['carte', 'nationale', 'd', 'identite', 'n', '3'])
    expect(tokenize('kara-panondro')).toEqual(['kara', 'panondro', 'karapanondro'])
  })
  it('joins dotted acronyms', () => {
    expect(tokenize('C.I.N perdue')).toEqual(['cin', 'perdue'])
    expect(tokenize('le N.I.F.')).toEqual(['le', 'nif'])
  })
  it('stems French with Snowball, so verbs, nouns and plurals meet', () => {
    expect(stemFrench('naissances')).toBe(stemFrench('naissance'))
    expect(stemFrench('immatriculer')).toBe(stemFrench('immatriculation'))
    expect(stemFrench('demenage')).toBe(stemFrench('demenagement'))
    expect(stemFrench('vole')).toBe(stemFrench('voler'))
    expect(stemFrench('bus')).toBe('bus')
  })
  it('expands texting shorthand', () => {
    expect(expandShorthand(['cb', 'kel', 'papie'], 'fr')).toEqual(['combien', 'quel', 'papier'])
    expect(expandShorthand(['jveu', 'un', 'passeport'], 'fr')).toEqual(['je', 'veux', 'un', 'passeport'])
    expect(expandShorthand(['ahn', 'amn', 'fac'], 'mg')).toEqual(['ahoana', 'amin', 'fac'])
  })
  it('drops stop words and question words per language', () => {
    expect(analyze('Combien coûte la copie de l’acte de naissance ?', 'fr')).toEqual(['cout', 'cop', 'acte', 'naissanc'])
    expect(analyze('cb coute 1 passeport', 'fr')).toEqual(['cout', 'passeport'])
    expect(analyze('Ahoana no hahazoana ny kopia sy ny pasipaoro ?', 'mg')).not.toContain('ahoana')
    expect(analyze('aiza no maka kopia', 'mg')).toEqual(['maka', 'kopia'])
  })
  it('stems Malagasy with its own rules', () => {
    expect(analyze('niteraka', 'mg')).toEqual(analyze('fahaterahana', 'mg'))
  })
})
