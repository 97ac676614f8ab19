import { describe, expect, it } from 'vitest'

import { anonymousTerm } from '@/analytics/anonymousTerm'
import { getDictionary, type Locale } from '@/i18n'
import { gsm7Length, isGsm7, smsParts, SMS_MAX_CHARS, toGsm7 } from '@/gsm'
import type { Guide } from '@/model/guide'
import { flowPaths, walkFlow } from '@/model/flow'
import { identityFlows } from '@/seed/data/flows/identity'
import { publicFlowFromSeed } from '../../../tests/support/flows'

import { docs, passportGuide } from '../../../tests/support/guides'

import { choiceReply, guideReply, partReply } from './compose'
import { detectLanguage, handleSms, type SmsDeps, type SmsState, type StatEvent } from './conversation'

function deps(over: Partial<SmsDeps> = {}): SmsDeps & { events: StatEvent[] } {
  const events: StatEvent[] = []
  const guides: Record<number, (lang: Locale) => Guide> = {
    12: (lang) => passportGuide(lang),
    13: (lang) => passportGuide(lang, { id: 13, title: lang === 'fr' ? 'Visa touristique' : 'Visa fizahantany', slug: 'visa' }),
  }
  return {
    events,
    search: async (lang, query) => {
      const q = query.toLowerCase()
      if (/passeport|pasipaoro/.test(q)) return [{ id: 12, title: passportGuide(lang).title, score: 30 }, { id: 13, title: 'Visa', score: 5 }]
      if (/voyage|dia/.test(q)) return [{ id: 12, title: passportGuide(lang).title, score: 10 }, { id: 13, title: lang === 'fr' ? 'Visa touristique' : 'Visa fizahantany', score: 9 }]
      return []
    },
    guide: async (lang, id) => guides[id]?.(lang) ?? null,
    emergencyNumbers: async (lang) => [
      { label: lang === 'fr' ? 'Police' : 'Polisy', number: '117' },
      { label: lang === 'fr' ? 'Pompiers' : 'Mpamonjy voina', number: '118' },
      { label: lang === 'fr' ? 'Enfants en danger' : 'Ankizy atahorana', number: '147' },
    ],
    track: async (_lang, reference) => (reference === 'DOL-2026-000123' ? { kind: 'found', reference, status: 'En cours de traitement', updatedAt: '2026-11-23T10:00:00.000Z' } : { kind: 'notFound' }),
    record: (event) => events.push(event),
    flow: async () => null,
    ...over,
  }
}

const fits = (text: string) => {
  expect(isGsm7(text), text).toBe(true)
  expect(gsm7Length(text), text).toBeLessThanOrEqual(SMS_MAX_CHARS)
  expect(smsParts(text).length).toBeLessThanOrEqual(2)
}

