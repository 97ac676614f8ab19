import { describe, expect, it } from 'vitest'

import { pathFor, searchPathFor } from './paths'

describe('pathFor', () => {
  it('builds every route of the specification with a trailing slash', () => {
    expect(pathFor('fr', 'home')).toBe('/fr/')
    expect(pathFor('mg', 'about')).toBe('/mg/apropos/')
    expect(pathFor('fr', 'contact')).toBe('/fr/contact/')
    expect(pathFor('mg', 'search')).toBe('/mg/searchResult/')
    expect(pathFor('fr', 'services')).toBe('/fr/services/')
    expect(pathFor('mg', 'service', 'pasipaoro')).toBe('/mg/services/pasipaoro/')
    expect(pathFor('fr', 'notFound')).toBe('/fr/404.html')
  })
  it('refuses a service path without slug', () => {
    expect(() => pathFor('fr', 'service')).toThrow()
  })
  it('encodes search queries', () => {
    expect(searchPathFor('fr', ' acte & naissance ')).toBe('/fr/searchResult/?q=acte%20%26%20naissance')
    expect(searchPathFor('fr', '  ')).toBe('/fr/searchResult/')
  })
})
