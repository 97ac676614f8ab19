import { describe, expect, it } from 'vitest'

import { Messages } from '@/collections/Messages'

import { adminTexts, adminTextsFor, labelIn, messageKindLabels, moreLink, shortText } from './texts'

describe('texts of the portal’s admin components', () => {
  it('has every text in both languages', () => {
    expect(Object.keys(adminTexts.mg).sort()).toEqual(Object.keys(adminTexts.fr).sort())
    for (const [key, value] of Object.entries(adminTexts.mg)) expect(value.trim(), key).not.toBe('')
  })

  it('cuts a long note at a word, with "…", and says it did', () => {
    const note = 'Vérifier le tarif auprès de la Direction de l’immigration : le site officiel indique 150 000 Ar mais le guichet d’Antananarivo annonce 160 000 Ar depuis octobre.'
    const short = shortText(note, 60)
    expect(short.cut).toBe(true)
    expect(short.text).toBe('Vérifier le tarif auprès de la Direction de l’immigration…')
    expect(short.text.length).toBeLessThanOrEqual(61)
    expect(note.startsWith(short.text.slice(0, -1))).toBe(true)
  })

  it('leaves a short note whole, on one line', () => {
    expect(shortText('Tarif à confirmer\n  (guichet)', 140)).toEqual({ text: 'Tarif à confirmer (guichet)', cut: false })
    expect(shortText(null)).toEqual({ text: '', cut: false })
  })

  it('does not end a cut note on punctuation, and cuts a single endless word where it must', () => {
    expect(shortText('Un deux, trois quatre cinq', 9).text).toBe('Un deux…')
    expect(shortText('https://example.org/' + 'a'.repeat(200), 40).text).toHaveLength(41)
    // Not inside a number.
    expect(shortText('Le tarif est de 150 000 Ar', 20).text).toBe('Le tarif est de…')
    // A space just after the limit still lets the last word in whole.
    expect(shortText('aaaa bbbb cccc', 9).text).toBe('aaaa bbbb…')
  })

  it('links to the rest of a card’s list', () => {
    const fr = adminTextsFor('fr')
    const mg = adminTextsFor('mg')
    expect(moreLink(47, 10, fr)).toBe('Voir les 37 autres')
    expect(moreLink(47, 10, mg)).toBe('Jereo ireo 37 hafa')
    expect(moreLink(11, 10, fr)).toBe('Voir l’autre')
    expect(moreLink(10, 10, fr)).toBeNull()
  })

  it('names the kinds of messages as the messages collection does', () => {
    const kind = Messages.fields.find((field) => 'name' in field && field.name === 'kind') as unknown as { options: { value: string; label: { fr: string; mg: string } }[] }
    for (const option of kind.options) expect(messageKindLabels[option.value as keyof typeof messageKindLabels]).toEqual(option.label)
    expect(labelIn(messageKindLabels, 'complaint', 'mg')).toBe('Fitarainana')
    expect(labelIn(messageKindLabels, 'question', 'fr')).toBe('Question')
  })
})
