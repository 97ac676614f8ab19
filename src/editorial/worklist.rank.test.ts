import { describe, expect, it } from 'vitest'

import type { Service } from '@/payload-types'

import { rankUnconfirmed } from './worklist'

const guide = (id: number, title: string, steps: number, sourced: number): Service =>
  ({
    id,
    title,
    slug: title,
    summary: 'Résumé.',
    audience: 'Tous.',
    cost: { free: true, details: 'Gratuit.' },
    processingTime: 'Sur place.',
    whereToApply: 'À la commune.',
    steps: Array.from({ length: steps }, (_, i) => ({ title: ['Venez', 'Déposez', 'Payez', 'Attendez', 'Retirez', 'Signez'][i], detail: 'Au guichet.' })),
    sources: [{ key: 'officiel', title: 'Page', kind: 'official' }],
    references: ['summary', 'audience', 'cost', 'processingTime', 'whereToApply', ...Array.from({ length: sourced }, (_, i) => `steps.${i}`)].map((statement) => ({ statement, source: 'officiel', quote: 'Au guichet de la commune', relation: 'supports' })),
    unconfirmed: [],
    lastReviewed: '2026-11-28',
    updatedAt: '2026-11-28',
  }) as unknown as Service

describe('the worklist ranks guides by unconfirmed statements on the most read pages (issue 40)', () => {
  it('weighs each guide’s unconfirmed statements by its readers; fully confirmed guides are not listed', () => {
    const guides = [guide(1, 'peu-lu', 6, 0), guide(2, 'tres-lu', 4, 2), guide(3, 'confirme', 3, 3)]
    const ranked = rankUnconfirmed(guides, new Map([[1, 10], [2, 500]]))
    expect(ranked.map((r) => [r.title, r.unconfirmed, r.views])).toEqual([['tres-lu', 2, 500], ['peu-lu', 6, 10]])
  })
})
