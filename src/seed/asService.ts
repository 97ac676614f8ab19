/**
 * A seeded guide as the model reads a saved one (one language, no relations): lets the content lint
 * and `scripts/statements.ts` derive each statement's proof with the site's own code
 * (src/model/guide.ts), before anything is in a database.
 */
import type { Service } from '@/payload-types'
import { guideFromService, type Guide } from '@/model/guide'

import { documentSeed, type ServiceSeed } from './types'

export function serviceFromSeed(seed: ServiceSeed, lang: 'fr' | 'mg'): Service {
  return {
    id: 0,
    title: seed.title[lang],
    slug: seed.slug[lang],
    summary: seed.summary[lang],
    summaryUnsure: seed.marks?.summary?.[lang] ?? null,
    audience: seed.audience[lang],
    audienceUnsure: seed.marks?.audience?.[lang] ?? null,
    documents: seed.documents[lang].map((line) => {
      const doc = documentSeed(line)
      return { item: doc.item, quantity: doc.quantity ?? null, form: doc.form ?? null, unsure: doc.unsure ?? null }
    }),
    cost: { free: seed.cost.free, amountAriary: seed.cost.amountAriary ?? null, details: seed.cost.details[lang], othersPay: seed.cost.othersPay?.[lang] ?? null },
    delay: { from: seed.delay?.from ?? null, to: seed.delay?.to ?? null, unit: seed.delay?.unit ?? null },
    deadline: seed.deadline
      ? { ...seed.deadline, unsure: seed.deadline.unsure?.[lang] ?? null }
      : null,
    processingTime: seed.processingTime[lang],
    whereToApply: seed.whereToApply[lang],
    steps: seed.steps[lang].map((step) => ({
      title: step.title,
      detail: step.detail,
      feeAriary: step.feeAriary ?? null,
      durationFrom: step.duration?.from ?? null,
      durationTo: step.duration?.to ?? null,
      durationUnit: step.duration?.unit ?? null,
      place: null,
      unsure: step.unsure ?? null,
    })),
    youReceive: seed.youReceive?.[lang] ?? null,
    legalReferences: seed.legalReferences[lang].map((text) => ({ text })),
    faq: seed.faq[lang].map((q) => ({ question: q.question, answer: q.answer, unsure: q.unsure ?? null })),
    onlineServices: seed.onlineServices?.[lang] ?? [],
    sources: seed.sources.map((s) => ({ key: s.key ?? null, title: s.title, url: s.url ?? null, publisher: s.publisher ?? null, kind: s.kind, seen: s.seen ?? null, published: s.published ?? null, confirmedBy: s.confirmedBy ?? null, confirmedHow: s.confirmedHow ?? null })),
    references: (seed.references ?? []).map((r) => ({ statement: r.statement, source: r.source, quote: r.quote, where: r.where ?? null, relation: r.says === 'otherwise' ? 'contradicts' : 'supports' })),
    unconfirmed: seed.unconfirmed,
    lastReviewed: seed.lastReviewed,
    verifiedAt: seed.verifiedAt,
    updatedAt: seed.lastReviewed,
    createdAt: seed.lastReviewed,
    category: 0,
    review: seed.review,
  } as unknown as Service
}

/** The guide as citizens will read it in one language, with its derived proofs. */
export function guideFromSeed(seed: ServiceSeed, lang: 'fr' | 'mg'): Guide {
  return guideFromService(lang, serviceFromSeed(seed, lang))
}
