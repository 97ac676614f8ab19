import { describe, expect, it } from 'vitest'

import { ParamError, parseParams } from './params'

describe('open API parameters', () => {
  const specs = { lang: { kind: 'lang' }, limit: { kind: 'int', max: 50 }, updatedSince: { kind: 'date' }, sort: { kind: 'oneOf', values: ['title', 'updatedAt'] } } as const
  const parse = (query: string) => parseParams(new URLSearchParams(query), specs)
  const message = (query: string, lang: 'fr' | 'mg' = 'fr') => {
    try {
      parse(query)
    } catch (error) {
      if (error instanceof ParamError) return error.messageFor(lang)
      throw error
    }
    return null
  }

  it('reads known parameters into their types', () => {
    expect(parse('lang=mg&limit=20&updatedSince=2026-01-02&sort=updatedAt')).toEqual({ lang: 'mg', limit: 20, updatedSince: '2026-01-02T00:00:00.000Z', sort: 'updatedAt' })
  })

  it('refuses unknown, repeated or malformed parameters, saying what is expected, per language', () => {
    expect(message('depth=10')).toBe('Paramètre inconnu. Paramètres acceptés : lang, limit, updatedSince, sort.')
    // A stranger's text is never repeated in the answer.
    expect(message('%3Cscript%3Ealert(1)%3C%2Fscript%3E=1')).not.toContain('script')
    expect(message('depth=10', 'mg')).toContain('Misy paramètre tsy fantatra')
    expect(message('limit=0')).toContain('un nombre entier de 1 à 50')
    expect(message('limit=51')).toContain('« limit »')
    expect(message('limit=1e3')).toContain('« limit »')
    expect(message('lang=en')).toContain('fr ou mg')
    expect(message('updatedSince=yesterday')).toContain('ISO 8601')
    expect(message('updatedSince=2026-02-30')).toContain('ISO 8601')
    expect(message('sort=random')).toContain('title, updatedAt')
    expect(message('lang=fr&lang=mg')).toContain('une seule valeur')
    expect(message('lang=fr')).toBeNull()
  })
})
