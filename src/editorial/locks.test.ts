import type { CollectionConfig, PayloadRequest, SanitizedConfig } from 'payload'
import { describe, expect, it, vi } from 'vitest'

import { LOCK_SECONDS, nameLockHolder, nameLockHolders, withShortLock } from './locks'

const accounts: Record<number, { id: number; name?: string | null; email: string; roles: string[] }> = {
  3: { id: 3, name: 'Hery Rakoto', email: 'hery@example.mg', roles: ['editor'] },
  4: { id: 4, name: '  ', email: 'soa@example.mg', roles: ['editor'] },
}

function request(user: { id: number } | null) {
  const findByID = vi.fn(async ({ id, overrideAccess, select }: { id: number; overrideAccess?: boolean; select?: Record<string, boolean> }) => {
    // The account is read whatever the viewer's rights, and only its name and e-mail.
    expect(overrideAccess).toBe(true)
    expect(select).toEqual({ name: true, email: true })
    const found = accounts[id]
    if (!found) throw new Error('Not Found')
    return { id: found.id, name: found.name, email: found.email }
  })
  return { req: { user, payload: { findByID } } as unknown as PayloadRequest, findByID }
}

const lock = (value: unknown) => ({ id: 1, document: { relationTo: 'services', value: 12 }, user: { relationTo: 'users', value }, updatedAt: '2026-11-28T04:31:00.000Z' })
const run = (doc: unknown, req: PayloadRequest) => nameLockHolder({ doc, req, collection: {} as never, context: {}, query: {} } as never)

describe('who holds a document', () => {
  it('names the colleague (name and e-mail) to an editor who may not read accounts', async () => {
    const { req } = request({ id: 5 })
    expect((await run(lock(3), req)).user).toEqual({ relationTo: 'users', value: { id: 3, name: 'Hery Rakoto', email: 'hery@example.mg' } })
    // No name: the e-mail is what the dialog shows.
    expect((await run(lock(4), req)).user.value).toEqual({ id: 4, name: null, email: 'soa@example.mg' })
  })

  it('adds nothing else of the account, and leaves a lock whose holder is already read or gone', async () => {
    const { req, findByID } = request({ id: 5 })
    const read = lock({ id: 3, email: 'hery@example.mg' })
    expect(await run(read, req)).toBe(read)
    const gone = lock(99)
    expect(await run(gone, req)).toBe(gone)
    expect(findByID).toHaveBeenCalledTimes(1)
    expect(Object.keys((await run(lock(3), req)).user.value)).toEqual(['id', 'name', 'email'])
  })

  it('tells nobody who is not signed in', async () => {
    const { req, findByID } = request(null)
    expect((await run(lock(3), req)).user.value).toBe(3)
    expect(findByID).not.toHaveBeenCalled()
  })

  it('is added to Payload’s locks collection once, after Payload made it', () => {
    const config = { collections: [{ slug: 'services', hooks: { afterRead: [] } }, { slug: 'payload-locked-documents', hooks: { afterRead: [] } }] } as unknown as SanitizedConfig
    nameLockHolders(nameLockHolders(config))
    expect(config.collections[1]!.hooks.afterRead).toEqual([nameLockHolder])
    expect(config.collections[0]!.hooks.afterRead).toEqual([])
  })
})

describe('how long a lock outlives its editor', () => {
  it('two minutes after the last keystroke, not Payload’s five', () => {
    expect(LOCK_SECONDS).toBe(120)
    expect(withShortLock({ slug: 'services', fields: [] } as CollectionConfig).lockDocuments).toEqual({ duration: 120 })
    // A collection without locks keeps none.
    expect(withShortLock({ slug: 'page-views', fields: [], lockDocuments: false } as CollectionConfig).lockDocuments).toBe(false)
  })
})
