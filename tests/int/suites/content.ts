import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestPayload, type DatabaseKind, type TestPayload } from '../../support/payload'

/** The content model, seed and access rules, against one database kind. */
export function contentSuite(kind: DatabaseKind): void {
  describe(`content on ${kind}`, () => {
    let ctx: TestPayload
    let payload: Payload

    beforeAll(async () => {
      ctx = await startTestPayload(kind, { seed: true })
      payload = ctx.payload
    })
    afterAll(async () => {
      await ctx?.close()
    })

    it('seeds at least 120 guides and their themes, idempotently (issue 41)', async () => {
      const count = async () => ({
        services: (await payload.count({ collection: 'services' })).totalDocs,
        categories: (await payload.count({ collection: 'categories' })).totalDocs,
        places: (await payload.count({ collection: 'places' })).totalDocs,
      })
      const first = await count()
      expect(first.services).toBeGreaterThanOrEqual(120)
      expect(first.services + first.categories).toBeGreaterThanOrEqual(135)
      const { seed } = await import('@/seed')
      await seed(payload)
      expect(await count()).toEqual(first)
      // Seeding 124 guides again (every document compared and saved in both languages) takes about a minute.
    }, 300_000)

    it('publishes every guide the coverage map names as covered, in both languages (issue 41)', async () => {
      const { coverageMap } = await import('@/editorial/coverage/map')
      const keys = [...new Set(coverageMap.flatMap((event) => event.entries.flatMap((entry) => (entry.guide ? [entry.guide] : []))))]
      expect(keys.length).toBeGreaterThanOrEqual(120)
      const fr = await payload.find({ collection: 'services', locale: 'fr', overrideAccess: false, depth: 0, limit: 1000, pagination: false, select: { slug: true } })
      const mg = await payload.find({ collection: 'services', locale: 'mg', fallbackLocale: false, overrideAccess: false, depth: 0, limit: 1000, pagination: false, select: { slug: true, title: true } })
      const idOf = new Map(fr.docs.map((d) => [d.slug, d.id]))
      const inMg = new Set(mg.docs.filter((d) => d.slug && d.title).map((d) => d.id))
      expect(keys.filter((key) => !idOf.has(key))).toEqual([])
      expect(keys.filter((key) => !inMg.has(idOf.get(key)!))).toEqual([])
    })

    it('seeds at least 4 step-by-step journeys in both languages, steps shared, texts per language, review private', async () => {
      const fr = await payload.find({ collection: 'journeys', locale: 'fr', overrideAccess: false, depth: 0, limit: 50 })
      expect(fr.docs.length).toBeGreaterThanOrEqual(4)
      for (const doc of fr.docs) {
        const mg = await payload.findByID({ collection: 'journeys', id: doc.id, locale: 'mg', fallbackLocale: false, overrideAccess: false, depth: 0 })
        expect(mg.title && mg.slug && mg.summary).toBeTruthy()
        expect(mg.title).not.toBe(doc.title)
        expect(mg.steps?.length).toBe(doc.steps?.length)
        mg.steps?.forEach((step, i) => {
          const frStep = doc.steps![i]!
          expect(step.id).toBe(frStep.id)
          expect(step.title).toBeTruthy()
          expect(step.title).not.toBe(frStep.title)
          expect(step.guides).toEqual(frStep.guides)
          expect(step.guides?.length).toBeGreaterThan(0)
        })
        expect((doc as { review?: unknown }).review).toBeUndefined()
      }
      const business = fr.docs.find((d) => d.slug === 'creer-son-entreprise')!
      expect(business.steps?.some((s) => s.optional)).toBe(true)
      const { placementsOf, toPublicJourney } = await import('@/model/journey')
      const full = await payload.find({ collection: 'journeys', locale: 'fr', overrideAccess: false, depth: 1, populate: { services: { title: true, slug: true } }, limit: 50 })
      const passport = (await payload.find({ collection: 'services', locale: 'fr', where: { slug: { equals: 'passeport' } }, depth: 0 })).docs[0]!
      const placements = placementsOf(full.docs.flatMap((d) => toPublicJourney(d) ?? []), passport.id)
      const abroad = placements.find((p) => p.journey.slug === 'partir-a-l-etranger')!
      expect(abroad.step).toBe(2)
      expect(abroad.previous?.slug).toBe('carte-nationale-d-identite')
      expect(abroad.next?.slug).toBe('casier-judiciaire-bulletin-n-3')
    })

    it('refuses a journey step without a guide, with a clear message', async () => {
      await expect(payload.create({
        collection: 'journeys', locale: 'fr', context: { disableRevalidate: true },
        data: { title: 'Vide', slug: 'vide', summary: 's', steps: [{ title: 'a', logic: 'and', guides: [] }, { title: 'b', logic: 'and', guides: [] }], _status: 'published' } as never,
      })).rejects.toThrow(/Démarches|Fomba fiasa|guides/)
    })

    it('stores each localized slug and title in both languages', async () => {
      const fr = await payload.find({ collection: 'services', locale: 'fr', where: { slug: { equals: 'passeport' } } })
      const doc = fr.docs[0]!
      const mg = await payload.findByID({ collection: 'services', id: doc.id, locale: 'mg', fallbackLocale: false })
      expect(mg.slug).toBe('pasipaoro')
      expect(mg.title).not.toBe(doc.title)
    })

    it('shows the public only published documents and never the review marker', async () => {
      const category = (await payload.find({ collection: 'categories', limit: 1 })).docs[0]!
      const draft = await payload.create({
        collection: 'services',
        locale: 'fr',
        draft: true,
        context: { disableRevalidate: true },
        data: {
          title: 'Brouillon secret',
          slug: 'brouillon-secret',
          category: category.id,
          lastReviewed: '2026-11-21',
          summary: 's', audience: 'a', processingTime: 'p', whereToApply: 'w',
          documents: [{ item: 'd' }], steps: [{ title: 't' }],
          cost: { free: true, details: 'gratuit' },
          review: { status: 'toVerify', notes: 'note interne' },
          _status: 'draft',
        },
      })
      const asPublic = await payload.find({ collection: 'services', overrideAccess: false, locale: 'fr', limit: 500 })
      expect(asPublic.docs.map((d) => d.id)).not.toContain(draft.id)
      expect(asPublic.docs.every((d) => (d as { review?: unknown }).review === undefined)).toBe(true)
      const asStaff = await payload.find({ collection: 'services', draft: true, where: { id: { equals: draft.id } } })
      expect(asStaff.docs[0]?.review?.notes).toBe('note interne')
    })

    it('refuses a slug already used in the same language, with a clear message', async () => {
      const category = (await payload.find({ collection: 'categories', limit: 1 })).docs[0]!
      await expect(
        payload.create({
          collection: 'services',
          locale: 'fr',
          context: { disableRevalidate: true },
          data: {
            title: 'Doublon', slug: 'passeport', category: category.id, lastReviewed: '2026-11-21',
            summary: 's', audience: 'a', processingTime: 'p', whereToApply: 'w',
            documents: [{ item: 'd' }], steps: [{ title: 't' }], cost: { free: true, details: 'x' },
            review: { status: 'toVerify' }, _status: 'published',
          },
        }),
      ).rejects.toThrow(/slug/i)
    })

    it('lets only staff read users, and makes the first account an admin', async () => {
      await expect(payload.find({ collection: 'users', overrideAccess: false })).rejects.toThrow()
      const admin = await payload.create({ collection: 'users', data: { email: `admin-${kind}@example.mg`, password: 'correct horse battery', roles: ['editor'] } })
      expect(admin.roles).toEqual(['admin'])
      const editor = await payload.create({ collection: 'users', data: { email: `editor-${kind}@example.mg`, password: 'correct horse battery', roles: ['editor'] } })
      expect(editor.roles).toEqual(['editor'])
      const moderator = await payload.create({ collection: 'users', data: { email: `mod-${kind}@example.mg`, password: 'correct horse battery', roles: ['moderator'] } })
      const service = (await payload.find({ collection: 'services', limit: 1 })).docs[0]!
      await expect(
        payload.update({ collection: 'services', id: service.id, data: { title: 'x' }, overrideAccess: false, user: { ...moderator, collection: 'users' } }),
      ).rejects.toThrow()
      const updated = await payload.update({
        collection: 'services', id: service.id, locale: 'fr', data: { processingTime: 'Mis à jour par un rédacteur' },
        overrideAccess: false, user: { ...editor, collection: 'users' }, context: { disableRevalidate: true },
      })
      expect(updated.processingTime).toBe('Mis à jour par un rédacteur')
    })

    it('counts anonymous page views per guide and day, and ranks guides by them', async () => {
      const { mostViewed, recordPageView } = await import('@/analytics/pageViews')
      const [a, b] = (await payload.find({ collection: 'services', limit: 2, sort: 'id' })).docs
      await Promise.all([recordPageView(payload, b!.id), recordPageView(payload, b!.id), recordPageView(payload, a!.id)])
      await recordPageView(payload, a!.id, new Date(Date.now() - 40 * 24 * 3600 * 1000))
      expect((await mostViewed(payload, 30, 2))).toEqual([b!.id, a!.id])
      const rows = await payload.find({ collection: 'page-views', where: { service: { equals: b!.id } } })
      expect(rows.docs).toHaveLength(1)
      expect(rows.docs[0]!.count).toBe(2)
      await expect(payload.find({ collection: 'page-views', overrideAccess: false })).rejects.toThrow()
    })

    it('keeps a missing translation empty instead of falling back to French', async () => {
      const category = (await payload.find({ collection: 'categories', limit: 1 })).docs[0]!
      const frOnly = await payload.create({
        collection: 'services', locale: 'fr', context: { disableRevalidate: true },
        data: {
          title: 'Seulement en français', slug: 'seulement-en-francais', category: category.id, lastReviewed: '2026-11-21',
          summary: 's', audience: 'a', processingTime: 'p', whereToApply: 'w',
          documents: [{ item: 'd' }], steps: [{ title: 't' }], cost: { free: true, details: 'x' },
          review: { status: 'toVerify' }, _status: 'published',
        },
      })
      const mg = await payload.findByID({ collection: 'services', id: frOnly.id, locale: 'mg', fallbackLocale: false, overrideAccess: false })
      expect(mg.title ?? null).toBeNull()
      expect(mg.slug ?? null).toBeNull()
    })

    // Last: the suite's first-account test needs an empty users table.
    it('ADMIN_EMAIL/ADMIN_PASSWORD: creates the administrator, leaves it alone, restores its role and password', async () => {
      const { ensureAdministrator } = await import('@/db/admin')
      const credentials = { email: `ops-${kind}@example.mg`, password: 'first-passphrase-123' }
      const signsIn = (password: string) =>
        payload.login({ collection: 'users', data: { email: credentials.email, password } }).then(() => true, () => false)
      expect(await ensureAdministrator(payload, credentials)).toBe('created')
      expect(await signsIn(credentials.password)).toBe(true)
      expect(await ensureAdministrator(payload, credentials)).toBe('unchanged')
      const { docs } = await payload.find({ collection: 'users', where: { email: { equals: credentials.email } }, overrideAccess: true })
      await payload.update({ collection: 'users', id: docs[0]!.id, data: { roles: ['editor'], password: 'someone-changed-it' } as never, overrideAccess: true })
      expect(await ensureAdministrator(payload, credentials)).toBe('updated')
      expect(await signsIn(credentials.password)).toBe(true)
      const after = await payload.findByID({ collection: 'users', id: docs[0]!.id, overrideAccess: true })
      expect(after.roles).toContain('admin')
    })
  })
}
