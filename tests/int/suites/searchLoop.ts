import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestPayload, type DatabaseKind, type TestPayload } from '../../support/payload'

type Staff = { id: number; collection: 'users'; roles: string[]; email: string }

/**
 * The editors' loop (issue 24): what citizens searched, counted without personal data; what
 * found nothing and after what nobody opened a guide; and the one-click path that adds a word
 * to a guide's "Mots des citoyens", which search then uses at once.
 */
export function searchLoopSuite(kind: DatabaseKind): void {
  describe(`search loop for editors on ${kind}`, () => {
    let ctx: TestPayload
    let payload: Payload
    let editor: Staff
    let moderator: Staff
    let categoryId: number
    let stats: typeof import('@/analytics/queryStats')
    let report: typeof import('@/editorial/queryReport')
    let words: typeof import('@/editorial/citizenWords')
    let search: typeof import('@/search')

    const guide = (title: string, slug: string) =>
      payload.create({
        collection: 'services',
        locale: 'fr',
        data: {
          title, slug, category: categoryId, lastReviewed: '2026-11-21', summary: 'Résumé.', audience: 'Tous.', processingTime: '1 jour', whereToApply: 'Mairie',
          documents: [{ item: 'Pièce' }], steps: [{ title: 'Étape' }], cost: { free: true, details: 'Gratuit' }, review: { status: 'verified' }, _status: 'published',
        } as never,
        user: editor,
        overrideAccess: false,
      })

    beforeAll(async () => {
      ctx = await startTestPayload(kind, { seed: false })
      payload = ctx.payload
      stats = await import('@/analytics/queryStats')
      report = await import('@/editorial/queryReport')
      words = await import('@/editorial/citizenWords')
      search = await import('@/search')
      const make = async (email: string, roles: string[]) => ({ ...((await payload.create({ collection: 'users', data: { email, password: 'a test passphrase', roles } as never, overrideAccess: true })) as unknown as Staff), collection: 'users' as const })
      editor = await make('editor@loop.test', ['editor'])
      moderator = await make('moderator@loop.test', ['moderator'])
      categoryId = (await payload.create({ collection: 'categories', locale: 'fr', data: { title: 'État civil', slug: 'etat-civil', description: 'Naissance, mariage, décès.', icon: 'civil-status', _status: 'published' } as never, overrideAccess: true })).id
    })
    afterAll(async () => {
      await ctx?.close()
    })

    it('counts questions by words only, and lists those that found nothing and those after which no guide was opened', async () => {
      for (let i = 0; i < 3; i++) await stats.recordSearch(payload, { channel: 'web', lang: 'fr', query: 'CIN perdue 034 12 345 67', found: true })
      await stats.recordSearch(payload, { channel: 'web', lang: 'fr', query: 'acte naissance', found: true }, 4)
      await stats.recordQuery(payload, { channel: 'web', lang: 'fr', kind: 'opened', term: 'acte naissance' })
      await stats.recordSearch(payload, { channel: 'web', lang: 'fr', query: 'rakoto@example.mg gargote', found: false })
      // A need no guide answers is shown; a word nobody knows is not (it could be a name: issue 38).
      await stats.recordSearch(payload, { channel: 'suggestions', lang: 'mg', query: 'fisaraham-panambadiana karatan', found: false })
      const rows = (await payload.find({ collection: 'query-stats', limit: 100, overrideAccess: true })).docs
      expect(rows.length).toBeGreaterThan(0)
      for (const row of rows) expect(row.term).not.toMatch(/\d{4}|@|\d{2} \d{2}/)
      const { channels } = await report.queryReport(payload)
      const web = channels.find((c) => c.channel === 'web' && c.lang === 'fr')!
      expect(web.top).toEqual([{ term: 'acte naissance', count: 4 }, { term: 'cin perdue', count: 3 }])
      expect(web.unanswered).toEqual([{ term: 'gargote', count: 1 }])
      expect(web.unopened).toEqual([{ term: 'cin perdue', count: 3 }])
      expect(channels.find((c) => c.channel === 'suggestions' && c.lang === 'mg')?.unanswered).toEqual([{ term: 'fisaraham-panambadiana …', count: 1 }])
    })

    it('adds a word to a published guide in one step: published at once as a minor change, and search finds the guide by it', async () => {
      const doc = await guide('Déclarer un décès', 'deces-test')
      const historyBefore = (doc.changeHistory ?? []).length
      expect((await search.searchSite(payload, 'fr', 'enterrement')).total).toBe(0)
      const result = await words.addCitizenWords(payload, { user: editor } as never, { collection: 'services', id: doc.id }, 'fr', 'enterrement')
      expect(result).toEqual({ ok: true, title: 'Déclarer un décès', state: 'published' })
      const published = await payload.findByID({ collection: 'services', id: doc.id, locale: 'fr', draft: false, overrideAccess: true })
      expect(published.citizenWords).toBe('enterrement')
      expect(published._status).toBe('published')
      // Minor: no line in the public change history.
      expect(published.changeHistory ?? []).toHaveLength(historyBefore)
      const hits = await search.searchSite(payload, 'fr', 'papiers pour un enterrement')
      expect(hits.hits[0]?.slug).toBe('deces-test')
      expect(await words.addCitizenWords(payload, { user: editor } as never, { collection: 'services', id: doc.id }, 'fr', 'Enterrement')).toMatchObject({ ok: true, state: 'already' })
    })

    it('puts the word into a pending draft rather than publishing unfinished work', async () => {
      const doc = await guide('Acte de mariage', 'mariage-test')
      await payload.update({ collection: 'services', id: doc.id, locale: 'fr', data: { title: 'Acte de mariage (brouillon)' } as never, draft: true, user: editor, overrideAccess: false })
      const result = await words.addCitizenWords(payload, { user: editor } as never, { collection: 'services', id: doc.id }, 'fr', 'noces')
      expect(result).toMatchObject({ ok: true, state: 'draft' })
      const published = await payload.findByID({ collection: 'services', id: doc.id, locale: 'fr', draft: false, overrideAccess: true })
      expect(published.title).toBe('Acte de mariage')
      expect(published.citizenWords ?? null).toBeNull()
      const latest = await payload.findByID({ collection: 'services', id: doc.id, locale: 'fr', draft: true, overrideAccess: true })
      expect(latest.title).toBe('Acte de mariage (brouillon)')
      expect(latest.citizenWords).toBe('noces')
    })

    it('refuses moderators, unknown pages and words that are not a short expression', async () => {
      const doc = await guide('Passeport', 'passeport-test')
      expect(await words.addCitizenWords(payload, { user: moderator } as never, { collection: 'services', id: doc.id }, 'fr', 'pasipaoro')).toMatchObject({ ok: false, status: 403 })
      expect(await words.addCitizenWords(payload, { user: editor } as never, { collection: 'services', id: 999_999 }, 'fr', 'pasipaoro')).toMatchObject({ ok: false, status: 404 })
      expect(await words.addCitizenWords(payload, { user: editor } as never, { collection: 'services', id: doc.id }, 'fr', 'a, b')).toMatchObject({ ok: false, status: 400 })
      expect(await words.addCitizenWords(payload, { user: editor } as never, { collection: 'services', id: doc.id }, 'fr', 'x'.repeat(61))).toMatchObject({ ok: false, status: 400 })
    })

    it('groups what found nothing into needs across channels, and opens a new draft guide from one (issue 41)', async () => {
      const { groupMissed } = await import('@/editorial/coverage/missedNeeds')
      const { openNewGuide } = await import('@/editorial/coverage/newGuideEndpoint')
      await stats.recordSearch(payload, { channel: 'web', lang: 'fr', query: 'divorce', found: false }, 5)
      await stats.recordQuery(payload, { channel: 'sms', lang: 'fr', kind: 'noAnswer', term: 'divorcer' }, new Date(), 2)
      await stats.recordQuery(payload, { channel: 'ussd', lang: 'fr', kind: 'noAnswer', term: 'divorce' })
      const rows = (await payload.find({ collection: 'query-stats', where: { kind: { equals: 'noAnswer' } }, limit: 1000, overrideAccess: true, pagination: false })).docs
      const divorce = groupMissed(rows as never, 'fr').find((g) => g.label === 'divorce')!
      expect(divorce).toMatchObject({ count: 8, channels: { web: 5, sms: 2, ussd: 1 } })
      expect(divorce.onMap?.entry.guide).toBe('divorce')

      expect(await openNewGuide({ payload, user: moderator } as never, 'fr', 'divorce')).toMatchObject({ ok: false, status: 403 })
      expect(await openNewGuide({ payload, user: editor } as never, 'fr', 'x')).toMatchObject({ ok: false, status: 400 })
      expect(await openNewGuide({ payload, user: editor } as never, 'de', 'divorce')).toMatchObject({ ok: false, status: 400 })
      const opened = await openNewGuide({ payload, user: editor } as never, 'fr', 'divorce')
      expect(opened.ok).toBe(true)
      const id = (opened as { id: number }).id
      const draft = await payload.findByID({ collection: 'services', id, locale: 'fr', draft: true, overrideAccess: true })
      expect(draft).toMatchObject({ title: 'Divorce', _status: 'draft' })
      // Nothing public: an anonymous read does not find it.
      const anonymous = await payload.find({ collection: 'services', where: { id: { equals: id } }, overrideAccess: false, locale: 'fr' })
      expect(anonymous.docs).toHaveLength(0)
    })
  })
}
