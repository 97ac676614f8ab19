import { describe, expect, it } from 'vitest'

import { CONFIRM_VALID_DAYS, PHONE_CODE_VALID_MINUTES, codeMatches, confirmToken, phoneToken, readConfirmToken, readPhoneToken, readUnsubscribeToken, unsubscribeToken } from './links'

const at = new Date('2026-11-25T10:00:00Z')
const request = { email: 'rasoa@example.mg', topics: ['region:analamanga', 'region:atsinanana'], lang: 'mg' as const, at }

describe('alert e-mail links', () => {
  it('a confirmation link carries the request, unreadable, and only for a week', () => {
    const token = confirmToken(request)
    expect(token).toMatch(/^[\w-]+$/)
    expect(token).not.toContain('rasoa')
    expect(Buffer.from(token, 'base64url').toString('latin1')).not.toContain('rasoa')
    expect(readConfirmToken(token, new Date(at.getTime() + 60_000))).toEqual(request)
    expect(readConfirmToken(token, new Date(at.getTime() + CONFIRM_VALID_DAYS * 86_400_000 + 1))).toBeNull()
    // Two links for the same request differ (a fresh IV each time).
    expect(confirmToken(request)).not.toBe(token)
  })

  it('refuses an altered, cut or foreign confirmation link', () => {
    const token = confirmToken(request)
    const flipped = Buffer.from(token, 'base64url')
    flipped[flipped.length - 1]! ^= 1
    for (const bad of [flipped.toString('base64url'), token.slice(0, -3), '', 'abc', 'x'.repeat(5_000), `${token}!`, unsubscribeToken('key')]) expect(readConfirmToken(bad, at)).toBeNull()
  })

  it('an unsubscribe link names the address key, signed, and a changed key is refused', () => {
    const token = unsubscribeToken('abcDEF123_-')
    expect(readUnsubscribeToken(token)).toBe('abcDEF123_-')
    expect(readUnsubscribeToken(token.replace('abc', 'abd'))).toBeNull()
    expect(readUnsubscribeToken(`other.${token.split('.')[1]}`)).toBeNull()
    expect(readUnsubscribeToken('nodot')).toBeNull()
    expect(readUnsubscribeToken(confirmToken(request))).toBeNull()
  })

  it('a code form carries the request for a number, sealed with its code, for PHONE_CODE_VALID_MINUTES only, and no other purpose', () => {
    const phone = { phone: '341234567', topics: ['region:diana'], lang: 'fr' as const, at, code: '048213' }
    const token = phoneToken(phone)
    expect(Buffer.from(token, 'base64url').toString('latin1')).not.toMatch(/341234567|048213/)
    expect(readPhoneToken(token, new Date(at.getTime() + 60_000))).toEqual(phone)
    expect(readPhoneToken(token, new Date(at.getTime() + PHONE_CODE_VALID_MINUTES * 60_000 + 1))).toBeNull()
    // A confirmation link is not a code form, nor the reverse.
    expect(readPhoneToken(confirmToken(request), at)).toBeNull()
    expect(readConfirmToken(token, at)).toBeNull()
    expect(codeMatches('048213', '048 213')).toBe(true)
    expect(codeMatches('048213', '48213')).toBe(false)
    expect(codeMatches('048213', '048214')).toBe(false)
    expect(codeMatches('048213', '0482130')).toBe(false)
  })
})
