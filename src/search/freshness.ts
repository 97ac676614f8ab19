/**
 * Where the in-process index is kept. Next.js may load this module in several
 * bundles of one process (pages, route handlers, Payload hooks), so the state
 * lives on globalThis: one index per process, shared by all of them.
 */
import type { SearchEngine } from './engine'

type State = {
  engines: Partial<Record<'fr' | 'mg', SearchEngine>>
  stamp: string | null
  checkedAt: number
  stale: boolean
  building: Promise<void> | null
}

const KEY = Symbol.for('services-publics-mg.search')

export function searchState(): State {
  const holder = globalThis as unknown as Record<symbol, State | undefined>
  holder[KEY] ??= { engines: {}, stamp: null, checkedAt: 0, stale: true, building: null }
  return holder[KEY]
}

/** Called by content hooks on this instance: the next query rebuilds the index. */
export function markSearchStale(): void {
  searchState().stale = true
}
