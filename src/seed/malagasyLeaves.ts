/**
 * The Malagasy strings of a seed value (no file access: the lint of guides uses it too; the full
 * reader of seed data and code is src/seed/malagasySources.ts).
 */

/** One Malagasy text the portal shows, named by its file and field. */
export type MalagasyText = {
  /** Path from the repository's root, e.g. « src/seed/data/categories.ts ». */
  file: string
  /** Where in the file, e.g. « categories[urgences].title.mg » or « adminTexts.mg.noScript (line 28) ». */
  field: string
  text: string
  /** A slug: lowercase ASCII words and hyphens, compared without accents. */
  slug?: boolean
  /** The French text beside it in the same { fr, mg } object, when there is one (code only). */
  fr?: string
}

/** Keys whose values are identifiers, addresses or enumerations, never text. */
const NOT_TEXT = new Set(['key', 'url', 'place', 'office', 'next', 'form', 'unit', 'icon', 'category', 'ministry', 'related', 'places', 'guide', 'guides', 'service', 'region', 'kind', 'logic', 'review', 'reviewNote', 'sources', 'phones', 'number', 'dutyPeriods'])

/** The Malagasy strings of a seed value, each with its path (array items named by their `key` when they have one). */
export function malagasyLeaves(value: unknown, at = '', inMg = false): { field: string; text: string }[] {
  if (typeof value === 'string') return inMg && value.trim() ? [{ field: at, text: value }] : []
  if (Array.isArray(value)) {
    return value.flatMap((item, i) => {
      const key = item && typeof item === 'object' && typeof (item as { key?: unknown }).key === 'string' ? (item as { key: string }).key : String(i)
      return malagasyLeaves(item, `${at}[${key}]`, inMg)
    })
  }
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => (NOT_TEXT.has(key) ? [] : malagasyLeaves(child, at ? `${at}.${key}` : key, inMg || key === 'mg')))
  }
  return []
}

