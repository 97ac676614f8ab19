import { describe, expect, it } from 'vitest'

import { localeFromTag, negotiateLocale, parseAcceptLanguage } from './negotiate'

describe('parseAcceptLanguage', () => {
  it('orders tags by q-value, keeping header order for ties', () => {
    expect(parseAcceptLanguage('fr;q=0.5, mg-MG, en;q=0.9, de')).toEqual(['mg-mg', 'de', 'en', 'fr'])
  })
  it('drops q=0 and malformed entries', () => {
    expect(parseAcceptLanguage('mg;q=0, ,fr;q=abc, en')).toEqual(['en'])
  })
  it('handles a missing header', () => {
    expect(parseAcceptLanguage(undefined)).toEqual([])
  })
})

describe('localeFromTag', () => {
  it('maps regional and ISO 639-2 Malagasy tags', () => {
    expect(localeFromTag('mg-MG')).toBe('mg')
    expect(localeFromTag('plt')).toBe('mg')
    expect(localeFromTag('fr-CA')).toBe('fr')
    expect(localeFromTag('en-US')).toBeUndefined()
  })
})

describe('negotiateLocale', () => {
  it('prefers the stored preference', () => {
    expect(negotiateLocale({ stored: 'mg', acceptLanguage: 'fr' })).toBe('mg')
  })
  it('ignores an invalid stored value and uses the browser languages', () => {
    expect(negotiateLocale({ stored: 'xx', acceptLanguage: 'en;q=1, mg;q=0.8, fr;q=0.5' })).toBe('mg')
  })
  it('falls back to French', () => {
    expect(negotiateLocale({ acceptLanguage: 'en-GB, de' })).toBe('fr')
    expect(negotiateLocale({})).toBe('fr')
  })
})
