/**
 * How old the facts of a guide are (issue 26): each source confirms the parts of the guide its
 * references name (`sourcesWithParts`, issue 40); a part's facts are as old as its newest such source — the source's own date
 * when known, else the day it was read. A part whose newest source is more than two years old is
 * listed on the editors' worklist for re-verification (procedures, fees and offices change with
 * finance laws and governments). A law's age is no sign of staleness: the legal texts are dated by
 * the day someone last read them (checking they are still in force), not by their promulgation.
 */
import type { SourcedPart } from '@/fields/sources'

export const REVERIFY_AFTER_YEARS = 2

type SourceDates = { published?: string | null; seen?: string | null; supports?: readonly string[] | null }

/**
 * The last day a source's own date can mean: "2024" → 2024-12-31, "2024-03" → 2024-03-31 (a part
 * is not listed before it is surely two years old); else the day it was read; null when neither.
 */
export function sourceDay(source: SourceDates): string | null {
  const published = source.published?.trim()
  if (published && /^\d{4}$/.test(published)) return `${published}-12-31`
  if (published && /^\d{4}-\d{2}$/.test(published)) {
    const [y, m] = published.split('-').map(Number) as [number, number]
    return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10)
  }
  if (published && /^\d{4}-\d{2}-\d{2}/.test(published)) return published.slice(0, 10)
  return source.seen ? source.seen.slice(0, 10) : null
}

/** The parts whose newest supporting source is older than REVERIFY_AFTER_YEARS, with that source's day. */
export function staleParts(sources: readonly SourceDates[], now = new Date()): { part: SourcedPart; newest: string }[] {
  const newest = new Map<SourcedPart, string>()
  for (const source of sources) {
    const own = sourceDay(source)
    for (const part of (source.supports ?? []) as SourcedPart[]) {
      const day = part === 'legalReferences' && source.seen ? source.seen.slice(0, 10) : own
      if (!day) continue
      if (!newest.has(part) || newest.get(part)! < day) newest.set(part, day)
    }
  }
  const limit = new Date(now)
  limit.setUTCFullYear(limit.getUTCFullYear() - REVERIFY_AFTER_YEARS)
  const cutoff = limit.toISOString().slice(0, 10)
  return [...newest].filter(([, day]) => day < cutoff).map(([part, day]) => ({ part, newest: day }))
}

/**
 * The parts each source supports, from the statements its references name (issue 40: a source
 * supports what it is quoted for, not a whole part), in the shape `staleParts` reads.
 */
export function sourcesWithParts(
  sources: readonly (SourceDates & { key?: string | null })[],
  references: readonly { statement: string; source: string; relation?: string | null }[],
): SourceDates[] {
  return sources.map((source, i) => {
    const key = source.key?.trim() || `source-${i + 1}`
    const parts = new Set(references.filter((r) => r.source === key && r.relation !== 'contradicts').map((r) => r.statement.split('.')[0]!))
    return { published: source.published, seen: source.seen, supports: [...parts] }
  })
}
