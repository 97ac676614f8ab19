import { describe, expect, it } from 'vitest'

import { isPartialDate, sourceUrlProblem } from './sources'

describe('source addresses', () => {
  it('accepts clean web addresses', () => {
    expect(sourceUrlProblem('https://www.edbm.mg/creer-son-entreprise/')).toBeNull()
    expect(sourceUrlProblem('http://jwf-legal2.fr.gd/Lois-242.htm?page=2')).toBeNull()
  })
  it('refuses tracking parameters, mail hosts, other schemes and endless addresses', () => {
    expect(sourceUrlProblem('https://lexpress.mg/article?utm_source=facebook')).toContain('utm_source')
    expect(sourceUrlProblem('https://example.mg/a?fbclid=abc')).toContain('fbclid')
    expect(sourceUrlProblem('https://mail.google.com/mail/u/0/#inbox')).toContain('messagerie')
    expect(sourceUrlProblem('https://webmail.gov.mg/x')).toContain('messagerie')
    expect(sourceUrlProblem('https://outlook.live.com/owa/')).toContain('messagerie')
    expect(sourceUrlProblem('ftp://example.mg/file')).toContain('non web')
    expect(sourceUrlProblem('not a url')).toContain('invalide')
    expect(sourceUrlProblem(`https://example.mg/${'a'.repeat(300)}`)).toContain('300')
  })
})

describe('partial dates', () => {
  const today = new Date('2026-11-23T12:00:00Z')
  it('accepts a year, a month or a day in the past', () => {
    for (const value of ['2023', '2023-04', '2023-04-30', '2026-11-23', '1896-03-09']) expect(isPartialDate(value, today), value).toBe(true)
  })
  it('refuses impossible, future or malformed dates', () => {
    for (const value of ['2023-02-30', '2023-13', '2027', '2026-12-01', '2026-11-24', '23/04/2023', '1799', '']) expect(isPartialDate(value, today), value).toBe(false)
  })
  it('dates by the day in Madagascar: at 01:00 there on the 24th (22:00 UTC on the 23rd), the 24th is today', () => {
    const lateUtc = new Date('2026-11-23T22:00:00Z')
    expect(isPartialDate('2026-11-24', lateUtc)).toBe(true)
    expect(isPartialDate('2026-11-25', lateUtc)).toBe(false)
    expect(isPartialDate('2026-11-24', new Date('2026-11-23T20:59:00Z'))).toBe(false)
  })
})
