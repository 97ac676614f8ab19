import type { Locale } from '@/i18n/locales'

import { analyze } from './text'

/** A group of equivalent expressions, e.g. ["CIN", "carte nationale d'identité", "kara-panondro"]. */
export type SynonymGroup = string[]

function containsSequence(haystack: string[], needle: string[]): boolean {
  if (needle.length === 0 || needle.length > haystack.length) return false
  for (let i = 0; i + needle.length <= haystack.length; i++) {
    if (needle.every((term, j) => haystack[i + j] === term)) return true
  }
  return false
}

/**
 * Terms to add to a query: when the query contains one expression of a group,
 * the other expressions of that group (analysed like the index).
 */
export function expandQuery(query: string, groups: SynonymGroup[], lang: Locale): string[] {
  return [...expansionOf(analyze(query, lang), analyzeGroups(groups, lang)).keys()]
}

/** A group's expressions as index terms (done once per index, not per query). */
export type AnalyzedGroup = string[][]
export function analyzeGroups(groups: SynonymGroup[], lang: Locale): AnalyzedGroup[] {
  return groups.map((group) => group.map((expression) => analyze(expression, lang)).filter((e) => e.length > 0))
}

/**
 * The terms to add for a query's terms, each with the query terms it stands for (the
 * expression it replaces), so that a page found through a synonym counts those words as found.
 */
export function expansionOf(terms: string[], groups: AnalyzedGroup[]): Map<string, string[]> {
  const extra = new Map<string, string[]>()
  for (const expressions of groups) {
    const found = expressions.filter((expression) => containsSequence(terms, expression))
    if (found.length === 0) continue
    const covered = [...new Set(found.flat())]
    for (const expression of expressions) {
      for (const term of expression) if (!terms.includes(term)) extra.set(term, [...new Set([...(extra.get(term) ?? []), ...covered])])
    }
  }
  return extra
}
