import { describe, expect, it } from 'vitest'

import { gsm7Length, isGsm7, toGsm7, USSD_SCREEN_MAX } from '@/gsm'
import type { Locale } from '@/i18n'
import { flowPaths, walkFlow } from '@/model/flow'
import { identityFlows } from '@/seed/data/flows/identity'
import { publicFlowFromSeed } from '../../../tests/support/flows'

import { passportGuide } from '../../../tests/support/guides'

import { ussdScreen, type UssdDeps } from './menu'

const themeTitles = {
  fr: ['État civil', 'Identité et voyage', 'Fiscalité', 'Santé', 'Éducation', 'Conduite et transport', 'Habitat et foncier', 'Emploi', 'Justice'],
  mg: ['Sata sivily', 'Maha-izy ny tena sy dia', 'Hetra', 'Fahasalamana', 'Fanabeazana', 'Fitondrana fiara', 'Trano sy tany', 'Asa', 'Fitsarana'],
}

const passportSeed = identityFlows.find((f) => f.key === 'passeport')!
const passportFlow = (lang: Locale) => publicFlowFromSeed(passportSeed, lang, 1, { id: 12, title: passportGuide(lang).title, slug: 'passeport' })

const deps: UssdDeps = {
  flow: async (lang: Locale, guideId: number) => (guideId === 12 ? passportFlow(lang) : null),
  themes: async (lang: Locale) => themeTitles[lang].map((title, i) => ({ id: i + 1, title })),
  guides: async (lang: Locale, themeId: number) =>
    themeId === 2 ? Array.from({ length: 10 }, (_, i) => ({ id: i === 0 ? 12 : 100 + i, title: i === 0 ? passportGuide(lang).title : `Visa numéro ${i + 1} au nom assez long` })) : themeId === 9 ? [] : [{ id: 12, title: passportGuide(lang).title }],
  guide: async (lang: Locale, id: number) => (id === 12 ? passportGuide(lang) : passportGuide(lang, { id, title: `Guide ${id}` })),
  emergencyNumbers: async (lang: Locale) => [
    { label: lang === 'fr' ? 'Police' : 'Polisy', number: '117' },
    { label: lang === 'fr' ? 'Pompiers' : 'Mpamonjy voina', number: '118' },
    { label: lang === 'fr' ? 'Enfants en danger' : 'Ankizy atahorana', number: '147' },
    { label: lang === 'fr' ? 'Violences basées sur le genre' : 'Herisetra', number: '813' },
  ],
}

const screen = async (text: string) => {
  const answer = await ussdScreen(text, deps)
  expect(isGsm7(answer.text), answer.text).toBe(true)
  expect(gsm7Length(answer.text), answer.text).toBeLessThanOrEqual(USSD_SCREEN_MAX)
  return answer
}

