import { describe, expect, it } from 'vitest'

import { OUTDATED_TOLERANCE_MS, problemOf } from './translationStatus'

const at = (ms: number) => new Date(Date.UTC(2026, 10, 1) + ms).toISOString()

describe('problemOf', () => {
  it('says which language is missing, French first', () => {
    expect(problemOf({ present: false, updatedAt: null }, { present: true, updatedAt: at(0) })).toBe('missingFr')
    expect(problemOf({ present: true, updatedAt: at(0) }, { present: false, updatedAt: null })).toBe('missingMg')
  })
  it('flags Malagasy older than French beyond one editing session', () => {
    expect(problemOf({ present: true, updatedAt: at(OUTDATED_TOLERANCE_MS + 1000) }, { present: true, updatedAt: at(0) })).toBe('outdatedMg')
    expect(problemOf({ present: true, updatedAt: at(60_000) }, { present: true, updatedAt: at(0) })).toBeNull()
    expect(problemOf({ present: true, updatedAt: at(0) }, { present: true, updatedAt: at(OUTDATED_TOLERANCE_MS * 2) })).toBeNull()
  })
  it('does not guess without dates (content older than the tracking)', () => {
    expect(problemOf({ present: true, updatedAt: null }, { present: true, updatedAt: null })).toBeNull()
  })
})
