import { describe, expect, it } from 'vitest'

import { emptyValues, normalizeMalagasyMobile, validateContact, type ContactValues } from './validate'

const known = { categories: new Set([1, 2]), regions: new Set([10]) }
const valid = (over: Partial<ContactValues> = {}): ContactValues => ({
  ...emptyValues(),
  kind: 'complaint',
  category: '1',
  region: '10',
  message: 'Mon acte de naissance n’est toujours pas prêt après trois semaines.',
  contactMethod: 'phone',
  phone: '034 12 345 67',
  consent: 'yes',
  ...over,
})

describe('normalizeMalagasyMobile', () => {
  it.each([
    ['034 12 345 67', '+261 34 12 345 67'],
    ['0341234567', '+261 34 12 345 67'],
    ['+261 32 11 222 33', '+261 32 11 222 33'],
    ['00261 33-11-222-33', '+261 33 11 222 33'],
    ['261.38.11.222.33', '+261 38 11 222 33'],
    ['+2610341234567', '+261 34 12 345 67'],
    ['+261 (0)34 12 345 67', '+261 34 12 345 67'],
  ])('%s → %s', (input, expected) => expect(normalizeMalagasyMobile(input)).toBe(expected))
  it.each(['020 22 123 45', '034 12 345 6', '+33 6 12 34 56 78', 'abc', ''])('rejects %s', (input) => {
    expect(normalizeMalagasyMobile(input)).toBeNull()
  })
})

describe('validateContact', () => {
  it('accepts a complete message and normalizes it', () => {
    const result = validateContact(valid(), known)
    expect(result).toEqual({
      ok: true,
      data: expect.objectContaining({ kind: 'complaint', category: 1, region: 10, phone: '+261 34 12 345 67', email: null, consentToContact: true }),
    })
  })
  it('reports every missing required field', () => {
    const result = validateContact(emptyValues(), known)
    expect(result.ok).toBe(false)
    if (!result.ok) {
      expect(result.errors).toEqual({ kind: 'kindRequired', message: 'messageRequired', contactMethod: 'methodRequired', consent: 'consentRequired' })
    }
  })
  it('rejects unknown values and bad formats', () => {
    const result = validateContact(valid({ kind: 'insult', category: '99', region: 'x', email: 'not-an-email', contactMethod: 'email' }), known)
    expect(result.ok ? {} : result.errors).toEqual({ kind: 'kindInvalid', category: 'categoryInvalid', region: 'regionInvalid', email: 'emailInvalid' })
  })
  it('enforces message length limits', () => {
    expect(validateContact(valid({ message: 'court' }), known)).toMatchObject({ ok: false, errors: { message: 'messageTooShort' } })
    expect(validateContact(valid({ message: 'x'.repeat(5001) }), known)).toMatchObject({ ok: false, errors: { message: 'messageTooLong' } })
    expect(validateContact(valid({ message: 'x'.repeat(5000) }), known).ok).toBe(true)
  })
  it('requires the chosen way to answer', () => {
    expect(validateContact(valid({ contactMethod: 'email', phone: '' }), known)).toMatchObject({ ok: false, errors: { email: 'emailRequired' } })
    expect(validateContact(valid({ contactMethod: 'phone', phone: '' }), known)).toMatchObject({ ok: false, errors: { phone: 'phoneRequired' } })
  })
})
