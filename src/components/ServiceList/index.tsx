import { pathFor, type Locale } from '@/i18n'

import styles from './ServiceList.module.css'

export type ServiceLink = { id: number | string; title: string; slug: string; summary?: string | null }

/** Links to guides with their summaries; headings at the level the page needs. */
export function ServiceList({ lang, items, headingLevel = 3 }: { lang: Locale; items: ServiceLink[]; headingLevel?: 2 | 3 | 4 }) {
  const Heading = `h${headingLevel}` as const
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item.id} className={styles.item}>
          <Heading className={styles.title}>
            <a href={pathFor(lang, 'service', item.slug)}>{item.title}</a>
          </Heading>
          {item.summary && <p className={styles.summary}>{item.summary}</p>}
        </li>
      ))}
    </ul>
  )
}

/** Keeps only documents that have their content in the page's language. */
export function translatedLinks<T extends { id: number | string; title?: string | null; slug?: string | null; summary?: string | null }>(
  docs: (T | number | string | null | undefined)[] | null | undefined,
): ServiceLink[] {
  return (docs ?? []).flatMap((doc) =>
    doc && typeof doc === 'object' && doc.title && doc.slug
      ? [{ id: doc.id, title: doc.title, slug: doc.slug, summary: doc.summary ?? null }]
      : [],
  )
}
