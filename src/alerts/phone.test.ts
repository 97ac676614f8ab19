import { describe, expect, it } from 'vitest'

import { dialled, mobileNumber, spaced } from './phone'

describe('mobileNumber', () => {
  it('reads a Malagasy mobile number however it is written', () => {
    for (const typed of ['0341234567', '034 12 345 67', '034.12.345.67', '+261 34 12 345 67', '261341234567', '00261341234567', '(034) 12-345-67']) {
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
