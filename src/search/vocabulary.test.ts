import { describe, expect, it } from 'vitest'

import { SearchEngine, type SearchDoc } from './engine'
import { Vocabulary } from './vocabulary'

const doc = (id: string, title: string, body = '', citizenWords = ''): SearchDoc => ({
  id, kind: 'service', title, slug: id, summary: '', categoryTitle: '', categorySlug: '', body, citizenWords,
})

describe('a vocabulary answers « is this word in the text », as search reads words', () => {
  it('knows a word in any form search takes for it: accents, plurals, verb forms, Malagasy affixes', () => {
    const fr = new Vocabulary('fr').add('Déclarer la naissance d’un enfant. Carte nationale d’identité.')
    expect(fr.knows('naissances')).toBe(true)
    expect(fr.knows('declaration')).toBe(true)
    expect(fr.knows("carte d'identité")).toBe(true)
    expect(fr.knows('Rakoto')).toBe(false)
    const mg = new Vocabulary('mg').add('Kopia nahaterahana. Kara-panondro.')
    expect(mg.knows('nahaterahako')).toBe(true)
    expect(mg.knows('karapanondro')).toBe(true)
    expect(mg.knows('kara-panondro')).toBe(true)
    expect(mg.knows('vady')).toBe(false)
  })

  it('writes only the very words of the text (accents and case aside)', () => {
    const fr = new Vocabulary('fr').add('Hôpital d’Antsirabe, naissance.')
    expect(fr.writes('antsirabe')).toBe(true)
    expect(fr.writes('hopital')).toBe(true)
    expect(fr.writes('naissances')).toBe(false)
    expect(fr.knows('naissances')).toBe(true)
  })

  it('counts texting shorthand with its expansion', () => {
    expect(new Vocabulary('fr').add('cb jveu').knows('cb')).toBe(true)
  })

  it('is what the index holds: its pages and its synonyms, never the queries it answered', () => {
    const engine = new SearchEngine('fr', [doc('deces', 'Déclarer un décès', 'Certificat du médecin.', 'enterrement')], [['CIN', 'carte nationale d’identité']])
    expect(engine.vocabulary.knows('deces')).toBe(true)
    expect(engine.vocabulary.knows('enterrements')).toBe(true)
    expect(engine.vocabulary.knows('cin')).toBe(true)
    engine.search('rakotomalala décès')
    engine.didYouMean('rakotomalala')
    expect(engine.vocabulary.knows('rakotomalala')).toBe(false)
  })
})
