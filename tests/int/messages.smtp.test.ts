import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startSmtp, type ReceivedMail } from '../support/smtp'
import { startTestPayload, type TestPayload } from '../support/payload'
import { contactForm, from } from './suites/messages'

/** Mail through a real SMTP server on 127.0.0.1, started by the test. */
describe('contact mail over SMTP', () => {
  let received: ReceivedMail[] = []
  let smtp: Awaited<ReturnType<typeof startSmtp>>
  let ctx: TestPayload

  beforeAll(async () => {
    smtp = await startSmtp()
    const { port } = smtp
    received = smtp.received
    Object.assign(process.env, { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(port), SMTP_IGNORE_TLS: 'true', SMTP_FROM: 'portail@test.mg' })
    ctx = await startTestPayload('sqlite', { seed: true })
  })
  afterAll(async () => {
    await ctx?.close()
    await smtp?.close()
  })

  it('acknowledges by e-mail with the reference, and e-mails the answer staff write', async () => {
    const { submitContact } = await import('@/forms/contact/submit')
    const outcome = await submitContact(ctx.payload, 'mg', contactForm({ contactMethod: 'email', email: 'Rabe@Example.mg', phone: '' }))
    expect(outcome).toMatchObject({ kind: 'created', mailed: true })
    if (outcome.kind !== 'created') return
    await expect.poll(() => received.length).toBe(1)
    expect(received[0]!.to).toBe('rabe@example.mg')
    expect(received[0]!.raw).toContain(outcome.reference)
    expect(received[0]!.raw).toMatch(/Voaray ny hafatrao/)

    const doc = (await ctx.payload.find({ collection: 'messages', where: { reference: { equals: outcome.reference } } })).docs[0]!
    await ctx.payload.update({ collection: 'messages', id: doc.id, data: { answer: 'Tongava any amin’ny kaominina ny alatsinainy.', status: 'answered' } })
    await expect.poll(() => received.length).toBe(2)
    expect(received[1]!.raw).toContain('Tongava any')
    const after = await ctx.payload.findByID({ collection: 'messages', id: doc.id })
    expect(after.answerSentAt).toBeTruthy()
  })

  it('acknowledgements to one mailbox are capped (+tag variants are one mailbox, issue 38); every message is stored all the same', async () => {
    const { submitContact } = await import('@/forms/contact/submit')
    const { limits } = await import('@/security/limits')
    const cap = limits.citizenMailRecipient().points
    const before = received.length
    const outcomes = []
    for (let i = 1; i <= 8; i++) outcomes.push(await submitContact(ctx.payload, 'fr', contactForm({ contactMethod: 'email', email: `Victim+${i}@Example.mg`, phone: '' })))
    await new Promise((resolve) => setTimeout(resolve, 300))
    const acks = received.slice(before)
    // Counted at the SMTP server: the cap, each to the address as typed (lower-cased).
    expect(acks).toHaveLength(cap)
    expect(acks.map((m) => m.to)).toEqual(Array.from({ length: cap }, (_, i) => `victim+${i + 1}@example.mg`))
    expect(outcomes.map((o) => o.kind)).toEqual(Array(8).fill('created'))
    expect(outcomes.slice(cap)).toEqual(Array(8 - cap).fill(expect.objectContaining({ mailed: false, ackWithheld: true })))
    const references = outcomes.map((o) => (o.kind === 'created' ? o.reference : ''))
    const { totalDocs } = await ctx.payload.find({ collection: 'messages', where: { reference: { in: references } }, limit: 0 })
    expect(totalDocs).toBe(8)
  })
})
