import { describe, expect, it } from 'vitest'

import { stemMalagasy } from './malagasy'

/** Every form of a group must reach the same key, and different words must not. */
const sameKey = (forms: string[]) => new Set(forms.map(stemMalagasy))

describe('stemMalagasy', () => {
  it('joins verb forms: mi-/man-/maha-, past ni-/nan-/naha-, future hi-/han-', () => {
    expect(sameKey(['teraka', 'niteraka', 'hiteraka', 'miteraka']).size).toBe(1)
    expect(sameKey(['manoratra', 'nanoratra', 'hanoratra']).size).toBe(1)
    expect(sameKey(['manambady', 'nanambady', 'hanambady']).size).toBe(1)
    expect(sameKey(['mifindra', 'nifindra', 'hifindra']).size).toBe(1)
  })
  it('joins nouns in f-…-ana, passives in -ana/-ina and resultatives in voa-/no-', () => {
    expect(sameKey(['teraka', 'fahaterahana']).size).toBe(1)
    expect(sameKey(['soratra', 'fisoratana', 'soratana', 'voasoratra', 'nosoratana']).size).toBe(1)
    expect(sameKey(['hamarinina', 'nohamarinina']).size).toBe(1)
  })
  it('removes possessives -ko, -nao, -ny, -nay, -ntsika, including after a weak ending', () => {
    expect(sameKey(['vady', 'vadiko', 'vadinao', 'vadiny']).size).toBe(1)
    expect(sameKey(['zanaka', 'zanako']).size).toBe(1)
    expect(sameKey(['soratra', 'soratro']).size).toBe(1)
    expect(sameKey(['tany', 'taniny']).size).toBe(1)
    expect(sameKey(['fahaterahana', 'nahaterahako']).size).toBe(1)
    expect(sameKey(['pasipaoro', 'pasipaoroko', 'pasipaoronao']).size).toBe(1)
    expect(sameKey(['taratasy', 'taratasiko']).size).toBe(1)
  })
  it('keeps different words apart', () => {
    expect(stemMalagasy('teraka')).not.toBe(stemMalagasy('soratra'))
    // The spouse is not the wedding: a swallowed first consonant is not restored (see the stemmer).
    expect(stemMalagasy('vadiko')).not.toBe(stemMalagasy('manambady'))
    expect(stemMalagasy('vady')).not.toBe(stemMalagasy('fiara'))
    expect(stemMalagasy('tany')).not.toBe(stemMalagasy('trano'))
    expect(stemMalagasy('omby')).not.toBe(stemMalagasy('hetra'))
  })
  it('leaves short words, numbers and loanword acronyms alone', () => {
    expect(stemMalagasy('cin')).toBe('cin')
    expect(stemMalagasy('b3')).toBe('b3')
    expect(stemMalagasy('2024')).toBe('2024')
    expect(stemMalagasy('any')).toBe('any')
  })
})
