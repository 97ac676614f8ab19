/**
 * Step-by-step journeys as plain values, and where a guide sits in them: built from a Payload
 * document once (content/journeys.ts reads them), then given to every channel as they are.
 * A journey lists guides by step; a guide can appear in several steps and several journeys.
 */
import type { Journey, Service } from '@/payload-types'

/** A guide as a journey step shows it: published in this language, else left out. */
export type StepGuide = { id: number; title: string; slug: string }
export type PublicStep = { title: string; summary: string | null; logic: 'and' | 'or'; optional: boolean; guides: StepGuide[] }
export type PublicJourney = { id: number; title: string; slug: string; summary: string; updatedAt: string; steps: PublicStep[] }

/** Where one guide sits in one journey: its first step, and the guides before and after it. */
export type Placement = { journey: { title: string; slug: string }; step: number; total: number; previous: StepGuide | null; next: StepGuide | null }

function stepGuides(guides: (number | Service)[] | null | undefined): StepGuide[] {
  return (guides ?? []).flatMap((guide) =>
    typeof guide === 'object' && guide?.title && guide.slug ? [{ id: guide.id, title: guide.title, slug: guide.slug }] : [],
  )
}

export function toPublicJourney(doc: Journey): PublicJourney | null {
  if (!doc.title || !doc.slug) return null
  const steps = (doc.steps ?? [])
    .map((step) => ({ title: step.title ?? '', summary: step.summary ?? null, logic: step.logic === 'or' ? ('or' as const) : ('and' as const), optional: Boolean(step.optional), guides: stepGuides(step.guides) }))
    .filter((step) => step.title)
  return { id: doc.id, title: doc.title, slug: doc.slug, summary: doc.summary ?? '', updatedAt: doc.updatedAt, steps }
}

/**
 * The guides of a journey in reading order: step by step, each guide once (at its first step).
 * Previous and next follow this order.
 */
export function guideOrder(journey: PublicJourney): { guide: StepGuide; step: number }[] {
  const seen = new Set<number>()
  const order: { guide: StepGuide; step: number }[] = []
  journey.steps.forEach((step, index) => {
    for (const guide of step.guides) {
      if (seen.has(guide.id)) continue
      seen.add(guide.id)
      order.push({ guide, step: index + 1 })
    }
  })
  return order
}

export function placementsOf(journeys: PublicJourney[], serviceId: number): Placement[] {
  return journeys.flatMap((journey) => {
    const order = guideOrder(journey)
    const at = order.findIndex((entry) => entry.guide.id === serviceId)
    if (at === -1) return []
    return [{
      journey: { title: journey.title, slug: journey.slug },
      step: order[at]!.step,
      total: journey.steps.length,
      previous: order[at - 1]?.guide ?? null,
      next: order[at + 1]?.guide ?? null,
    }]
  })
}

/** A guide shows at most this many journeys it is part of (by title). */
export const MAX_PLACEMENTS = 3
