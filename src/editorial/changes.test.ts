import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { localizedKeys, textChanged } from './changes'

const fields: Field[] = [
  { name: 'title', type: 'text', localized: true },
  { name: 'category', type: 'relationship', relationTo: 'categories' },
  { type: 'tabs', tabs: [{ label: 'A', fields: [{ name: 'summary', type: 'textarea', localized: true }, { name: 'cost', type: 'group', fields: [{ name: 'amount', type: 'number' }, { name: 'details', type: 'textarea', localized: true }] }, { name: 'order', type: 'number' }] }] },
]

describe('localizedKeys', () => {
  it('finds the top-level keys that hold text of one language, through tabs and groups', () => {
    expect(localizedKeys(fields)).toEqual(['title', 'summary', 'cost'])
  })
})

describe('textChanged', () => {
  const keys = ['title', 'steps']
  const original = { title: 'Passeport', steps: [{ id: 'a', title: 'Aller au guichet' }], order: 1 }
  it('sees a change of text in this language', () => {
    expect(textChanged(keys, { title: 'Passeport biométrique' }, original)).toBe(true)
    expect(textChanged(keys, { steps: [{ title: 'Aller au bureau' }] }, original)).toBe(true)
  })
  it('ignores untouched keys, other fields and fresh row ids', () => {
    expect(textChanged(keys, { order: 2 }, original)).toBe(false)
    expect(textChanged(keys, { title: 'Passeport', steps: [{ id: 'b', title: 'Aller au guichet' }] }, original)).toBe(false)
  })
  it('counts a new document as changed', () => {
    expect(textChanged(keys, { title: 'x' }, undefined)).toBe(true)
  })
})
