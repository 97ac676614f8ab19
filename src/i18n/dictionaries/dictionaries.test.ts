import { describe, expect, it } from 'vitest'

import { fr } from './fr'
import { mg } from './mg'

function keyPaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix]
  return Object.entries(value).flatMap(([key, child]) => keyPaths(child, prefix ? `${prefix}.${key}` : key))
}

function leaves(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (typeof value !== 'object' || value === null) return []
  return Object.values(value).flatMap(leaves)
}

describe('interface dictionaries', () => {
  it('French and Malagasy have exactly the same keys', () => {
    expect(keyPaths(mg).sort()).toEqual(keyPaths(fr).sort())
  })

  it('has no empty string in either language', () => {
    expect(leaves(fr).filter((s) => s.trim() === '')).toEqual([])
    expect(leaves(mg).filter((s) => s.trim() === '')).toEqual([])
  })

  it('keeps the same placeholders in both languages', () => {
    const placeholders = (dict: unknown) =>
      Object.fromEntries(
        keyPaths(dict).map((path) => {
          const text = path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], dict)
          return [path, String(text).match(/\{\w+\}/g)?.sort() ?? []]
        }),
      )
    expect(placeholders(mg)).toEqual(placeholders(fr))
  })
})
