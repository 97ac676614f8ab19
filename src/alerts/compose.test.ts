import { describe, expect, it } from 'vitest'

import { gsm7Length, isGsm7, smsParts } from '@/gsm'

import { alertSms } from './compose'

describe('an alert as an SMS', () => {
  it('says the level, the title and the message, and how to stop, in GSM-7', () => {
    const text = alertSms({ severity: 'critical', title: 'Cyclone Batsirai', message: 'Restez à l’abri, ne traversez pas les rivières en crue.' }, 'fr')
    expect(text).toBe("Alerte : Cyclone Batsirai. Restez à l'abri, ne traversez pas les rivières en crue. STOP : ne plus recevoir.")
    expect(isGsm7(text)).toBe(true)
    const mg = alertSms({ severity: 'warning', title: 'Rivodoza', message: 'Mijanòna ao an-trano.' }, 'mg')
    expect(mg).toBe('Fitandremana: Rivodoza. Mijanòna ao an-trano. STOP: tsy handray intsony.')
  })

  it('fits 2 SMS whatever the message’s length, cut on a word, the way out kept', () => {
    const text = alertSms({ severity: 'info', title: 'Coupure d’eau', message: 'Quartier nord, rue '.repeat(40) }, 'fr')
    expect(gsm7Length(text)).toBeLessThanOrEqual(306)
    expect(smsParts(text).length).toBeLessThanOrEqual(2)
    expect(text.endsWith('... STOP : ne plus recevoir.')).toBe(true)
  })
})
