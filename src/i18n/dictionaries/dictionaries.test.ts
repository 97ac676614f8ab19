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

  it('reads well in Malagasy when a subscriber follows every region (issue 39: « ho an’ny ny faritra rehetra »)', () => {
    const paths = keyPaths(mg).filter((path) => /\{regions?\}/.test(String(path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], mg))))
    expect(paths.length).toBeGreaterThanOrEqual(8)
    const sentences = paths.map((path) => {
      const text = String(path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], mg))
      return text.replace(/\{regions?\}/g, mg.alertMail.all)
    })
    // No doubled article, no article before a colon, and the words for « all regions » are there.
    expect(sentences.filter((text) => /(?<![\p{L}])ny\s+ny(?![\p{L}])|’ny\s*:|'ny\s*:/iu.test(text))).toEqual([])
    expect(sentences.filter((text) => !text.includes('faritra rehetra'))).toEqual([])
    expect(mg.alerts.all).toBe(mg.alertMail.all)
    // The subscription SMS an all-regions subscriber receives.
    expect(mg.alerts.subscribed.replace('{region}', mg.alerts.all)).toContain('vonjy taitra ho an’ny faritra rehetra.')
  })

  it('names the alert levels with two words that differ in form and meaning (issue 39)', () => {
    const { info, warning, critical } = mg.emergency
    expect(new Set([info, warning, critical]).size).toBe(3)
    // Neither level is the word for the alert message itself, nor a few letters away from another.
    const distance = (a: string, b: string) => {
      const d = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array(b.length).fill(0)])
      for (let j = 1; j <= b.length; j++) d[0]![j] = j
      for (let i = 1; i <= a.length; i++) for (let j = 1; j <= b.length; j++) d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1))
      return d[a.length]![b.length]!
    }
    for (const [a, b] of [[warning, critical], [info, warning], [info, critical]] as const) expect(distance(a.toLowerCase(), b.toLowerCase()), `${a} / ${b}`).toBeGreaterThan(3)
    for (const level of [warning, critical]) expect(level.toLowerCase()).not.toMatch(/fampitandremana/)
  })
})
