import { describe, expect, it } from 'vitest'

import { stripControlCharacters, stripControlCharactersDeep } from './text'

describe('stripControlCharacters', () => {
  it('removes NUL, escapes, C1 codes, direction overrides and lone surrogates', () => {
    expect(stripControlCharacters('a\u0000b\u001b[31mc\u0085d\u202Ee\ud800f')).toBe('ab[31mcdef')
  })
  it('keeps tabs, new lines, accents, Malagasy text and emoji; CR LF becomes LF', () => {
    expect(stripControlCharacters('Fa\u00e7ade\tô\r\nManao ahoana 👋')).toBe('Façade\tô\nManao ahoana 👋')
  })
  it('cleans every string of a nested value', () => {
    expect(stripControlCharactersDeep({ a: ['x\u0000', { b: 'y\u0007' }], n: 3, d: null })).toEqual({ a: ['x', { b: 'y' }], n: 3, d: null })
  })
})
