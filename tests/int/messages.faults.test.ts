import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startPostgres, type PgCluster } from '../support/postgres'
import { contactForm, from } from './suites/messages'

/** The database goes away under the form: the citizen is told, keeps the text, nothing half-written remains. */
describe('contact form when the database fails', () => {
  let pg: PgCluster
  let payload: import('payload').Payload

  beforeAll(async () => {
    pg = await startPostgres()
    process.env.DATABASE_URL = pg.url
    process.env.PAYLOAD_SECRET = 'faults'
    const { getPayload } = await import('payload')
    const { default: config } = await import('@payload-config')
    const { migrate } = await import('@/db/prepare')
    payload = await getPayload({ config })
    await migrate(payload)
    ;(payload.db as unknown as { pool: { on: (e: string, f: () => void) => void } }).pool.on('error', () => undefined)
  })
  afterAll(() => pg?.stop())

  it('answers "unavailable" with the values, and stores nothing', async () => {
    const { submitContact } = await import('@/forms/contact/submit')
    const ok = await submitContact(payload, 'fr', contactForm())
    expect(ok.kind).toBe('created')

    // Fail the message insert inside its transaction, after the counter was incremented.
    const { Messages } = await import('@/collections/Messages')
    const failing = async () => {
      throw new Error('simulated storage failure')
    }
    Messages.hooks!.beforeChange!.push(failing)
    const failed = await submitContact(payload, 'fr', contactForm({ message: 'Texte à ne pas perdre, conservé dans le formulaire.' }))
    Messages.hooks!.beforeChange!.pop()
    expect(failed.kind).toBe('unavailable')
    if (failed.kind === 'unavailable') expect(failed.values.message).toBe('Texte à ne pas perdre, conservé dans le formulaire.')
    expect((await payload.count({ collection: 'messages' })).totalDocs).toBe(1)
    // The counter rolled back with the message: the next reference follows the first one.
    const next = await submitContact(payload, 'fr', contactForm())
    expect(next.kind === 'created' && ok.kind === 'created' && Number(next.reference.slice(-6)) - Number(ok.reference.slice(-6))).toBe(1)

    // The database itself disappears.
    pg.stop()
    const down = await submitContact(payload, 'mg', contactForm({ message: 'Hafatra tsy tokony ho very mihitsy.' }))
    expect(down.kind).toBe('unavailable')
    if (down.kind === 'unavailable') expect(down.values.message).toBe('Hafatra tsy tokony ho very mihitsy.')
  })
})
