/**
 * Search pages the front answered from its cache, counted for the editors' report (issue 24):
 * a page rendered by a worker is counted there, a repeat answered here would otherwise be
 * missed. The front does no database work: it tallies in memory (bounded) and hands the tally
 * to a worker every minute (src/server/worker.ts → /api/portal-internal/search-hits).
 */

/** Distinct search addresses tallied between two hand-overs; beyond, repeats are not counted. */
export const MAX_TALLIED = 2000
export const HAND_OVER_MS = 60_000

/** A first results page without a theme filter (/fr/searchResult/?q=…), or suggestions (/api/search?…): the cache keys' forms. */
const COUNTED = /^(?:\/(?:fr|mg)\/searchResult\/\?q=[^&]*|\/api\/search\?.*)$/

export class SearchHitTally {
  private counts = new Map<string, number>()

  /** Counts one answer from the cache for this cache key (other keys are ignored). */
  count(key: string): void {
    if (!COUNTED.test(key)) return
    const current = this.counts.get(key)
    if (current !== undefined) this.counts.set(key, current + 1)
    else if (this.counts.size < MAX_TALLIED) this.counts.set(key, 1)
  }

  /** What was tallied since the last call, and a fresh start. */
  drain(): [string, number][] {
    const entries = [...this.counts]
    this.counts = new Map()
    return entries
  }
}
