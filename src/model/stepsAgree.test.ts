import { describe, expect, it } from 'vitest'

import { stepsDiffer } from './stepsAgree'

describe('stepsDiffer', () => {
  const step = { feeAriary: 2000, durationFrom: 1, durationTo: 2, durationUnit: 'days', place: 4, unsure: '' }
  it('finds the first step whose fee, duration, office or mark differs', () => {
    expect(stepsDiffer([step, step], [step, step])).toBeNull()
    expect(stepsDiffer([step, step], [step, { ...step, feeAriary: 3000 }])).toEqual({ step: 2, what: 'fee' })
    expect(stepsDiffer([step], [{ ...step, durationTo: 3 }])).toEqual({ step: 1, what: 'duration' })
    expect(stepsDiffer([step], [{ ...step, place: { id: 5 } }])).toEqual({ step: 1, what: 'office' })
    expect(stepsDiffer([step], [{ ...step, place: { id: 4 } }])).toBeNull()
    expect(stepsDiffer([{ ...step, unsure: 'délai annoncé par la presse' }], [step])).toEqual({ step: 1, what: 'mark' })
    expect(stepsDiffer([{ ...step, feeAriary: null }], [{ ...step, feeAriary: undefined }])).toBeNull()
  })
  it('leaves a translation under way alone', () => {
    expect(stepsDiffer([step, step], [step])).toBeNull()
    expect(stepsDiffer([step], [])).toBeNull()
    expect(stepsDiffer([step], null)).toBeNull()
  })
})
