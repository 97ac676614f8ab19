import { describe, expect, it } from 'vitest'

import { guideFromService } from '@/model/guide'
import type { Service } from '@/payload-types'

import { SMS_TEXT_MAX, validateSmsText } from './smsText'

const fr = { req: { i18n: { language: 'fr' } } }
const mg = { req: { i18n: { language: 'mg' } } }
const withAmount = (amountAriary: number | null) => ({ cost: { amountAriary } })

describe('a hand-written SMS text and the guide’s main amount (issue 39)', () => {
  it('refuses a figure that is not the main amount, saying what to write, in the editor’s language', () => {
    const text = 'Passeport : 150 000 Ar, 3 semaines, à la Direction de l’immigration.'
    expect(validateSmsText(text, { ...fr, data: withAmount(200_000) })).toBe(
      'Le texte SMS indique 150 000 Ar mais le montant principal de la fiche est 200 000 Ar. Écrivez {montant} dans le texte SMS à la place du chiffre (le SMS enverra le montant principal), ou corrigez le chiffre.',
    )
    expect(validateSmsText(text, { ...mg, data: withAmount(200_000) })).toMatch(/^200 000 Ar ny sarany fototra nefa 150 000 Ar no voalaza ao amin’ny soratra SMS\. Soraty hoe \{sarany\}/)
  })

  it('accepts the main amount written out, the placeholder, and texts without a fee', () => {
    expect(validateSmsText('Passeport : 200 000 Ar (timbre 5 000 Ar en plus).', { ...fr, data: withAmount(200_000) })).toBe(true)
    expect(validateSmsText('Passeport : {montant}, 3 semaines.', { ...fr, data: withAmount(200_000) })).toBe(true)
    expect(validateSmsText('Passeport : 3 semaines, à l’immigration.', { ...fr, data: withAmount(200_000) })).toBe(true)
    expect(validateSmsText('Gratuit : 0 frais.', { ...fr, data: withAmount(null) })).toBe(true)
  })

  it('refuses the placeholder when there is no main amount (the SMS would show « {montant} »)', () => {
    expect(validateSmsText('Coût : {montant}.', { ...fr, data: withAmount(null) })).toMatch(/^Le texte SMS contient \{montant\} \(ou \{sarany\}\) mais le montant principal est vide/)
  })

  it('counts the text as it goes out, the amount in place of its placeholder', () => {
    const padding = 'x'.repeat(SMS_TEXT_MAX - 'Coût : .'.length - '200 000 Ar'.length)
    expect(validateSmsText(`Coût : {montant}.${padding}`, { ...fr, data: withAmount(200_000) })).toBe(true)
    expect(validateSmsText(`Coût : {montant}.${padding}x`, { ...fr, data: withAmount(200_000) })).toMatch(/^Le texte SMS fait 301 caractères/)
  })

  it('is sent with the main amount in place of the placeholder', () => {
    const guide = guideFromService('fr', { id: 1, title: 'Passeport', slug: 'passeport', lastReviewed: '2026-11-01', updatedAt: '', createdAt: '', cost: { amountAriary: 200_000 }, smsText: 'Passeport : {montant}.' } as unknown as Service)
    expect(guide.smsText?.replace(/\s/g, ' ')).toBe('Passeport : 200 000 Ar.')
  })
})
