import { afterEach, describe, expect, it, vi } from 'vitest'

import { AFTER_COMMIT_FALLBACK_MS, afterCommit, installAfterCommit, pendingCommits } from './afterCommit'

/** An adapter that records when each transaction ends. */
function adapter() {
  const log: string[] = []
  const db = {
    commitTransaction: async (id: string | number | Promise<string | number>) => void log.push(`commit ${String(await id)}`),
    rollbackTransaction: async (id: string | number | Promise<string | number>) => void log.push(`rollback ${String(await id)}`),
  }
  installAfterCommit(db)
  return { db, log }
}

afterEach(() => vi.useRealTimers())

describe('work after the commit', () => {
  it('waits for the transaction of the request to commit, then runs before the commit returns', async () => {
    const { db, log } = adapter()
    await afterCommit({ transactionID: 'tx1', payload: { db } }, () => void log.push('purge'))
    await afterCommit({ transactionID: 'tx1', payload: { db } }, async () => void log.push('purge again'))
    expect(log).toEqual([])
    await db.commitTransaction('tx1')
    expect(log).toEqual(['commit tx1', 'purge', 'purge again'])
    expect(pendingCommits()).toBe(0)
  })

  it('follows a transaction still being opened (a promise) and a rollback too', async () => {
    const { db, log } = adapter()
    await afterCommit({ transactionID: Promise.resolve(7), payload: { db } }, () => void log.push('purge'))
    await db.rollbackTransaction(Promise.resolve(7))
    expect(log).toEqual(['rollback 7', 'purge'])
  })

  it('runs at once without a transaction, or when the adapter was not wrapped', async () => {
    const log: string[] = []
    await afterCommit({ payload: { db: {} } }, () => void log.push('no transaction'))
    await afterCommit({ transactionID: 'tx', payload: { db: {} } }, () => void log.push('not wrapped'))
    await afterCommit(undefined, () => void log.push('no request'))
    const { db } = adapter()
    // Without transactions (SQLite): a promise of null, or what Payload's loader leaves of it.
    await afterCommit({ transactionID: Promise.resolve(null), payload: { db } }, () => void log.push('null'))
    await afterCommit({ transactionID: JSON.parse(JSON.stringify({ id: Promise.resolve(null) })).id, payload: { db } }, () => void log.push('{}'))
    expect(log).toEqual(['no transaction', 'not wrapped', 'no request', 'null', '{}'])
    expect(pendingCommits()).toBe(0)
  })

  it('a failing piece of work neither stops the others nor the commit', async () => {
    const { db, log } = adapter()
    await afterCommit({ transactionID: 'tx2', payload: { db } }, () => {
      throw new Error('purge failed')
    })
    await afterCommit({ transactionID: 'tx2', payload: { db } }, () => void log.push('other'))
    await expect(db.commitTransaction('tx2')).resolves.toBeUndefined()
    expect(log).toEqual(['commit tx2', 'other'])
  })

  it('does not wait for ever on a transaction nobody ends', async () => {
    vi.useFakeTimers()
    const { db, log } = adapter()
    await afterCommit({ transactionID: 'lost', payload: { db } }, () => void log.push('purge'))
    await vi.advanceTimersByTimeAsync(AFTER_COMMIT_FALLBACK_MS - 1)
    expect(log).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(log).toEqual(['purge'])
    expect(pendingCommits()).toBe(0)
  })

  it('wraps an adapter once', async () => {
    const { db, log } = adapter()
    installAfterCommit(db)
    await afterCommit({ transactionID: 'tx3', payload: { db } }, () => void log.push('purge'))
    await db.commitTransaction('tx3')
    expect(log).toEqual(['commit tx3', 'purge'])
  })
})
