import { describe, expect, it } from 'vitest'

import { format, formatAriary, formatDate, plural } from './index'

describe('format helpers', () => {
  it('fills placeholders and leaves unknown ones visible', () => {
    expect(format('Étape {n} sur {total}', { n: 2 })).toBe('Étape 2 sur {total}')
  })
  it('chooses French plural forms (0 and 1 are singular in French)', () => {
    const forms = { one: '{count} démarche', other: '{count} démarches' }
    expect(plural('fr', forms, 1)).toBe('1 démarche')
    expect(plural('fr', forms, 0)).toBe('0 démarche')
    expect(plural('fr', forms, 3)).toBe('3 démarches')
  })
  it('formats dates in both languages', () => {
    expect(formatDate('fr', '2026-11-21')).toBe('21 novembre 2026')
    expect(formatDate('mg', '2026-11-21')).toBe('21 novambra 2026')
    expect(formatDate('fr', 'not a date')).toBe('')
  })
  it('formats ariary amounts', () => {
    expect(formatAriary(15000).replace(/\s/g, ' ')).toBe('15 000 Ar')
  })
})
