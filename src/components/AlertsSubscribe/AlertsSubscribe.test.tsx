/**
 * The alerts page's states for the ceilings and for SMS not offered (issue 38): what the citizen
 * reads, in both languages, with the number typed kept in its form.
 */
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import type { AlertsPageState } from '@/alerts/web'
import type { Region } from '@/payload-types'

import { AlertsSubscribe } from './index'

const regions = [{ id: 1, key: 'diana', name: 'Diana' }] as unknown as Region[]
const values = { email: '', regions: ['diana'], phone: '034 12 345 67' }
const render = (lang: 'fr' | 'mg', state: AlertsPageState, smsOn = true) => renderToStaticMarkup(<AlertsSubscribe lang={lang} regions={regions} state={state} mailOn smsOn={smsOn} />)
const summary = (html: string) => /data-error-summary="">(.*?)<\/div>/.exec(html)?.[1]?.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim()

describe('the alerts page past a ceiling, or without SMS', () => {
  it('a number posted where SMS is off: said plainly, pointing to e-mail', () => {
    expect(summary(render('fr', { kind: 'smsOff', values }, false))).toBe('Pas d’alertes par SMS sur ce portail Ce portail n’envoie pas d’alertes par SMS pour le moment. Vous pouvez vous abonner par e-mail ci-dessous.')
    expect(summary(render('mg', { kind: 'smsOff', values }, false))).toMatch(/^Tsy misy fampitandremana amin’ny SMS eto .*mailaka/)
  })

  it('codes past the client’s share or everyone’s budget: when to come back, or ALERTE by SMS; the number stays in its form', () => {
    const client = render('fr', { kind: 'codesBusy', scope: 'client', minutes: 42, values })
    expect(summary(client)).toBe('Trop de demandes de code Beaucoup de codes ont déjà été demandés depuis votre connexion. Réessayez dans 42 min, ou envoyez ALERTE suivi de votre région par SMS.')
    expect(client).toContain('value="034 12 345 67"')
    expect(summary(render('fr', { kind: 'codesBusy', scope: 'all', minutes: 5, values }))).toMatch(/sur le portail en ce moment\. Réessayez dans 5 min/)
    expect(summary(render('mg', { kind: 'codesBusy', scope: 'client', minutes: 42, values }))).toMatch(/^Be loatra ny fangatahana kaody .*Miandrasa 42 minitra.*FAMPITANDREMANA/)
  })

  it('too many wrong codes for the number', () => {
    expect(summary(render('fr', { kind: 'triesExhausted', minutes: 60, values }))).toBe('Trop de codes faux Trop de codes faux ont été tapés pour ce numéro. Réessayez dans 60 min, ou envoyez ALERTE suivi de votre région par SMS.')
    expect(summary(render('mg', { kind: 'triesExhausted', minutes: 60, values }))).toMatch(/^Be loatra ny kaody diso .*60 minitra/)
  })
})
