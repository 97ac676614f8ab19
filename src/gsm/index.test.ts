import { describe, expect, it } from 'vitest'

import { breakPoints, cutToFit, gsm7Length, isGsm7, smsParts, SMS_MAX_CHARS, tidy, toGsm7, wordPages } from './index'

describe('toGsm7', () => {
  it('keeps the accents the alphabet has and drops the others (French)', () => {
    expect(toGsm7('Coût : 150 000 Ar, délai à vérifier.')).toBe('Cout : 150 000 Ar, délai à vérifier.')
    expect(toGsm7('âge, île, reçu, maître, Noël, naïf, Œuvre')).toBe('age, ile, recu, maitre, Noel, naif, OEuvre')
    expect(toGsm7('ÉTAT CIVIL, Ça')).toBe('ÉTAT CIVIL, Ça')
    expect(isGsm7(toGsm7('ô û ê î â ç ë ï œ Ô Û Ê'))).toBe(true)
  })
  it('makes Malagasy place names and loanwords readable', () => {
    // n̈ written with a combining diaeresis (Antsiran̈ana), and the ô of loanwords.
    expect(toGsm7('Antsiran\u0308ana')).toBe('Antsiranana')
    expect(toGsm7('kôpia, fangatahana, Toamasina')).toBe('kopia, fangatahana, Toamasina')
  })
  it('writes ² and ³ as figures: « 500 m² » is never « 500 m »', () => {
    expect(toGsm7('2 500 Ar par m² de plancher, 3 m³')).toBe('2 500 Ar par m2 de plancher, 3 m3')
  })
  it('says the number sign « no » in French and « laharana » in Malagasy, as the texts do', () => {
    expect(toGsm7('bulletin n° 3', 'fr')).toBe('bulletin no 3')
    expect(toGsm7('Lalàna n° 2004-004, N° 5', 'mg')).toBe('Lalàna laharana 2004-004, Laharana 5')
    expect(toGsm7('(bulletin n°3)', 'mg')).toBe('(bulletin laharana 3)')
    expect(toGsm7('bulletin n° 3', 'mg')).not.toContain(' no ')
  })
  it('makes typography plain and leaves out what no phone shows', () => {
    expect(toGsm7('L’acte « certifié » – 3 mois… 10\u00a0000 Ar')).toBe('L\'acte "certifié" - 3 mois... 10 000 Ar')
    expect(toGsm7('Urgence 🚑 117')).toBe('Urgence 117')
    expect(toGsm7('Бланк 117')).toBe(' 117')
  })
})

describe('sizes', () => {
  it('counts extension characters twice', () => {
    expect(gsm7Length('abc')).toBe(3)
    expect(gsm7Length('[€]')).toBe(6)
  })
  it('sends 160 characters in one SMS, more in parts of 153', () => {
    expect(smsParts('a'.repeat(160))).toHaveLength(1)
    const two = smsParts('a'.repeat(161))
    expect(two.map((p) => p.length)).toEqual([153, 8])
    expect(smsParts('a'.repeat(SMS_MAX_CHARS))).toHaveLength(2)
    expect(smsParts('a'.repeat(SMS_MAX_CHARS + 1))).toHaveLength(3)
    // An extension character is not split from its escape.
    expect(smsParts(`${'a'.repeat(152)}€b${'c'.repeat(10)}`).map(gsm7Length)).toEqual([152, 13])
  })
  it('cuts at a word boundary with "..." when a text does not fit', () => {
    expect(cutToFit('court', 20)).toBe('court')
    const cut = cutToFit('Au bureau des passeports de votre commune, avec la fiche remplie', 40)
    expect(gsm7Length(cut)).toBeLessThanOrEqual(40)
    expect(cut).toBe('Au bureau des passeports de votre...')
  })
  it('never cuts inside a word, however long the word before the room ends', () => {
    // The last space is early: the old rule cut inside « Ambohimanarina ».
    const text = 'Au fokontany Ambohimanarina-Andrefanambohijanahary avant tout'
    const cut = cutToFit(text, 40)
    expect(cut).toBe('Au fokontany...')
    for (const room of [20, 25, 33, 47, 52]) {
      const words = cutToFit(text, room).replace(/\.\.\.$/, '').split(' ')
      for (const word of words) expect(text.split(' ')).toContain(word)
    }
  })
  it('never cuts inside a figure: a number keeps its unit and its range, or goes with them', () => {
    const text = 'Inscription de 10 000 à 40 000 Ar selon la commune, dossier 15 à 20 jours avant'
    for (let room = 12; room < gsm7Length(text); room++) {
      const cut = cutToFit(text, room)
      expect(gsm7Length(cut)).toBeLessThanOrEqual(room)
      expect(cut, cut).not.toMatch(/\d\.\.\.$|\d \.\.\.$| à\.\.\.$|de\.\.\.$/)
      if (cut.includes('40')) expect(cut).toContain('10 000 à 40 000 Ar')
      if (cut.includes('15')) expect(cut).toContain('15 à 20 jours')
    }
    expect(cutToFit(text, 40)).toBe('Inscription de 10 000 à 40 000 Ar...')
    expect(cutToFit(text, 33)).toBe('Inscription...')
    expect(breakPoints('coûte de 10 000 à 40 000 Ar selon').map((at) => 'coûte de 10 000 à 40 000 Ar selon'.slice(0, at))).toEqual(['coûte', 'coûte de 10 000 à 40 000 Ar'])
  })
})

