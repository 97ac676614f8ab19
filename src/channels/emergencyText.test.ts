import { describe, expect, it } from 'vitest'

import { getDictionary, locales } from '@/i18n'
import { gsm7Length, isGsm7, SMS_MAX_CHARS, smsParts, toGsm7, USSD_SCREEN_MAX } from '@/gsm'
import { emergencyNumbers } from '@/seed/data/emergency'

import { emergencyReply } from './sms/compose'
import { ussdScreen, type UssdDeps } from './ussd/menu'
import { numberOptions } from './emergencyText'

/** The directory as the site's settings hold it (seeded): six numbers with long labels. */
const directory = (lang: 'fr' | 'mg') => emergencyNumbers.map((entry) => ({ label: entry.label[lang], number: entry.number }))

describe('emergency numbers for a basic phone', () => {
  it('URGENCE and VONJY carry every number of the directory, each before its label, in at most 2 SMS', () => {
    expect(emergencyNumbers.length).toBe(6)
    for (const lang of locales) {
      const reply = emergencyReply(directory(lang), getDictionary(lang).sms, lang)
      expect(isGsm7(reply)).toBe(true)
      expect(gsm7Length(reply)).toBeLessThanOrEqual(SMS_MAX_CHARS)
      expect(smsParts(reply).length).toBeLessThanOrEqual(2)
      const [head, list] = reply.split(': ', 2) as [string, string]
      expect(head).toBe(toGsm7(getDictionary(lang).sms.emergency))
      const entries = list.replace(/\.$/, '').split('; ')
      // Number first, in the directory's order: 117, 118, the gendarmerie, 147, 813, 511.
      expect(entries.map((e) => /^(\+?[\d ]+?) [^\d]/.exec(e)?.[1])).toEqual(emergencyNumbers.map((e) => e.number))
      // Labels shortened, never cut.
      expect(reply).not.toContain('...')
      expect(entries.every((e) => e.length > e.split(' ')[0]!.length + 3)).toBe(true)
    }
  })

  it('keeps as much of each label as fits: what the line is for, rather than only its name', () => {
    const child = numberOptions({ label: 'Ligne verte 147 – enfants en danger, maltraitance (gratuit, anonyme, 24 h/24)', number: '147' }, 'fr')
    expect(child.map((o) => o.text)).toEqual([
      '147 Ligne verte - enfants en danger, maltraitance (gratuit, anonyme, 24 h/24)',
      '147 Ligne verte - enfants en danger, maltraitance',
      '147 Ligne verte - enfants en danger',
      '147 enfants en danger',
    ])
    const fire = numberOptions({ label: 'Sapeurs-pompiers – incendie, accident, inondation, secours', number: '118' }, 'fr')
    // A list of kinds is not shortened to its first one: « 118 Sapeurs-pompiers - incendie » would mislead.
    const loss = (text: string) => fire.find((o) => o.text === text)!.loss
    expect(loss('118 Sapeurs-pompiers')).toBeLessThan(loss('118 Sapeurs-pompiers - incendie'))
    expect(emergencyReply(directory('fr'), getDictionary('fr').sms, 'fr')).toContain('147 Ligne verte - enfants en danger')
  })

  it('on USSD, one number a line, screens broken between numbers: a label never lands away from its number', async () => {
    for (const [lang, key] of [['fr', '1'], ['mg', '2']] as const) {
      const deps: UssdDeps = { themes: async () => [], guides: async () => [], guide: async () => null, flow: async () => null, emergencyNumbers: async (l) => directory(l as 'fr' | 'mg') }
      const seen: string[] = []
      for (let page = 0; page < 6; page++) {
        const screen = await ussdScreen([key, '1', ...Array.from({ length: page }, () => '9')].join('*'), deps)
        expect(gsm7Length(screen.text)).toBeLessThanOrEqual(USSD_SCREEN_MAX)
        const lines = screen.text.split('\n').slice(1, -1)
        for (const line of lines) expect(line, line).toMatch(/^\+?\d[\d ]* \D/)
        seen.push(...lines.filter((line) => !seen.includes(line)))
        if (!screen.text.includes(toGsm7(getDictionary(lang).ussd.next))) break
      }
      expect(seen.map((line) => emergencyNumbers.find((e) => line.startsWith(`${e.number} `))?.number)).toEqual(emergencyNumbers.map((e) => e.number))
    }
  })
})
