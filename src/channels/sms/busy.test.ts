import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { gsm7Length, isGsm7, smsParts } from '@/gsm'

import { askerLanguage, busyInBothLanguages, busyReply } from './busy'

describe('the reply when the portal is too busy to answer an SMS (issue 39)', () => {
  it('in both languages: French then Malagasy, GSM-7, one SMS', () => {
    const text = busyInBothLanguages()
    expect(text).toBe('Trop de messages : renvoyez votre question dans quelques minutes. / Be loatra ny hafatra: alefaso indray ny fanontanianao afaka minitra vitsivitsy.')
    expect(isGsm7(text)).toBe(true)
    expect(smsParts(text)).toHaveLength(1)
  })

  it('in one language when it is known, one SMS each', () => {
    expect(busyReply('fr')).toMatch(/^Trop de messages en ce moment : votre question n'a pas eu de réponse\./)
    expect(busyReply('mg')).toMatch(/^Be loatra ny hafatra voaray/)
    expect(busyReply(null)).toBe(busyInBothLanguages())
    for (const text of [busyReply('fr'), busyReply('mg')]) {
      expect(isGsm7(text)).toBe(true)
      expect(gsm7Length(text)).toBeLessThanOrEqual(160)
    }
  })

  it('is what Kannel answers when the portal does not answer at all (its reply-couldnotfetch and reply-requestfailed)', () => {
    const template = fs.readFileSync(path.resolve(import.meta.dirname, '../../../deploy/kannel/portal.conf.template'), 'utf8')
    for (const key of ['reply-couldnotfetch', 'reply-requestfailed']) {
      expect(new RegExp(`^${key} = "(.*)"$`, 'm').exec(template)?.[1], key).toBe(busyInBothLanguages())
    }
    expect(template).toMatch(/^reply-emptymessage = ""$/m)
  })

  it('tells the asker’s language from a keyword or the words; a follow-up without words is not guessed (no conversation here)', async () => {
    expect(await askerLanguage({ from: '0341234567', text: 'FAMPITANDREMANA ANALAMANGA' })).toBe('mg')
    expect(await askerLanguage({ from: '0341234567', text: 'ALERTE ANALAMANGA' })).toBe('fr')
    expect(await askerLanguage({ from: '0341234567', text: 'ahoana ny fanaovana kopia nahaterahana' })).toBe('mg')
    expect(await askerLanguage({ from: '0341234567', text: 'combien coûte le passeport' })).toBe('fr')
    expect(await askerLanguage({ from: '0341234567', text: '1' })).toBeNull()
  })
})
