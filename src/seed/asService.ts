/**
 * A seeded guide as the model reads a saved one (one language, no relations): lets the content lint
 * and `scripts/statements.ts` derive each statement's proof with the site's own code
 * (src/model/guide.ts), before anything is in a database.
 */
import { shortTitles } from './data/shortTitles'
import type { Service } from '@/payload-types'
import { guideFromService, type Guide } from '@/model/guide'

import { documentSeed, type ServiceSeed } from './types'

/** A guide's texts in one language, as Payload stores them (`placeId`: a step's office, null when not resolved). */
export function serviceLocale(service: ServiceSeed, lang: 'fr' | 'mg', placeId: (key: string) => number | null = () => null) {
  return {
    title: service.title[lang],
    shortTitle: shortTitles[service.key]?.[lang] ?? null,
    slug: service.slug[lang],
    summary: service.summary[lang],
    summaryUnsure: service.marks?.summary?.[lang] ?? null,
    audience: service.audience[lang],
    audienceUnsure: service.marks?.audience?.[lang] ?? null,
    documents: service.documents[lang].map((line) => {
      const doc = documentSeed(line)
      return { item: doc.item, quantity: doc.quantity ?? null, form: doc.form ?? null, unsure: doc.unsure ?? null }
    }),
    processingTime: service.processingTime[lang],
    whereToApply: service.whereToApply[lang],
    steps: service.steps[lang].map((step) => ({
      title: step.title,
      detail: step.detail,
      feeAriary: step.feeAriary ?? null,
      durationFrom: step.duration?.from ?? null,
      durationTo: step.duration?.to ?? null,
      durationUnit: step.duration?.unit ?? null,
      place: step.place ? placeId(step.place) : null,
      unsure: step.unsure ?? null,
    })),
    youReceive: service.youReceive?.[lang] ?? null,
    legalReferences: service.legalReferences[lang].map((text) => ({ text })),
    faq: service.faq[lang].map((q) => ({ question: q.question, answer: q.answer, unsure: q.unsure ?? null })),
    onlineServices: service.onlineServices?.[lang] ?? [],
  }
}

export function serviceFromSeed(seed: ServiceSeed, lang: 'fr' | 'mg'): Service {
  return {
    id: 0,
    ...serviceLocale(seed, lang),
    cost: { free: seed.cost.free, amountAriary: seed.cost.amountAriary ?? null, details: seed.cost.details[lang], othersPay: seed.cost.othersPay?.[lang] ?? null },
    delay: { from: seed.delay?.from ?? null, to: seed.delay?.to ?? null, unit: seed.delay?.unit ?? null },
    deadline: seed.deadline
      ? { ...seed.deadline, unsure: seed.deadline.unsure?.[lang] ?? null }
      : null,
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
