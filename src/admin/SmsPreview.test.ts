import { describe, expect, it } from 'vitest'

import { handleSms, type SmsDeps } from '@/channels/sms/conversation'
import { getDictionary, type Locale } from '@/i18n'
import { guideFromService } from '@/model/guide'
import type { Service } from '@/payload-types'

import { composedAnswer } from './smsAnswer'

/** A guide's form as the admin holds it (`reduceFieldsToValues`): nothing populated, no SMS text written. */
const form = (over: Record<string, unknown> = {}): Record<string, unknown> => ({
  id: 12,
  title: 'Passeport biométrique',
  slug: 'passeport',
  lastReviewed: '2026-11-01',
  cost: { free: false, amountAriary: 150000, details: 'Timbre fiscal de {montant}, payé au guichet du Trésor.' },
  delay: { from: 10, to: 15, unit: 'days' },
  processingTime: 'Environ {délai} à Antananarivo.',
  whereToApply: 'Au service des passeports à Anosy (Antananarivo).',
  unconfirmed: ['processingTime'],
  // The cost and the place are confirmed by an official source's words (issue 40: certainty is derived).
  sources: [{ key: 'police', title: 'Passeports', publisher: 'Police nationale', kind: 'official' }],
  references: [
    { statement: 'cost', source: 'police', quote: 'Timbre fiscal : 150 000 Ar, payé au Trésor', relation: 'supports' },
    { statement: 'whereToApply', source: 'police', quote: 'Service des passeports, Anosy', relation: 'supports' },
  ],
  places: [3],
  smsText: '',
  ...over,
})

/** What a basic phone receives when it asks for this guide by SMS (the channel's own conversation). */
async function smsAnswer(values: Record<string, unknown>, lang: Locale, withFlow: boolean): Promise<string> {
  const deps: SmsDeps = {
    search: async () => [{ id: 12, title: String(values.title), score: 30 }],
    guide: async (l) => guideFromService(l, values as unknown as Service),
    emergencyNumbers: async () => [],
    track: async () => ({ kind: 'notFound' }),
    record: () => undefined,
    flow: async () => (withFlow ? ({ slug: 'passeport' } as never) : null),
  }
  return (await handleSms(lang === 'mg' ? 'pasipaoro' : 'PASSEPORT', null, deps)).reply
}

describe('the SMS preview under a guide’s SMS text (issue 39)', () => {
  it('without a written text, shows the composed answer: exactly what the SMS channel sends for the form’s values', async () => {
    const texts = getDictionary('fr').sms
    const answer = composedAnswer(form(), 'fr', texts, false)
    expect(answer).toBe(await smsAnswer(form(), 'fr', false))
    // The amount with its sentence whole, the unconfirmed delay marked beside its name (issue 39, point 2).
    expect(answer).toMatch(/^Passeport biométrique\. Cout: Timbre fiscal de 150 000 Ar/)
    expect(answer).toContain('Délai (à confirmer): Environ 10 à 15 jours à Antananarivo.')
    expect(answer!.endsWith('1 Pièces 2 Étapes 3 Où 4 Autre démarche')).toBe(true)
  })

  it('adds the question flow’s « 6 » to the menu when the guide has one, in the guide’s language', async () => {
    const mg = form({ title: 'Pasipaoro', cost: { free: false, amountAriary: 150000, details: 'Hajia {sarany}.' }, processingTime: '{faharetany}', whereToApply: 'Any Anosy.' })
    const answer = composedAnswer(mg, 'mg', getDictionary('mg').sms, true)
    expect(answer).toBe(await smsAnswer(mg, 'mg', true))
    expect(answer).toMatch(/6 Izay ilainao$/)
  })

  it('with a written text, shows that text as sent: its amount filled in, then the menu', async () => {
    const values = form({ smsText: 'Passeport : {montant}, 10 a 15 jours, a Anosy.' })
    const answer = composedAnswer(values, 'fr', getDictionary('fr').sms, false)
    expect(answer).toBe(await smsAnswer(values, 'fr', false))
    expect(answer).toBe('Passeport : 150 000 Ar, 10 a 15 jours, a Anosy. 1 Pièces 2 Étapes 3 Où 4 Autre démarche')
  })

  it('a form the model cannot read yet gives no preview rather than a broken admin', () => {
    expect(composedAnswer({ cost: 'x', documents: 7 } as never, 'fr', getDictionary('fr').sms, false)).toBeNull()
  })
})
