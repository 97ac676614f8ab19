import { describe, expect, it } from 'vitest'

import { swapLanguage } from './swapLanguage'

describe('swapLanguage', () => {
  it('swaps the prefix and keeps the rest of the path', () => {
    expect(swapLanguage('/fr/services/passeport/')).toBe('/mg/services/passeport/')
    expect(swapLanguage('/mg/')).toBe('/fr/')
    expect(swapLanguage('/mg/apropos/', 'mg')).toBe('/mg/apropos/')
  })
  it('falls back to a home page for unexpected paths', () => {
    expect(swapLanguage('/other/')).toBe('/fr/')
  })
})
