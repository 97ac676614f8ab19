/**
 * The seeded guides as the channels see them, without a database: each seed made into the model's
 * Guide (amount and delay filled as Payload's read fills them), and the site's search engines of
 * both languages built from the same seeds, synonyms and citizens' words as `npm run seed` stores.
 * For the unit tests that check every guide's SMS and USSD answer and the SMS language decision.
 */
import { locales, type Locale } from '@/i18n'
import { fillAmount } from '@/model/amounts'
import { delayOf, fillDelay } from '@/model/delays'
import type { Guide } from '@/model/guide'
import { SearchEngine, guideToDoc } from '@/search'
import { categories } from '@/seed/data/categories'
import { citizenWords } from '@/seed/data/citizenWords'
import { shortTitles } from '@/seed/data/shortTitles'
import { synonyms } from '@/seed/data/synonyms'
import { glossarySynonyms } from '@/seed/glossary'
import { loadServiceSeeds } from '@/seed/load'
import { documentSeed, type ServiceSeed } from '@/seed/types'

import { passportGuide, step } from './guides'
import { getDictionary } from '@/i18n'
import { guideReply, partReply, type GuidePart } from '@/channels/sms/compose'

/** Every SMS a guide can send by default: the answer, then each follow-up and its pages (at most 10 each). */
export function smsAnswersOf(guide: Guide, lang: Locale): string[] {
  const t = getDictionary(lang).sms
  const answers = [guideReply(guide, t)]
  for (const part of ['documents', 'steps', 'where'] as GuidePart[]) {
    let next: number | null = 0
    for (let page = 0; next !== null && page < 10; page++) {
      const answer = partReply(guide, part, t, next)
      answers.push(answer.text)
      next = answer.next
    }
  }
  return answers
}

/** One seeded guide in one language, with `id` as its identifier. */
export function guideOfSeed(seed: ServiceSeed, lang: Locale, id = 1): Guide {
  const delay = delayOf(seed.delay)
  return passportGuide(lang, {
    id,
    title: seed.title[lang],
    shortTitle: shortTitles[seed.key]?.[lang] ?? null,
    slug: seed.slug[lang],
    summary: seed.summary[lang],
    cost: { free: seed.cost.free, amountAriary: seed.cost.amountAriary ?? null, details: fillAmount(seed.cost.details[lang], seed.cost.amountAriary), othersPay: seed.cost.othersPay?.[lang] ?? null },
    delay,
    processingTime: fillDelay(seed.processingTime[lang], delay, lang),
    whereToApply: seed.whereToApply[lang],
    documents: seed.documents[lang].map((line) => {
      const d = documentSeed(line)
      return { item: d.item, quantity: d.quantity ?? null, form: d.form ?? null, unsure: d.unsure ?? null }
    }),
    steps: seed.steps[lang].map((s) => step(s.title, s.detail, { feeAriary: s.feeAriary ?? null, duration: delayOf(s.duration), unsure: s.unsure ?? null })),
    unconfirmed: seed.unconfirmed,
  })
}

export type SeededSite = {
  seeds: ServiceSeed[]
  /** Guide `id` (1-based, in the seeds' order) in one language. */
  guide: (lang: Locale, id: number) => Guide | null
  engines: Record<Locale, SearchEngine>
}

let site: Promise<SeededSite> | null = null

/** The seeded guides and both search engines, built once per test file. */
export function seededSite(): Promise<SeededSite> {
  site ??= (async () => {
    const seeds = await loadServiceSeeds()
    const groups = [...synonyms, ...glossarySynonyms().filter((group) => group.terms.length > 1)].map((group) => group.terms)
    const engines = {} as Record<Locale, SearchEngine>
    for (const lang of locales) {
      const docs = seeds.flatMap((seed, i) => {
        const category = categories.find((c) => c.key === seed.category)
        const theme = category ? { title: category.title[lang], slug: category.slug[lang] } : undefined
        return guideToDoc(guideOfSeed(seed, lang, i + 1), theme, citizenWords[seed.key]?.[lang].join('\n') ?? null) ?? []
      })
      engines[lang] = new SearchEngine(lang, docs, groups)
    }
    return { seeds, engines, guide: (lang, id) => (seeds[id - 1] ? guideOfSeed(seeds[id - 1]!, lang, id) : null) }
  })()
  return site
}
