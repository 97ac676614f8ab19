import type { PublicJourney } from '@/content/journeys'
import { pathFor, type Locale } from '@/i18n'
import type { Category, Service } from '@/payload-types'

import type { SearchDoc } from './engine'

const join = (parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' \n ')

/** A published guide, in one language, as the index sees it; null when untranslated. */
export function serviceToDoc(service: Service, categories: Map<number, Category>): SearchDoc | null {
  if (!service.title || !service.slug) return null
  const categoryId = typeof service.category === 'object' ? service.category?.id : service.category
  const category = categoryId ? categories.get(categoryId) : undefined
  return {
    id: `service-${service.id}`,
    kind: 'service',
    title: service.title,
    slug: service.slug,
    summary: service.summary ?? '',
    categoryTitle: category?.title ?? '',
    categorySlug: category?.slug ?? '',
    body: join([
      service.audience,
      ...(service.documents ?? []).map((d) => d.item),
      service.cost?.details,
      service.processingTime,
      service.whereToApply,
      ...(service.steps ?? []).flatMap((s) => [s.title, s.detail]),
      ...(service.faq ?? []).flatMap((q) => [q.question, q.answer]),
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
export function journeyToDoc(journey: PublicJourney): SearchDoc | null {
  if (!journey.title || !journey.slug) return null
  return {
    id: `journey-${journey.id}`,
    kind: 'journey',
    title: journey.title,
    slug: journey.slug,
    summary: journey.summary,
    categoryTitle: '',
    categorySlug: '',
    body: join(journey.steps.flatMap((step) => [step.title, step.summary])),
  }
}

/** Where a result leads: a journey's page, else the guide's or theme's page (both under /services/). */
export function hitPath(lang: Locale, hit: Pick<SearchDoc, 'kind' | 'slug'>): string {
  return pathFor(lang, hit.kind === 'journey' ? 'journey' : 'service', hit.slug)
}
