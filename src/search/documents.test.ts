import { describe, expect, it } from 'vitest'

import { hitPath, journeyToDoc } from './documents'
import { SearchEngine } from './engine'

const journey = {
  id: 7,
  title: 'Se marier',
  slug: 'se-marier',
  summary: 'Les démarches pour un mariage civil, de la commune à l’acte.',
  updatedAt: '2026-11-23T00:00:00.000Z',
  steps: [
    { title: 'Publier les bans', summary: 'Dix jours avant la cérémonie.', logic: 'and' as const, optional: false, guides: [{ id: 1, title: 'Acte de mariage', slug: 'acte-de-mariage' }] },
    { title: 'Réunir les pièces', summary: null, logic: 'or' as const, optional: true, guides: [] },
  ],
}

describe('journeys in the search index', () => {
  it('indexes a journey by its title, summary and step texts, not by its guides’ titles', () => {
    const doc = journeyToDoc(journey)!
    expect(doc).toMatchObject({ id: 'journey-7', kind: 'journey', title: 'Se marier', slug: 'se-marier', categorySlug: '' })
    expect(doc.body).toContain('Publier les bans')
    expect(doc.body).toContain('Dix jours')
    expect(doc.body).not.toContain('Acte de mariage')
    expect(journeyToDoc({ ...journey, slug: '' })).toBeNull()
  })

  it('leads a journey result to the journey page, a guide or a theme to /services/', () => {
    expect(hitPath('fr', { kind: 'journey', slug: 'se-marier' })).toBe('/fr/etapes/se-marier/')
    expect(hitPath('mg', { kind: 'service', slug: 'pasipaoro' })).toBe('/mg/services/pasipaoro/')
    expect(hitPath('fr', { kind: 'category', slug: 'etat-civil' })).toBe('/fr/services/etat-civil/')
  })

  it('finds a journey by what citizens type, and never under a theme filter', () => {
    const guide = { id: 'service-1', kind: 'service' as const, title: 'Acte de mariage', slug: 'acte-de-mariage', summary: 'Obtenir une copie.', categoryTitle: 'État civil', categorySlug: 'etat-civil', body: '' }
    const engine = new SearchEngine('fr', [guide, journeyToDoc(journey)!])
    expect(engine.search('se marier').hits[0]?.id).toBe('journey-7')
    expect(engine.search('publier les bans').hits.map((h) => h.id)).toContain('journey-7')
    expect(engine.search('se marier', { categorySlug: 'etat-civil' }).hits.map((h) => h.id)).not.toContain('journey-7')
  })
})
