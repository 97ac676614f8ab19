import { describe, expect, it } from 'vitest'

import { loadServiceSeeds } from '@/seed/load'

import { delayOf, delayProblem, fillDelay, formatDelay, writtenDelays } from './delays'

describe('the usual delay, entered once', () => {
  it('says the same numbers in each language', () => {
    expect(formatDelay({ from: 30, to: 45, unit: 'days' }, 'fr')).toBe('30 à 45 jours')
    expect(formatDelay({ from: 30, to: 45, unit: 'days' }, 'mg')).toBe('30 ka hatramin’ny 45 andro')
    expect(formatDelay({ from: 72, to: null, unit: 'hours' }, 'fr')).toBe('72 heures')
    expect(formatDelay({ from: 1, to: null, unit: 'weeks' }, 'fr')).toBe('1 semaine')
    expect(formatDelay({ from: 3, to: 15, unit: 'workingDays' }, 'mg')).toBe('3 ka hatramin’ny 15 andro fiasana')
    expect(fillDelay('Environ {délai} après le dépôt.', { from: 72, to: null, unit: 'hours' }, 'fr')).toBe('Environ 72 heures après le dépôt.')
    expect(fillDelay('Eo amin’ny {faharetany} eo.', { from: 72, to: null, unit: 'hours' }, 'mg')).toBe('Eo amin’ny 72 ora eo.')
    expect(fillDelay('Environ {delai}.', null, 'fr')).toBe('Environ {delai}.')
  })

  it('reads a stored group only when complete', () => {
    expect(delayOf({ from: 3, to: null, unit: 'days' })).toEqual({ from: 3, to: null, unit: 'days' })
    expect(delayOf({ from: 3, to: 3, unit: 'days' })).toEqual({ from: 3, to: null, unit: 'days' })
    expect(delayOf({ from: 3, to: null, unit: null })).toBeNull()
    expect(delayOf({ from: null, to: null, unit: 'days' })).toBeNull()
    expect(delayOf({ from: 3, unit: 'fortnights' })).toBeNull()
  })

  it('reads delays written in figures, in French and Malagasy', () => {
    expect(writtenDelays('30 à 45 jours, ou 72 heures ; 48 ka hatramin’ny 72 ora ; 3 volana ; 24 h/24')).toEqual([
      { value: 30, unit: 'days' }, { value: 45, unit: 'days' }, { value: 72, unit: 'hours' }, { value: 48, unit: 'hours' }, { value: 72, unit: 'hours' }, { value: 3, unit: 'months' }, { value: 24, unit: 'hours' },
    ])
    expect(writtenDelays('Andro fiasana 10 eo ho eo ; andro 30 ka hatramin’ny 45.')).toEqual([{ value: 10, unit: 'days' }, { value: 30, unit: 'days' }, { value: 45, unit: 'days' }])
    expect(writtenDelays('Le 15 mars 2025, 2 000 demandes.')).toEqual([])
  })

  it('finds a sentence that contradicts the delay, and only that', () => {
    const delay = { from: 30, to: 45, unit: 'days' } as const
    expect(delayProblem('Comptez 20 à 30 jours.', { ...delay, from: 40 })).toEqual({ kind: 'mismatch', delay: { ...delay, from: 40 }, found: [{ value: 20, unit: 'days' }, { value: 30, unit: 'days' }] })
    expect(delayProblem('Comptez 30 à 45 jours ; valable 3 mois.', delay)).toBeNull()
    expect(delayProblem('Comptez {délai}, parfois 3 mois.', delay)).toBeNull()
    expect(delayProblem('Quelques semaines.', delay)).toBeNull()
    expect(delayProblem('Comptez 45 heures.', delay)).toMatchObject({ kind: 'mismatch' })
    expect(delayProblem('Comptez {faharetany}.', null)).toEqual({ kind: 'placeholderWithoutDelay' })
    expect(delayProblem('Comptez 10 jours.', null)).toBeNull()
  })

  it('every seeded guide agrees with its delay in both languages, and a placeholder has a delay', async () => {
    const seeds = await loadServiceSeeds()
    const problems = seeds.flatMap((seed) =>
      (['fr', 'mg'] as const).flatMap((lang) => {
        const problem = delayProblem(seed.processingTime[lang], delayOf(seed.delay))
        return problem ? [`${seed.key} (${lang}): ${problem.kind}`] : []
      }),
    )
    expect(problems).toEqual([])
    expect(seeds.filter((seed) => seed.delay).length).toBeGreaterThanOrEqual(3)
  })
})
