import { fold } from '@/search/text'

/** Lowercase ASCII slug with hyphens: "Carte nationale d'identité" → "carte-nationale-d-identite". */
export function slugify(input: string): string {
  return fold(input)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
