import { describe, expect, it } from 'vitest'

import { gsm7Length, isGsm7, smsParts } from '@/gsm'

import { alertSms, confirmMail, digestMail, guideChangeMail, guideMailFor } from './compose'
import { nextDigestAt } from './guides'

describe('an alert as an SMS', () => {
  it('says the level, the title and the message, and how to stop, in GSM-7', () => {
    const text = alertSms({ severity: 'critical', title: 'Cyclone Batsirai', message: 'Restez à l’abri, ne traversez pas les rivières en crue.' }, 'fr')
    expect(text).toBe("Alerte : Cyclone Batsirai. Restez à l'abri, ne traversez pas les rivières en crue. STOP : ne plus recevoir.")
    expect(isGsm7(text)).toBe(true)
    const mg = alertSms({ severity: 'warning', title: 'Rivodoza', message: 'Mijanòna ao an-trano.' }, 'mg')
    expect(mg).toBe('Mailo: Rivodoza. Mijanòna ao an-trano. STOP: tsy handray intsony.')
  })

  it('fits 2 SMS whatever the message’s length, cut on a word, the way out kept', () => {
    const text = alertSms({ severity: 'info', title: 'Coupure d’eau', message: 'Quartier nord, rue '.repeat(40) }, 'fr')
    expect(gsm7Length(text)).toBeLessThanOrEqual(306)
    expect(smsParts(text).length).toBeLessThanOrEqual(2)
    expect(text.endsWith('... STOP : ne plus recevoir.')).toBe(true)
  })
})

describe('followed guides by e-mail', () => {
  const change = { guide: 'Passeport', note: 'Le timbre passe à 10 000 Ar.', noteLang: 'fr' as const, date: '24 novembre 2026', link: 'https://x.mg/fr/services/passeport/' }
  it('a change names the guide, its date, the note and the link; the other language is told the note is not in it', () => {
    const fr = guideChangeMail('fr', change)
    expect(fr.subject).toBe('Mise à jour : Passeport')
    expect(fr.text).toBe('Le guide « Passeport » a changé le 24 novembre 2026 :\n\nLe timbre passe à 10 000 Ar.\n\nLire le guide à jour :\nhttps://x.mg/fr/services/passeport/')
    const mg = guideChangeMail('mg', { ...change, guide: 'Pasipaoro', date: '24 Novambra 2026', link: 'https://x.mg/mg/services/pasipaoro/' })
    expect(mg.subject).toBe('Fanavaozana: Pasipaoro')
    expect(mg.text).toContain('Le timbre passe à 10 000 Ar.\n(fanamarihana nosoratana amin’ny teny frantsay)')
    expect(guideMailFor(fr, 'fr', { unsubscribe: 'https://x.mg/u' }).text).toMatch(/suivez ce guide[\s\S]*https:\/\/x\.mg\/u\n$/)
  })

  it('a digest lists the day\'s changes in order, counted in its subject, with the way out', () => {
    const one = guideChangeMail('fr', change)
    const two = guideChangeMail('fr', { ...change, guide: 'Permis', note: 'Nouveau formulaire.' })
    const digest = digestMail('fr', [one, two], { unsubscribe: 'https://x.mg/u' })
    expect(digest.subject).toBe('Vos guides suivis : 2 mises à jour')
    expect(digest.text.indexOf('Mise à jour : Passeport')).toBeLessThan(digest.text.indexOf('Mise à jour : Permis'))
    expect(digest.text).toContain('https://x.mg/u')
    expect(digestMail('mg', [one], { unsubscribe: 'u' }).subject).toBe('Ireo torolalana arahinao: fanavaozana 1')
  })

  it('the confirmation names the guide and the cadence chosen', () => {
    const daily = confirmMail('fr', { guide: 'Passeport', daily: true, confirm: 'https://x.mg/c', days: 7 })
    expect(daily.subject).toBe('Confirmez le suivi d’un guide')
    expect(daily.text).toContain('« Passeport » de Services publics MG (un résumé par jour, au plus)')
    expect(daily.text).toContain('dans les 7 jours :\nhttps://x.mg/c')
    expect(confirmMail('mg', { guide: 'Pasipaoro', daily: false, confirm: 'c', days: 7 }).text).toContain('mailaka iray isaky ny misy fanovana')
  })

  it('digests leave at 07:00 in Madagascar, the next one strictly after now', () => {
    expect(nextDigestAt(new Date('2026-11-25T03:59:00Z')).toISOString()).toBe('2026-11-25T04:00:00.000Z')
    expect(nextDigestAt(new Date('2026-11-25T04:00:00Z')).toISOString()).toBe('2026-11-26T04:00:00.000Z')
    expect(nextDigestAt(new Date('2026-11-30T21:00:00Z')).toISOString()).toBe('2026-12-01T04:00:00.000Z')
  })
})
