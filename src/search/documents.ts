import { citizenExpressions } from '@/model/citizenWords'
import type { PublicFlow } from '@/model/flow'
import type { PublicJourney } from '@/model/journey'
import { pathFor, type Locale } from '@/i18n'
import type { Guide } from '@/model/guide'
import type { Category } from '@/payload-types'

import type { SearchDoc } from './engine'

const join = (parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' \n ')

/** A published guide, in one language, as the index sees it (the model's value); null when untranslated. */
export function guideToDoc(guide: Guide, theme: Pick<Category, 'title' | 'slug'> | undefined, citizenWords?: string | null): SearchDoc | null {
  if (!guide.title || !guide.slug) return null
  return {
    id: `service-${guide.id}`,
    kind: 'service',
    title: guide.title,
    slug: guide.slug,
    summary: guide.summary,
    categoryTitle: theme?.title ?? '',
    categorySlug: theme?.slug ?? '',
    citizenWords: citizenExpressions(citizenWords).join(' \n '),
    body: join([
      guide.audience,
      ...guide.documents.map((d) => d.item),
      guide.cost.details,
      guide.processingTime,
      guide.whereToApply,
      ...guide.steps.flatMap((s) => [s.title, s.detail]),
      guide.youReceive,
      ...guide.faq.flatMap((q) => [q.question, q.answer]),
    ]),
  }
}

export function categoryToDoc(category: Category): SearchDoc | null {
  if (!category.title || !category.slug) return null
  return {
    id: `category-${category.id}`,
    kind: 'category',
    title: category.title,
    slug: category.slug,
    summary: category.description ?? '',
    categoryTitle: category.title,
    categorySlug: category.slug,
    body: '',
  }
}

/**
 * A published journey: its title, summary and steps. The guides' own titles are left out,
 * so that a query for one guide finds the guide first, not every journey it belongs to.
 */
export function journeyToDoc(journey: PublicJourney, citizenWords?: string | null): SearchDoc | null {
  if (!journey.title || !journey.slug) return null
  return {
    id: `journey-${journey.id}`,
    kind: 'journey',
    title: journey.title,
    slug: journey.slug,
    summary: journey.summary,
    categoryTitle: '',
    categorySlug: '',
    citizenWords: citizenExpressions(citizenWords).join(' \n '),
    body: join(journey.steps.flatMap((step) => [step.title, step.summary])),
  }
}

/** A question flow: found by its title, its guide's title, summary, questions and the cases it answers. */
export function flowToDoc(flow: PublicFlow, citizenWords?: string | null): SearchDoc {
  return {
    id: `flow-${flow.id}`,
    kind: 'flow',
    title: flow.title,
    slug: flow.slug,
    summary: flow.summary,
    categoryTitle: '',
    categorySlug: '',
    citizenWords: [...citizenExpressions(citizenWords), ...(flow.guide ? [flow.guide.title] : [])].join(' \n '),
    body: join([...flow.questions.flatMap((q) => [q.text, ...q.answers.map((a) => a.label)]), ...flow.outcomes.map((o) => o.title)]),
  }
}

/** Where a result leads: a journey's or a flow's page, else the guide's or theme's page (both under /services/). */
export function hitPath(lang: Locale, hit: Pick<SearchDoc, 'kind' | 'slug'>): string {
  return pathFor(lang, hit.kind === 'journey' ? 'journey' : hit.kind === 'flow' ? 'flow' : 'service', hit.slug)
}
