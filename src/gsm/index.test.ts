import { describe, expect, it } from 'vitest'

import { cutToFit, gsm7Length, isGsm7, smsParts, SMS_MAX_CHARS, toGsm7, wordPages } from './index'

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
})

describe('wordPages', () => {
  it('pages a long text between words, every page within its room, nothing lost', () => {
    const text = 'Pièces : formulaire rempli, copie intégrale de l’acte de naissance de moins de 3 mois, photocopie de la CIN, 4 photos d’identité, quittance du droit de timbre.'
    const pages = wordPages(text, 40)
    expect(pages.length).toBeGreaterThan(3)
    for (const page of pages) expect(gsm7Length(page)).toBeLessThanOrEqual(40)
    expect(pages.join(' ')).toBe(toGsm7(text))
  })

  it('cuts a word longer than a page', () => {
    expect(wordPages(`a ${'x'.repeat(30)} b`, 10)).toEqual(['a', 'xxxxxxx...', 'b'])
  })
})
