import { describe, expect, it } from 'vitest'

import { isOnDuty, onDutyFirst, todayInMadagascar } from '@/model/duty'

const a = { name: 'A', dutyPeriods: [{ start: '2026-11-16T00:00:00.000Z', end: '2026-11-22T00:00:00.000Z' }] }
const b = { name: 'B', dutyPeriods: [{ start: '2026-11-23', end: '2026-11-29' }] }
const c = { name: 'C', dutyPeriods: null }

describe('pharmacy duty', () => {
  it('uses Madagascar time (UTC+3) for today', () => {
    expect(todayInMadagascar(new Date('2026-11-22T21:30:00Z'))).toBe('2026-11-23')
    expect(todayInMadagascar(new Date('2026-11-22T20:59:00Z'))).toBe('2026-11-22')
  })
  it('includes both ends of a duty period', () => {
    expect(isOnDuty(a, '2026-11-16')).toBe(true)
    expect(isOnDuty(a, '2026-11-22')).toBe(true)
    expect(isOnDuty(a, '2026-11-23')).toBe(false)
  })
  it('lists the pharmacies on duty first', () => {
    const { onDuty, others } = onDutyFirst([a, b, c], '2026-11-24')
    expect(onDuty.map((p) => p.name)).toEqual(['B'])
    expect(others.map((p) => p.name)).toEqual(['A', 'C'])
  })
})
