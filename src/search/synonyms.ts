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
  const terms = analyze(query, lang)
  const extra = new Set<string>()
  for (const group of groups) {
    const expressions = group.map((expression) => analyze(expression, lang)).filter((e) => e.length > 0)
    if (!expressions.some((expression) => containsSequence(terms, expression))) continue
    for (const expression of expressions) for (const term of expression) if (!terms.includes(term)) extra.add(term)
  }
  return [...extra]
}
