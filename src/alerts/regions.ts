/**
 * Which region a citizen means when subscribing by SMS (`ALERTE TOAMASINA`): a region's name, its
 * capital or one of its districts, written any way a basic phone allows (no accents, hyphens or
 * spaces, upper or lower case), or « all » (TOUTES, TOUT, REHETRA). Pure: the regions come from
 * the directory (src/collections/Regions.ts).
 */

export type RegionNames = { key: string; name: string; capital?: string | null; districts?: string[] }

/** Every region at once: a subscription to all of them is stored as this key. */
export const ALL_REGIONS = 'all'
/** Regions one number may follow (beyond: « all »). */
export const MAX_TOPICS = 5
/** A subscription's topic: `region:analamanga`, `region:all`. */
export const regionTopic = (key: string) => `region:${key}`
/** A followed guide's topic: `guide:12` (its id: the slug may change). */
export const guideTopic = (id: number | string) => `guide:${id}`
/** Guides one address may follow. */
export const MAX_GUIDES = 50
export type Cadence = 'immediate' | 'daily'
export type SubscribeResult = 'added' | 'already' | 'tooMany'
const ALL_WORDS = new Set(['TOUT', 'TOUTES', 'TOUS', 'TOUTE', 'REHETRA', 'NATIONAL', 'MADAGASCAR', 'MADAGASIKARA'])

/** Other names citizens use for a region (the Malagasy name of Haute Matsiatra, the split regions' old name). */
const ALIASES: Record<string, string[]> = {
  'haute-matsiatra': ['Matsiatra Ambony'],
  'amoron-i-mania': ['Amoron i Mania', 'Amoronimania'],
}

/**
 * The names citizens use for the regions' capitals besides their own (Tana for Antananarivo, the
 * French names of Toamasina, Mahajanga, Toliara, Antsiranana), read as the capital they name.
 */
const CITY_NAMES: Record<string, string> = {
  TANA: 'Antananarivo',
  TANANARIVE: 'Antananarivo',
  TAMATAVE: 'Toamasina',
  MAJUNGA: 'Mahajanga',
  TULEAR: 'Toliara',
  DIEGO: 'Antsiranana',
  DIEGOSUAREZ: 'Antsiranana',
  FIANAR: 'Fianarantsoa',
  FORTDAUPHIN: 'Taolagnaro',
}

/** Upper-case letters and digits only: « Amoron'i Mania » and « AMORONI-MANIA » meet as AMORONIMANIA. */
export function squeeze(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
}

export type RegionMatch = { kind: 'all' } | { kind: 'region'; key: string; name: string } | { kind: 'none' } | { kind: 'several'; names: string[] }

/**
 * The region the words name. A region's own name or alias wins over a capital, a capital over a
 * district (« Toamasina » is the capital of Atsinanana and a district of it too). Several regions
 * at the same level (a district name shared by two regions) are « several ».
 */
export function matchRegion(words: string, regions: RegionNames[]): RegionMatch {
  const asked = squeeze(CITY_NAMES[squeeze(words)] ?? words)
  if (!asked) return { kind: 'none' }
  if (ALL_WORDS.has(asked)) return { kind: 'all' }
  const levels: ((r: RegionNames) => string[])[] = [
    (r) => [r.name, r.key, ...(ALIASES[r.key] ?? [])],
    (r) => (r.capital ? [r.capital] : []),
    (r) => r.districts ?? [],
  ]
  for (const names of levels) {
    const found = regions.filter((r) => names(r).some((n) => squeeze(n) === asked || (asked.length >= 5 && squeeze(n).startsWith(asked))))
    if (found.length === 1) return { kind: 'region', key: found[0]!.key, name: found[0]!.name }
    if (found.length > 1) {
      // An exact name beats names that only start with the words.
      const exact = found.filter((r) => names(r).some((n) => squeeze(n) === asked))
      if (exact.length === 1) return { kind: 'region', key: exact[0]!.key, name: exact[0]!.name }
      return { kind: 'several', names: found.map((r) => r.name).slice(0, 4) }
    }
  }
  return { kind: 'none' }
}
