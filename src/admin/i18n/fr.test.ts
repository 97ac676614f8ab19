import { en } from '@payloadcms/translations/languages/en'
import { fr } from '@payloadcms/translations/languages/fr'
import { describe, expect, it } from 'vitest'

import { frOverrides } from './fr'
import { flatten, missingKeys, placeholders, type Nested } from './keys'
import { mgTranslations } from './mg'

const overrides = flatten(frOverrides as unknown as Nested)
const enFlat = flatten(en.translations as unknown as Nested)
const frFlat = flatten(fr.translations as unknown as Nested)
const mgFlat = flatten(mgTranslations as unknown as Nested)

describe('corrections to Payload’s French admin', () => {
  it('only uses keys Payload’s English has (a misspelt key would change nothing)', () => {
    expect(missingKeys(frOverrides as unknown as Nested, en.translations as unknown as Nested)).toEqual([])
  })

  it('keeps exactly the {{placeholders}} of Payload’s English', () => {
    const mismatches = Object.entries(overrides)
      .filter(([key, value]) => placeholders(value).join() !== placeholders(enFlat[key]!).join())
      .map(([key, value]) => `${key}: ${placeholders(value).join() || '(none)'} ≠ ${placeholders(enFlat[key]!).join()}`)
    expect(mismatches).toEqual([])
  })

  it('leaves no French text whose placeholders differ from the English (Payload would show them raw)', () => {
    const broken = Object.keys(enFlat).filter((key) => placeholders(overrides[key] ?? frFlat[key] ?? '').join() !== placeholders(enFlat[key]!).join())
    expect(broken).toEqual([])
  })

  it('changes something: no override repeats Payload’s French', () => {
    expect(Object.keys(overrides).filter((key) => overrides[key] === frFlat[key])).toEqual([])
  })

  it('has its Malagasy for every corrected key, not a copy of the French', () => {
    expect(Object.keys(overrides).filter((key) => !mgFlat[key] || mgFlat[key] === overrides[key])).toEqual([])
  })
})
