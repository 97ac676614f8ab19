/**
 * Query parameters of the open content API, checked strictly: an unknown or malformed parameter
 * is a 400 that says which one and what is expected, in the reader's language.
 */
import { format, getDictionary, isLocale, type Locale } from '@/i18n'
import { SLUG_PATTERN } from '@/fields/slugify'

export const MAX_PAGE_SIZE = 50
export const MAX_PAGE = 1000

export type ParamSpec =
  | { kind: 'lang' }
  | { kind: 'int'; max: number }
  | { kind: 'date' }
  | { kind: 'oneOf'; values: readonly string[] }
  | { kind: 'slug' }

export type Parsed = Record<string, string | number | undefined>

export class ParamError extends Error {
  constructor(readonly messageFor: (lang: Locale) => string) {
    super('bad parameter')
  }
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2}))?$/

export function parseParams(search: URLSearchParams, specs: Record<string, ParamSpec>): Parsed {
  const parsed: Parsed = {}
  for (const name of new Set(search.keys())) {
    const spec = specs[name]
    if (!spec) {
      // The unknown name is not repeated: an answer on the portal's address never carries a stranger's text.
      const allowed = Object.keys(specs).join(', ') || '—'
      throw new ParamError((lang) => format(getDictionary(lang).openData.apiErrors.unknownParam, { allowed }))
    }
    const values = search.getAll(name)
    const value = values[0]!
    const bad = (expected: (lang: Locale) => string) =>
      new ParamError((lang) => format(getDictionary(lang).openData.apiErrors.badParam, { name, expected: expected(lang) }))
    const t = (lang: Locale) => getDictionary(lang).openData.apiErrors
    if (values.length > 1) throw bad((lang) => t(lang).once)
    switch (spec.kind) {
      case 'lang':
        if (!isLocale(value)) throw bad((lang) => t(lang).lang)
        parsed[name] = value
        break
      case 'int': {
        const n = Number(value)
        if (!/^\d{1,6}$/.test(value) || n < 1 || n > spec.max) throw bad((lang) => format(t(lang).positive, { max: spec.max }))
        parsed[name] = n
        break
      }
      case 'date':
        // A real day: JavaScript would read 2026-02-30 as 2 March.
        if (!ISO_DATE.test(value) || Number.isNaN(Date.parse(value)) || new Date(`${value.slice(0, 10)}T00:00:00Z`).toISOString().slice(0, 10) !== value.slice(0, 10)) throw bad((lang) => t(lang).date)
        parsed[name] = new Date(value).toISOString()
        break
      case 'oneOf':
        if (!spec.values.includes(value)) throw bad((lang) => format(t(lang).oneOf, { values: spec.values.join(', ') }))
        parsed[name] = value
        break
      case 'slug':
        if (value.length > 200 || !SLUG_PATTERN.test(value)) throw bad((lang) => t(lang).slug)
        parsed[name] = value
        break
    }
  }
  return parsed
}
