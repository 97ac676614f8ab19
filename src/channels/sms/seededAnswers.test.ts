/**
 * Every default SMS answer of every seeded guide, in both languages, is GSM-7 and 2 SMS at most —
 * the answer itself and each follow-up (documents, steps, where to go, every "5 Suite" page) —
 * and the median answer's number of parts is reported (ARCHITECTURE.md: ≤ 2).
 */
import { describe, expect, it } from 'vitest'

import { getDictionary, locales, type Locale } from '@/i18n'
import { gsm7Length, isGsm7, smsParts, SMS_MAX_CHARS } from '@/gsm'
import type { Guide } from '@/model/guide'
import { loadServiceSeeds } from '@/seed/load'
import { documentSeed, type ServiceSeed } from '@/seed/types'

import { passportGuide, step } from '../../../tests/support/guides'

import { delayOf, fillDelay } from '@/model/delays'

import { guideReply, partReply, type GuidePart } from './compose'

function guideOf(seed: ServiceSeed, lang: Locale): Guide {
  return passportGuide(lang, {
    title: seed.title[lang],
    slug: seed.slug[lang],
    summary: seed.summary[lang],
    cost: { free: seed.cost.free, amountAriary: seed.cost.amountAriary ?? null, details: seed.cost.details[lang], othersPay: seed.cost.othersPay?.[lang] ?? null },
    delay: delayOf(seed.delay),
    processingTime: fillDelay(seed.processingTime[lang], delayOf(seed.delay), lang),
    whereToApply: seed.whereToApply[lang],
    documents: seed.documents[lang].map((line) => {
      const d = documentSeed(line)
      return { item: d.item, quantity: d.quantity ?? null, form: d.form ?? null, unsure: d.unsure ?? null }
    }),
    steps: seed.steps[lang].map((s) => step(s.title, s.detail, { feeAriary: s.feeAriary ?? null, duration: delayOf(s.duration), unsure: s.unsure ?? null })),
    unconfirmed: seed.unconfirmed,
  })
}

describe('default SMS answers of every seeded guide', () => {
  it('are GSM-7 and fit 2 SMS, follow-ups and their pages included, in French and Malagasy', async () => {
    const seeds = await loadServiceSeeds()
    expect(seeds.length).toBeGreaterThan(40)
    const parts: number[] = []
    const problems: string[] = []
    for (const seed of seeds) {
      for (const lang of locales) {
        const t = getDictionary(lang).sms
        const guide = guideOf(seed, lang)
        const answers = [guideReply(guide, t)]
        for (const part of ['documents', 'steps', 'where'] as GuidePart[]) {
          let next: number | null = 0
          for (let page = 0; next !== null && page < 10; page++) {
            const answer = partReply(guide, part, t, next)
            answers.push(answer.text)
            next = answer.next
          }
        }
        for (const answer of answers) {
          if (!isGsm7(answer) || gsm7Length(answer) > SMS_MAX_CHARS) problems.push(`${seed.key} (${lang}): ${answer}`)
        }
        parts.push(smsParts(answers[0]!).length)
      }
    }
    expect(problems).toEqual([])
    const sorted = [...parts].sort((a, b) => a - b)
    const median = sorted[Math.floor(sorted.length / 2)]!
    console.log(`SMS parts per default answer over ${parts.length} answers: median ${median}, one part ${parts.filter((p) => p === 1).length}, two parts ${parts.filter((p) => p === 2).length}`)
    expect(median).toBeLessThanOrEqual(2)
  })
})
