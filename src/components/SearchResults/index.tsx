import { format, getDictionary, type Locale } from '@/i18n'
import { hitPath } from '@/search/documents'
import type { SearchHit } from '@/search'

import styles from './SearchResults.module.css'

/** One result list; snippets arrive as segments, so nothing typed by anyone is injected as HTML. */
export function SearchResultList({ lang, hits, hitLang = lang }: { lang: Locale; hits: SearchHit[]; hitLang?: Locale }) {
  const t = getDictionary(lang).search
  return (
    <ol className={styles.results} lang={hitLang === lang ? undefined : hitLang}>
      {hits.map((hit) => (
        <li key={hit.id} className={styles.result}>
          <h2 className={styles.title}>
            <a href={hitPath(hitLang, hit)} hrefLang={hitLang === lang ? undefined : hitLang}>
              {hit.title}
            </a>
          </h2>
          <p className={styles.category}>{hit.kind === 'category' ? t.themePage : hit.kind === 'journey' ? t.journeyPage : hit.kind === 'flow' ? t.flowPage : format(t.categoryOf, { category: hit.categoryTitle })}</p>
          <p className={styles.snippet}>
            {hit.snippet.map((segment, i) => (segment.match ? <mark key={i}>{segment.text}</mark> : <span key={i}>{segment.text}</span>))}
          </p>
        </li>
      ))}
    </ol>
  )
}
