import { describe, expect, it } from 'vitest'

import { formatReference, normalizeReference, REFERENCE_PATTERN } from './reference'

describe('message references', () => {
  it('formats kind, year and a zero-padded sequence', () => {
    expect(formatReference('complaint', 2026, 123)).toBe('DOL-2026-000123')
    expect(formatReference('question', 2027, 1234567)).toBe('QST-2027-1234567')
    expect(REFERENCE_PATTERN.test('SUG-2026-000001')).toBe(true)
  })
  it('normalizes what citizens type', () => {
    expect(normalizeReference(' dol 2026 123 ')).toBe('DOL-2026-000123')
    expect(normalizeReference('DOL-2026-000123')).toBe('DOL-2026-000123')
    expect(normalizeReference('DOL2026000123')).toBe('DOL-2026-000123')
    expect(normalizeReference('ABC-2026-1')).toBeNull()
    expect(normalizeReference("' OR 1=1")).toBeNull()
  })
})
