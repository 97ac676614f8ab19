import type { Payload, PayloadRequest } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestPayload, type DatabaseKind, type TestPayload } from '../../support/payload'

type Stat = { id: number; day: string; channel: string; lang: string; kind: string; term: string; count: number }

/** The audit's probes (issue 38): phone numbers, e-mail addresses, names and a home address. */
const probes = [
  'passeport 034 12 345 67',
  'passeport 0341234567',
  'passeport +261 34 12 345 67',
  'passeport 034.12.345.67',
  'passeport 034-12-345-67',
  'passeport 034/12/345/67',
  'passeport 034,12,345,67',
  'passeport 034_12_345_67',
  'passeport rakoto@gmail.com',
  'passeport rakoto(at)gmail.com',
  'passeport rakoto at gmail dot com',
  'passeport rakoto arobase yahoo point fr',
  'rakoto jean gmail com passeport',
  'acte de naissance Rakotomalala Hery Lot IVC 85 Antsakaviro',
]
/** Nothing of the probes but their ordinary words may be stored. */
const personal = /\d|@|rakoto|jean|hery|voahirana|gmail|yahoo|\bcom\b|\bfr\b|\bat\b|\bdot\b|arobase|antsakaviro|ivc/i

/**
 * Query statistics that cannot hold personal data (issue 38): every path that records a query —
 * the web results page, the suggestions, the front's cached repeats, a guide opened from the
 * results, an SMS — stores only what `anonymousTerm` keeps; the rows stored before are cleaned
 * by a migration that merges the rows it makes identical.
 */
