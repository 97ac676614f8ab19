/** Comparing translation dictionaries (nested `{ group: { key: 'text' } }` objects), for their tests. */
export type Nested = { [key: string]: Nested | string }

/** Flattens `{ a: { b: 'x' } }` into `{ 'a.b': 'x' }`. */
export function flatten(obj: Nested, prefix = '', out: Record<string, string> = {}): Record<string, string> {
  for (const [key, value] of Object.entries(obj)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'string') out[path] = value
    else flatten(value, path, out)
  }
  return out
}

/**
 * The nested keys of `reference` that `candidate` lacks (or has as a string where the reference has
 * a group, or the reverse), as dotted paths.
 */
export function missingKeys(reference: Nested, candidate: Nested | undefined, prefix = ''): string[] {
  return Object.entries(reference).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key
    const other = candidate?.[key]
    if (typeof value === 'string') return typeof other === 'string' ? [] : [path]
    return other !== undefined && typeof other !== 'string' ? missingKeys(value, other, path) : [path]
  })
}

/** The distinct {{placeholders}} of a text, sorted. */
export const placeholders = (s: string): string[] => [...new Set(s.match(/\{\{[^}]+\}\}/g) ?? [])].sort()
