import type { Locale } from '@/i18n'
import { fold } from '@/search/text'

/** Groups titles by their first letter without accent ("État" under E), in locale order. */
export function groupByInitial<T extends { title: string }>(items: T[], lang: Locale): { letter: string; items: T[] }[] {
  const collator = new Intl.Collator(lang, { sensitivity: 'base' })
  const groups = new Map<string, T[]>()
  for (const item of [...items].sort((a, b) => collator.compare(a.title, b.title))) {
    const letter = fold(item.title).charAt(0).toUpperCase()
    const key = /[A-Z]/.test(letter) ? letter : '#'
    groups.set(key, [...(groups.get(key) ?? []), item])
  }
  return [...groups.entries()].map(([letter, grouped]) => ({ letter, items: grouped }))
}
