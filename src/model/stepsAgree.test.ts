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

describe('documents, FAQ answers and single marks', () => {
  it('finds the first document whose quantity (empty is one), form or mark differs', async () => {
    const { documentsDiffer } = await import('./stepsAgree')
    const doc = { quantity: 2, form: 'certifiedCopy', unsure: '' }
    expect(documentsDiffer([doc, doc], [doc, doc])).toBeNull()
    expect(documentsDiffer([{ quantity: null }], [{ quantity: 1 }])).toBeNull()
    expect(documentsDiffer([doc, doc], [doc, { ...doc, quantity: 3 }])).toEqual({ line: 2, what: 'quantity' })
    expect(documentsDiffer([doc], [{ ...doc, form: 'photocopy' }])).toEqual({ line: 1, what: 'form' })
    expect(documentsDiffer([doc], [{ ...doc, form: null }])).toEqual({ line: 1, what: 'form' })
    expect(documentsDiffer([doc], [{ ...doc, unsure: 'nombre à confirmer' }])).toEqual({ line: 1, what: 'mark' })
    expect(documentsDiffer([doc, doc], [doc])).toBeNull()
  })

  it('finds an FAQ answer or a summary marked in one language only', async () => {
    const { faqMarksDiffer, markDiffers } = await import('./stepsAgree')
    expect(faqMarksDiffer([{ unsure: '' }, { unsure: 'x' }], [{ unsure: null }, { unsure: 'y' }])).toBeNull()
    expect(faqMarksDiffer([{ unsure: '' }, { unsure: 'x' }], [{}, { unsure: ' ' }])).toBe(2)
    expect(faqMarksDiffer([{ unsure: 'x' }], [])).toBeNull()
    expect(markDiffers('montant à confirmer', '')).toBe(true)
    expect(markDiffers(null, ' ')).toBe(false)
  })
})