describe('tidy', () => {
  it('leaves no run of marks: « .... », « ;. », « ,. », « .. », a space before a mark', () => {
    expect(tidy('Environ 24 heures en général ;.')).toBe('Environ 24 heures en général.')
    expect(tidy('coute de 10.... Délai')).toBe('coute de 10... Délai')
    expect(tidy('Fin.. Suite , puis ; et .')).toBe('Fin. Suite, puis ; et.')
    expect(tidy('en général ;. Ensuite')).toBe('en général. Ensuite')
    expect(tidy('gratuit, ...')).toBe('gratuit...')
    expect(tidy('Quoi ?.')).toBe('Quoi ?')
    expect(tidy('Tout va bien... Merci.')).toBe('Tout va bien... Merci.')
  })
})

describe('wordPages', () => {
  it('pages a long text, every page within its room, a page stopping mid-sentence ending with "..."', () => {
    const text = 'Pièces : formulaire rempli, copie intégrale de l’acte de naissance de moins de 3 mois, photocopie de la CIN, 4 photos d’identité, quittance du droit de timbre.'
    const pages = wordPages(text, 40)
    expect(pages.length).toBeGreaterThan(3)
    for (const page of pages) expect(gsm7Length(page)).toBeLessThanOrEqual(40)
    for (const page of pages.slice(0, -1)) expect(page).toMatch(/\.\.\.$/)
    expect(pages.at(-1)).toMatch(/timbre\.$/)
    // Nothing lost: every word is on a page, in order.
    expect(pages.map((p) => p.replace(/\.\.\.$/, '')).join(' ').replace(/[,:]/g, '').split(' ')).toEqual(tidy(toGsm7(text)).replace(/[,:]/g, '').replace(/\.$/, '').split(' ').map((w, i, all) => (i === all.length - 1 ? `${w}.` : w)))
  })

  it('ends a page with a sentence, or a clause, rather than inside a case', () => {
    const text = 'Droits fixés par le ministère : 15 000 Ar pour un candidat d’école, 50 000 Ar pour un candidat libre, 100 000 Ar pour un candidat étranger. Aucune dérogation.'
    const pages = wordPages(text, 70)
    expect(pages).toEqual(['Droits fixés par le ministère : 15 000 Ar pour un candidat d\'école...', '50 000 Ar pour un candidat libre, 100 000 Ar pour un candidat étranger.', 'Aucune dérogation.'])
  })

  it('cuts a word longer than a page', () => {
    expect(wordPages(`a ${'x'.repeat(30)} b`, 10)).toEqual(['a...', 'xxxxxxx...', 'b'])
  })
})