describe('USSD menu', () => {
  it('starts with the language, then the home screen with emergencies and themes', async () => {
    expect((await screen('')).text).toBe('Services publics MG\n1 Francais\n2 Malagasy')
    const home = await screen('1')
    expect(home.end).toBe(false)
    expect(home.text).toMatch(/^Services publics MG\n1 Urgences\n2 État civil/)
    expect(home.text).toContain('9 Suite')
    const mg = await screen('2')
    expect(mg.text).toMatch(/^Services publics MG\n1 Vonjy taitra\n2 Sata sivily/)
    expect(mg.text).toContain('9 Tohiny')
  })

  it('pages with 9, goes back with 0, home with 00', async () => {
    // The first screen takes as many entries as fit (8 here), the second the rest.
    expect((await screen('1')).text).toMatch(/\n8 Habitat et foncier\n9 Suite$/)
    // A next screen continues the list: no heading again.
    const second = await screen('1*9')
    expect(second.text).toMatch(/^1 Emploi\n2 Justice\n/)
    expect(second.text).toContain('0 Retour 00 Accueil')
    expect((await screen('1*9*0')).text).toMatch(/^Services publics MG\n1 Urgences/)
    expect((await screen('1*3*1*00')).text).toMatch(/^Services publics MG\n1 Urgences/)
  })

  it('walks to a guide and each of its parts, in both languages', async () => {
    for (const [lang, choice] of [['fr', '1'], ['mg', '2']] as const) {
      const theme = await screen(`${choice}*3`)
      expect(theme.text).toContain(passportGuide(lang).title)
      const guide = await screen(`${choice}*3*1`)
      expect(guide.text).toContain(lang === 'fr' ? '1 Cout' : '1 Sarany')
      for (let part = 1; part <= 5; part++) {
        const answer = await screen(`${choice}*3*1*${part}`)
        expect(answer.end).toBe(false)
        expect(answer.text.split('\n').at(-1)).toMatch(lang === 'fr' ? /0 Retour 00 Accueil$/ : /0 Miverina 00 Fandraisana$/)
      }
      expect((await screen(`${choice}*3*1*1`)).text).toContain('150 000 Ar')
    }
  })

  it('shows long texts a screen at a time with 9', async () => {
    const first = await screen('1*3*1*4')
    expect(first.text).toMatch(/^Pièces: 1\) Fiche/)
    expect(first.text).toContain('9 Suite')
    const second = await screen('1*3*1*4*9')
    expect(second.text).not.toBe(first.text)
  })

  it('lists the guides of a long theme on several screens, and says when a theme is empty', async () => {
    // Titles without their opening verb, in that order: the passport first, then the visas.
    const first = await screen('1*3')
    expect(first.text).toMatch(/^Identité et voyage\n1 Passeport/)
    const list = await screen('1*3*9')
    expect(list.text).toMatch(/^1 Visa numéro/)
    expect((await screen('1*9*2')).text).toContain('Aucune démarche ici')
  })

  it('gives the emergency numbers, number first, one a line', async () => {
    const answer = await screen('1*1')
    expect(answer.text).toBe('Urgences:\n117 Police\n118 Pompiers\n147 Enfants en danger\n813 Violences basées sur le genre\n0 Retour 00 Accueil')
  })

  it('says « à confirmer » beside the part’s name on every screen of it, not only on the last', async () => {
    const long = 'Le timbre fiscal se paie au Trésor, avec la quittance remise au guichet le jour du rendez-vous ; les copies certifiées et les certificats peuvent coûter un peu plus selon la commune. '
    const unsure: UssdDeps = { ...deps, guide: async (lang: Locale, id: number) => passportGuide(lang, { id, cost: { free: false, amountAriary: 150000, details: `${long}${long}${long}Timbre de 150 000 Ar.`, othersPay: null }, unconfirmed: ['cost'] }) }
    for (const [lang, choice] of [['fr', '1'], ['mg', '2']] as const) {
      const label = lang === 'fr' ? 'Cout (à confirmer): ' : 'Sarany (mbola hamafisina): '
      let screens = 0
      for (let page = 0; page < 10; page++) {
        const answer = await ussdScreen([choice, '3', '1', '1', ...Array.from({ length: page }, () => '9')].join('*'), unsure)
        expect(gsm7Length(answer.text)).toBeLessThanOrEqual(USSD_SCREEN_MAX)
        expect(answer.text.startsWith(label), answer.text).toBe(true)
        screens++
        if (!answer.text.includes(lang === 'fr' ? '9 Suite' : '9 Tohiny')) break
      }
      expect(screens).toBeGreaterThanOrEqual(3)
    }
  })

  it('says when a choice is not valid, and stays on the same screen', async () => {
    const bad = await screen('1*9*3')
    expect(bad.text).toMatch(/^Choix non valide\.\n1 Emploi/)
    expect((await screen('7')).text).toMatch(/^Choix non valide\.\nServices publics MG\n1 Francais/)
    expect((await screen('2*abc')).text).toMatch(/^Safidy tsy mety\./)
    // An expired or new session starts again at the language.
    expect((await screen('')).text).toMatch(/^Services publics MG\n1 Francais/)
  })

  it('runs the seeded passport flow to every outcome, one question a screen, in both languages (contract)', async () => {
    for (const [lang, choice] of [['fr', '1'], ['mg', '2']] as const) {
      const flow = passportFlow(lang)
      const guide = await screen(`${choice}*3*1`)
      expect(guide.text).toContain(lang === 'fr' ? "6 Ce qu'il vous faut" : '6 Izay ilainao')
      const paths = flowPaths(flow)
      expect(paths.length).toBeGreaterThan(3)
      for (const path of paths) {
        let inputs = `${choice}*3*1*6`
        for (let i = 0; i < path.answers.length; i++) {
          const step = walkFlow(flow, path.answers.slice(0, i))!
          expect(step.kind).toBe('question')
          if (step.kind !== 'question') break
          const question = await screen(inputs)
          expect(question.text.split('\n')[0]).toBe(toGsm7(step.question.short ?? step.question.text))
          expect(question.text.split('\n').at(-1)).toBe(lang === 'fr' ? '0 Retour' : '0 Miverina')
          const n = step.question.answers.findIndex((a) => a.key === path.answers[i]) + 1
          expect(question.text).toContain(`\n${n}. `)
          inputs += `*${n}`
        }
        const end = await screen(inputs)
        const outcome = flow.outcomes.find((o) => o.key === path.outcome)!
        expect(end.text.startsWith(toGsm7(`${lang === 'fr' ? "Ce qu'il vous faut" : 'Izay ilainao'}: ${outcome.title}`).slice(0, 60)), `${inputs}\n${end.text}`).toBe(true)
        expect(end.end).toBe(false)
      }
    }
  })

  it('in a flow, 0 goes back to the previous question and a number that is no answer asks again', async () => {
    const first = await screen('1*3*1*6')
    const second = await screen('1*3*1*6*1')
    expect(second.text).not.toBe(first.text)
    expect((await screen('1*3*1*6*1*0')).text).toBe(first.text)
    expect((await screen('1*3*1*6*8')).text).toBe(`Choix non valide.\n${first.text}`)
  })

  it('a guide without a flow offers no 6', async () => {
    const guide = await screen('1*3*2')
    expect(guide.text).not.toContain('6 ')
    expect((await screen('1*3*2*6')).text).toMatch(/^Choix non valide\./)
  })
})
