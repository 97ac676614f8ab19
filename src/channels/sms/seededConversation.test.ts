/**
 * The SMS conversation over the seeded guides and the site's real search engines of both
 * languages (issue 39): Malagasy titles and questions are answered in Malagasy, a number's FR/MG
 * choice holds, and a word several guides share asks which one is meant.
 */
import { beforeAll, describe, expect, it } from 'vitest'

import { getDictionary, type Locale } from '@/i18n'
import { toGsm7 } from '@/gsm'

import { queriesMg } from '../../../tests/search-eval/queries.mg'
import { seededSite, type SeededSite } from '../../../tests/support/seedGuides'

import { handleSms, type SmsDeps, type SmsState } from './conversation'

let site: SeededSite
beforeAll(async () => {
  site = await seededSite()
}, 60_000)

function deps(): SmsDeps {
  return {
    search: async (lang, query, limit) => {
      const { hits, quality } = site.engines[lang].search(query, { limit: 15 })
      return hits.filter((h) => h.kind === 'service').slice(0, limit).map((h) => ({ id: Number(h.id.slice('service-'.length)), title: h.title, score: h.score, quality }))
    },
    guide: async (lang, id) => site.guide(lang, id),
    emergencyNumbers: async () => [],
    track: async () => ({ kind: 'notFound' }),
    record: () => undefined,
    flow: async () => null,
    vocabularies: async () => ({ fr: site.engines.fr.vocabulary, mg: site.engines.mg.vocabulary }),
  }
}

const idOf = (key: string) => site.seeds.findIndex((s) => s.key === key) + 1
/** The language a reply is written in, by the labels only that language uses. */
function replyLanguage(reply: string): Locale | null {
  const said = (lang: Locale) => {
    const t = getDictionary(lang).sms
    return [`${t.cost}:`, `${t.cost} (`, t.menu, t.choose.split(':')[0]!, t.nothing.split('«')[0]!.trim()].map((s) => toGsm7(s)).some((s) => reply.includes(s))
  }
  return said('mg') && !said('fr') ? 'mg' : said('fr') && !said('mg') ? 'fr' : null
}

describe('the language of an SMS answer', () => {
  it('answers every guide’s exact Malagasy title with that guide, in Malagasy; every French title in French', async () => {
    const wrong: string[] = []
    for (const [i, seed] of site.seeds.entries()) {
      for (const lang of ['mg', 'fr'] as const) {
        const { reply, state } = await handleSms(seed.title[lang], null, deps())
        if (state?.guideId !== i + 1 || replyLanguage(reply) !== lang) wrong.push(`${lang} « ${seed.title[lang]} » → ${reply.slice(0, 90)}`)
      }
    }
    expect(wrong).toEqual([])
  })

  it('answers the Malagasy questions of the evaluation set in Malagasy', async () => {
    const questions = queriesMg.filter((q) => q.kind === 'question')
    expect(questions.length).toBeGreaterThanOrEqual(16)
    const wrong: string[] = []
    for (const { q } of questions) {
      const { reply } = await handleSms(q, null, deps())
      if (replyLanguage(reply) !== 'mg') wrong.push(`« ${q} » → ${reply.slice(0, 90)}`)
    }
    expect(wrong).toEqual([])
  })

  it('« Fampitoviana mari-pahaizana » is the diploma equivalence, not the marriage guide', async () => {
    const { reply, state } = await handleSms('Fampitoviana mari-pahaizana', null, deps())
    expect(state?.guideId).toBe(idOf('equivalence-de-diplome'))
    expect(reply).toMatch(/^Fampitoviana mari-pahaizana\. Sarany/)
  })

  it('after MG, every answer is in Malagasy, even to French words; MG keeps the guide the citizen was on', async () => {
    const d = deps()
    const passport = await handleSms('passeport', null, d)
    expect(passport.reply).toMatch(/^Passeport biométrique\./)
    const mg = await handleSms('MG', passport.state, d)
    expect(mg.reply).toMatch(/^Pasipaoro biometrika\. Sarany: 190 000 Ar/)
    expect(mg.state).toMatchObject({ lang: 'mg', chosen: 'mg', guideId: idOf('passeport') })
    expect((await handleSms('1', mg.state, d)).reply).toMatch(/^Taratasy ilaina/)
    const french = await handleSms('combien coûte le permis de conduire', mg.state, d)
    expect(french.reply).toMatch(/^Fahazoan-dàlana mitondra fiara biometrika\. Sarany: [^.]*38 000 Ar/)
    // FR changes the choice back, with the same guide.
    const fr = await handleSms('FR', french.state, d)
    expect(fr.reply).toMatch(/^Permis de conduire biométrique\. Cout: .*38 000 Ar par demande/)
    expect((await handleSms('casier judiciaire', fr.state, d)).reply).toMatch(/^Obtenir un extrait de casier judiciaire/)
  })

  it('without a choice, the question’s language decides, whatever the number used before', async () => {
    const d = deps()
    const fr = await handleSms('combien pour le passeport', null, d)
    expect(replyLanguage(fr.reply)).toBe('fr')
    const mg = await handleSms('ohatrinona ny pasipaoro', fr.state, d)
    expect(replyLanguage(mg.reply)).toBe('mg')
    expect(mg.state?.chosen).toBeUndefined()
  })
})

describe('a word several guides share', () => {
  it('CARTE asks which card, naming each by its short title; the number chosen answers it', async () => {
    const d = deps()
    const choice = await handleSms('CARTE', null, d)
    expect(choice.reply).toMatch(/^Plusieurs démarches : 1 /)
    // 124 guides, eight of them about a card: the six best, each a card, each by its short name.
    const candidates = (choice.state as SmsState).candidates!
    expect(candidates).toHaveLength(6)
    for (const key of ['carte-statistique', 'immatriculation-de-vehicule']) expect(candidates).toContain(idOf(key))
    for (const id of candidates) expect(site.seeds[id - 1]!.title.fr, site.seeds[id - 1]!.key).toMatch(/carte|NIF/i)
    expect(choice.reply).toContain('Carte statistique')
    const statistical = candidates.indexOf(idOf('carte-statistique')) + 1
    expect((await handleSms(String(statistical), choice.state, d)).reply).toMatch(/^Obtenir (sa|la|une) carte statistique|^Carte statistique/)
  })

  it('a name that only one guide bears is answered at once', async () => {
    for (const [q, key] of [['PASSEPORT', 'passeport'], ['CIN', 'carte-nationale-d-identite'], ['divorce', 'divorce'], ['carte statistique', 'carte-statistique'], ['NIF', 'numero-d-identification-fiscale'], ['kopia nahaterahana', 'acte-de-naissance'], ['Coût du passeport à Antsiranana', 'passeport']] as const) {
      expect((await handleSms(q, null, deps())).state?.guideId, q).toBe(idOf(key))
    }
  })
})
