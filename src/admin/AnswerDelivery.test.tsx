import { describe, expect, it } from 'vitest'

import { deliveryLines } from './AnswerDelivery'

const base = { reference: 'DOL-2026-000042', answer: 'Voici la réponse.', email: 'rabe@example.mg', phone: '034 11 222 33' }

describe('answer delivery, as moderators see it', () => {
  it('says when the answer was e-mailed', () => {
    expect(deliveryLines({ ...base, contactMethod: 'email', answerSentAt: '2026-11-24T05:30:00.000Z' }, 'fr', true)).toEqual({ warning: false, lines: ['Envoyée par courriel le 24 novembre 2026, 08:30.'] })
  })
  it('with mail off, says nothing was sent and how to reach the citizen', () => {
    const { warning, lines } = deliveryLines({ ...base, contactMethod: 'email' }, 'fr', false)
    expect(warning).toBe(true)
    expect(lines).toEqual([
      'Réponse NON envoyée au citoyen.',
      'L’envoi de courriels n’est pas configuré sur ce serveur.',
      'Le citoyen a demandé une réponse par courriel : écrivez-lui depuis votre messagerie à rabe@example.mg.',
      'Il a aussi donné un numéro : 034 11 222 33.',
      'Dans tous les cas, il peut lire la réponse sur la page « Suivre ma demande » avec sa référence DOL-2026-000042 et son contact.',
    ])
  })
  it('a failed send and a citizen who asked to be called, in Malagasy', () => {
    expect(deliveryLines({ ...base, contactMethod: 'email', phone: null }, 'mg', true).lines[1]).toMatch(/^Tsy lasa ny mailaka/)
    expect(deliveryLines({ ...base, contactMethod: 'phone', email: null }, 'mg', true).lines).toContain('Valiny amin’ny telefaonina no nangatahin’ny olom-pirenena: antsoy na andefaso SMS ny 034 11 222 33.')
  })
  it('no answer yet', () => {
    expect(deliveryLines({ ...base, answer: ' ' }, 'fr', true)).toEqual({ warning: false, lines: ['Pas encore de réponse écrite.'] })
  })
})
