/**
 * Every default SMS answer of every seeded guide, in both languages (issue 39): GSM-7 and 2 SMS at
 * most — the answer itself and each follow-up (documents, steps, where to go, every "5 Suite" page)
 * — with the structured amount and delay whole in their part, what is unconfirmed said beside its
 * part, no run of marks, and no cut inside a word or a figure.
 */
import { describe, expect, it } from 'vitest'

import { getDictionary, locales } from '@/i18n'
import { gsm7Length, isGsm7, smsParts, SMS_MAX_CHARS, toGsm7 } from '@/gsm'

import { seededSite, smsAnswersOf } from '../../../tests/support/seedGuides'

import { structuredFigures } from '../facts'
import { guideReply, partReply, type GuidePart } from './compose'

/** The text of one part of an answer: from « Label (mark): » to the next part or the menu. */
function partOf(answer: string, label: string, others: string[]): string | null {
  const start = answer.indexOf(`${label}: `) >= 0 ? answer.indexOf(`${label}: `) : answer.search(new RegExp(`${label} \\([^)]*\\): `))
  if (start < 0) return null
  const rest = answer.slice(start)
  const ends = others.map((other) => rest.slice(1).search(new RegExp(`\\. ${other}[ :(]|\\.\\.\\. ${other}[ :(]`))).filter((i) => i >= 0)
  return rest.slice(0, ends.length ? Math.min(...ends) + 2 : undefined)
}

