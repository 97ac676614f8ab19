import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { minimalPdf } from '../../support/files'
import { startTestPayload, type DatabaseKind, type TestPayload } from '../../support/payload'

type Staff = { id: number; collection: 'users'; roles: string[]; email: string }

/** Authorship, audit log, per-language status and the worklist, against one database kind. */
export function editorialSuite(kind: DatabaseKind): void {
  describe(`editorial workflow on ${kind}`, () => {
    let ctx: TestPayload
    let payload: Payload
    let admin: Staff
    let editor: Staff
    let moderator: Staff
    let categoryId: number

    const account = async (email: string, roles: string[]): Promise<Staff> => {
      const doc = await payload.create({ collection: 'users', data: { email, password: 'a test passphrase', roles } as never, overrideAccess: true })
      return { ...(doc as unknown as Staff), collection: 'users' }
    }
    const guideData = (title: string, slug: string) => ({
      title, slug, category: categoryId, lastReviewed: '2026-11-21',
      summary: 's', audience: 'a', processingTime: 'p', whereToApply: 'w',
      documents: [{ item: 'd' }], steps: [{ title: 't' }], cost: { free: true, details: 'x' },
      review: { status: 'toVerify' as const },
    })
    const context = { disableRevalidate: true }
    const idOf = (value: unknown) => (value && typeof value === 'object' ? (value as { id: number }).id : value)

    beforeAll(async () => {
      ctx = await startTestPayload(kind, { seed: true })
      payload = ctx.payload
      admin = await account('admin@editorial.test', ['admin'])
      editor = await account('editor@editorial.test', ['editor'])
      moderator = await account('moderator@editorial.test', ['moderator'])
      categoryId = (await payload.find({ collection: 'categories', limit: 1 })).docs[0]!.id
    })
    afterAll(async () => {
      await ctx?.close()
    })
    afterEach(() => {
      vi.useRealTimers()
    })

    it('records who saved each version, whatever the client sends', async () => {
      const guide = await payload.create({ collection: 'services', locale: 'fr', data: { ...guideData('Auteur', 'auteur'), _status: 'draft', lastModifiedBy: admin.id } as never, user: editor, overrideAccess: false, context })
      expect(idOf(guide.lastModifiedBy)).toBe(editor.id)
      await payload.update({ collection: 'services', id: guide.id, locale: 'fr', data: { title: 'Auteur (relu)' }, user: admin, overrideAccess: false, draft: true, context })
      const versions = await payload.findVersions({ collection: 'services', where: { parent: { equals: guide.id } }, sort: '-updatedAt', depth: 0, overrideAccess: true })
      const authors = versions.docs.map((v) => idOf((v.version as { lastModifiedBy?: unknown }).lastModifiedBy))
      expect(authors.slice(0, 2)).toEqual([admin.id, editor.id])
      // Not readable by the public.
      const anonymous = await payload.findByID({ collection: 'services', id: guide.id, draft: false, overrideAccess: false }).catch(() => null)
      expect((anonymous as { lastModifiedBy?: unknown } | null)?.lastModifiedBy).toBeUndefined()
    })

    it('tracks each language\'s last text change and flags Malagasy older than French until it is updated', async () => {
      vi.useFakeTimers({ toFake: ['Date'] })
      vi.setSystemTime(new Date('2026-11-01T08:00:00Z'))
      const guide = await payload.create({ collection: 'services', locale: 'fr', data: { ...guideData('Deux langues', 'deux-langues'), _status: 'published' } as never, overrideAccess: true, context })
      const { translationStatus } = await import('@/editorial/translationStatus')
      const row = async () => (await translationStatus(payload)).find((r) => r.collection === 'services' && r.id === guide.id)!
      expect((await row()).problem).toBe('missingMg')

      vi.setSystemTime(new Date('2026-11-01T08:02:00Z'))
      await payload.update({ collection: 'services', id: guide.id, locale: 'mg', data: { ...guideData('Fiteny roa', 'fiteny-roa'), _status: 'published' } as never, overrideAccess: true, context })
      expect((await row()).problem).toBeNull()

      // A change that is not text (the theme, the order) does not make the other language old.
      vi.setSystemTime(new Date('2026-11-03T08:00:00Z'))
      await payload.update({ collection: 'services', id: guide.id, locale: 'fr', data: { directory: 'emergency' }, overrideAccess: true, context })
      expect((await row()).problem).toBeNull()

      vi.setSystemTime(new Date('2026-11-05T08:00:00Z'))
      await payload.update({ collection: 'services', id: guide.id, locale: 'fr', data: { processingTime: 'Trois jours' }, overrideAccess: true, context })
      const outdated = await row()
      expect(outdated.problem).toBe('outdatedMg')
      expect(outdated.fr.updatedAt).toBe('2026-11-05T08:00:00.000Z')
      expect(outdated.mg.updatedAt).toBe('2026-11-01T08:02:00.000Z')

      vi.setSystemTime(new Date('2026-11-06T08:00:00Z'))
      await payload.update({ collection: 'services', id: guide.id, locale: 'mg', data: { processingTime: 'Telo andro' }, overrideAccess: true, context })
      expect((await row()).problem).toBeNull()
    })

    it('keeps an audit log of publish, unpublish, delete and role changes, for administrators only', async () => {
      const guide = await payload.create({ collection: 'services', locale: 'fr', data: { ...guideData('Audit', 'audit'), _status: 'draft' } as never, user: editor, overrideAccess: false, context })
      await payload.update({ collection: 'services', id: guide.id, locale: 'fr', data: { _status: 'published' }, user: editor, overrideAccess: false, context })
      await payload.update({ collection: 'services', id: guide.id, locale: 'fr', data: { _status: 'draft' }, user: admin, overrideAccess: false, context })
      await payload.delete({ collection: 'services', id: guide.id, user: admin, overrideAccess: false, context })
      await payload.update({ collection: 'users', id: moderator.id, data: { roles: ['moderator', 'editor'] } as never, user: admin, overrideAccess: false })

      const log = await payload.find({ collection: 'audit-log', sort: 'at', limit: 100, depth: 0, user: admin, overrideAccess: false })
      const entries = log.docs.map((d) => [d.action, d.targetCollection, d.user])
      expect(entries).toEqual(
        expect.arrayContaining([
          ['publish', 'services', editor.id],
          ['unpublish', 'services', admin.id],
          ['delete', 'services', admin.id],
          ['roleChange', 'users', admin.id],
        ]),
      )
      expect(log.docs.find((d) => d.action === 'roleChange')?.detail).toBe('moderator → editor, moderator')
      // Nobody else reads it; nobody writes or erases it through the API.
      await expect(payload.find({ collection: 'audit-log', user: editor, overrideAccess: false })).rejects.toThrow()
      await expect(payload.create({ collection: 'audit-log', data: { action: 'publish', targetCollection: 'x', documentId: '1', at: new Date().toISOString() } as never, user: admin, overrideAccess: false })).rejects.toThrow()
      await expect(payload.delete({ collection: 'audit-log', id: log.docs[0]!.id, user: admin, overrideAccess: false })).rejects.toThrow()
    })

    it('gives each role its worklist: editors their drafts, facts to verify, reviews due and translations; moderators new messages', async () => {
      await payload.create({ collection: 'services', locale: 'fr', data: { ...guideData('Mon brouillon', 'mon-brouillon'), _status: 'draft' } as never, user: editor, overrideAccess: false, context })
      const due = await payload.create({ collection: 'services', locale: 'fr', data: { ...guideData('À relire', 'a-relire'), review: { status: 'verified', dueAt: '2026-01-01T00:00:00.000Z' }, _status: 'published' } as never, overrideAccess: true, context })
      const { worklistFor } = await import('@/editorial/worklist')
      const forEditor = await worklistFor(payload, editor, new Date('2026-11-23T00:00:00Z'))
      expect(forEditor.drafts?.items.map((i) => i.title)).toContain('Mon brouillon')
      expect(forEditor.drafts?.items.map((i) => i.title)).not.toContain('Auteur (relu)')
      expect(forEditor.toVerify?.total).toBeGreaterThan(10)
      expect(forEditor.reviewsDue?.items.map((i) => i.id)).toContain(due.id)
      expect(forEditor.translations?.missing).toBeGreaterThan(0)
      // Facts whose newest source quoted for them is over 2 years old (issue 40: dated by the sources their references name)…
      expect(forEditor.reverify?.total).toBeGreaterThan(0)
      const cutoff = new Date(Date.now() - 2 * 365.25 * 86_400_000).toISOString().slice(0, 10)
      for (const item of forEditor.reverify!.items) expect(item.parts.length > 0 && item.parts.every((p) => p.newest < cutoff), item.title).toBe(true)
      // …and the statements citizens read « à confirmer », ranked (derived from the references).
      expect(forEditor.unconfirmed?.total).toBeGreaterThan(10)
      expect(forEditor.unconfirmed!.items[0]!.unconfirmed).toBeGreaterThan(0)
      // …and every guide, theme, journey and question flow whose Malagasy no native speaker has reread (all, as seeded).
      const [guides, themes, journeys, flows] = await Promise.all((['services', 'categories', 'journeys', 'flows'] as const).map((collection) => payload.count({ collection, overrideAccess: true })))
      const { flows: seededFlows } = await import('@/seed/data/flows')
      expect(flows!.totalDocs).toBe(seededFlows.length)
      expect(forEditor.nativeReview?.total).toBe(guides!.totalDocs + themes!.totalDocs + journeys!.totalDocs + flows!.totalDocs)
      expect(forEditor.messages).toBeUndefined()
      const forModerator = await worklistFor(payload, { ...moderator, roles: ['moderator'] })
      expect(forModerator.messages?.total).toBe(0)
      expect(forModerator.drafts).toBeUndefined()
    })

    it('keeps a public change history per language: first publication, major changes with their note; minor ones leave no trace', async () => {
      const seeded = await payload.find({ collection: 'services', where: { slug: { equals: 'passeport' } }, locale: 'fr', limit: 1, overrideAccess: false })
      const passport = seeded.docs[0]!
      expect(passport.changeHistory?.map((c) => c.note)).toEqual(['Première publication.'])
      const mg = await payload.findByID({ collection: 'services', id: passport.id, locale: 'mg', overrideAccess: false })
      expect(mg.changeHistory?.map((c) => c.note)).toEqual(['Famoahana voalohany.'])
      // The choice and the note are staff's, the history is everyone's.
      expect((passport as { changeKind?: unknown }).changeKind).toBeUndefined()

      await payload.update({ collection: 'services', id: passport.id, locale: 'fr', data: { processingTime: 'Environ {délai}, parfois plus.', changeKind: 'minor', _status: 'published' } as never, user: editor, overrideAccess: false, context })
      await payload.update({ collection: 'services', id: passport.id, locale: 'fr', data: { processingTime: '72 heures', changeKind: 'major', changeNote: 'Nouveau délai.', _status: 'published' } as never, user: editor, overrideAccess: false, context })
      const after = await payload.findByID({ collection: 'services', id: passport.id, locale: 'fr', overrideAccess: false })
      expect(after.changeHistory?.map((c) => c.note)).toEqual(['Nouveau délai.', 'Première publication.'])
      expect(after.lastReviewed?.slice(0, 10)).toBe(new Date(Date.now() + 3 * 3600_000).toISOString().slice(0, 10))
      // The Malagasy history is the Malagasy page's own.
      const mgAfter = await payload.findByID({ collection: 'services', id: passport.id, locale: 'mg', overrideAccess: false })
      expect(mgAfter.changeHistory).toHaveLength(1)
      // The next publication asks again.
      const draft = await payload.findByID({ collection: 'services', id: passport.id, locale: 'fr', draft: true, user: editor, overrideAccess: false })
      expect(draft.changeKind ?? null).toBeNull()
    })

    it('restores a published version as a minor change: content back, public history, date and translation status untouched', async () => {
      vi.useFakeTimers({ toFake: ['Date'] })
      vi.setSystemTime(new Date('2026-11-02T08:00:00Z'))
      const guide = await payload.create({ collection: 'services', locale: 'fr', data: { ...guideData('Restaurée', 'restauree'), processingTime: 'Deux jours', _status: 'published' } as never, user: editor, overrideAccess: false, context })
      vi.setSystemTime(new Date('2026-11-02T08:02:00Z'))
      await payload.update({ collection: 'services', id: guide.id, locale: 'mg', data: { ...guideData('Naverina', 'naverina'), processingTime: 'Roa andro', _status: 'published' } as never, user: editor, overrideAccess: false, context })
      const good = await payload.findVersions({ collection: 'services', where: { parent: { equals: guide.id } }, sort: '-updatedAt', limit: 1, depth: 0, overrideAccess: true })
      // A wrong change, published in French as major, then the same mistake in Malagasy.
      vi.setSystemTime(new Date('2026-11-10T08:00:00Z'))
      await payload.update({ collection: 'services', id: guide.id, locale: 'fr', data: { processingTime: 'Deux mois', changeKind: 'major', changeNote: 'Nouveau délai : deux mois.', _status: 'published' } as never, user: editor, overrideAccess: false, context })
      await payload.update({ collection: 'services', id: guide.id, locale: 'mg', data: { processingTime: 'Roa volana', changeKind: 'major', changeNote: 'Faharetana vaovao: roa volana.', _status: 'published' } as never, user: editor, overrideAccess: false, context })
      const before = await payload.findByID({ collection: 'services', id: guide.id, locale: 'all', overrideAccess: true })

      vi.setSystemTime(new Date('2026-11-12T09:00:00Z'))
      // (Payload marks the request's context as a restore: a context of its own.)
      await payload.restoreVersion({ collection: 'services', id: good.docs[0]!.id, user: editor, overrideAccess: false, context: { ...context } })
      const after = await payload.findByID({ collection: 'services', id: guide.id, locale: 'all', overrideAccess: true })
      const texts = (doc: typeof after) => doc.processingTime as unknown as Record<string, string>
      expect(texts(after)).toEqual({ fr: 'Deux jours', mg: 'Roa andro' })
      // No false line, in either language, and the public date stays that of the last real change.
      const notes = (doc: typeof after, lang: 'fr' | 'mg') => ((doc.changeHistory as unknown as Record<string, { note: string }[]>)[lang] ?? []).map((c) => c.note)
      expect(notes(after, 'fr')).toEqual(notes(before, 'fr'))
      expect(notes(after, 'mg')).toEqual(notes(before, 'mg'))
      expect(notes(after, 'fr')).toEqual(['Nouveau délai : deux mois.', 'Première publication.'])
      expect(after.lastReviewed).toBe(before.lastReviewed)
      // Both languages came back together: no "Malagasy older than French".
      const { translationStatus } = await import('@/editorial/translationStatus')
      const row = (await translationStatus(payload)).find((r) => r.collection === 'services' && r.id === guide.id)!
      expect(row.problem).toBeNull()
      // Stamped at the restore, each language as far behind the other as in the restored version.
      expect([row.fr.updatedAt, row.mg.updatedAt]).toEqual(['2026-11-12T08:58:00.000Z', '2026-11-12T09:00:00.000Z'])
      const restores = await payload.find({ collection: 'audit-log', where: { and: [{ action: { equals: 'restore' } }, { documentId: { equals: String(guide.id) } }] }, overrideAccess: true })
      expect(restores.totalDocs).toBe(1)

      // The wrong note is then corrected in French and withdrawn in Malagasy; the audit log keeps both.
      const fr = await payload.findByID({ collection: 'services', id: guide.id, locale: 'fr', overrideAccess: true })
      const [wrong, first] = fr.changeHistory!
      await payload.update({ collection: 'services', id: guide.id, locale: 'fr', data: { changeHistory: [{ ...wrong, note: 'Délai annoncé par erreur (deux mois), corrigé : deux jours.' }, first], changeKind: 'minor', _status: 'published' } as never, user: editor, overrideAccess: false, context })
      const mg = await payload.findByID({ collection: 'services', id: guide.id, locale: 'mg', overrideAccess: true })
      await payload.update({ collection: 'services', id: guide.id, locale: 'mg', data: { changeHistory: [mg.changeHistory![1]], changeKind: 'minor', _status: 'published' } as never, user: editor, overrideAccess: false, context })
      const corrected = await payload.findByID({ collection: 'services', id: guide.id, locale: 'all', overrideAccess: false })
      expect(notes(corrected, 'fr')).toEqual(['Délai annoncé par erreur (deux mois), corrigé : deux jours.', 'Première publication.'])
      expect(notes(corrected, 'mg')).toEqual(['Famoahana voalohany.'])
      expect((corrected.changeHistory as unknown as Record<string, { at: string }[]>).fr![0]!.at).toBe(wrong!.at)
      const log = await payload.find({ collection: 'audit-log', where: { and: [{ documentId: { equals: String(guide.id) } }, { action: { in: ['noteCorrected', 'noteWithdrawn'] } }] }, sort: 'at', depth: 0, overrideAccess: true })
      expect(log.docs.map((d) => [d.action, d.detail])).toEqual([
        ['noteCorrected', '[fr] 2026-11-10 « Nouveau délai : deux mois. » → « Délai annoncé par erreur (deux mois), corrigé : deux jours. »'],
        ['noteWithdrawn', '[mg] 2026-11-10 « Faharetana vaovao: roa volana. »'],
      ])
      // A moderator cannot touch it, and nobody adds an entry by hand.
      const added = await payload.update({ collection: 'services', id: guide.id, locale: 'fr', data: { changeHistory: [...fr.changeHistory!, { at: '2026-11-12T00:00:00.000Z', note: 'Ajout' }], changeKind: 'minor', _status: 'published' } as never, user: editor, overrideAccess: false, context }).catch((error: { data?: { errors?: { message: string }[] } }) => error)
      expect((added as { data?: { errors?: { message: string }[] } }).data?.errors?.[0]?.message).toMatch(/^On n’ajoute pas une entrée/)
      expect(notes(await payload.findByID({ collection: 'services', id: guide.id, locale: 'all', overrideAccess: true }), 'fr')).toHaveLength(2)
    })

    it('the main amount is entered once: sentences use {montant}/{sarany}, and a sentence contradicting it is refused in either language', async () => {
      const cost = (details: string, amountAriary: number) => ({ free: false, amountAriary, details })
      const guide = await payload.create({ collection: 'services', locale: 'fr', data: { ...guideData('Montant', 'montant'), cost: cost('Timbre fiscal de 190 000 Ar.', 190000), _status: 'published' } as never, user: editor, overrideAccess: false, context })
      await payload.update({ collection: 'services', id: guide.id, locale: 'mg', data: { ...guideData('Sarany', 'sarany'), cost: cost('Hajia 190 000 Ar.', 190000), _status: 'published' } as never, user: editor, overrideAccess: false, context })
      const refusal = (error: { data?: { errors?: { message: string }[] } }) => error.data?.errors?.map((e) => e.message).join(' | ') ?? String(error)
      const publishFr = (data: Record<string, unknown>) =>
        payload.update({ collection: 'services', id: guide.id, locale: 'fr', data: { ...data, changeKind: 'major', changeNote: 'Nouveau montant.', _status: 'published' } as never, user: editor, overrideAccess: false, context }).then(() => 'saved', refusal)

      // The French sentence still says 190 000 Ar under a new amount of 200 000 Ar.
      // Payload's own checks still apply to both fields.
      expect(await publishFr({ cost: cost('', 200000) })).toContain('Ce champ est requis.')
      expect(await publishFr({ cost: cost('Timbre fiscal de {montant}.', -5) })).toMatch(/-5/)
      const both = await publishFr({ cost: cost('Timbre fiscal de 190 000 Ar.', 200000) })
      expect(both).toContain('Le montant principal est 200 000 Ar mais la phrase du coût en français indique 190 000 Ar. Écrivez {montant} dans la phrase à la place du chiffre')
      expect(both).toContain('la phrase du coût en malgache indique 190 000 Ar')
      // The French uses the placeholder, but the Malagasy sentence still says 190 000 Ar.
      expect(await publishFr({ cost: cost('Timbre fiscal de {montant}.', 200000) })).toMatch(/la phrase du coût en malgache indique 190 000 Ar/)
      // A Malagasy-speaking editor is told in Malagasy.
      const mgReq = { i18n: { language: 'mg' } }
      const { amountMessage } = await import('@/editorial/amounts')
      expect(amountMessage({ kind: 'mismatch', amount: 200000, found: [190000] }, mgReq.i18n.language as 'mg', 'fr')).toMatch(/^200 000 Ar ny sarany fototra nefa 190 000 Ar no voalaza .* amin’ny teny frantsay/)
      expect((await payload.findByID({ collection: 'services', id: guide.id, locale: 'fr', overrideAccess: true })).cost?.amountAriary).toBe(190000)

      // The translator writes {sarany}; the amount then changes once for both languages.
      await payload.update({ collection: 'services', id: guide.id, locale: 'mg', data: { cost: cost('Hajia {sarany}.', 190000), changeKind: 'minor', _status: 'published' } as never, user: editor, overrideAccess: false, context })
      expect(await publishFr({ cost: cost('Timbre fiscal de {montant}.', 200000) })).toBe('saved')
      const { guideFromService } = await import('@/model/guide')
      for (const [lang, sentence] of [['fr', 'Timbre fiscal de 200 000 Ar.'], ['mg', 'Hajia 200 000 Ar.']] as const) {
        const doc = await payload.findByID({ collection: 'services', id: guide.id, locale: lang, depth: 1, overrideAccess: false })
        expect(guideFromService(lang, doc).cost.details.replace(/\s/g, ' ')).toBe(sentence)
      }
    })

    it('a hand-written SMS text states the main amount or {montant}: a figure contradicting it is refused, in either language (issue 39)', async () => {
      const cost = (details: string, amountAriary: number) => ({ free: false, amountAriary, details })
      const guide = await payload.create({ collection: 'services', locale: 'fr', data: { ...guideData('SMS montant', 'sms-montant'), cost: cost('Timbre fiscal de {montant}.', 190000), smsText: 'Passeport : {montant}, 3 semaines.', _status: 'published' } as never, user: editor, overrideAccess: false, context })
      await payload.update({ collection: 'services', id: guide.id, locale: 'mg', data: { ...guideData('SMS sarany', 'sms-sarany'), cost: cost('Hajia {sarany}.', 190000), smsText: 'Pasipaoro: 190 000 Ar.', _status: 'published' } as never, user: editor, overrideAccess: false, context })
      const refusal = (error: { data?: { errors?: { message: string }[] } }) => error.data?.errors?.map((e) => e.message).join(' | ') ?? String(error)
      const publish = (lang: 'fr' | 'mg', data: Record<string, unknown>) =>
        payload.update({ collection: 'services', id: guide.id, locale: lang, data: { ...data, changeKind: 'minor', _status: 'published' } as never, user: editor, overrideAccess: false, context }).then(() => 'saved', refusal)

      expect(await publish('fr', { smsText: 'Passeport : 150 000 Ar, 3 semaines.' })).toContain('Le texte SMS indique 150 000 Ar mais le montant principal de la fiche est 190 000 Ar.')
      // The amount changes: the Malagasy SMS text, written out, still says 190 000 Ar.
      expect(await publish('fr', { cost: cost('Timbre fiscal de {montant}.', 200000) })).toContain('Le texte SMS en malgache indique 190 000 Ar mais le montant principal de la fiche est 200 000 Ar.')
      await payload.update({ collection: 'services', id: guide.id, locale: 'mg', data: { smsText: 'Pasipaoro: {sarany}.', changeKind: 'minor', _status: 'published' } as never, user: editor, overrideAccess: false, context })
      expect(await publish('fr', { cost: cost('Timbre fiscal de {montant}.', 200000) })).toBe('saved')
      const { guideFromService } = await import('@/model/guide')
      for (const [lang, sms] of [['fr', 'Passeport : 200 000 Ar, 3 semaines.'], ['mg', 'Pasipaoro: 200 000 Ar.']] as const) {
        const doc = await payload.findByID({ collection: 'services', id: guide.id, locale: lang, depth: 1, overrideAccess: false })
        expect(guideFromService(lang, doc).smsText?.replace(/\s/g, ' ')).toBe(sms)
      }
    })

    it('a step’s fee, duration, office and « à confirmer » mark are the same in both languages: a publication that makes them differ is refused, naming the step', async () => {
      const steps = (fee: number | null, unsure = '') => [{ title: 't1' }, { title: 't2', feeAriary: fee, durationFrom: 1, durationTo: 2, durationUnit: 'days', unsure }]
      const guide = await payload.create({ collection: 'services', locale: 'fr', data: { ...guideData('Étapes', 'etapes-accord'), steps: steps(2000), _status: 'published' } as never, user: editor, overrideAccess: false, context })
      await payload.update({ collection: 'services', id: guide.id, locale: 'mg', data: { ...guideData('Dingana', 'dingana-accord'), steps: steps(2000), _status: 'published' } as never, user: editor, overrideAccess: false, context })
      const refusal = (error: { data?: { errors?: { message: string }[] } }) => error.data?.errors?.map((e) => e.message).join(' | ') ?? String(error)
      const publish = (lang: 'fr' | 'mg', data: Record<string, unknown>, status = 'published') =>
        payload.update({ collection: 'services', id: guide.id, locale: lang, data: { ...data, changeKind: 'minor', _status: status } as never, user: editor, overrideAccess: false, context }).then(() => 'saved', refusal)

      expect(await publish('fr', { steps: steps(3000) })).toContain('Étape 2 : le coût diffère de la version en malgache.')
      expect(await publish('fr', { steps: steps(2000, 'montant annoncé par la presse') })).toContain('Étape 2 : la marque « à confirmer » diffère de la version en malgache.')
      // A draft may differ while the other language is being brought in line; its publication may not.
      expect(await publish('mg', { steps: steps(3000) }, 'draft')).toBe('saved')
      expect(await publish('mg', { steps: steps(3000) })).toContain('diffère de la version en français')
      // Both languages changed, one after the other: the second publication brings them together.
      expect(await publish('mg', { steps: steps(2000) })).toBe('saved')
      const { stepsMessage } = await import('@/editorial/amounts')
      expect(stepsMessage({ step: 2, what: 'office' }, 'mg', 'fr')).toMatch(/^Dingana 2: tsy mitovy amin’ny amin’ny teny frantsay ny birao\./)
    })

    it('a document’s quantity, form and mark, an FAQ answer’s mark and the summary’s and audience’s marks are the same in both languages on publication', async () => {
      const documents = (quantity: number | null, form: string | null, unsure = '') => [{ item: 'Photo' }, { item: 'Acte', quantity, form, unsure }]
      const faq = (unsure = '') => [{ question: 'q1', answer: 'a1' }, { question: 'q2', answer: 'a2', unsure }]
      const data = (title: string, slug: string) => ({ ...guideData(title, slug), documents: documents(2, 'certifiedCopy'), faq: faq('délai à confirmer'), summaryUnsure: '' })
      const guide = await payload.create({ collection: 'services', locale: 'fr', data: { ...data('Lignes', 'lignes-accord'), _status: 'published' } as never, user: editor, overrideAccess: false, context })
      await payload.update({ collection: 'services', id: guide.id, locale: 'mg', data: { ...data('Andalana', 'andalana-accord'), faq: faq('mbola hamafisina'), _status: 'published' } as never, user: editor, overrideAccess: false, context })
      const refusal = (error: { data?: { errors?: { message: string }[] } }) => error.data?.errors?.map((e) => e.message).join(' | ') ?? String(error)
      const publish = (lang: 'fr' | 'mg', data: Record<string, unknown>, status = 'published') =>
        payload.update({ collection: 'services', id: guide.id, locale: lang, data: { ...data, changeKind: 'minor', _status: status } as never, user: editor, overrideAccess: false, context }).then(() => 'saved', refusal)

      expect(await publish('fr', { documents: documents(3, 'certifiedCopy') })).toContain('Document 2 : le nombre diffère de la version en malgache.')
      expect(await publish('fr', { documents: documents(2, 'photocopy') })).toContain('Document 2 : la forme (original, copie certifiée, photocopie) diffère')
      expect(await publish('fr', { documents: documents(2, 'certifiedCopy', 'nombre à confirmer') })).toContain('Document 2 : la marque « à confirmer » diffère')
      expect(await publish('fr', { faq: faq('') })).toContain('Question 2 : la marque « à confirmer » n’est que dans une langue')
      // (The message is in the editor's admin language, here French, whichever language is published.)
      expect(await publish('mg', { summaryUnsure: 'mbola hamafisina ny sarany' })).toContain('La marque « à confirmer » du résumé n’est que dans une langue (elle diffère de la version en français)')
      expect(await publish('fr', { audienceUnsure: 'âge à confirmer' })).toContain('La marque « à confirmer » de « Qui est concerné » n’est que dans une langue')
      // A draft may differ; once the other language's draft agrees, the publication (of both) goes through.
      expect(await publish('fr', { documents: documents(3, 'certifiedCopy'), summaryUnsure: 'montant à confirmer' }, 'draft')).toBe('saved')
      expect(await publish('mg', { documents: documents(2, 'certifiedCopy'), summaryUnsure: 'mbola hamafisina ny sarany' })).toContain('Document 2 : le nombre diffère de la version en français.')
      expect(await publish('mg', { documents: documents(3, 'certifiedCopy'), summaryUnsure: 'mbola hamafisina ny sarany' })).toBe('saved')
      const published = await payload.findByID({ collection: 'services', id: guide.id, locale: 'all', overrideAccess: true })
      expect((published.summaryUnsure as unknown as Record<string, string>).fr).toBe('montant à confirmer')
      const { documentsMessage, faqMessage, markMessage } = await import('@/editorial/linesAgree')
      expect(markMessage('summary', 'mg', 'fr')).toMatch(/^Misy marika « mbola hamafisina » ho an’ny famintinana amin’ny fiteny iray ihany \(tsy mitovy amin’ny amin’ny teny frantsay\)/)
      expect(documentsMessage({ line: 1, what: 'quantity' }, 'mg', 'fr')).toMatch(/^Antontan-taratasy 1: tsy mitovy amin’ny amin’ny teny frantsay ny isany\./)
      expect(faqMessage(3, 'fr', 'mg')).toMatch(/^Question 3 : la marque « à confirmer » n’est que dans une langue \(elle diffère de la version en malgache\)/)
    })

    it('the usual delay is entered once: sentences use {délai}/{faharetany}, each language says it in its words, and a contradicting sentence is refused', async () => {
      const delay = (from: number | null, to: number | null, unit: string | null) => ({ from, to, unit })
      const guide = await payload.create({ collection: 'services', locale: 'fr', data: { ...guideData('Délai', 'delai'), delay: delay(30, 45, 'days'), processingTime: 'Comptez 30 à 45 jours.', _status: 'published' } as never, user: editor, overrideAccess: false, context })
      await payload.update({ collection: 'services', id: guide.id, locale: 'mg', data: { ...guideData('Faharetany', 'faharetany'), processingTime: 'Andro 30 ka hatramin’ny 45.', _status: 'published' } as never, user: editor, overrideAccess: false, context })
      const refusal = (error: { data?: { errors?: { message: string }[] } }) => error.data?.errors?.map((e) => e.message).join(' | ') ?? String(error)
      const publishFr = (data: Record<string, unknown>) =>
        payload.update({ collection: 'services', id: guide.id, locale: 'fr', data: { ...data, changeKind: 'major', changeNote: 'Nouveau délai.', _status: 'published' } as never, user: editor, overrideAccess: false, context }).then(() => 'saved', refusal)

      // Incomplete or inverted values are refused with what to do.
      expect(await publishFr({ delay: delay(10, null, null) })).toContain('Choisissez l’unité')
      expect(await publishFr({ delay: delay(20, 10, 'days') })).toContain('Le maximum doit être au moins égal au minimum.')
      // The French sentence still says 30 à 45 jours under a new delay of 15 to 20 days.
      expect(await publishFr({ delay: delay(15, 20, 'days') })).toContain('Le délai habituel est de 15 à 20 jours mais la phrase du délai en français indique d’autres chiffres (30, 45). Écrivez {délai}')
      // The French uses the placeholder, but the Malagasy sentence still says 30 and 45 days.
      const other = await publishFr({ delay: delay(15, 20, 'days'), processingTime: 'Comptez {délai}.' })
      expect(other).toContain('la phrase du délai en malgache indique d’autres chiffres (30, 45)')
      expect(await publishFr({ processingTime: 'Comptez {délai}.', delay: delay(null, null, null) })).toContain('La phrase contient {délai}')
      expect((await payload.findByID({ collection: 'services', id: guide.id, locale: 'fr', overrideAccess: true })).delay).toMatchObject({ from: 30, to: 45, unit: 'days' })

      // The translator writes {faharetany}; the delay then changes once for both languages.
      await payload.update({ collection: 'services', id: guide.id, locale: 'mg', data: { processingTime: 'Eo amin’ny {faharetany} eo.', changeKind: 'minor', _status: 'published' } as never, user: editor, overrideAccess: false, context })
      expect(await publishFr({ delay: delay(15, 20, 'workingDays'), processingTime: 'Comptez {délai}.' })).toBe('saved')
      const { guideFromService } = await import('@/model/guide')
      for (const [lang, sentence] of [['fr', 'Comptez 15 à 20 jours ouvrables.'], ['mg', 'Eo amin’ny 15 ka hatramin’ny 20 andro fiasana eo.']] as const) {
        const doc = await payload.findByID({ collection: 'services', id: guide.id, locale: lang, depth: 1, overrideAccess: false })
        expect(guideFromService(lang, doc).processingTime).toBe(sentence)
      }
      const { delayMessage } = await import('@/editorial/delays')
      expect(delayMessage({ kind: 'mismatch', delay: { from: 15, to: 20, unit: 'days' }, found: [{ value: 30, unit: 'days' }] }, 'mg', 'fr')).toMatch(/^15 ka hatramin’ny 20 andro ny faharetany mahazatra nefa isa hafa \(30\) .* amin’ny teny frantsay/)
    })

    it('shows the translator what changed in the French since the Malagasy was last written', async () => {
      vi.useFakeTimers({ toFake: ['Date'] })
      vi.setSystemTime(new Date('2026-11-03T08:00:00Z'))
      const { frenchWhenMalagasyLastChanged, wordDiff } = await import('@/editorial/frenchChanges')
      const guide = await payload.create({ collection: 'services', locale: 'fr', data: { ...guideData('À traduire', 'a-traduire'), processingTime: 'Cinq jours ouvrables.', _status: 'published' } as never, user: editor, overrideAccess: false, context })
      expect(await frenchWhenMalagasyLastChanged(payload, 'services', guide.id)).toBeNull()
      vi.setSystemTime(new Date('2026-11-03T09:00:00Z'))
      await payload.update({ collection: 'services', id: guide.id, locale: 'mg', data: { ...guideData('Adika', 'adika'), processingTime: 'Dimy andro fiasana.', _status: 'published' } as never, user: editor, overrideAccess: false, context })
      // French changed twice since, plus a Malagasy change elsewhere that is not a new translation of it.
      vi.setSystemTime(new Date('2026-11-05T08:00:00Z'))
      await payload.update({ collection: 'services', id: guide.id, locale: 'fr', data: { processingTime: 'Huit jours ouvrables.', changeKind: 'minor', _status: 'published' } as never, user: editor, overrideAccess: false, context })
      vi.setSystemTime(new Date('2026-11-06T08:00:00Z'))
      await payload.update({ collection: 'services', id: guide.id, locale: 'fr', data: { processingTime: 'Dix jours ouvrables.', changeKind: 'minor', _status: 'published' } as never, user: editor, overrideAccess: false, context })
      const earlier = await frenchWhenMalagasyLastChanged(payload, 'services', guide.id)
      expect(earlier?.at).toBe('2026-11-03T09:00:00.000Z')
      const before = (earlier!.doc as { processingTime: string }).processingTime
      expect(before).toBe('Cinq jours ouvrables.')
      expect(wordDiff(before, 'Dix jours ouvrables.')?.filter((p) => p.kind !== 'same').map((p) => [p.kind, p.text])).toEqual([['removed', 'Cinq'], ['added', 'Dix']])
      // Once the Malagasy is updated, the reference point moves.
      vi.setSystemTime(new Date('2026-11-07T08:00:00Z'))
      await payload.update({ collection: 'services', id: guide.id, locale: 'mg', data: { processingTime: 'Folo andro fiasana.', changeKind: 'minor', _status: 'published' } as never, user: editor, overrideAccess: false, context })
      const now = await frenchWhenMalagasyLastChanged(payload, 'services', guide.id)
      expect((now!.doc as { processingTime: string }).processingTime).toBe('Dix jours ouvrables.')
    })

    it('publishes and unpublishes at the scheduled time, once, as the person who scheduled it', async () => {
      const { runDueJobs } = await import('@/editorial/scheduler')
      const guide = await payload.create({ collection: 'services', locale: 'fr', data: { ...guideData('Programmée', 'programmee'), _status: 'draft' } as never, user: editor, overrideAccess: false, context })
      const publicCount = async () => (await payload.count({ collection: 'services', where: { slug: { equals: 'programmee' } }, locale: 'fr', overrideAccess: false })).totalDocs
      const doc = { relationTo: 'services' as const, value: String(guide.id) }
      const user = { relationTo: 'users' as const, value: editor.id }
      const past = new Date(Date.now() - 1_000).toISOString()
      const later = new Date(Date.now() + 3_600_000).toISOString()
      await payload.jobs.queue({ task: 'schedulePublish', waitUntil: new Date(later), input: { type: 'unpublish', doc, user } as never })
      await payload.jobs.queue({ task: 'schedulePublish', waitUntil: new Date(past), input: { type: 'publish', doc, user } as never })
      expect(await publicCount()).toBe(0)
      // Both are on the editors' dashboard, soonest first.
      const { worklistFor } = await import('@/editorial/worklist')
      const scheduled = (await worklistFor(payload, editor)).scheduled
      expect(scheduled?.items.filter((i) => i.id === guide.id).map((i) => [i.title, i.kind, i.failed])).toEqual([['Programmée', 'publish', false], ['Programmée', 'unpublish', false]])
      // A second round finds nothing more to do: one publication. (Across instances, one runner
      // at a time holds the Redis lease: tests/cluster.)
      await runDueJobs(payload)
      await runDueJobs(payload)
      expect(await publicCount()).toBe(1)
      const published = await payload.findByID({ collection: 'services', id: guide.id, locale: 'fr', overrideAccess: true })
      expect(published.changeHistory?.map((c) => c.note)).toEqual(['Première publication.'])
      expect(idOf(published.lastModifiedBy)).toBe(editor.id)
      const publishes = await payload.find({ collection: 'audit-log', where: { and: [{ action: { equals: 'publish' } }, { documentId: { equals: String(guide.id) } }] }, overrideAccess: true })
      expect(publishes.totalDocs).toBe(1)
      // The unpublication waits for its time.
      const pending = await payload.find({ collection: 'payload-jobs', where: { and: [{ taskSlug: { equals: 'schedulePublish' } }, { completedAt: { exists: false } }] }, overrideAccess: true })
      expect(pending.docs.map((j) => (j.input as { type: string }).type)).toEqual(['unpublish'])
      await payload.update({ collection: 'payload-jobs', id: pending.docs[0]!.id, data: { waitUntil: past } as never, overrideAccess: true })
      await runDueJobs(payload)
      expect(await publicCount()).toBe(0)
      // Only editors and administrators see the queue.
      await expect(payload.find({ collection: 'payload-jobs', user: moderator, overrideAccess: false })).rejects.toThrow()
    })

    it('includes the home and about pages in the per-language status', async () => {
      const { translationStatus } = await import('@/editorial/translationStatus')
      const pages = (await translationStatus(payload)).filter((row) => row.collection === 'globals')
      expect(pages.map((row) => [row.id, row.problem])).toEqual(expect.arrayContaining([['home-page', null], ['about-page', null]]))
      vi.useFakeTimers({ toFake: ['Date'] })
      vi.setSystemTime(new Date(Date.now() + 60 * 60 * 1000))
      await payload.updateGlobal({ slug: 'about-page', locale: 'fr', data: { title: 'À propos du portail (nouveau)' }, user: editor, overrideAccess: false, context })
      const about = (await translationStatus(payload)).find((row) => row.id === 'about-page')
      expect(about?.problem).toBe('outdatedMg')
      const { editPath } = await import('@/editorial/translationStatus')
      expect(editPath(about!, 'mg')).toBe('/admin/globals/about-page?locale=mg')
    })

    it('media: both alternative texts required, content-addressed names, WebP sizes, only the declared types, public read', async () => {
      const sharp = (await import('sharp')).default
      const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#03cea4' } }).png().toBuffer()
      const file = (data: Buffer, name: string, mimetype: string) => ({ data, name, mimetype, size: data.length })
      await expect(payload.create({ collection: 'media', data: { altFr: 'Carte' } as never, file: file(png, 'carte.png', 'image/png'), user: editor, overrideAccess: false })).rejects.toThrow()
      const image = await payload.create({ collection: 'media', data: { altFr: 'Carte des bureaux', altMg: 'Sarintanin’ny birao' }, file: file(png, 'Carte des bureaux.PNG', 'image/png'), user: editor, overrideAccess: false })
      expect(image.filename).toMatch(/^[0-9a-f]{10}-carte-des-bureaux\.png$/)
      expect(image.url).toBe(`/media/${image.filename}`)
      expect(image.sizes?.small?.width).toBe(480)
      expect(image.sizes?.small?.mimeType).toBe('image/webp')
      expect(image.sizes?.medium?.url).toMatch(/^\/media\/[0-9a-f]{10}-carte-des-bureaux-960x\d+\.webp$/)
      const fs = await import('node:fs')
      expect(fs.existsSync(`${process.env.MEDIA_DIR}/${image.sizes!.small!.filename}`)).toBe(true)
      // The stored extension follows the content: an image sent under an HTML name is a .png.
      const disguised = await payload.create({ collection: 'media', data: { altFr: 'Carte', altMg: 'Sarintany' }, file: file(Buffer.concat([png, Buffer.from('x')]), 'page.html', 'text/html'), user: editor, overrideAccess: false })
      expect(disguised.filename).toMatch(/^[0-9a-f]{10}-page\.png$/)
      expect(disguised.mimeType).toBe('image/png')
      // An empty file: a 400 that says what to do, in the editor's language.
      await expect(payload.create({ collection: 'media', data: { altFr: 'Vide', altMg: 'Foana' }, file: file(Buffer.alloc(0), 'vide.pdf', 'application/pdf'), user: editor, overrideAccess: false })).rejects.toMatchObject({ status: 400, message: expect.stringContaining('fichier envoyé est vide') })
      // A PDF form, and an HTML page pretending to be one.
      const pdf = minimalPdf()
      const form = await payload.create({ collection: 'media', data: { altFr: 'Formulaire de demande', altMg: 'Taratasy fangatahana' }, file: file(pdf, 'demande.pdf', 'application/pdf'), user: editor, overrideAccess: false })
      expect(form.mimeType).toBe('application/pdf')
      await expect(payload.create({ collection: 'media', data: { altFr: 'x', altMg: 'x' }, file: file(Buffer.from('<html><script>alert(1)</script></html>'), 'faux.pdf', 'application/pdf'), user: editor, overrideAccess: false })).rejects.toThrow()
      await expect(payload.create({ collection: 'media', data: { altFr: 'x', altMg: 'x' }, file: file(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'logo.svg', 'image/svg+xml'), user: editor, overrideAccess: false })).rejects.toThrow()
      // Moderators do not upload; everyone reads.
      await expect(payload.create({ collection: 'media', data: { altFr: 'x', altMg: 'x' }, file: file(png, 'x.png', 'image/png'), user: moderator, overrideAccess: false })).rejects.toThrow()
      expect((await payload.findByID({ collection: 'media', id: form.id, overrideAccess: false })).altMg).toBe('Taratasy fangatahana')
      // Usable in a guide, in the order given.
      const guide = await payload.create({ collection: 'services', locale: 'fr', data: { ...guideData('Avec formulaire', 'avec-formulaire'), downloads: [form.id, image.id], _status: 'published' } as never, user: editor, overrideAccess: false, context })
      const read = await payload.findByID({ collection: 'services', id: guide.id, locale: 'fr', depth: 1, overrideAccess: false })
      expect((read.downloads as { url: string }[]).map((m) => m.url)).toEqual([`/media/${form.filename}`, `/media/${image.filename}`])
    })

    it('checks the guides’ external links and lists the failures for editors', async () => {
      const http = await import('node:http')
      const server = http.createServer((request, response) => {
        if (request.url === '/ok') return void response.writeHead(200).end('ok')
        if (request.url === '/head-refused') return void response.writeHead(request.method === 'HEAD' ? 405 : 200).end()
        if (request.url === '/moved') return void response.writeHead(301, { Location: '/ok' }).end()
        if (request.url === '/slow') return void setTimeout(() => response.writeHead(200).end(), 3_000)
        response.writeHead(404).end()
      })
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
      const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`
      try {
        const links = (paths: string[]) => paths.map((p, i) => ({ label: `Lien ${i}`, url: `${base}${p}` }))
        const guide = await payload.create({ collection: 'services', locale: 'fr', data: { ...guideData('Liens', 'liens'), onlineServices: links(['/ok', '/gone', '/head-refused']), sources: [{ title: 'Lente', url: `${base}/slow` }, { title: 'Déplacée', url: `${base}/moved` }], _status: 'published' } as never, overrideAccess: true, context })
        await payload.update({ collection: 'services', id: guide.id, locale: 'mg', data: { onlineServices: links(['/gone', '/mg-only']) } as never, draft: true, overrideAccess: true, context })
        const { runLinkCheck } = await import('@/editorial/linkCheck')
        const local = (url: string) => url.startsWith(base)
        // Local addresses are never fetched by default.
        expect((await runLinkCheck(payload, { include: local })).checked).toBe(0)
        const result = await runLinkCheck(payload, { include: local, allowPrivate: true, timeoutMs: 500 })
        expect(result.checked).toBe(6)
        expect(result.failures.map((f) => [f.url.slice(base.length), f.status, f.error])).toEqual([
          ['/gone', 404, null],
          ['/mg-only', 404, null],
          ['/slow', null, 'timeout'],
        ])
        expect(result.failures[0]!.guides).toEqual([guide.id])
        const report = await payload.findGlobal({ slug: 'link-report', user: editor, overrideAccess: false })
        expect(report.failures).toHaveLength(3)
        expect(report.checked).toBe(6)
        await expect(payload.findGlobal({ slug: 'link-report', user: moderator, overrideAccess: false })).rejects.toThrow()
        await expect(payload.updateGlobal({ slug: 'link-report', data: { failures: [] }, user: admin, overrideAccess: false })).rejects.toThrow()
        const { worklistFor } = await import('@/editorial/worklist')
        expect((await worklistFor(payload, editor)).brokenLinks?.total).toBe(3)
      } finally {
        server.close()
      }
    })
  })
}
