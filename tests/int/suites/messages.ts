import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { issueFillToken } from '@/forms/contact/fillTime'
import { REFERENCE_PATTERN } from '@/forms/contact/reference'

import { startTestPayload, type DatabaseKind, type TestPayload } from '../../support/payload'

/** A form post as a browser sends it, shown `ageMs` ago, from `address`. */
export function contactForm(over: Record<string, string> = {}, ageMs = 10_000): URLSearchParams {
  return new URLSearchParams({
    started: issueFillToken(Date.now() - ageMs),
    website: '',
    kind: 'complaint',
    message: 'Mon acte de naissance n’est toujours pas prêt après trois semaines.',
    contactMethod: 'phone',
    phone: '034 12 345 67',
    consent: 'yes',
    ...over,
  })
}
export const from = (address: string) => new Headers({ 'x-forwarded-for': address })

export function messagesSuite(kind: DatabaseKind): void {
  describe(`contact messages on ${kind}`, () => {
    let ctx: TestPayload
    let payload: Payload
    let submitContact: typeof import('@/forms/contact/submit').submitContact

    beforeAll(async () => {
      process.env.CONTACT_RATE_LIMIT = '3/600'
      ctx = await startTestPayload(kind, { seed: true })
      payload = ctx.payload
      ;({ submitContact } = await import('@/forms/contact/submit'))
    })
    afterAll(async () => {
      await ctx?.close()
    })

    it('stores a valid message with a yearly reference, status "received" and a history line', async () => {
      const outcome = await submitContact(payload, 'mg', contactForm(), from('10.0.0.1'))
      expect(outcome.kind).toBe('created')
      if (outcome.kind !== 'created') return
      expect(outcome.reference).toMatch(REFERENCE_PATTERN)
      expect(outcome.reference.startsWith(`DOL-${new Date().getUTCFullYear()}-`)).toBe(true)
      const { docs } = await payload.find({ collection: 'messages', where: { reference: { equals: outcome.reference } } })
      expect(docs[0]).toMatchObject({ status: 'received', lang: 'mg', phone: '+261 34 12 345 67', consentToContact: true })
      expect(docs[0]!.history).toHaveLength(1)
    })

    it('keeps what was typed and stores nothing when the input is invalid', async () => {
      const before = (await payload.count({ collection: 'messages' })).totalDocs
      const outcome = await submitContact(payload, 'fr', contactForm({ kind: 'insulte', email: 'pas-un-courriel', contactMethod: 'email', phone: '' }), from('10.0.0.2'))
      expect(outcome).toMatchObject({ kind: 'invalid', errors: { kind: 'kindInvalid', email: 'emailInvalid' } })
      if (outcome.kind === 'invalid') expect(outcome.values.message).toContain('acte de naissance')
      expect((await payload.count({ collection: 'messages' })).totalDocs).toBe(before)
    })

    it('turns away robots: honeypot filled, posted too fast, or forged timestamp', async () => {
      expect((await submitContact(payload, 'fr', contactForm({ website: 'http://spam' }), from('10.0.0.3'))).kind).toBe('tooFast')
      expect((await submitContact(payload, 'fr', contactForm({}, 500), from('10.0.0.3'))).kind).toBe('tooFast')
      expect((await submitContact(payload, 'fr', contactForm({ started: '1.forged' }), from('10.0.0.3'))).kind).toBe('tooFast')
    })

    it('limits submissions per address', async () => {
      const kinds: string[] = []
      for (let i = 0; i < 4; i++) kinds.push((await submitContact(payload, 'fr', contactForm(), from('10.0.0.9'))).kind)
      expect(kinds).toEqual(['created', 'created', 'created', 'rateLimited'])
      expect((await submitContact(payload, 'fr', contactForm(), from('10.0.0.10'))).kind).toBe('created')
    })

    it('under 200 concurrent submissions stores each exactly once with unique references', async () => {
      const before = (await payload.count({ collection: 'messages' })).totalDocs
      const outcomes = await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          submitContact(payload, i % 2 ? 'fr' : 'mg', contactForm({ message: `Message de charge numéro ${i}, assez long.` }), from(`10.1.${Math.floor(i / 250)}.${i % 250}`)),
        ),
      )
      const created = outcomes.flatMap((o) => (o.kind === 'created' ? [o.reference] : []))
      const unavailable = outcomes.filter((o) => o.kind === 'unavailable').length
      console.log(`${kind}: 200 concurrent submissions → ${created.length} acknowledged, ${unavailable} refused as unavailable`)
      expect(new Set(created).size).toBe(created.length)
      const stored = await payload.find({ collection: 'messages', pagination: false, depth: 0, where: { message: { like: 'Message de charge numéro' } } })
      expect(stored.docs).toHaveLength(created.length)
      expect(new Set(stored.docs.map((d) => d.reference))).toEqual(new Set(created))
      expect((await payload.count({ collection: 'messages' })).totalDocs).toBe(before + created.length)
      // Acknowledged or clearly refused: never silently lost. Nearly all must succeed.
      expect(created.length).toBeGreaterThanOrEqual(195)
    })

    it('refuses anonymous and editor reads, and lets moderators work without editing content', async () => {
      const anon = await payload.find({ collection: 'messages', overrideAccess: false }).catch((e) => e)
      expect(anon).toBeInstanceOf(Error)
      await payload.create({ collection: 'users', data: { email: `first-${kind}@x.mg`, password: 'a long password', roles: ['admin'] } })
      const editor = await payload.create({ collection: 'users', data: { email: `ed-${kind}@x.mg`, password: 'a long password', roles: ['editor'] } })
      const moderator = await payload.create({ collection: 'users', data: { email: `mod-${kind}@x.mg`, password: 'a long password', roles: ['moderator'] } })
      await expect(payload.find({ collection: 'messages', overrideAccess: false, user: { ...editor, collection: 'users' } })).rejects.toThrow()
      const seen = await payload.find({ collection: 'messages', overrideAccess: false, user: { ...moderator, collection: 'users' }, limit: 1 })
      expect(seen.docs.length).toBe(1)
      const id = seen.docs[0]!.id
      const updated = await payload.update({
        collection: 'messages', id, overrideAccess: false, user: { ...moderator, collection: 'users' },
        data: { status: 'in_progress', message: 'réécrit', reference: 'DOL-1999-000001', internalNotes: [{ text: 'Appelé la commune' }] },
      })
      expect(updated.status).toBe('in_progress')
      expect(updated.message).not.toBe('réécrit')
      expect(updated.reference).not.toBe('DOL-1999-000001')
      expect(updated.history!.at(-1)).toMatchObject({ from: 'received', to: 'in_progress', by: `mod-${kind}@x.mg` })
      expect(updated.internalNotes![0]).toMatchObject({ by: `mod-${kind}@x.mg` })
      const service = (await payload.find({ collection: 'services', limit: 1 })).docs[0]!
      await expect(payload.update({ collection: 'services', id: service.id, data: { title: 'x' }, overrideAccess: false, user: { ...moderator, collection: 'users' } })).rejects.toThrow()
    })

    it('erases personal data of messages closed longer than the retention period', async () => {
      const { erasePersonalData } = await import('@/forms/contact/retention')
      const message = (await payload.find({ collection: 'messages', limit: 1, where: { status: { equals: 'received' } } })).docs[0]!
      await payload.update({ collection: 'messages', id: message.id, data: { status: 'closed' } })
      expect(await erasePersonalData(payload, new Date(), 24)).toBe(0)
      const later = new Date(Date.now() + 25 * 31 * 24 * 3600 * 1000)
      expect(await erasePersonalData(payload, later, 24)).toBeGreaterThanOrEqual(1)
      const erased = await payload.findByID({ collection: 'messages', id: message.id })
      expect(erased).toMatchObject({ name: null, email: null, phone: null, message: '[effacé]', status: 'closed', reference: message.reference })
      expect(await erasePersonalData(payload, later, 24)).toBe(0)
    })
  })
}