describe('default SMS answers of every seeded guide', () => {
  it('are GSM-7 and fit 2 SMS, follow-ups and their pages included, in French and Malagasy', { timeout: 30_000 }, async () => {
    const site = await seededSite()
    expect(site.seeds.length).toBeGreaterThan(40)
    const parts: number[] = []
    const problems: string[] = []
    site.seeds.forEach((seed, i) => {
      for (const lang of locales) {
        const answers = smsAnswersOf(site.guide(lang, i + 1)!, lang)
        for (const answer of answers) {
          if (!isGsm7(answer) || gsm7Length(answer) > SMS_MAX_CHARS) problems.push(`${seed.key} (${lang}): ${answer}`)
        }
        parts.push(smsParts(answers[0]!).length)
      }
    })
    expect(problems).toEqual([])
    const sorted = [...parts].sort((a, b) => a - b)
    const median = sorted[Math.floor(sorted.length / 2)]!
    console.log(`SMS parts per default answer over ${parts.length} answers: median ${median}, one part ${parts.filter((p) => p === 1).length}, two parts ${parts.filter((p) => p === 2).length}`)
    expect(median).toBeLessThanOrEqual(2)
  })

  it('carry the structured amount and delay whole, in their part, with every « à confirmer » beside its part', async () => {
    const site = await seededSite()
    const problems: string[] = []
    let amounts = 0
    let delays = 0
    site.seeds.forEach((seed, i) => {
      for (const lang of locales) {
        const t = getDictionary(lang).sms
        const guide = site.guide(lang, i + 1)!
        const answer = guideReply(guide, t)
        const [cost, delay, where] = [t.cost, t.delay, t.where].map((label) => toGsm7(label))
        const { amount, delay: figure } = structuredFigures(guide)
        const mark = ` (${toGsm7(t.unconfirmed)})`
        const costPart = partOf(answer, cost!, [delay!, where!, '1 '])
        const delayPart = partOf(answer, delay!, [where!, '1 '])
        if (!costPart || !delayPart) problems.push(`${seed.key} (${lang}): cost or delay missing: ${answer}`)
        if (amount) {
          amounts++
          // Whole: the figure and its unit, never followed by "..." straight away (« 15 à 20.... »).
          if (!costPart?.includes(amount) || costPart.includes(`${amount}...`)) problems.push(`${seed.key} (${lang}): amount ${amount} not whole in « ${costPart} »`)
        }
        if (figure) {
          delays++
          if (!delayPart?.includes(figure) || delayPart.includes(`${figure}...`)) problems.push(`${seed.key} (${lang}): delay ${figure} not whole in « ${delayPart} »`)
        }
        for (const [part, label] of [['cost', cost], ['processingTime', delay], ['whereToApply', where]] as const) {
          const shown = answer.includes(`${label}: `) || answer.includes(`${label}${mark}: `)
          if (guide.unconfirmed.includes(part) && shown && !answer.includes(`${label}${mark}: `)) problems.push(`${seed.key} (${lang}): ${part} unconfirmed but not said beside « ${label} »`)
          if (!guide.unconfirmed.includes(part) && answer.includes(`${label}${mark}`)) problems.push(`${seed.key} (${lang}): ${part} said unconfirmed`)
        }
      }
    })
    expect(problems).toEqual([])
    // The seeds hold structured amounts and delays: the check above checked something.
    expect(amounts).toBeGreaterThanOrEqual(16)
    expect(delays).toBeGreaterThanOrEqual(8)
  })

  it('never cut a word, nor leave a run of marks', async () => {
    const site = await seededSite()
    const problems: string[] = []
    site.seeds.forEach((seed, i) => {
      for (const lang of locales) {
        const guide = site.guide(lang, i + 1)!
        const answer = guideReply(guide, getDictionary(lang).sms)
        const words = new Set(toGsm7([guide.title, guide.cost.details, guide.processingTime, guide.whereToApply, getDictionary(lang).sms.freeStrict, getDictionary(lang).sms.freeProcedure].join(' '), lang).split(/[\s"(]+/).map((w) => w.replace(/[.,;:!?)"]+$/, '')))
        for (const cut of answer.matchAll(/(\S+)\.\.\./g)) {
          const word = cut[1]!.replace(/^[("]+/, '').replace(/[.,;:)"]+$/, '')
          if (!words.has(word)) problems.push(`${seed.key} (${lang}): cut inside « ${word} »: ${answer}`)
        }
        if (/\.{4}|[;,:]\s*\.|[^.]\.\.(?!\.)|\s[.,]/.test(answer)) problems.push(`${seed.key} (${lang}): run of marks: ${answer}`)
      }
    })
    expect(problems).toEqual([])
  })

  it('say what the audit found missing: every case of the bac fee, the provinces’ passport delay, the marriage and licence delays with their unit', async () => {
    const site = await seededSite()
    const answer = (key: string, lang: 'fr' | 'mg') => guideReply(site.guide(lang, site.seeds.findIndex((s) => s.key === key) + 1)!, getDictionary(lang).sms)
    expect(answer('inscription-au-baccalaureat', 'fr')).toContain('15 000 Ar pour un candidat d\'école, 50 000 Ar pour un candidat libre, 100 000 Ar pour un candidat de nationalité étrangère')
    expect(answer('inscription-au-baccalaureat', 'mg')).toContain("50 000 Ar ho an'ny kandidà tsy miankina")
    expect(answer('passeport', 'fr')).toContain('190 000 Ar')
    expect(answer('passeport', 'fr')).toContain("72 heures pour une demande faite à Antananarivo ; 10 jours pour une demande faite en province ou à l'étranger")
    expect(answer('passeport', 'mg')).toContain('10 andro raha any amin')
    expect(answer('permis-de-conduire', 'fr')).toContain('30 à 45 jours')
    expect(answer('permis-de-conduire', 'mg')).toContain("30 ka hatramin'ny 45 andro")
    // « Délai: 15 à 20.... » had no unit; the delay is before the planned date, which is said.
    expect(answer('acte-de-mariage', 'fr')).toMatch(/Délai: Déposez le dossier complet 15 à 20 jours avant/)
    expect(answer('acte-de-mariage', 'mg')).toContain("15 ka hatramin'ny 20 andro mialoha")
    expect(answer('casier-judiciaire-bulletin-n-3', 'mg')).toContain('(bulletin laharana 3)')
    expect(answer('casier-judiciaire-bulletin-n-3', 'fr')).toContain('(bulletin no 3)')
    // The follow-ups say it the same way (« 3 »: where to go, with the guide's title).
    const casier = site.guide('mg', site.seeds.findIndex((s) => s.key === 'casier-judiciaire-bulletin-n-3') + 1)!
    expect(partReply(casier, 'where', getDictionary('mg').sms).text).toContain('(bulletin laharana 3)')
  })
})