describe('SMS answers', () => {
  it('answers a guide with cost, delay and where, then the follow-ups, in 2 SMS at most', async () => {
    const d = deps()
    const { reply, state } = await handleSms('PASSEPORT', null, d)
    fits(reply)
    expect(reply).toMatch(/^Passeport biométrique\. Cout: Timbre fiscal de 150 000 Ar, payé au guichet du Trésor\./)
    expect(reply).toContain('Délai: Environ 10 jours ouvrables à Antananarivo ; plus long en région.')
    expect(reply).toContain('Où: Au service des passeports')
    expect(reply.endsWith('1 Pièces 2 Étapes 3 Où 4 Autre démarche')).toBe(true)
    expect(state).toEqual({ lang: 'fr', guideId: 12 })
    expect(d.events).toEqual([{ kind: 'question', lang: 'fr', term: 'PASSEPORT' }])
  })

  it('follows up with 1 documents, 2 steps, 3 where, and 5 for the rest of a long list', async () => {
    const d = deps()
    const state: SmsState = { lang: 'fr', guideId: 12 }
    const documents = await handleSms('1', state, d)
    fits(documents.reply)
    expect(documents.reply).toMatch(/^Pièces: 1\) Fiche de renseignement/)
    const steps = await handleSms('2', state, d)
    expect(steps.reply).toContain('4) Retirez le passeport.')
    const where = await handleSms(' 3 ', state, d)
    expect(where.reply).toMatch(/^Où aller \(Passeport biométrique\): Au service/)
    // A long list: "5 Suite" while items remain, then the end.
    const long = passportGuide('fr', { documents: docs(Array.from({ length: 14 }, (_, i) => `Pièce numéro ${i + 1} avec une description assez longue pour remplir un SMS`)) })
    const first = partReply(long, 'documents', getDictionary('fr').sms)
    fits(first.text)
    expect(first.text).toContain('5 Suite')
    expect(first.next).toBeGreaterThan(0)
    let next = first.next
    let rounds = 0
    while (next !== null && rounds++ < 10) next = partReply(long, 'documents', getDictionary('fr').sms, next).next
    expect(rounds).toBeLessThan(10)
  })

  it('offers a short numbered choice when several guides match, then answers the one chosen', async () => {
    const d = deps()
    const choice = await handleSms('je pars en voyage', null, d)
    expect(choice.reply).toBe('Plusieurs démarches : 1 Passeport biométrique, 2 Visa touristique. Répondez par le numéro.')
    expect(choice.state?.candidates).toEqual([12, 13])
    const chosen = await handleSms('2', choice.state, d)
    expect(chosen.reply).toMatch(/^Visa touristique\./)
    expect(chosen.state).toEqual({ lang: 'fr', guideId: 13 })
  })

  it('says when nothing is found, suggests words and AIDE, and counts the question through the statistics’ one function', async () => {
    const d = deps()
    const { reply } = await handleSms('permis de chasse 0341234567', null, d)
    fits(reply)
    expect(reply).toContain('Rien trouvé pour "permis de chasse')
    expect(reply).toContain('AIDE')
    expect(d.events).toEqual([{ kind: 'noAnswer', lang: 'fr', term: 'permis de chasse 0341234567' }])
    // What is stored of it (src/analytics/queryStats.ts recordQuery): the words, never the number.
    expect(anonymousTerm(d.events[0]!.term, { knows: () => true, writes: () => true })).toBe('permis de chasse')
  })

  it('answers in the language of the question, and in the one the number used last', async () => {
    const d = deps()
    const mg = await handleSms('ahoana ny fomba hahazoana pasipaoro', null, d)
    expect(mg.reply).toMatch(/^Pasipaoro biometrika\. Sarany: Hajia 150 000 Ar/)
    expect(mg.reply.endsWith('1 Taratasy 2 Dingana 3 Aiza 4 Fomba fanao hafa')).toBe(true)
    const next = await handleSms('1', mg.state, d)
    expect(next.reply).toMatch(/^Taratasy ilaina: 1\)/)
    expect(detectLanguage('combien pour le casier judiciaire')).toBe('fr')
    expect(detectLanguage('kopia sora-pahaterahana')).toBe('mg')
    expect(detectLanguage('NIF')).toBeNull()
  })

  it('understands the keywords in both languages', async () => {
    const d = deps()
    expect((await handleSms('aide', null, d)).reply).toMatch(/^Services publics MG par SMS\./)
    expect((await handleSms('FANAMPIANA', null, d)).reply).toMatch(/^Services publics MG amin'ny SMS\./)
    const urgent = await handleSms('URGENCE', null, d)
    expect(urgent.reply).toBe("Numéros d'urgence: 117 Police; 118 Pompiers; 147 Enfants en danger.")
    expect(gsm7Length(urgent.reply)).toBeLessThanOrEqual(160)
    expect((await handleSms('vonjy', null, d)).reply).toMatch(/^Laharana vonjy taitra: 117 Polisy; 118 Mpamonjy voina/)
    expect((await handleSms('SUIVI DOL-2026-000123', null, d)).reply).toBe('Demande DOL-2026-000123 : En cours de traitement. Mise à jour le 23 novembre 2026.')
    expect((await handleSms('suivi DOL-2026-999999', null, d)).reply).toContain('Aucune demande DOL-2026-999999 pour ce numéro')
    expect((await handleSms('ARAHINA', null, d)).reply).toContain('ARAHINA DOL-2026-000123')
    const stop = await handleSms('STOP', { lang: 'fr', guideId: 12 }, d)
    expect(stop.state).toBeNull()
    expect((await handleSms('MG', null, d)).state).toEqual({ lang: 'mg', chosen: 'mg' })
    // A follow-up number without a guide asks for a guide first.
    expect((await handleSms('1', null, d)).reply).toMatch(/^Écrivez d'abord le nom/)
  })

  it('answers an SMS without a word — emoji, marks — with the help, never « Rien trouvé pour "" »', async () => {
    for (const text of ['😀', '🙏🙏 👍', ' ;. ', '…', '\u200b']) {
      const d = deps()
      const { reply } = await handleSms(text, null, d)
      expect(reply, text).toMatch(/^Services publics MG par SMS\./)
      expect(reply).not.toContain('Rien trouvé')
    }
    // The number's language holds, and so does its guide.
    const mg = await handleSms('🙂', { lang: 'mg', guideId: 12 }, deps())
    expect(mg.reply).toMatch(/^Services publics MG amin'ny SMS\./)
    expect(mg.state).toEqual({ lang: 'mg', guideId: 12 })
  })

  it('uses the editor’s own SMS text when there is one', () => {
    const t = getDictionary('fr').sms
    const reply = guideReply(passportGuide('fr'), t, 'Passeport : 150 000 Ar, 10 jours, au ministère à Anosy. Rendez-vous sur place.')
    expect(reply).toBe('Passeport : 150 000 Ar, 10 jours, au ministère à Anosy. Rendez-vous sur place. 1 Pièces 2 Étapes 3 Où 4 Autre démarche')
  })

  it('free means free: the SMS says nobody may charge, and a cost that falls on an employer is not called free for him', () => {
    for (const lang of ['fr', 'mg'] as const) {
      const t = getDictionary(lang).sms
      const free = guideReply(passportGuide(lang, { cost: { free: true, amountAriary: null, details: '', othersPay: null } }), t)
      fits(free)
      expect(free).toContain(toGsm7(`${t.cost}: ${t.freeStrict}`))
      const employer = guideReply(passportGuide(lang, { cost: { free: true, amountAriary: null, details: '', othersPay: 'L’employeur verse 13 %.' } }), t)
      expect(employer).toContain(toGsm7(`${t.cost}: ${t.freeProcedure}`))
    }
  })

  it('fits a guide whose texts are far too long, and marks what is unconfirmed', () => {
    const t = getDictionary('fr').sms
    const long = passportGuide('fr', {
      title: 'Immatriculation au registre du commerce et des sociétés (RCS) d’une entreprise',
      cost: { free: false, amountAriary: null, details: 'Les frais dépendent de la forme de la société et du capital déclaré, et comprennent le droit d’enregistrement, la publication au journal d’annonces légales et les frais de greffe du tribunal de commerce', othersPay: null },
      processingTime: 'Entre une et trois semaines selon le dossier et le guichet, plus si des pièces manquent ou si la dénomination doit être vérifiée auprès de l’office de la propriété industrielle',
      unconfirmed: ['cost'],
    })
    const reply = guideReply(long, t)
    fits(reply)
    expect(reply).toContain('(à confirmer)')
    expect(reply).toContain('...')
    expect(reply.endsWith(t.menu)).toBe(true)
    expect(choiceReply(['A'.repeat(200), 'B'], t).length).toBeLessThanOrEqual(SMS_MAX_CHARS)
  })

  it('answers at once when the question is a guide’s name or acronym', async () => {
    const { namesGuide } = await import('./conversation')
    expect(namesGuide('PASSEPORT', 'Passeport biométrique')).toBe(true)
    expect(namesGuide('nif', 'Numéro d’identification fiscale (NIF)')).toBe(true)
    expect(namesGuide('casier judiciaire', 'Casier judiciaire (bulletin n° 3)')).toBe(true)
    expect(namesGuide('passeport', 'Fiche individuelle de bovidé (FIB) et passeport bovin')).toBe(false)
    expect(namesGuide('acte', 'Acte de naissance')).toBe(true)
    expect(namesGuide('Coût du passeport à Antsiranana', 'Passeport biométrique')).toBe(true)
    expect(namesGuide('Coût du passeport à Antsiranana', 'Fiche individuelle de bovidé (FIB) et passeport bovin')).toBe(false)
  })

  it('hands the statistics the question as typed, so that an address is still one (issue 38)', async () => {
    const d = deps()
    await handleSms('passeport rakoto.jean@gmail.com 034 12 345 67', null, d)
    const stored = anonymousTerm(d.events[0]!.term, { knows: () => true, writes: () => true })
    expect(stored).toBe('passeport')
    expect(stored).not.toMatch(/rakoto|jean|gmail|\d/)
  })

  it('runs a guide’s question flow with numbered answers to every outcome, 0 back, 5 for the rest, in both languages', { timeout: 30_000 }, async () => {
    const seed = identityFlows.find((f) => f.key === 'passeport')!
    for (const lang of ['fr', 'mg'] as const) {
      const flow = publicFlowFromSeed(seed, lang, 1)
      const d = deps({ flow: async (_lang, id) => (id === 12 ? publicFlowFromSeed(seed, _lang, 1) : null) })
      const guide = await handleSms(lang === 'fr' ? 'PASSEPORT' : 'pasipaoro', null, d)
      fits(guide.reply)
      expect(guide.reply.endsWith(lang === 'fr' ? "6 Ce qu'il vous faut" : '6 Izay ilainao')).toBe(true)
      for (const path of flowPaths(flow)) {
        let at = await handleSms('6', guide.state, d)
        for (let i = 0; i < path.answers.length; i++) {
          const step = walkFlow(flow, path.answers.slice(0, i))!
          if (step.kind !== 'question') throw new Error('a question was expected')
          fits(at.reply)
          expect(at.reply).toContain(toGsm7(getDictionary(lang).sms.flowAnswer))
          const n = step.question.answers.findIndex((a) => a.key === path.answers[i]) + 1
          at = await handleSms(String(n), at.state, d)
        }
        fits(at.reply)
        const outcome = flow.outcomes.find((o) => o.key === path.outcome)!
        expect(at.state?.flow).toEqual({ answers: path.answers, page: 0 })
        expect(at.reply.startsWith(toGsm7(outcome.title)), at.reply).toBe(true)
        // The facts that decide the trip come in the first message.
        expect(at.reply).toContain(toGsm7(`${getDictionary(lang).sms.cost}: `))
        // The rest of a long outcome with 5, until the last message, which ends with the guide's menu.
        let page = at
        const footer = toGsm7(` ${getDictionary(lang).sms.more} ${getDictionary(lang).sms.flowBack}`)
        for (let k = 0; k < 15 && page.reply.includes(getDictionary(lang).sms.more); k++) {
          // A message that stops mid-sentence says so (issue 39: results were cut mid-phrase without "...").
          expect(page.reply.endsWith(footer), page.reply).toBe(true)
          expect(page.reply.slice(0, -footer.length), page.reply).toMatch(/(\.\.\.|[.!?)])$/)
          page = await handleSms('5', page.state, d)
          fits(page.reply)
        }
        expect(page.reply.endsWith(toGsm7(getDictionary(lang).sms.menu)), page.reply).toBe(true)
      }
      // 0: the previous question.
      const first = await handleSms('6', guide.state, d)
      const second = await handleSms('1', first.state, d)
      expect((await handleSms('0', second.state, d)).reply).toBe(first.reply)
    }
  })
})

