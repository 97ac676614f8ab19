/**
 * What changed in one save, in the language being saved: Payload's hooks see the document in
 * the request's locale, so comparing its localized fields tells whether this language's text
 * changed (array rows get fresh ids on some saves: ids are ignored).
 */
import { isDeepStrictEqual } from 'node:util'

import type { Field } from 'payload'

function withoutIds(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutIds)
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value as Record<string, unknown>).filter(([key]) => key !== 'id').map(([key, v]) => [key, withoutIds(v)]))
  }
  return value ?? null
}

/** Top-level data keys whose content is (or contains) localized text, through tabs and rows. */
export function localizedKeys(fields: Field[]): string[] {
  const keys: string[] = []
  const hasLocalized = (field: Field): boolean => {
    if ('localized' in field && field.localized) return true
    if ('fields' in field && Array.isArray(field.fields)) return field.fields.some(hasLocalized)
    if (field.type === 'tabs') return field.tabs.some((tab) => tab.fields.some(hasLocalized))
    return false
  }
  const visit = (list: Field[]) => {
    for (const field of list) {
      if (field.type === 'tabs') {
        for (const tab of field.tabs) {
          if ('name' in tab && tab.name) {
            if (tab.fields.some(hasLocalized)) keys.push(tab.name)
          } else visit(tab.fields)
        }
      } else if ((field.type === 'row' || field.type === 'collapsible') && 'fields' in field) visit(field.fields)
      else if ('name' in field && field.name && hasLocalized(field)) keys.push(field.name)
    }
  }
  visit(fields)
  return keys
}

/** Whether `data` (possibly partial) changes any of `keys` compared with `original`. */
export function textChanged(keys: string[], data: Record<string, unknown>, original: Record<string, unknown> | undefined): boolean {
  if (!original) return true
  return keys.some((key) => key in data && !isDeepStrictEqual(withoutIds(data[key]), withoutIds(original[key])))
}
