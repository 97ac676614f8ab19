import { describe, expect, it } from 'vitest'

import { loadServiceSeeds } from '@/seed/load'

import { amountProblem, ariaryAmounts, fillAmount } from './amounts'

describe('the main amount, entered once', () => {
  it('fills the placeholder in either language', () => {
    expect(fillAmount('Timbre fiscal de {montant}.', 190000).replace(/\s/g, ' ')).toBe('Timbre fiscal de 190 000 Ar.')
    expect(fillAmount('Hajia {sarany} (na {MONTANT}).', 5000).replace(/\s/g, ' ')).toBe('Hajia 5 000 Ar (na 5 000 Ar).')
    expect(fillAmount('Gratuit.', null)).toBe('Gratuit.')
  })

  it('reads amounts in ariary written in figures', () => {
    expect(ariaryAmounts('190 000 Ar, 5.000 ariary, 20000 MGA, 12\u00a0000\u00a0Ar et 3 pièces')).toEqual([190000, 5000, 20000, 12000])
  })

  it('finds a sentence that contradicts the main amount, and only that', () => {
    expect(amountProblem('Timbre de 190 000 Ar.', 200000)).toEqual({ kind: 'mismatch', amount: 200000, found: [190000] })
    expect(amountProblem('Timbre de 200 000 Ar, plus 5 000 Ar de photos.', 200000)).toBeNull()
    expect(amountProblem('Timbre de {montant}, plus 5 000 Ar de photos.', 200000)).toBeNull()
    expect(amountProblem('Selon le capital déclaré.', 200000)).toBeNull()
    expect(amountProblem('Timbre de {sarany}.', null)).toEqual({ kind: 'placeholderWithoutAmount' })
    expect(amountProblem('Timbre de 190 000 Ar.', null)).toBeNull()
  })

  it('every seeded guide agrees with its main amount in both languages', async () => {
    const problems = (await loadServiceSeeds()).flatMap((seed) =>
      (['fr', 'mg'] as const).flatMap((lang) => {
        const problem = amountProblem(seed.cost.details[lang], seed.cost.amountAriary ?? null)
        return problem ? [`${seed.key} (${lang}): ${JSON.stringify(problem)}`] : []
      }),
    )
    expect(problems).toEqual([])
  })
})
