import fs from 'node:fs'
import path from 'node:path'

import { getLocalI18n, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { minimalPdf } from '../../support/files'
import { startTestPayload, type DatabaseKind, type TestPayload } from '../../support/payload'

type Staff = { id: number; collection: 'users'; roles: string[]; email: string }
type Refusal = { status?: number; message: string }

/** Deleting what published content uses is refused (409, the editor's language); files stay on disk. */
export function referencesSuite(kind: DatabaseKind): void {
  describe(`deleting used content on ${kind}`, () => {
    let ctx: TestPayload
    let payload: Payload
    let editor: Staff
    let categoryId: number

    const context = { disableRevalidate: true }
    const guideData = (title: string, slug: string, extra: Record<string, unknown> = {}) => ({
      title, slug, category: categoryId, lastReviewed: '2026-11-21',
      summary: 's', audience: 'a', processingTime: 'p', whereToApply: 'w',
      documents: [{ item: 'd' }], steps: [{ title: 't' }], cost: { free: true, details: 'x' },
      review: { status: 'toVerify' as const }, ...extra,
    })
    const guide = (title: string, slug: string, extra: Record<string, unknown> = {}, status: 'published' | 'draft' = 'published') =>
      payload.create({ collection: 'services', locale: 'fr', data: { ...guideData(title, slug, extra), _status: status } as never, user: editor, overrideAccess: false, context })
    const upload = (name: string) =>
      payload.create({ collection: 'media', data: { altFr: name, altMg: name }, file: { data: minimalPdf(name), name: `${name}.pdf`, mimetype: 'application/pdf', size: 0 }, user: editor, overrideAccess: false })
    const onDisk = (filename?: string | null) => fs.existsSync(path.join(process.env.MEDIA_DIR!, filename!))
    /** The error a delete throws (or null when it succeeds). */
    const refusal = async (collection: 'media' | 'services' | 'categories' | 'ministries' | 'places', id: number, language: 'fr' | 'mg' = 'fr'): Promise<Refusal | null> => {
      const i18n = await getLocalI18n({ config: payload.config, language: language as never })
      return payload.delete({ collection, id, user: editor, overrideAccess: false, context, req: { i18n } }).then(
        () => null,
        (error: Refusal) => error,
      )
    }

    beforeAll(async () => {
      ctx = await startTestPayload(kind, { seed: true })
      payload = ctx.payload
      const doc = await payload.create({ collection: 'users', data: { email: 'editor@references.test', password: 'a test passphrase', roles: ['editor'] } as never, overrideAccess: true })
      editor = { ...(doc as unknown as Staff), collection: 'users' }
      categoryId = (await payload.find({ collection: 'categories', limit: 1 })).docs[0]!.id
    })
    afterAll(async () => {
      await ctx?.close()
    })

    it('refuses to delete a file attached to published guides, names them in French or Malagasy, and keeps the file', async () => {
      const form = await upload('formulaire')
      await guide('Passeport test', 'passeport-test', { downloads: [form.id] })
      await guide('Acte de naissance test', 'acte-de-naissance-test', { downloads: [form.id] })
      const fr = await refusal('media', form.id)
      expect(fr?.status).toBe(409)
      expect(fr?.message).toBe('Ce fichier est utilisé par 2 démarches : Acte de naissance test, Passeport test. Retirez-le de ces démarches avant de le supprimer.')
      const mg = await refusal('media', form.id, 'mg')
      expect(mg?.status).toBe(409)
      expect(mg?.message).toBe('Tsy azo fafana ity rakitra ity satria ampiasain’ny fomba fanao 2: Acte de naissance test, Passeport test. Esory amin’ireo fomba fanao ireo aloha vao mamafa azy.')
      // The list's « Supprimer » (a delete by query): the same message in the result's errors.
      const bulk = await payload.delete({ collection: 'media', where: { id: { in: [form.id] } }, user: editor, overrideAccess: false, context })
      expect(bulk.docs).toHaveLength(0)
      expect(bulk.errors[0]?.message).toMatch(/^Ce fichier est utilisé par 2 démarches/)
      expect(onDisk(form.filename)).toBe(true)
      expect((await payload.findByID({ collection: 'media', id: form.id })).id).toBe(form.id)
    })

    it('counts a file used only in the latest draft of a guide', async () => {
      const image = await upload('brouillon')
      const doc = await guide('Permis test', 'permis-test')
      await payload.update({ collection: 'services', id: doc.id, locale: 'fr', data: { downloads: [image.id] } as never, draft: true, user: editor, overrideAccess: false, context })
      const error = await refusal('media', image.id)
      expect(error?.status).toBe(409)
      expect(error?.message).toContain('par 1 démarche : Permis test (brouillon). Retirez-le de cette démarche')
      expect(onDisk(image.filename)).toBe(true)
    })

    it('deletes a file nothing uses (nor only an older version of a guide), with its files on disk', async () => {
      const unused = await upload('inutilise')
      expect(onDisk(unused.filename)).toBe(true)
      expect(await refusal('media', unused.id)).toBeNull()
      expect(onDisk(unused.filename)).toBe(false)
      // Attached, then taken out: only an older version still lists it.
      const old = await upload('ancien')
      const doc = await guide('Visa test', 'visa-test', { downloads: [old.id] })
      await payload.update({ collection: 'services', id: doc.id, locale: 'fr', data: { downloads: [], _status: 'published' } as never, user: editor, overrideAccess: false, context })
      expect(await refusal('media', old.id)).toBeNull()
      expect(onDisk(old.filename)).toBe(false)
      const versions = await payload.findVersions({ collection: 'services', where: { parent: { equals: doc.id } }, sort: 'createdAt', depth: 0, overrideAccess: true })
      expect(versions.totalDocs).toBeGreaterThan(1)
      // The deletion's audit entry names the guide whose older version listed the file…
      const entry = await payload.find({ collection: 'audit-log', where: { and: [{ action: { equals: 'delete' } }, { targetCollection: { equals: 'media' } }, { documentId: { equals: String(old.id) } }] }, sort: '-id', overrideAccess: true, depth: 0 })
      expect(entry.docs[0]?.detail).toBe('Versions antérieures / Dika taloha : Visa test')
      // …and restoring that version brings the guide back without it (no error, no dead link).
      await payload.restoreVersion({ collection: 'services', id: versions.docs[0]!.id, user: editor, overrideAccess: false, context: { ...context } })
      const restored = await payload.findByID({ collection: 'services', id: doc.id, locale: 'fr', depth: 0, overrideAccess: true })
      expect(restored.downloads ?? []).toEqual([])
      expect(restored._status).toBe('published')
    })

    it('refuses to delete a theme that has guides', async () => {
      const error = await refusal('categories', categoryId)
      expect(error?.status).toBe(409)
      expect(error?.message).toMatch(/^Ce thème est utilisé par \d+ démarches : .+ et \d+ autres\. Choisissez un autre thème pour ces démarches avant de le supprimer\.$/)
      expect((await refusal('categories', categoryId, 'mg'))?.message).toMatch(/^Tsy azo fafana ity lohahevitra ity satria misy fomba fanao \d+ ao anatiny: /)
      expect((await payload.findByID({ collection: 'categories', id: categoryId })).id).toBe(categoryId)
    })

    it('refuses to delete a guide in a journey, linked from another guide or from the home page', async () => {
      const journey = (await payload.find({ collection: 'journeys', limit: 1, depth: 0, locale: 'fr' })).docs[0]!
      const inJourney = (journey.steps as { guides: number[] }[])[0]!.guides[0]!
      const error = await refusal('services', inJourney)
      expect(error?.status).toBe(409)
      // A guide may sit in several journeys (and be linked from guides): the message names each.
      expect(error?.message).toMatch(/parcours : /)
      expect(error?.message).toContain(journey.title)
      expect((await payload.findByID({ collection: 'services', id: inJourney, depth: 0 })).id).toBe(inJourney)

      const target = await guide('Cible test', 'cible-test')
      await guide('Source test', 'source-test', { related: [target.id] })
      expect((await refusal('services', target.id))?.message).toBe('Cette démarche est utilisée par 1 démarche : Source test. Retirez-la de cette démarche avant de la supprimer.')

      const pinned = await guide('Épinglée test', 'epinglee-test')
      await payload.updateGlobal({ slug: 'home-page', locale: 'mg', data: { information: [{ title: 'Vaovao', text: 'Soratra', service: pinned.id }] } as never, overrideAccess: true, context })
      const home = await refusal('services', pinned.id, 'mg')
      expect(home?.status).toBe(409)
      expect(home?.message).toBe('Tsy azo fafana ity fomba fanao ity satria ampiasain’ny pejy fandraisana. Esory amin’ny pejy fandraisana aloha vao mamafa azy.')
    })

    it('deletes a guide nothing uses, with its view counters; its readers’ answers stay, under its title, in the editors’ summary', async () => {
      const doc = await guide('Inutilisée test', 'inutilisee-test', {}, 'draft')
      // A guide linking to itself does not keep itself.
      const self = await guide('Autoréférence test', 'autoreference-test')
      await payload.update({ collection: 'services', id: self.id, locale: 'fr', data: { related: [self.id] } as never, overrideAccess: true, context })
      expect(await refusal('services', self.id)).toBeNull()
      const { recordPageView } = await import('@/analytics/pageViews')
      await recordPageView(payload, doc.id)
      const before = await payload.count({ collection: 'page-feedback', overrideAccess: true })
      // One answer stored with its title, one from before titles were kept.
      await payload.create({ collection: 'page-feedback', data: { service: doc.id, guideTitle: 'Inutilisée test', lang: 'fr', helpful: true, comment: 'Clair.' } as never, overrideAccess: true, context: { feedbackForm: true } })
      await payload.create({ collection: 'page-feedback', data: { service: doc.id, lang: 'mg', helpful: false } as never, overrideAccess: true, context: { feedbackForm: true } })
      expect(await refusal('services', doc.id)).toBeNull()
      expect((await payload.find({ collection: 'services', where: { id: { equals: doc.id } }, draft: true, overrideAccess: true })).totalDocs).toBe(0)
      expect((await payload.find({ collection: 'page-views', where: { service: { equals: doc.id } }, overrideAccess: true })).totalDocs).toBe(0)
      expect((await payload.find({ collection: 'page-feedback', where: { service: { equals: doc.id } }, overrideAccess: true })).totalDocs).toBe(0)
      expect((await payload.count({ collection: 'page-feedback', overrideAccess: true })).totalDocs).toBe(before.totalDocs + 2)
      const kept = await payload.find({ collection: 'page-feedback', where: { guideTitle: { equals: 'Inutilisée test' } }, sort: 'createdAt', overrideAccess: true, depth: 0 })
      expect(kept.docs.map((d) => [d.service ?? null, d.lang, d.helpful])).toEqual([[null, 'fr', true], [null, 'mg', false]])
      const { feedbackSummary } = await import('@/editorial/feedbackSummary')
      expect((await feedbackSummary(payload)).find((row) => row.title === 'Inutilisée test')).toMatchObject({ id: null, yes: 1, no: 1, comments: [{ text: 'Clair.' }] })
    })

    it('refuses to delete a ministry responsible for guides or an office a step names; a renamed ministry is in the audit log with its old name', async () => {
      const ministry = await payload.create({ collection: 'ministries', locale: 'fr', data: { key: 'mtest', acronym: 'MTEST', name: 'Ministère du Test', kind: 'ministry' } as never, user: editor, overrideAccess: false, context })
      const region = (await payload.find({ collection: 'regions', limit: 1, overrideAccess: true })).docs[0]!
      const office = await payload.create({ collection: 'places', locale: 'fr', data: { key: 'bureau-test', kind: 'office', name: 'Bureau du test', region: region.id, city: 'Antananarivo' } as never, user: editor, overrideAccess: false, context })
      await guide('Démarche du ministère test', 'demarche-ministere-test', { ministry: ministry.id, steps: [{ title: 'Se présenter', place: office.id }] })

      const fr = await refusal('ministries', ministry.id)
      expect(fr?.status).toBe(409)
      expect(fr?.message).toBe('Cet organisme est responsable de 1 démarche : Démarche du ministère test. Choisissez pour cette démarche l’organisme qui le remplace avant de le supprimer (s’il change seulement de nom, renommez-le).')
      const place = await refusal('places', office.id, 'mg')
      expect(place?.status).toBe(409)
      expect(place?.message).toBe('Tsy azo fafana ity toerana ity satria ampiasain’ny fomba fanao 1: Démarche du ministère test. Esory amin’io fomba fanao io aloha vao mamafa azy.')
      expect((await payload.findByID({ collection: 'places', id: office.id, overrideAccess: true })).id).toBe(office.id)

      // After a change of government the ministry is renamed: who did it, and what it was called, are kept.
      await payload.update({ collection: 'ministries', id: ministry.id, locale: 'fr', data: { name: 'Ministère du Test et de la Décentralisation' } as never, user: editor, overrideAccess: false, context })
      const audit = await payload.find({ collection: 'audit-log', where: { and: [{ targetCollection: { equals: 'ministries' } }, { documentId: { equals: String(ministry.id) } }] }, sort: '-at', overrideAccess: true, depth: 0 })
      expect(audit.docs.map((d) => d.action)).toEqual(['directoryChange', 'directoryChange'])
      expect(audit.docs[0]!.detail).toBe('[fr] name: « Ministère du Test » → « Ministère du Test et de la Décentralisation »')
      expect(audit.docs[0]!.user).toBe(editor.id)

      // Unused, they go (and the deletion is recorded).
      await payload.update({ collection: 'services', id: (await payload.find({ collection: 'services', where: { slug: { equals: 'demarche-ministere-test' } }, locale: 'fr', overrideAccess: true })).docs[0]!.id, locale: 'fr', data: { ministry: null, steps: [{ title: 'Se présenter' }], changeKind: 'minor', _status: 'published' } as never, overrideAccess: true, context })
      expect(await refusal('ministries', ministry.id)).toBeNull()
      expect(await refusal('places', office.id)).toBeNull()
      const deleted = await payload.find({ collection: 'audit-log', where: { and: [{ action: { equals: 'delete' } }, { targetCollection: { in: ['ministries', 'places'] } }] }, overrideAccess: true, depth: 0 })
      expect(deleted.docs.map((d) => d.title).sort()).toEqual(['Bureau du test', 'Ministère du Test et de la Décentralisation'])
    })
  })
}