describe('alerts by SMS: ALERTE / FAMPITANDREMANA, LISTE / LISITRA, STOP', () => {
  const regions = [
    { key: 'analamanga', name: 'Analamanga', capital: 'Antananarivo', districts: ['Ambohidratrimo'] },
    { key: 'atsinanana', name: 'Atsinanana', capital: 'Toamasina', districts: ['Toamasina I', 'Brickaville'] },
    { key: 'atsimo-andrefana', name: 'Atsimo-Andrefana', capital: 'Toliara', districts: [] },
    { key: 'atsimo-atsinanana', name: 'Atsimo-Atsinanana', capital: 'Farafangana', districts: [] },
  ]
  function withAlerts() {
    const topics: string[] = []
    const langs: Locale[] = []
    let erased = 0
    const d = deps({
      alerts: {
        regions: async () => regions,
        subscribe: async (topic, lang) => {
          langs.push(lang)
          if (topics.includes(topic)) return 'already'
          topics.push(topic)
          return 'added'
        },
        topics: async () => [...topics],
        erase: async () => {
          erased++
          topics.length = 0
        },
      },
    })
    return { d, topics, langs, erased: () => erased }
  }

  it('subscribes to the region named by its name or capital, in the keyword’s language; a repeat says so', async () => {
    const a = withAlerts()
    const fr = await handleSms('alerte Toamasina', null, a.d)
    expect(fr.reply).toBe("C'est noté : vous recevrez par SMS les alertes d'urgence pour Atsinanana. LISTE : vos abonnements. STOP : tout arreter.")
    fits(fr.reply)
    const mg = await handleSms('FAMPITANDREMANA analamanga', null, a.d)
    expect(mg.reply).toMatch(/^Voaray: handray SMS ianao .* ho an'ny Analamanga\./)
    expect(a.topics).toEqual(['region:atsinanana', 'region:analamanga'])
    expect(a.langs).toEqual(['fr', 'mg'])
    expect((await handleSms('ALERTE ATSINANANA', null, a.d)).reply).toMatch(/^Vous etes déjà abonné aux alertes pour Atsinanana/)
    expect((await handleSms('ALERTE TOUTES', null, a.d)).reply).toMatch(/pour toutes les régions\./)
  })

  it('knows the capital by the name everyone uses: ALERTE Tana, Antananarivo and Analamanga are one region', async () => {
    for (const words of ['Tana', 'TANA', 'Antananarivo', 'Analamanga', 'tananarive']) {
      const a = withAlerts()
      const { reply } = await handleSms(`ALERTE ${words}`, null, a.d)
      expect(reply, words).toMatch(/alertes d'urgence pour Analamanga\./)
      expect(a.topics).toEqual(['region:analamanga'])
    }
  })

  it('explains when the region is missing, unknown or ambiguous', async () => {
    const a = withAlerts()
    expect((await handleSms('ALERTE', null, a.d)).reply).toMatch(/^Écrivez ALERTE et votre région/)
    expect((await handleSms('ALERTE Paris', null, a.d)).reply).toMatch(/^Région "Paris" inconnue/)
    expect((await handleSms('ALERTE atsimo', null, a.d)).reply).toBe('"atsimo" : plusieurs régions (Atsimo-Andrefana, Atsimo-Atsinanana). Écrivez le nom de la région, ex. ALERTE ATSIMO-ANDREFANA.')
    expect(a.topics).toEqual([])
  })

  it('lists the regions followed; STOP erases them all and the conversation', async () => {
    const a = withAlerts()
    expect((await handleSms('LISITRA', null, a.d)).reply).toMatch(/^Tsy voasoratra amin'ny fampitandremana ianao/)
    await handleSms('ALERTE Toamasina', null, a.d)
    await handleSms('ALERTE Antananarivo', null, a.d)
    expect((await handleSms('LISTE', null, a.d)).reply).toBe('Vos alertes par SMS : Atsinanana, Analamanga. STOP : tout arreter.')
    const stop = await handleSms('STOP', { lang: 'fr', guideId: 12 }, a.d)
    expect(stop.state).toBeNull()
    expect(stop.reply).toMatch(/^C'est noté : vos abonnements aux alertes et cette conversation sont effacés/)
    expect(a.erased()).toBe(1)
    expect(a.topics).toEqual([])
  })

  it('where alerts are not offered, says so and STOP still erases the conversation', async () => {
    const d = deps()
    expect((await handleSms('ALERTE ANALAMANGA', null, d)).reply).toMatch(/^Abonnement impossible pour le moment/)
    expect((await handleSms('STOP', null, d)).reply).toMatch(/^C'est noté : cette conversation est effacée/)
  })
})
