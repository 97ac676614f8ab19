import { en } from '@payloadcms/translations/languages/en'
import { fr } from '@payloadcms/translations/languages/fr'
import { describe, expect, it } from 'vitest'

import { flatten, missingKeys, placeholders, type Nested } from './keys'
import { mgTranslations } from './mg'

/** Numbered rich-text tags (<0>…</0>) and the HTML Payload uses (<a href>, <br>). */
const markup = (s: string): string[] => (s.match(/<\/?(?:\d+|a|br)\b[^>]*>/g) ?? []).sort()

const mg = flatten(mgTranslations as unknown as Nested)
const frFlat = flatten(fr.translations as unknown as Nested)
const enFlat = flatten(en.translations as unknown as Nested)

describe('Malagasy Payload admin translations', () => {
  it('has every key of Payload’s English translation, nested (the list says which are missing)', () => {
    expect(missingKeys(en.translations as unknown as Nested, mgTranslations as unknown as Nested)).toEqual([])
  })

  it('has no key Payload’s English does not have (a misspelt key would never be shown)', () => {
    expect(missingKeys(mgTranslations as unknown as Nested, en.translations as unknown as Nested)).toEqual([])
  })

  it('keeps exactly the {{placeholders}} of Payload’s English for every key', () => {
    const mismatches = Object.entries(enFlat)
      .filter(([key, enValue]) => placeholders(mg[key] ?? '').join() !== placeholders(enValue).join())
      .map(([key, enValue]) => `${key}: ${placeholders(mg[key] ?? '').join() || '(none)'} ≠ ${placeholders(enValue).join()}`)
    expect(mismatches).toEqual([])
  })

  it('finds missing nested keys (the check itself)', () => {
    expect(missingKeys({ a: { b: 'x', c: 'y' }, d: 'z', e: { f: 'w' } }, { a: { b: 'x' }, d: { nested: 'no' }, e: 'flat' })).toEqual(['a.c', 'd', 'e'])
  })

  it('has exactly the same nested keys as the French translations', () => {
    expect(Object.keys(mg).sort()).toEqual(Object.keys(frFlat).sort())
  })

  it('keeps the same {{placeholders}} as the source for every key', () => {
    const mismatches: string[] = []
    for (const [key, frValue] of Object.entries(frFlat)) {
      const enValue = enFlat[key] ?? frValue
      // A few French strings carry mistranslated placeholders (e.g. {{titre}}, {{étiquette}})
      // that Payload never fills; where French and English disagree, English is authoritative.
      const expected =
        placeholders(frValue).join() === placeholders(enValue).join() ? placeholders(frValue) : placeholders(enValue)
      if (placeholders(mg[key] ?? '').join() !== expected.join())
        mismatches.push(`${key}: ${placeholders(mg[key] ?? '').join()} ≠ ${expected.join()}`)
    }
    expect(mismatches).toEqual([])
  })

  it('keeps the same markup tags as the French source', () => {
    const mismatches = Object.entries(frFlat)
      .filter(([key, frValue]) => markup(mg[key] ?? '').join() !== markup(frValue).join())
      .map(([key]) => key)
    expect(mismatches).toEqual([])
  })

  it('has no empty value', () => {
    const empty = Object.entries(mg)
      .filter(([, value]) => value.trim() === '')
      .map(([key]) => key)
    expect(empty).toEqual([])
  })

  it('leaves fewer than 5% of values identical to French (untranslated)', () => {
    const identical = Object.keys(frFlat).filter((key) => mg[key] === frFlat[key])
    expect(identical.length / Object.keys(frFlat).length).toBeLessThan(0.05)
  })
})
