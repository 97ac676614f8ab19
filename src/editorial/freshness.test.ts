import { describe, expect, it } from 'vitest'

import { sourceDay, staleParts } from './freshness'

describe('how old the facts of a guide are', () => {
  it('dates a source by its own date (the last day it can mean), else by the day it was read', () => {
    expect(sourceDay({ published: '2024' })).toBe('2024-12-31')
    expect(sourceDay({ published: '2024-02' })).toBe('2024-02-29')
    expect(sourceDay({ published: '2023-05-17', seen: '2026-11-25' })).toBe('2023-05-17')
    expect(sourceDay({ seen: '2026-11-25T00:00:00.000Z' })).toBe('2026-11-25')
    expect(sourceDay({})).toBeNull()
  })

  it('lists a part whose newest source is more than two years old, not one a newer source confirms', () => {
    const now = new Date('2026-11-25T12:00:00Z')
    const sources = [
      { published: '2021-10-16', supports: ['cost', 'steps'] },
      { published: '2025-03', supports: ['steps'] },
      { published: '2024-11-24', supports: ['processingTime'] },
      { published: '2024-11-26', supports: ['documents'] },
      { seen: '2026-11-25', supports: [] },
    ]
    expect(staleParts(sources, now)).toEqual([
      { part: 'cost', newest: '2021-10-16' },
      { part: 'processingTime', newest: '2024-11-24' },
    ])
  })

  it('dates legal texts by the day they were last read (still in force), not by their promulgation', () => {
    const now = new Date('2026-11-25T12:00:00Z')
    expect(staleParts([{ published: '2004-07-26', seen: '2026-11-20', supports: ['legalReferences', 'cost'] }], now)).toEqual([{ part: 'cost', newest: '2004-07-26' }])
    expect(staleParts([{ published: '2004-07-26', seen: '2023-01-10', supports: ['legalReferences'] }], now)).toEqual([{ part: 'legalReferences', newest: '2023-01-10' }])
  })
})

describe('a source supports what it is quoted for (issue 40)', () => {
  it('takes the parts from the statements its references name, never from a source quoted for nothing', async () => {
    const { sourcesWithParts } = await import('./freshness')
    const sources = [
      { key: 'torolalana', published: '2021-10-16', seen: '2026-11-28' },
      { key: 'express', published: '2019', seen: '2026-11-28' },
      { published: '2018', seen: '2026-11-28' },
    ]
    const refs = [
      { statement: 'steps.2', source: 'torolalana' },
      { statement: 'cost', source: 'torolalana' },
      { statement: 'documents.0', source: 'express', relation: 'contradicts' },
    ]
    expect(sourcesWithParts(sources, refs).map((s) => s.supports)).toEqual([['steps', 'cost'], [], []])
    expect(staleParts(sourcesWithParts(sources, refs), new Date('2026-11-28T00:00:00Z')).map((p) => p.part).sort()).toEqual(['cost', 'steps'])
  })
})
