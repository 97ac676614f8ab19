import { describe, expect, it } from 'vitest'

import { groupMissed, type MissedRow } from './missedNeeds'

const row = (term: string, count: number, channel = 'web', lang = 'fr'): MissedRow => ({ channel, lang, term, count })

describe('missed searches grouped into needs', () => {
  it('groups the searches that share a word, across channels, and counts each search once', () => {
    const groups = groupMissed(
      [
        row('divorce', 90),
        row('comment divorcer', 30, 'sms'),
        row('divorce rapide', 10, 'ussd'),
        row('divorce', 4, 'sms'),
        row('permis de chasse', 7),
        row('chasse', 2, 'sms'),
        row('-', 50),
        row('fisaraham-panambadiana', 9, 'sms', 'mg'),
      ],
      'fr',
    )
    expect(groups.map((g) => [g.label, g.count])).toEqual([
      ['divorce', 134],
      ['chasse', 9],
    ])
    expect(groups[0]!.channels).toEqual({ web: 90, sms: 34, ussd: 10 })
    expect(groups[0]!.terms[0]).toEqual({ term: 'divorce', count: 94 })
    // The total is the number of unanswered searches with a word: nothing counted twice.
    expect(groups.reduce((n, g) => n + g.count, 0)).toBe(143)
  })

  it('places a group on the coverage map when a need uses its word', () => {
    const [divorce, unknown] = groupMissed([row('divorcer vite', 5), row('xylophone', 3)], 'fr')
    expect(divorce!.onMap?.entry.guide).toBe('divorce')
    expect(unknown!.onMap).toBeNull()
    const [mg] = groupMissed([row('fisaraham-panambadiana', 9, 'sms', 'mg')], 'mg')
    expect(mg!.onMap?.event).toBe('naissance-et-famille')
  })

  it('keeps the worklist bounded', () => {
    const rows = Array.from({ length: 500 }, (_, i) => row(`mot${String.fromCharCode(97 + (i % 26))}${String.fromCharCode(97 + Math.floor(i / 26))}x`, 1))
    expect(groupMissed(rows, 'fr', 40)).toHaveLength(40)
  })
})
