import { describe, expect, it } from 'vitest'

import { mg as mgDictionary } from '@/i18n/dictionaries/mg'

import { glossary } from './glossary'

const norm = (form: string) => form.normalize('NFC').replace(/'/g, '’').toLowerCase().trim()

function leaves(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (typeof value !== 'object' || value === null) return []
  return Object.values(value).flatMap(leaves)
}

/** Whole-word, case-insensitive, ' and ’ alike (letters of any script count as word characters). */
function containsForm(text: string, form: string): boolean {
  const escaped = norm(form).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'iu').test(norm(text))
}

describe('glossary', () => {
  it('has stable, unique ASCII keys', () => {
    const keys = glossary.map((term) => term.key)
    expect(keys.filter((key) => !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(key))).toEqual([])
    expect(new Set(keys).size).toBe(keys.length)
  })

  it('fills every text field', () => {
    const empty = glossary.filter((term) => [term.fr, term.mg, term.note].some((text) => text.trim() === ''))
    expect(empty.map((term) => term.key)).toEqual([])
    const emptyForms = glossary.filter((term) => [...term.variants, ...term.wrong].some((form) => form.trim() === ''))
    expect(emptyForms.map((term) => term.key)).toEqual([])
  })

  it('never lists the preferred form as a variant or a wrong form', () => {
    const clashes = glossary.filter((term) => [...term.variants, ...term.wrong].some((form) => norm(form) === norm(term.mg)))
    expect(clashes.map((term) => term.key)).toEqual([])
  })

  it('never lists a wrong form that another entry prefers or accepts', () => {
    const accepted = new Set(glossary.flatMap((term) => [term.mg, ...term.variants].map(norm)))
    const clashes = glossary.flatMap((term) => term.wrong.filter((form) => accepted.has(norm(form))).map((form) => `${term.key}: ${form}`))
    expect(clashes).toEqual([])
  })

  it('never makes one entry’s preferred form another entry’s variant', () => {
    const preferred = new Map(glossary.map((term) => [norm(term.mg), term.key]))
    const clashes = glossary.flatMap((term) =>
      term.variants.filter((form) => preferred.has(norm(form)) && preferred.get(norm(form)) !== term.key).map((form) => `${term.key}: ${form}`),
    )
    expect(clashes).toEqual([])
  })

  it('finds no wrong form in the Malagasy interface dictionary', () => {
    const texts = leaves(mgDictionary)
    const found = glossary.flatMap((term) => term.wrong.filter((form) => texts.some((text) => containsForm(text, form))).map((form) => `${term.key}: ${form}`))
    expect(found).toEqual([])
  })
})
