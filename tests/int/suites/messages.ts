import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { issueFillToken } from '@/forms/contact/fillTime'
import { REFERENCE_PATTERN } from '@/forms/contact/reference'
import { CLIENT_ADDRESS_HEADER, CLIENT_KEY_HEADER } from '@/http/headers'

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
/** Headers as the front server passes them on: the client's address decided by it. */
export const from = (address: string) => new Headers({ [CLIENT_ADDRESS_HEADER]: address, [CLIENT_KEY_HEADER]: address })

export function messagesSuite(kind: DatabaseKind): void {
  describe(`contact messages on ${kind}`, () => {
    let ctx: TestPayload
    let payload: Payload
    let submitContact: typeof import('@/forms/contact/submit').submitContact
    let contactAllowed: typeof import('@/forms/contact/submit').contactAllowed

    beforeAll(async () => {
      process.env.CONTACT_RATE_LIMIT = '3/600'
      ctx = await startTestPayload(kind, { seed: true })
      payload = ctx.payload
      ;({ submitContact, contactAllowed } = await import('@/forms/contact/submit'))
    })
    afterAll(async () => {
      await ctx?.close()
    })

    it('stores a valid message with a yearly reference, status "received" and a history line', async () => {
      const outcome = await submitContact(payload, 'mg', contactForm())
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
      const outcome = await submitContact(payload, 'fr', contactForm({ kind: 'insulte', email: 'pas-un-courriel', contactMethod: 'email', phone: '' }))
      expect(outcome).toMatchObject({ kind: 'invalid', errors: { kind: 'kindInvalid', email: 'emailInvalid' } })
      if (outcome.kind === 'invalid') expect(outcome.values.message).toContain('acte de naissance')
      expect((await payload.count({ collection: 'messages' })).totalDocs).toBe(before)
    })

    it('turns away robots: honeypot filled, posted too fast, or forged timestamp', async () => {
      expect((await submitContact(payload, 'fr', contactForm({ website: 'http://spam' }))).kind).toBe('tooFast')
      expect((await submitContact(payload, 'fr', contactForm({}, 500))).kind).toBe('tooFast')
      expect((await submitContact(payload, 'fr', contactForm({ started: '1.forged' }))).kind).toBe('tooFast')
    })

    it('limits posts per client address, whatever X-Forwarded-For says', async () => {
      const verdicts: boolean[] = []
      for (let i = 0; i < 4; i++) {
        const headers = from('10.0.0.9')
        headers.set('x-forwarded-for', `192.0.2.${i}`)
        verdicts.push((await contactAllowed(headers)).ok)
      }
      expect(verdicts).toEqual([true, true, true, false])
      expect((await contactAllowed(from('10.0.0.10'))).ok).toBe(true)
    })

    it('stores one message per form token: a replayed or retried post gets the same reference', async () => {
      const form = contactForm({ message: 'Message envoyé deux fois par un double clic.' })
      const first = await submitContact(payload, 'fr', form)
      const again = await submitContact(payload, 'fr', form)
      const both = await Promise.all([contactForm(), contactForm()].map(() => submitContact(payload, 'fr', new URLSearchParams(form))))
      expect(first.kind).toBe('created')
      for (const outcome of [again, ...both]) expect(outcome).toMatchObject({ kind: 'created', reference: (first as { reference: string }).reference })
      const stored = await payload.count({ collection: 'messages', where: { message: { equals: 'Message envoyé deux fois par un double clic.' } } })
      expect(stored.totalDocs).toBe(1)

      // Two posts of one fresh token at the same moment: still one message, one reference.
      const racing = contactForm({ message: 'Deux envois simultanés du même formulaire.' })
      const raced = await Promise.all(Array.from({ length: 5 }, () => submitContact(payload, 'mg', new URLSearchParams(racing))))
      expect(new Set(raced.map((o) => (o.kind === 'created' ? o.reference : o.kind))).size).toBe(1)
      expect((await payload.count({ collection: 'messages', where: { message: { equals: 'Deux envois simultanés du même formulaire.' } } })).totalDocs).toBe(1)
    })

    it('a form token re-sent with another text: the citizen is told, the text kept, nothing added or lost', async () => {
      const form = contactForm({ message: 'Premier texte envoyé avec ce formulaire.' })
      const first = await submitContact(payload, 'fr', form)
      expect(first.kind).toBe('created')
      const changed = new URLSearchParams(form)
      changed.set('message', 'Texte corrigé, envoyé avec le même formulaire.')
      const second = await submitContact(payload, 'fr', changed)
      expect(second).toMatchObject({ kind: 'alreadyReceived', reference: (first as { reference: string }).reference })
      if (second.kind === 'alreadyReceived') expect(second.values.message).toBe('Texte corrigé, envoyé avec le même formulaire.')
      expect((await payload.count({ collection: 'messages', where: { message: { equals: 'Texte corrigé, envoyé avec le même formulaire.' } } })).totalDocs).toBe(0)
      // The same text with other spacing is the same message.
      const spaced = new URLSearchParams(form)
      spaced.set('message', '  Premier texte envoyé   avec ce formulaire.\r\n')
      expect(await submitContact(payload, 'fr', spaced)).toMatchObject({ kind: 'created', reference: (first as { reference: string }).reference })
    })

    it('asks to send again when the form was shown more than 2 hours ago, keeping the text', async () => {
      const outcome = await submitContact(payload, 'fr', contactForm({}, 2 * 60 * 60 * 1000 + 1000))
      expect(outcome.kind).toBe('expired')
      if (outcome.kind === 'expired') expect(outcome.values.message).toContain('acte de naissance')
    })

    it('strips control characters from what citizens type', async () => {
      const outcome = await submitContact(payload, 'fr', contactForm({ message: 'Bonjour\u0000, ma demande\u001b[2J est en attente.\u202E', name: 'Rakoto\u0007' }))
      expect(outcome.kind).toBe('created')
      if (outcome.kind !== 'created') return
      const { docs } = await payload.find({ collection: 'messages', where: { reference: { equals: outcome.reference } } })
      expect(docs[0]).toMatchObject({ message: 'Bonjour, ma demande[2J est en attente.', name: 'Rakoto' })
    })

    it('under 200 concurrent submissions stores each exactly once with unique references', async () => {
      const before = (await payload.count({ collection: 'messages' })).totalDocs
      const outcomes = await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          submitContact(payload, i % 2 ? 'fr' : 'mg', contactForm({ message: `Message de charge numéro ${i}, assez long.` })),
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
