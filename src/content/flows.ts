/**
 * Question flows as the public reads them (published, in one language), as the values of
 * src/model/flow.ts.
 */
import { cache } from 'react'

import type { Locale } from '@/i18n'
import { toPublicFlow, type PublicFlow } from '@/model/flow'
import type { Flow } from '@/payload-types'

import { payloadClient } from './payload'
import { publicRead } from './publicRead'

/** Every published flow in this language (a handful: the search index and the sitemap list them all). */
export const listFlows = cache(async (lang: Locale): Promise<PublicFlow[]> => {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    ...publicRead,
    collection: 'flows',
    locale: lang,
    pagination: false,
    sort: 'title',
    depth: 1,
    populate: { services: { title: true, slug: true, cost: true }, places: { name: true, address: true, city: true, phones: true, openingHours: true } },
  })
  return docs.flatMap((doc) => toPublicFlow(doc as Flow) ?? [])
})

/** The flows of a guide, in this language (a guide links to them: « Vérifier ce qu’il vous faut »). */
export const flowsOfService = cache(async (lang: Locale, serviceId: number): Promise<PublicFlow[]> => {
  return (await listFlows(lang)).filter((flow) => flow.guide?.id === serviceId)
})
