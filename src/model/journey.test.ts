import { describe, expect, it } from 'vitest'

import { guideOrder, placementsOf, type PublicJourney } from './journey'

const g = (id: number) => ({ id, title: `Guide ${id}`, slug: `guide-${id}` })
const journey: PublicJourney = {
  id: 1, title: 'Créer son entreprise', slug: 'creer', summary: '', updatedAt: '2026-11-23',
  steps: [
    { title: 'A', summary: null, logic: 'and', optional: false, guides: [g(1)] },
    { title: 'B', summary: null, logic: 'and', optional: false, guides: [g(2), g(3)] },
    { title: 'C', summary: null, logic: 'or', optional: true, guides: [g(1), g(4)] },
  ],
}

describe('journeys', () => {
  it('reads guides step by step, each once at its first step', () => {
    expect(guideOrder(journey).map((e) => [e.guide.id, e.step])).toEqual([[1, 1], [2, 2], [3, 2], [4, 3]])
  })
  it('places a guide with the guides before and after it', () => {
    expect(placementsOf([journey], 3)).toEqual([{ journey: { title: 'Créer son entreprise', slug: 'creer' }, step: 2, total: 3, previous: g(2), next: g(4) }])
    expect(placementsOf([journey], 1)[0]).toMatchObject({ step: 1, previous: null, next: g(2) })
    expect(placementsOf([journey], 4)[0]).toMatchObject({ step: 3, previous: g(3), next: null })
    expect(placementsOf([journey], 99)).toEqual([])
  })
})
