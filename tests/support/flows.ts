import type { Locale } from '@/i18n/locales'
import type { PublicFlow } from '@/model/flow'
import type { FlowSeed } from '@/seed/types'

/** A seeded flow as the channels read it once published (for tests: the same values without a database). */
export function publicFlowFromSeed(flow: FlowSeed, lang: Locale, id: number, guide: { id: number; title: string; slug: string } | null = null): PublicFlow {
  return {
    id,
    slug: flow.slug[lang],
    title: flow.title[lang],
    summary: flow.summary[lang],
    updatedAt: '2026-11-25T00:00:00.000Z',
    guide,
    questions: flow.questions.map((q) => ({
      key: q.key,
      text: q.text[lang],
      hint: q.hint?.[lang] ?? null,
      short: q.short?.[lang] ?? null,
      answers: q.answers.map((a) => ({ key: a.key, label: a.label[lang], short: a.short?.[lang] ?? null, next: a.next })),
    })),
    outcomes: flow.outcomes.map((o) => ({
      key: o.key,
      title: o.title[lang],
      documents: o.documents.map((d) => d[lang]),
      feeAriary: o.feeAriary ?? null,
      feeNote: o.feeNote?.[lang] ?? null,
      delay: o.duration ? { from: o.duration.from, to: o.duration.to ?? null, unit: o.duration.unit } : null,
      office: o.office ? { id: 1, name: o.office, address: null, city: 'Antananarivo', phones: ['+261 20 22 000 00'], openingHours: null } : null,
      steps: o.steps.map((s) => s[lang]),
      text: o.text?.[lang] ?? null,
      unsure: o.unsure?.[lang] ?? null,
    })),
  }
}