export function queryPrivacySuite(kind: DatabaseKind): void {
  describe(`query statistics without personal data on ${kind}`, () => {
    let ctx: TestPayload
    let payload: Payload
    let guideId: number

    const stats = async () => (await payload.find({ collection: 'query-stats', limit: 10_000, pagination: false, overrideAccess: true, sort: 'id' })).docs as unknown as Stat[]
    const total = async () => (await stats()).reduce((sum, row) => sum + Number(row.count), 0)

    beforeAll(async () => {
      ctx = await startTestPayload(kind, { seed: false })
      payload = ctx.payload
      Object.assign(process.env, { SMS_GATEWAY_SECRET: 'a-gateway-secret-of-the-test', SMS_GATEWAY_ALLOW: 'loopback' })
      const editor = await payload.create({ collection: 'users', data: { email: 'editor@privacy.test', password: 'a test passphrase', roles: ['editor'] } as never, overrideAccess: true })
      const category = await payload.create({ collection: 'categories', locale: 'fr', data: { title: 'Identité', slug: 'identite', description: 'Papiers d’identité.', icon: 'citizenship', _status: 'published' } as never, overrideAccess: true })
      guideId = (
        await payload.create({
          collection: 'services',
          locale: 'fr',
          data: {
            title: 'Passeport biométrique', slug: 'passeport', category: category.id, lastReviewed: '2026-11-21', summary: 'Demander un passeport.', audience: 'Tous.', processingTime: '10 jours', whereToApply: 'Service des passeports',
            documents: [{ item: 'Acte de naissance' }], steps: [{ title: 'Déposer la demande' }], cost: { free: true, details: 'Gratuit' }, review: { status: 'verified' }, _status: 'published',
          } as never,
          user: { ...editor, collection: 'users' } as never,
          overrideAccess: false,
        })
      ).id
    })
    afterAll(async () => {
      await ctx?.close()
    })

    it('records the probes through every path and stores none of their digits, mail words or names', async () => {
      const { searchMainProps } = await import('@/app/(site)/[lang]/searchResult/searchMainProps')
      const { searchEndpoint } = await import('@/search/endpoint')
      const { pageViewEndpoint } = await import('@/analytics/endpoint')
      const { POST: searchHits } = await import('@/app/(payload)/api/portal-internal/search-hits/route')
      const { kannelAnswer } = await import('@/channels/sms/kannel')
      const { createInternalSecret } = await import('@/http/instance')
      const { CLIENT_ADDRESS_HEADER, PURGE_SECRET_HEADER } = await import('@/http/headers')
      const secret = createInternalSecret()

      let expected = 0
      for (const [i, probe] of probes.entries()) {
        // The web results page (a first page without a theme) and the suggestions while typing.
        await searchMainProps('fr', { q: probe })
        await searchEndpoint.handler({ url: `http://portal.test/api/search?lang=fr&q=${encodeURIComponent(probe)}`, payload } as unknown as PayloadRequest)
        // The front's cached repeats, handed over every minute: here, 3 of the results page.
        const hits = await searchHits(new Request('http://portal.test/api/portal-internal/search-hits', { method: 'POST', headers: { [PURGE_SECRET_HEADER]: secret }, body: JSON.stringify([[`/fr/searchResult/?q=${encodeURIComponent(probe)}`, 3]]) }))
        expect(hits.status).toBe(204)
        // A guide opened from these results.
        const opened = await pageViewEndpoint.handler({ payload, headers: new Headers({ [CLIENT_ADDRESS_HEADER]: '127.0.0.1' }), json: async () => ({ id: guideId, from: { q: probe, lang: 'fr' } }) } as unknown as PayloadRequest)
        expect(opened.status).toBe(204)
        // The same question by SMS, each from its own number (20 questions an hour per number).
        const sms = await kannelAnswer(new Request(`http://portal.test/gateway/sms/kannel/?secret=a-gateway-secret-of-the-test&from=%2B26134${String(i).padStart(7, '0')}&to=4567&text=${encodeURIComponent(probe)}`, { headers: { [CLIENT_ADDRESS_HEADER]: '127.0.0.1' } }))
        expect(sms.status).toBe(200)
        expected += 1 + 1 + 3 + 1 + 1
      }
      // The results page, the suggestions and SMS count without delaying their answer.
      await expect.poll(total, { timeout: 20_000 }).toBe(expected)

      const rows = await stats()
      for (const row of rows) expect(row.term, `${row.channel} ${row.kind}`).not.toMatch(personal)
      expect(new Set(rows.map((row) => row.channel))).toEqual(new Set(['web', 'suggestions', 'sms']))
      // Still useful to editors: the words of the need are kept.
      const terms = new Set(rows.map((row) => row.term))
      expect(terms).toContain('passeport')
      expect(terms).toContain('acte de naissance …')
      // The 8 telephone numbers and the 2 addresses written whole or ending with their provider leave
      // « passeport »; an address said in words takes the words before it. Page and cached repeats: 1 + 3.
      const count = (channel: string, kindOf: string, term: string) => rows.find((row) => row.channel === channel && row.kind === kindOf && row.term === term)?.count
      expect(count('web', 'question', 'passeport')).toBe(10 * (1 + 3))
      expect(count('sms', 'question', 'passeport')).toBe(10)
      expect(count('web', 'question', '-')).toBe(3 * (1 + 3))
    })

    it('cleans the rows stored before by a migration: no digit, mail word or name left, identical rows merged, counts kept', async () => {
      const { migrate } = await import('@/db/prepare')
      const { migrations } = await import(kind === 'postgres' ? '@/migrations/postgres' : '@/migrations/sqlite')
      const name = migrations.map((m: { name: string }) => m.name).find((n: string) => n.endsWith('_query_stats_clean'))!
      const before = await total()
      // As the former code stored them (issue 38's audit).
      const old = [
        ['2026-06-01', 'web', 'question', 'passeport 034 12 345 67', 2],
        ['2026-06-01', 'web', 'question', 'passeport', 3],
        ['2026-06-01', 'sms', 'noAnswer', 'rakoto jean gmail com', 1],
        ['2026-06-01', 'sms', 'noAnswer', 'rakoto(at)gmail.com', 4],
        ['2026-06-01', 'sms', 'question', 'rakoto at gmail dot com passeport', 5],
        ['2026-06-01', 'web', 'noAnswer', 'acte de naissance rakotomalala voahirana ivc antsakaviro', 6],
        ['2026-06-01', 'web', 'noAnswer', 'divorce', 7],
        ['2026-06-02', 'web', 'question', 'passeport 034 12 345 67', 8],
        ['2026-06-02', 'suggestions', 'question', 'passeport +261 34 12 345 67', 9],
      ] as const
      for (const [day, channel, kindOf, term, count] of old) await payload.create({ collection: 'query-stats', data: { day, channel, lang: 'fr', kind: kindOf, term, count }, overrideAccess: true })
      expect(await total()).toBe(before + 45)

      // Run it again as a new install would: removed from the applied list, then `migrate` (it must act).
      await payload.delete({ collection: 'payload-migrations', where: { name: { equals: name } }, overrideAccess: true })
      await migrate(payload)
      expect((await payload.count({ collection: 'payload-migrations', where: { name: { equals: name } }, overrideAccess: true })).totalDocs).toBe(1)

      const rows = await stats()
      for (const row of rows) expect(row.term, `${row.day} ${row.channel} ${row.kind}`).not.toMatch(personal)
      expect(await total()).toBe(before + 45)
      const of = (day: string, channel: string, kindOf: string) =>
        rows.filter((row) => row.day === day && row.channel === channel && row.kind === kindOf).map((row) => [row.term, Number(row.count)])
      expect(of('2026-06-01', 'web', 'question')).toEqual([['passeport', 5]])
      expect(of('2026-06-01', 'sms', 'noAnswer')).toEqual([['-', 5]])
      expect(of('2026-06-01', 'sms', 'question')).toEqual([['passeport', 5]])
      expect(of('2026-06-01', 'web', 'noAnswer').sort()).toEqual([['acte de naissance …', 6], ['divorce', 7]])
      expect(of('2026-06-02', 'web', 'question')).toEqual([['passeport', 8]])
      expect(of('2026-06-02', 'suggestions', 'question')).toEqual([['passeport', 9]])
    })
  })
}
