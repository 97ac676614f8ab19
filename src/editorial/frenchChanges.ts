/**
 * What changed in the French since the Malagasy was last written: the French text as it was in
 * the version where the Malagasy text last changed (its `contentUpdatedAt.mg` stamp), against
 * the French text now, word by word. Shown to translators under each Malagasy field
 * (src/admin/FrenchReference.tsx).
 */
import { diffWords } from 'diff'
import type { Payload } from 'payload'

export type DiffPart = { kind: 'same' | 'added' | 'removed'; text: string }

/** Words added and removed between two texts; null when they are the same. */
export function wordDiff(before: string, after: string): DiffPart[] | null {
  if (before === after) return null
  return diffWords(before, after).map((part) => ({ kind: part.added ? 'added' : part.removed ? 'removed' : 'same', text: part.value }))
}

/** Versions read to find the one where the Malagasy last changed (a document's recent history). */
export const VERSIONS_SCANNED = 100

type VersionStamps = { id: number | string; updatedAt: string; version?: { contentUpdatedAt?: { fr?: string | null; mg?: string | null } | null } }

/**
 * The French document as it was when the Malagasy text was last changed (the earliest version
 * carrying the current Malagasy stamp), or null when unknown (no Malagasy yet, or too old).
 */
export async function frenchWhenMalagasyLastChanged(payload: Payload, collection: string, id: number | string): Promise<{ doc: unknown; at: string } | null> {
  const { docs } = await payload.findVersions({
    collection: collection as 'services',
    where: { parent: { equals: id } },
    sort: '-updatedAt',
    limit: VERSIONS_SCANNED,
    locale: 'all',
    depth: 0,
    overrideAccess: true,
    select: { version: { contentUpdatedAt: true } } as never,
  })
  const versions = docs as unknown as VersionStamps[]
  const stamp = versions[0]?.version?.contentUpdatedAt?.mg
  if (!stamp) return null
  let earliest: VersionStamps | null = null
  for (const version of versions) {
    if (version.version?.contentUpdatedAt?.mg !== stamp) break
    earliest = version
  }
  // All scanned versions carry the stamp: the version where it was set may be older still.
  if (!earliest || (earliest === versions[versions.length - 1] && versions.length === VERSIONS_SCANNED)) return null
  const found = await payload.findVersionByID({ collection: collection as 'services', id: String(earliest.id), locale: 'fr', fallbackLocale: false, depth: 0, overrideAccess: true }).catch(() => null)
  return found ? { doc: (found as { version?: unknown }).version, at: stamp } : null
}
