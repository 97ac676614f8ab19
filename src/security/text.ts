/**
 * Text as people type it: control characters (NUL, escape sequences, C1 codes), invisible
 * direction overrides and unpaired surrogates have no place in a message, a name or a
 * guide, and can corrupt a log line, a CSV export or a terminal. Tabs and new lines stay;
 * CR LF becomes LF.
 */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069\ufeff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g

export function stripControlCharacters(text: string): string {
  return text.replace(/\r\n?/g, '\n').replace(CONTROL, '')
}

/** Applies `stripControlCharacters` to every string in a JSON-like value (depth-bounded). */
export function stripControlCharactersDeep<T>(value: T, depth = 0): T {
  if (typeof value === 'string') return stripControlCharacters(value) as T
  if (depth > 32 || value === null || typeof value !== 'object') return value
  if (Array.isArray(value)) return value.map((item) => stripControlCharactersDeep(item, depth + 1)) as T
  if (value instanceof Date) return value
  const out: Record<string, unknown> = {}
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) out[key] = stripControlCharactersDeep(item, depth + 1)
  return out as T
}
