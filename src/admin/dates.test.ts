import { describe, expect, it } from 'vitest'

import { adminDate, adminDay, madagascarClock, monthNames } from './dates'

describe('dates in the portal’s admin views', () => {
  it('shows a UTC instant in Madagascar’s time (UTC+3), in French and in Malagasy', () => {
    // 22:30 UTC on 30 November is 01:30 on 1 December in Antananarivo.
    expect(adminDate('fr', '2026-11-30T22:30:00.000Z')).toBe('1er décembre 2026, 01:30')
    expect(adminDate('mg', '2026-11-30T22:30:00.000Z')).toBe('1 Desambra 2026, 01:30')
    expect(adminDate('fr', '2026-11-23T05:17:00.000Z')).toBe('23 novembre 2026, 08:17')
    expect(adminDate('mg', new Date('2026-11-23T05:17:00.000Z'))).toBe('23 Novambra 2026, 08:17')
  })

  it('uses a 24-hour clock', () => {
    expect(adminDate('fr', '2026-07-14T15:05:00.000Z')).toBe('14 juillet 2026, 18:05')
    expect(adminDate('mg', '2026-07-14T21:00:00.000Z')).toBe('15 Jolay 2026, 00:00')
  })

  it('names every month in Malagasy', () => {
    const months = Array.from({ length: 12 }, (_, month) => adminDay('mg', new Date(Date.UTC(2027, month, 10, 9))).split(' ')[1])
    expect(months).toEqual(['Janoary', 'Febroary', 'Martsa', 'Aprily', 'Mey', 'Jona', 'Jolay', 'Aogositra', 'Septambra', 'Oktobra', 'Novambra', 'Desambra'])
    expect(monthNames.mg).toEqual(months)
  })

  it('gives the day alone, a stored day (YYYY-MM-DD) keeping its day', () => {
    expect(adminDay('fr', '2026-11-23')).toBe('23 novembre 2026')
    expect(adminDay('mg', '2026-11-23')).toBe('23 Novambra 2026')
    // A date-only field is stored at noon UTC.
    expect(adminDay('mg', '2026-05-01T12:00:00.000Z')).toBe('1 Mey 2026')
  })

  it('says when a date is missing or unreadable, in the admin’s language (French unless Malagasy)', () => {
    expect(adminDate('fr', null)).toBe('date inconnue')
    expect(adminDate('mg', 'not a date')).toBe('daty tsy fantatra')
    expect(adminDate(undefined, '2026-11-23T05:17:00.000Z')).toBe('23 novembre 2026, 08:17')
  })

  it('reads Antananarivo’s clock whatever the process’s time zone', () => {
    expect(madagascarClock(new Date('2026-12-31T21:00:00.000Z'))).toEqual({ year: 2027, month: 1, day: 1, hour: 0, minute: 0 })
  })
})
