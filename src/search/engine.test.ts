import { describe, expect, it } from 'vitest'

import { SearchEngine, type SearchDoc } from './engine'

const doc = (id: string, title: string, body = '', citizenWords = ''): SearchDoc => ({
  id, kind: 'service', title, slug: id, summary: '', categoryTitle: '', categorySlug: '', body, citizenWords,
})

const docs = [
  doc('deces', 'Déclarer un décès', 'Certificat du médecin, livret de famille, mairie de la commune.', 'enterrement\ninhumation\ndéfunt'),
  doc('naissance', 'Acte de naissance', 'Déclarer la naissance à la mairie dans les 30 jours.'),
  doc('mariage', 'Se marier à la mairie', 'Publication des bans à la mairie, livret de famille.'),
  doc('passeport', 'Passeport biométrique', 'Rendez-vous, photo, timbre fiscal.'),
  ...Array.from({ length: 30 }, (_, i) => doc(`autre-${i}`, `Autre démarche ${i}`, 'Se présenter à la mairie avec sa carte.')),
]
const engine = new SearchEngine('fr', docs)
const ids = (query: string) => engine.search(query).hits.map((hit) => hit.id)

describe('SearchEngine', () => {
  it('puts first the page whose very name is the question, whatever the case and accents (issue 41)', () => {
    const named = new SearchEngine('fr', [
      doc('guide', 'Se marier à la commune', 'Se marier : publication des bans, se marier à la mairie.', 'se marier\nmariage civil\nse marier vite'),
      { ...doc('parcours', 'Se marier', 'Les étapes.'), kind: 'journey' },
    ])
    expect(named.search('se marier').hits.map((h) => h.id)).toEqual(['parcours', 'guide'])
    expect(named.search('SE MARIER !').hits[0]!.id).toBe('parcours')
    expect(named.search('se marier commune').hits[0]!.id).toBe('guide')
  })
  it('finds a guide through its citizens’ words', () => {
    expect(ids('papiers pour un enterrement')[0]).toBe('deces')
  })
  it('says every word was found when a page has them all', () => {
    const result = engine.search('acte de naissance')
    expect(result.quality).toBe('all')
    expect(result.hits[0]!.id).toBe('naissance')
  })
  it('relaxes step by step: pages with most of the words, then some, and says so', () => {
    const most = engine.search('naissance mairie zanzibar')
    expect(most.quality).toBe('most')
    expect(most.hits[0]!.id).toBe('naissance')
    const some = engine.search('passeport zanzibar tombouctou')
    expect(some.quality).toBe('some')
    expect(some.hits.map((h) => h.id)).toEqual(['passeport'])
  })
  it('drops the long tail: a shared common word does not list every page', () => {
    // "mairie" is in 33 pages; with "naissance" only the pages that matter are kept.
    const result = engine.search('naissance à la mairie')
    expect(result.hits[0]!.id).toBe('naissance')
    expect(result.total).toBeLessThan(10)
  })
  it('ignores question words and asks for nothing when only they remain', () => {
    expect(engine.search('comment combien où').total).toBe(0)
    expect(ids('combien coûte un passeport')[0]).toBe('passeport')
  })
  it('bounds the work of a long query: at most MAX_QUERY_TERMS words are looked up', () => {
    const words = Array.from({ length: 60 }, (_, i) => `mot${i}x`).join(' ')
    expect(engine.queryTerms(words).length).toBeLessThanOrEqual(12)
  })
  it('updated in place, answers as an index built anew from the same pages (issue 41: a publication re-indexes one page)', () => {
    const updated = new SearchEngine('fr', docs)
    const renamed = doc('passeport', 'Passeport ordinaire', 'Rendez-vous, photo, timbre fiscal, quittance.')
    const added = doc('visa', 'Visa de long séjour', 'Transformer son visa à la Direction de l’immigration.', 'visa transformable')
    updated.update([renamed, added], ['mariage', 'absent'])
    const fresh = new SearchEngine('fr', [...docs.filter((d) => d.id !== 'mariage' && d.id !== 'passeport'), renamed, added])
    expect(updated.size).toBe(fresh.size)
    for (const query of ['passeport ordinaire', 'biométrique', 'se marier', 'visa long séjour', 'livret de famille', 'mairie', 'quittance photo', 'pasport']) {
      const mine = updated.search(query)
      const theirs = fresh.search(query)
      expect(mine.hits.map((h) => h.id), query).toEqual(theirs.hits.map((h) => h.id))
      expect(mine.quality, query).toBe(theirs.quality)
    }
    expect(updated.search('biométrique').total).toBe(0)
    expect(updated.vocabulary.knows('quittance')).toBe(true)
  })
})
