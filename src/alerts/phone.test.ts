import { describe, expect, it } from 'vitest'

import { canonicalNumber, dialled, mobileNumber, spaced } from './phone'
import { addressKeyOf } from './store'

describe('canonicalNumber: one number, however it is written or relayed (issue 38)', () => {
  it('reads every spelling of a Malagasy number as its 9 national digits', () => {
    for (const raw of ['+261 34 12 345 67', '+2610341234567', '+261 (0)34 12 345 67', '261341234567', '2610341234567', '00261341234567', '0341234567', '034 12 345 67', '034-12-345-67', '034.12.345.67', '(034) 12/345/67', ' 261341234567', '341234567']) {
      expect(canonicalNumber(raw), raw).toBe('341234567')
    }
    // Fixed lines too (the limits count them as well): 020 22 123 45.
    expect(canonicalNumber('+261 20 22 123 45')).toBe('202212345')
  })

  it('keeps other numbers apart, with + for an international prefix', () => {
    expect(canonicalNumber('+33 6 12 34 56 78')).toBe('+33612345678')
    expect(canonicalNumber('0033612345678')).toBe('+33612345678')
    expect(canonicalNumber('301')).toBe('301')
    expect(canonicalNumber('261234567')).toBe('261234567')
    expect(canonicalNumber('+261341234567')).not.toBe(canonicalNumber('+261341234568'))
  })

  it('the subscriptions’ key is the same for every spelling (STOP from +2610… finds the web’s 034…)', () => {
    const key = addressKeyOf('sms', '0341234567')
    for (const raw of ['+2610341234567', '261341234567', '+261 34 12 345 67']) expect(addressKeyOf('sms', raw)).toBe(key)
  })
})

describe('mobileNumber', () => {
  it('reads a Malagasy mobile number however it is written', () => {
    for (const typed of ['0341234567', '034 12 345 67', '034.12.345.67', '034-12-345-67', '+261 34 12 345 67', '+2610341234567', '261341234567', '00261341234567', '(034) 12-345-67']) {
      expect(mobileNumber(typed)).toBe('341234567')
    }
    expect(mobileNumber('032 11 222 33')).toBe('321122233')
    expect(mobileNumber('0391122233')).toBe('391122233')
  })

  it('refuses what cannot receive an SMS or is not a number', () => {
    for (const typed of ['', '0201234567', '034123456', '03412345678', '+33612345678', '0341234567a', 'abc', '+261 20 22 123 45', '03112345 67'.repeat(3)]) {
      expect(mobileNumber(typed), typed).toBeNull()
    }
  })

  it('gives the number back for the gateway and for its owner', () => {
    expect(dialled('341234567')).toBe('0341234567')
    expect(spaced('341234567')).toBe('034 12 345 67')
  })
})
