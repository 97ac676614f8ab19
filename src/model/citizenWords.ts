/**
 * "Mots des citoyens" / "Tenin'ny olom-pirenena" (issue 24): one expression per line (commas
 * and semicolons also separate), as editors type them in the admin and the seed writes them.
 */

/** At most this many expressions per page and language, of at most EXPRESSION_MAX_LENGTH characters each. */
export const CITIZEN_WORDS_MAX_EXPRESSIONS = 120
export const EXPRESSION_MAX_LENGTH = 60

/** The expressions of the field's text: trimmed, without repeats. */
export function citizenExpressions(value: string | null | undefined): string[] {
  const seen = new Set<string>()
  const out: string[] = []
  for (const raw of (value ?? '').split(/[\n,;]+/)) {
    const expression = raw.replace(/\s+/g, ' ').trim()
    const key = expression.toLowerCase()
    if (expression && !seen.has(key)) {
      seen.add(key)
      out.push(expression)
    }
  }
  return out
}
