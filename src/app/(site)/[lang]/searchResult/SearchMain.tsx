import { SearchForm } from '@/components/SearchForm'
import { SearchResultList } from '@/components/SearchResults'
import { ServiceList, type ServiceLink } from '@/components/ServiceList'
import { format, getDictionary, pathFor, plural, searchPathFor, type Locale } from '@/i18n'
import type { SiteSearch } from '@/search'

import styles from './search.module.css'

export type SearchMainProps = {
  lang: Locale
  result: SiteSearch
  categories: { id: number; slug: string; title: string }[]
  categorySlug: string | undefined
  popular: ServiceLink[]
}

/** Marks where the results go in the page, so that the worker can answer a new query without Next.js (src/server/searchPage.ts). */
export const SEARCH_MAIN_ATTRIBUTE = 'data-search-main'

/**
 * The search page's own content: form, filter, how well the results match, results, pages,
 * and help when nothing matched. Synchronous and without data access, so that it renders the
 * same inside the page (Next.js) and on its own for a new query (src/pages/search-main.tsx).
 */
export function SearchMain({ lang, result, categories, categorySlug, popular }: SearchMainProps) {
  const t = getDictionary(lang)
  const pageHref = (page: number) => {
    const params = new URLSearchParams({ q: result.query })
    if (categorySlug) params.set('theme', categorySlug)
    if (page > 1) params.set('page', String(page))
    return `${pathFor(lang, 'search')}?${params.toString()}`
  }
  return (
    <div {...{ [SEARCH_MAIN_ATTRIBUTE]: '' }}>
      <h1>{t.search.title}</h1>
      <div className={styles.controls}>
        <SearchForm lang={lang} id="search-page-input" defaultValue={result.query} categorySlug={categorySlug} />
        {result.query && (
          <form action={pathFor(lang, 'search')} method="get" className={styles.filter}>
            <input type="hidden" name="q" value={result.query} />
            <label htmlFor="search-theme">{t.search.filterLabel}</label>
            <select id="search-theme" name="theme" defaultValue={categorySlug ?? ''}>
              <option value="">{t.search.allCategories}</option>
              {categories.map((c) => (
                <option key={c.id} value={c.slug}>
                  {c.title}
                </option>
              ))}
            </select>
            <button type="submit" className="button button-secondary">
              {t.search.filterSubmit}
            </button>
          </form>
        )}
      </div>

      {result.truncated && (
        <p className={styles.notice} role="status">
          {t.search.truncated}
        </p>
      )}

      {!result.query ? (
        <div className="reading">
          <p>{t.search.emptyQuery}</p>
          <p>{t.search.intro}</p>
        </div>
      ) : (
        <>
          <p className={styles.count} role="status">
            {result.total > 0 ? plural(lang, t.search.resultCount, result.total) : format(t.search.noResults, { query: result.query })}
            {result.pages > 1 && ` · ${format(t.search.pageOf, { page: result.page, pages: result.pages })}`}
          </p>
          {result.total > 0 && result.quality !== 'all' && result.quality !== null && (
            <p className={styles.notice}>{result.quality === 'most' ? t.search.matchMost : t.search.matchSome}</p>
          )}
          {result.total > 0 && <SearchResultList lang={lang} hits={result.hits} />}

          {result.pages > 1 && (
            <nav aria-label={t.search.pagination} className={styles.pagination}>
              {result.page > 1 && (
                <a href={pageHref(result.page - 1)} rel="prev">
                  ← {t.search.previous}
                </a>
              )}
              {result.page < result.pages && (
                <a href={pageHref(result.page + 1)} rel="next">
                  {t.search.next} →
                </a>
              )}
            </nav>
          )}

          {result.otherLanguage && (
            <section aria-labelledby="other-language">
              <p id="other-language" className={styles.notice}>
                {t.search.otherLanguage}
              </p>
              <SearchResultList lang={lang} hits={result.otherLanguage.hits} hitLang={result.otherLanguage.lang} />
            </section>
          )}

          {result.total === 0 && !result.otherLanguage && (
            <div className="reading">
              {result.didYouMean && (
                <p className={styles.didYouMean}>
                  {t.search.didYouMean}{' '}
                  <a href={searchPathFor(lang, result.didYouMean)}>
                    <strong>{result.didYouMean}</strong>
                  </a>{' '}
                  ?
                </p>
              )}
              {popular.length > 0 && (
                <section aria-labelledby="popular-services">
                  <h2 id="popular-services">{t.search.popular}</h2>
                  <ServiceList lang={lang} items={popular} headingLevel={3} />
                </section>
              )}
              <p>
                <a href={pathFor(lang, 'services')}>{t.search.browseInstead}</a>
              </p>
              <p>
                <a href={pathFor(lang, 'contact')}>{t.search.contactHelp}</a>
              </p>
            </div>
          )}
        </>
      )}
    </div>
  )
}
