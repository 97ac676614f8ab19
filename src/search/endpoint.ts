import type { Endpoint } from 'payload'

import { recordSearch } from '@/analytics/queryStats'

import { isLocale } from '@/i18n/locales'
import { getDictionary } from '@/i18n'

import { hitPath } from './documents'
import { suggestions } from './index'

export const MAX_SUGGESTIONS = 10

const errors = {
  lang: { fr: 'Langue inconnue : utilisez lang=fr ou lang=mg.', mg: 'Fiteny tsy fantatra: ampiasao ny lang=fr na lang=mg.' },
  limit: { fr: 'Le paramètre limit doit être un nombre entier positif.', mg: 'Tsy maintsy isa feno tsara ny limit.' },
}

/** Suggestions while typing: GET /api/search?q=&lang=fr|mg&limit=1..10. */
export const searchEndpoint: Endpoint = {
  path: '/search',
  method: 'get',
  handler: async (req) => {
    const params = new URL(req.url ?? 'http://local/').searchParams
    const lang = params.get('lang')
    if (!isLocale(lang)) return Response.json({ error: errors.lang }, { status: 400 })
    const rawLimit = params.get('limit')
    const parsed = rawLimit === null ? 5 : Number(rawLimit)
    if (!Number.isInteger(parsed) || parsed < 1) return Response.json({ error: errors.limit[lang] }, { status: 400 })
    const limit = Math.min(parsed, MAX_SUGGESTIONS)
    const hits = await suggestions(req.payload, lang, params.get('q') ?? '', limit)
    const query = (params.get('q') ?? '').trim()
    // Counted for the editors (once per distinct query while the front keeps the answer; repeats through src/server/searchHits.ts).
    if (query) void recordSearch(req.payload, { channel: 'suggestions', lang, query, found: hits.length > 0 }).catch(() => undefined)
    const labels = getDictionary(lang).search
    return Response.json(
      {
        lang,
        results: hits.map((hit) => ({ title: hit.title, url: hitPath(lang, hit), category: hit.kind === 'service' ? hit.categoryTitle : hit.kind === 'journey' ? labels.journeyPage : hit.kind === 'flow' ? labels.flowPage : '' })),
      },
      // The same for everyone: kept by the front and the cache in front for minutes (and purged on publication).
      { headers: { 'Cache-Control': 'public, max-age=0, s-maxage=300, must-revalidate' } },
    )
  },
}
