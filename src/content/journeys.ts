/**
 * Step-by-step journeys as the public reads them (published, in one language), as the values of
 * src/model/journey.ts.
 */
import { cache } from 'react'

import type { Locale } from '@/i18n'
import { MAX_PLACEMENTS, placementsOf, toPublicJourney, type Placement, type PublicJourney } from '@/model/journey'
import type { Journey } from '@/payload-types'

import { payloadClient } from './payload'
import { publicRead } from './publicRead'


/** Every published journey in this language (a few dozen; all of them, as the search index and the sitemap list them all). */
export const listJourneys = cache(async (lang: Locale): Promise<PublicJourney[]> => {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    ...publicRead,
    collection: 'journeys',
    locale: lang,
    pagination: false,
    sort: 'title',
    depth: 1,
    populate: { services: { title: true, slug: true } },
  })
  return docs.flatMap((doc) => toPublicJourney(doc as Journey) ?? [])
})

/** The journey with this slug in this language; `otherSlug` is its slug in the other language. */
export const findJourney = cache(async (lang: Locale, slug: string): Promise<PublicJourney | null> => {
  return (await listJourneys(lang)).find((journey) => journey.slug === slug) ?? null
})

/** The journeys a guide is part of, in this language. */
export const journeysOfService = cache(async (lang: Locale, serviceId: number): Promise<Placement[]> => {
  return placementsOf(await listJourneys(lang), serviceId).slice(0, MAX_PLACEMENTS)
})

