import { fold } from '@/search/text'

/** Lowercase ASCII slug with hyphens: "Carte nationale d'identité" → "carte-nationale-d-identite". */
export function slugify(input: string): string {
  return fold(input)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** A path segment as a slug, or null when it cannot be one (malformed encoding included): costs no query. */
export function slugFromSegment(raw: string): string | null {
  let decoded: string
  try {
    decoded = decodeURIComponent(raw).toLowerCase()
  } catch {
    return null
  }
  return decoded.length <= 200 && SLUG_PATTERN.test(decoded) ? decoded : null
}
