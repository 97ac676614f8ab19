/**
 * Runs work once the write that asked for it is committed. Payload's `afterChange` hooks run
 * inside the operation's database transaction: a purge announced there lets another instance (or
 * a reader on this one) render the page again from the state before the publish. Work registered
 * here runs when Payload commits (or rolls back) that transaction; without a transaction, at once.
 */
type TransactionId = string | number
type Ending = (id: TransactionId | Promise<TransactionId>) => Promise<void>
type Adapter = { commitTransaction?: Ending; rollbackTransaction?: Ending }

const INSTALLED = Symbol.for('services-publics-mg.after-commit')
/** A transaction that neither commits nor rolls back within this is not waited for any longer. */
export const AFTER_COMMIT_FALLBACK_MS = 5_000

type Work = () => void | Promise<void>
const waiting = new Map<TransactionId, { run: Work[]; timer: NodeJS.Timeout }>()

/** Runs one piece of work; a failure is its own (it must not keep the others, or the commit, from ending). */
async function attempt(run: Work): Promise<void> {
  try {
    await run()
  } catch {
    // the work logs what matters itself
  }
}

async function flush(id: TransactionId): Promise<void> {
  const entry = waiting.get(id)
  if (!entry) return
  waiting.delete(id)
  clearTimeout(entry.timer)
  await Promise.all(entry.run.map(attempt))
}

/** Wraps the adapter's commit and rollback (once per adapter) so that registered work follows them. */
export function installAfterCommit(db: Adapter): void {
  const marked = db as Adapter & { [INSTALLED]?: true }
  if (marked[INSTALLED]) return
  for (const name of ['commitTransaction', 'rollbackTransaction'] as const) {
    const original = db[name]
    if (typeof original !== 'function') continue
    db[name] = async (incoming) => {
      const id: TransactionId | null = isThenable(incoming) ? await incoming : (incoming as TransactionId)
      try {
        await original.call(db, id as TransactionId)
      } finally {
        if (id !== null && id !== undefined) await flush(id)
      }
    }
  }
  marked[INSTALLED] = true
}

/** A promise, whichever realm made it (`instanceof Promise` misses some). */
const isThenable = (value: unknown): value is PromiseLike<unknown> => typeof (value as PromiseLike<unknown> | null)?.then === 'function'

function register(id: TransactionId, run: Work): void {
  const entry = waiting.get(id)
  if (entry) return void entry.run.push(run)
  const timer = setTimeout(() => void flush(id), AFTER_COMMIT_FALLBACK_MS)
  timer.unref()
  waiting.set(id, { run: [run], timer })
}

/**
 * Runs `run` when `req`'s transaction ends, before the operation returns (at once when there is no
 * transaction to wait on). Returns what to await when it ran at once.
 */
export async function afterCommit(req: { transactionID?: unknown; payload?: { db?: unknown } } | undefined, run: Work): Promise<void> {
  const id = req?.transactionID
  const db = req?.payload?.db as { [INSTALLED]?: true } | undefined
  if (!id || !db?.[INSTALLED]) return attempt(run)
  // While it is being opened, a promise (without transactions, as on SQLite, one that gives null).
  const resolved = isThenable(id) ? await Promise.resolve(id).catch(() => null) : id
  // Anything else is no transaction to wait on (Payload's loader turns a pending one into `{}`:
  // on SQLite, where there are none, the write is already committed).
  if (typeof resolved !== 'string' && typeof resolved !== 'number') return attempt(run)
  register(resolved, run)
}

/** Transactions still waited on (for tests). */
export const pendingCommits = (): number => waiting.size
