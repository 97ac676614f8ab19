import { describe, expect, it } from 'vitest'

import { safeBack } from './redirect'

describe('safeBack', () => {
  const host = 'portal.example'
  it('returns to our own page, with its query', () => {
    expect(safeBack('http://portal.example/fr/services/passeport/?x=1', host, 'fr')).toBe('/fr/services/passeport/?x=1')
  })
  it('never leaves the site', () => {
    for (const referer of [
      'http://evil.example/fr/',
      'http://portal.example//evil.example/fr/',
      'http://portal.example/fr//evil.example/',
      'http://portal.example/\\evil.example/',
      'javascript:alert(1)',
      'http://portal.example/api/users/',
      'http://portal.example/mg/consent/',
      'not a url',
    ]) {
      expect(safeBack(referer, host, 'mg'), referer).toBe('/mg/')
    }
    expect(safeBack(null, host, 'fr')).toBe('/fr/')
  })
})
