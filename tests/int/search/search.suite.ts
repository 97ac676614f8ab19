import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestPayload, type DatabaseKind, type TestPayload } from '../../support/payload'
import { relevanceCases } from './relevance.data'

export function searchSuite(kind: DatabaseKind): void {
  describe(`search on ${kind}`, () => {
    let ctx: TestPayload
    let payload: Payload
    let search: typeof import('@/search')

    beforeAll(async () => {
      ctx = await startTestPayload(kind, { seed: true })
      payload = ctx.payload
      search = await import('@/search')
    })
    afterAll(async () => {
      await ctx?.close()
    })

    async function idOf(key: string): Promise<string> {
      const found = await payload.find({ collection: 'services', locale: 'fr', where: { slug: { equals: key } }, limit: 1 })
      if (!found.docs[0]) throw new Error(`no guide ${key}`)
      return `service-${found.docs[0].id}`
    }

    for (const lang of ['fr', 'mg'] as const) {
      it(`finds the right guide in the top 3 for at least 90 % of citizens' queries (${lang})`, async () => {
        const misses: string[] = []
        for (const [query, expected] of relevanceCases[lang]) {
          const { hits } = await search.searchSite(payload, lang, query)
          const top3 = hits.slice(0, 3).map((h) => h.id)
          if (!top3.includes(await idOf(expected))) misses.push(`${query} → ${hits.slice(0, 3).map((h) => h.slug).join(', ') || '(nothing)'}`)
        }
        const total = relevanceCases[lang].length
        const rate = (total - misses.length) / total
        console.log(`relevance ${lang}: ${Math.round(rate * 1000) / 10} % (${total - misses.length}/${total}); misses: ${misses.join(' | ') || 'none'}`)
        expect(total).toBeGreaterThanOrEqual(40)
        expect(rate).toBeGreaterThanOrEqual(0.9)
      })
    }

    it('finds the step-by-step journeys in both languages, leading to their pages', async () => {
      for (const [lang, query, slug] of [['fr', 'se marier', 'se-marier'], ['fr', 'creer une entreprise', 'creer-son-entreprise'], ['mg', 'manambady', 'manambady'], ['mg', 'handeha any ivelany', 'handeha-any-ivelany']] as const) {
        const { hits } = await search.searchSite(payload, lang, query)
        const journey = hits.slice(0, 3).find((h) => h.kind === 'journey')
        expect(journey?.slug, `${lang}: ${query} → ${hits.slice(0, 3).map((h) => h.slug).join(', ')}`).toBe(slug)
        expect(search.hitPath(lang, journey!)).toBe(`/${lang}/etapes/${slug}/`)
      }
      // A guide's own name still finds the guide first, not the journeys it belongs to.
      expect((await search.searchSite(payload, 'fr', 'passeport')).hits[0]!.kind).toBe('service')
      const suggested = await search.suggestions(payload, 'fr', 'se mari', 5)
      expect(suggested.map((h) => h.kind)).toContain('journey')
    })

    it('ignores case and accents, and highlights matched words in the snippet', async () => {
      const plain = await search.searchSite(payload, 'fr', 'etat civil')
      const accented = await search.searchSite(payload, 'fr', 'ÉTAT CIVIL')
      expect(plain.hits.map((h) => h.id)).toEqual(accented.hits.map((h) => h.id))
      const { hits } = await search.searchSite(payload, 'fr', 'passeport')
      expect(hits[0]!.snippet.some((s) => s.match)).toBe(true)
    })

    it('shows results of the other language, flagged, when this one has none', async () => {
      // A Malagasy word that no French guide uses and no synonym group maps.
      const result = await search.searchSite(payload, 'fr', 'tanindrazana')
      expect(result.hits).toHaveLength(0)
      expect(result.otherLanguage?.lang).toBe('mg')
      expect(result.otherLanguage?.hits.length).toBeGreaterThan(0)
    })

    it('suggests a spelling when nothing matches', async () => {
      const result = await search.searchSite(payload, 'fr', 'pazzeporrt')
      expect(result.hits).toHaveLength(0)
      expect(result.didYouMean).toBe('passeport')
    })

    it('survives hostile input without throwing', async () => {
      for (const query of ['', '   ', '!!!???', '<script>alert(1)</script>', "' OR 1=1; DROP TABLE services; --", 'x'.repeat(1000), '\u0000\ufffd']) {
        const result = await search.searchSite(payload, 'fr', query)
        expect(result.query.length).toBeLessThanOrEqual(search.MAX_QUERY_LENGTH)
      }
      expect((await search.searchSite(payload, 'fr', 'a'.repeat(1000))).truncated).toBe(true)
      expect(await search.suggestions(payload, 'fr', '', 5)).toEqual([])
    })

    it('finds only published content, and follows publishing, edits and unpublishing without restart', async () => {
      const category = (await payload.find({ collection: 'categories', limit: 1 })).docs[0]!
      const base = {
        category: category.id, lastReviewed: '2026-11-21', summary: 'Résumé', audience: 'Tous', processingTime: '1 jour',
        whereToApply: 'Commune', documents: [{ item: 'Aucun' }], steps: [{ title: 'Venir' }], cost: { free: true, details: 'Gratuit' },
        review: { status: 'toVerify' as const },
      }
      const draft = await payload.create({
        collection: 'services', locale: 'fr', draft: true,
        data: { ...base, title: 'Zorglub brouillon', slug: 'zorglub-brouillon', _status: 'draft' },
      })
      expect((await search.searchSite(payload, 'fr', 'zorglub')).total).toBe(0)
      await payload.update({ collection: 'services', id: draft.id, locale: 'fr', data: { _status: 'published' } })
      expect((await search.searchSite(payload, 'fr', 'zorglub')).total).toBe(1)
      await payload.update({ collection: 'services', id: draft.id, locale: 'fr', data: { title: 'Wombat publié' } })
      expect((await search.searchSite(payload, 'fr', 'wombat')).total).toBe(1)
      await payload.update({ collection: 'services', id: draft.id, locale: 'fr', data: { _status: 'draft' } })
      expect((await search.searchSite(payload, 'fr', 'wombat')).total).toBe(0)
    })

    it('notices changes made by another instance within the check interval', async () => {
      await search.searchSite(payload, 'fr', 'passeport')
      const category = (await payload.find({ collection: 'categories', limit: 1 })).docs[0]!
      // Written as another instance would: this process is not told, only the database stamp reveals it.
      await payload.create({
        collection: 'services', locale: 'fr', context: { disableRevalidate: true },
        data: {
          title: 'Ornithorynque', slug: 'ornithorynque', category: category.id, lastReviewed: '2026-11-21', summary: 's', audience: 'a',
          processingTime: 'p', whereToApply: 'w', documents: [{ item: 'd' }], steps: [{ title: 't' }], cost: { free: true, details: 'x' },
          review: { status: 'toVerify' }, _status: 'published',
        },
      })
      const { searchState } = await import('@/search/freshness')
      searchState().stale = false
      await new Promise((resolve) => setTimeout(resolve, 1100))
      expect((await search.searchSite(payload, 'fr', 'ornithorynque')).total).toBe(1)
    })

    it('follows a publication page by page: a guide’s new name finds its flow, a theme renamed finds its guides, a deleted flow leaves (issue 41)', async () => {
      const flow = (await payload.find({ collection: 'flows', locale: 'fr', depth: 0, where: { guide: { exists: true } }, limit: 1 })).docs[0]!
      const guideId = typeof flow.guide === 'object' ? flow.guide!.id : flow.guide!
      const guide = await payload.findByID({ collection: 'services', id: guideId, locale: 'fr' })
      await search.searchSite(payload, 'fr', 'passeport')
      // As another instance's publication is seen here: the database changed, and the purge marked the index stale.
      await payload.update({ collection: 'services', id: guideId, locale: 'fr', context: { disableRevalidate: true }, data: { title: `${guide.title} Quokka`, changeKind: 'minor' } as never })
      search.markSearchStale()
      const found = await search.searchSite(payload, 'fr', 'quokka')
      expect(found.hits.map((h) => h.id).sort()).toEqual([`flow-${flow.id}`, `service-${guideId}`].sort())

      const category = await payload.findByID({ collection: 'categories', id: typeof guide.category === 'object' ? guide.category.id : guide.category, locale: 'fr' })
      await payload.update({ collection: 'categories', id: category.id, locale: 'fr', context: { disableRevalidate: true }, data: { title: `${category.title} Wallaby` } })
      search.markSearchStale()
      const renamed = (await search.searchSite(payload, 'fr', 'quokka')).hits.find((h) => h.id === `service-${guideId}`)
      expect(renamed?.categoryTitle).toBe(`${category.title} Wallaby`)
      expect((await search.searchSite(payload, 'fr', 'wallaby')).hits[0]!.id).toBe(`category-${category.id}`)

      await payload.delete({ collection: 'flows', id: flow.id, context: { disableRevalidate: true } })
      search.markSearchStale()
      expect((await search.searchSite(payload, 'fr', 'quokka')).hits.map((h) => h.id)).toEqual([`service-${guideId}`])

      await payload.update({ collection: 'services', id: guideId, locale: 'fr', context: { disableRevalidate: true }, data: { title: guide.title, changeKind: 'minor' } as never })
      await payload.update({ collection: 'categories', id: category.id, locale: 'fr', context: { disableRevalidate: true }, data: { title: category.title } })
      search.markSearchStale()
      expect((await search.searchSite(payload, 'fr', 'quokka')).total).toBe(0)
      expect((await search.searchSite(payload, 'fr', 'wallaby')).total).toBe(0)
      expect((await search.searchSite(payload, 'fr', guide.title!)).hits[0]!.categoryTitle).toBe(category.title)
    })
  })
}
