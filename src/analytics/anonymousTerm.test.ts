import { describe, expect, it } from 'vitest'

import { Vocabulary } from '@/search/vocabulary'

import { anonymousTerm, TERM_MAX, UNKNOWN_WORDS, type WordKnowledge } from './anonymousTerm'
import { commonTexts, NEEDS_WORDS, statisticsVocabulary } from './commonWords'

/** What a small published site's index would know, in each language. */
const indexFr = new Vocabulary('fr').add(
  'Passeport biométrique. Carte nationale d’identité (CIN) perdue. Acte de naissance. Casier judiciaire. ' +
    'Hôpital d’Antsirabe. Payer par Orange Money ou MVola. Loi n° 2018-027. Déclarer un décès à la mairie.',
)
const indexMg = new Vocabulary('mg').add('Pasipaoro. Kara-panondro very. Kopia nahaterahana. Hopitaly any Antsirabe.')
const vocabulary = statisticsVocabulary([indexFr, indexMg])
const term = (text: string) => anonymousTerm(text, vocabulary)

/** Every probe of the audit (issue 38): none of their digits or mail words may be kept. */
const phoneProbes = [
  'passeport 034 12 345 67',
  'passeport 0341234567',
  'passeport +261 34 12 345 67',
  'passeport 034.12.345.67',
  'passeport 034-12-345-67',
  'passeport 034/12/345/67',
  'passeport 034,12,345,67',
  'passeport 034_12_345_67',
  'passeport (034) 12-345-67',
  'passeport O34 12 345 67',
  'passeport ０３４１２３４５６７',
]
const mailProbes = [
  'passeport rakoto@gmail.com',
  'passeport rakoto (at) gmail.com',
  'passeport rakoto(at)gmail.com',
  'passeport rakoto at gmail dot com',
  'passeport rakoto arobase yahoo point fr',
  'passeport rakoto jean gmail com',
  'passeport rakoto.jean@example.mg',
  'passeport rakoto @ telma.mg',
  'passeport rakoto arobaza gmail teboka com',
  'passeport rakoto at ministere dot gov dot mg',
  'passeport RAKOTO@YAHOO.FR',
]
const mailWords = /rakoto|jean|gmail|yahoo|telma|example|ministere|\bgov\b|\bcom\b|\bfr\b|arobase|arobaza|\bat\b|\bdot\b|teboka|@/i

