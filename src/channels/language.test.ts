import { describe, expect, it } from 'vitest'

import { Vocabulary } from '@/search/vocabulary'

import { languageScore, questionLanguage } from './language'

describe('the language of a question', () => {
  it('reads the function and question words of each language', () => {
    expect(questionLanguage('combien pour le casier judiciaire')).toBe('fr')
    expect(questionLanguage('ahoana ny fomba hahazoana pasipaoro')).toBe('mg')
    expect(questionLanguage("aiza no anaovana ny kara-panondro")).toBe('mg')
    expect(questionLanguage('où faire la carte grise')).toBe('fr')
  })

  it('reads the shape of Malagasy words the 30-word list missed, and Malagasy joins', () => {
    // None of these words was in the former list: 7 of 16 Malagasy questions were answered in French.
    expect(questionLanguage('Fampitoviana mari-pahaizana')).toBe('mg')
    expect(questionLanguage('fisoratana fiara')).toBe('mg')
    expect(questionLanguage("hetra amin'ny tany")).toBe('mg')
    expect(questionLanguage('équivalence de diplôme')).toBe('fr')
  })

  it('weighs words only the pages of one language hold, in any form the analyser takes for the same word', () => {
    const fr = new Vocabulary('fr').add('Numéro d’identification fiscale, carte fiscale, centre fiscal')
    const mg = new Vocabulary('mg').add('Laharam-pamantarana ara-ketra, ivon-ketra, mandoa hetra, karatra')
    // Too short to tell by shape; the pages tell.
    expect(questionLanguage('NIF ivon-ketra', { fr, mg })).toBe('mg')
    expect(questionLanguage('NIF centre fiscal', { fr, mg })).toBe('fr')
    expect(languageScore('nandoa hetra', { fr, mg }).mg).toBeGreaterThan(languageScore('nandoa hetra').mg)
  })

  it('says nothing when nothing tells: a shared acronym, a place name', () => {
    expect(questionLanguage('NIF')).toBeNull()
    expect(questionLanguage('CIN')).toBeNull()
    expect(questionLanguage('')).toBeNull()
  })
})