describe('query statistics hold no personal data (issue 38)', () => {
  it('removes phone numbers whatever separates their digits', () => {
    for (const probe of phoneProbes) {
      expect(term(probe), probe).toBe('passeport')
      expect(term(probe.replace('passeport ', '')), probe).toBe('')
    }
  })

  it('removes any run of 4 digits or more, references included, and every number once 4 digits remain in all', () => {
    expect(term('loi 2018-027')).toBe('loi')
    expect(term('suivi MSG-2026-000123')).toBe(`suivi ${UNKNOWN_WORDS}`)
    expect(term('passeport 2026')).toBe('passeport')
    expect(term('appelez le 034 ou 12 ou 345 ou 67')).not.toMatch(/\d/)
    expect(term('cin 12 34')).toBe('cin')
  })

  it('keeps short numbers citizens look for, and an SMS follow-up', () => {
    expect(term('118')).toBe('118')
    expect(term('2')).toBe('2')
    expect(term('urgence 117')).toBe('urgence 117')
    expect(term('b3 cin')).toBe('b3 cin')
    // A house number is nobody's need: it is not kept.
    expect(term('passeport Lot IVC 85')).toBe(`passeport ${UNKNOWN_WORDS}`)
    expect(term('passeport 85')).toBe(`passeport ${UNKNOWN_WORDS}`)
  })

  it('removes e-mail addresses written whole, with (at), in words, or by a provider’s name, in French, English and Malagasy', () => {
    for (const probe of mailProbes) {
      const kept = term(probe)
      expect(kept, probe).not.toMatch(mailWords)
      expect(kept, probe).not.toMatch(/\d/)
    }
    expect(term('passeport rakoto@gmail.com')).toBe('passeport')
    expect(term('rakoto@gmail.com passeport')).toBe('passeport')
    expect(term('rakoto jean gmail com')).toBe('')
    // Said in words, the address takes every word before it (its local part may be any of them).
    expect(term('rakoto jean arobase yahoo point fr acte de naissance')).toBe('acte de naissance')
  })

  it('leaves words that only look like mail words alone', () => {
    expect(term('payer orange money')).toBe('payer orange money')
    expect(term('point de naissance')).toBe('point de naissance')
    expect(term('passeport at mairie')).toBe(`passeport ${UNKNOWN_WORDS} mairie`)
  })

  it('keeps the words the index knows, as search knows them (accents, plurals, Malagasy affixes)', () => {
    expect(term('Passeport perdu')).toBe('passeport perdu')
    expect(term('acte de naissance')).toBe('acte de naissance')
    expect(term('actes de naissances')).toBe('actes de naissances')
    expect(term('deces')).toBe('deces')
    expect(term('kara-panondro very')).toBe('kara-panondro very')
    expect(term('karapanondro')).toBe('karapanondro')
    expect(term('kopia nahaterahako')).toBe('kopia nahaterahako')
    expect(term("carte d'identité")).toBe("carte d'identité")
  })

  it('turns names, home addresses and any unknown word into one … each run', () => {
    expect(term('acte de naissance Rakoto Jean')).toBe(`acte de naissance ${UNKNOWN_WORDS}`)
    expect(term('Rakotomalala Hery Lot IVC 85 Antsakaviro passeport')).toBe(`${UNKNOWN_WORDS} passeport`)
    expect(term('zanzibar')).toBe(UNKNOWN_WORDS)
    expect(term('passeport … zanzibar')).toBe(`passeport ${UNKNOWN_WORDS}`)
  })

  it('keeps a capitalised word after the first only as the published pages write it: a place, not a person', () => {
    expect(term('hôpital Antsirabe')).toBe('hôpital antsirabe')
    // « lova » (inheritance) is a common word, and a first name when written with a capital.
    expect(term('lova')).toBe('lova')
    expect(term('fanambadiana Lova')).toBe(`fanambadiana ${UNKNOWN_WORDS}`)
    // Acronyms and questions typed in capitals are not names.
    expect(term('perte CIN')).toBe('perte cin')
    expect(term('PASSEPORT PERDU')).toBe('passeport perdu')
  })

  it('keeps words of needs no guide answers, so the no-answer list still shows them', () => {
    expect(term('divorce')).toBe('divorce')
    expect(term('pension de retraite')).toBe('pension de retraite')
    expect(term('fisaraham-panambadiana')).toBe('fisaraham-panambadiana')
    expect(term('fisotroan-dronono')).toBe('fisotroan-dronono')
    for (const word of NEEDS_WORDS.fr.split(/\s+/).filter(Boolean)) expect(term(word), word).toBe(word)
    for (const word of NEEDS_WORDS.mg.split(/\s+/).filter(Boolean)) expect(term(word), word).toBe(word)
  })

  it('knows the SMS keywords, whatever the index holds', () => {
    const common = statisticsVocabulary([])
    for (const keyword of ['aide', 'fanampiana', 'urgence', 'vonjy', 'suivi', 'arahina', 'stop', 'ajanony', 'alerte', 'fampitandremana', 'liste', 'lisitra', 'menu', 'fr', 'mg'])
      expect(anonymousTerm(keyword, common), keyword).toBe(keyword)
  })

  it('is bounded, cut between words', () => {
    const long = term('passeport '.repeat(20))
    expect(long.length).toBeLessThanOrEqual(TERM_MAX)
    expect(long.endsWith('passeport')).toBe(true)
  })

  it('gives its own result back unchanged (the migration of stored rows relies on it)', () => {
    const all = [...phoneProbes, ...mailProbes, 'acte de naissance Rakoto Jean', 'urgence 117', 'fanambadiana Lova', 'zanzibar', '…', 'passeport… rakoto', 'kara-panondro very']
    for (const probe of all) expect(term(term(probe)), probe).toBe(term(probe))
  })

  it('with nothing known, keeps nothing but …', () => {
    const nothing: WordKnowledge = { knows: () => false, writes: () => false }
    expect(anonymousTerm('acte de naissance Rakoto', nothing)).toBe(UNKNOWN_WORDS)
    expect(anonymousTerm('', nothing)).toBe('')
  })

  it('ships a vocabulary without any digit run or mail word', () => {
    for (const text of commonTexts()) {
      expect(text, text).not.toMatch(/\d{4}|@/)
      expect(text, text).not.toMatch(/\b(gmail|yahoo|hotmail)\b/i)
    }
  })
})
