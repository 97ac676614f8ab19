import type { Metadata } from 'next'

import { SearchForm } from '@/components/SearchForm'
import { SearchResultList } from '@/components/SearchResults'
import { ServiceList, translatedLinks } from '@/components/ServiceList'
import { getHomePage, listCategories, pageMetadata, payloadClient } from '@/content'
import { format, getDictionary, pathFor, plural, searchPathFor } from '@/i18n'
import { localeParam } from '@/i18n/params'
import { searchSite } from '@/search'

import styles from './search.module.css'

// Results depend on the query string: rendered per request, never cached as a page.
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ lang: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const lang = await localeParam(params)
  const t = getDictionary(lang)
  return pageMetadata({
    lang,
    title: t.search.title,
    description: t.search.intro,
    paths: { fr: pathFor('fr', 'search'), mg: pathFor('mg', 'search') },
    noindex: true,
  })
}

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value
}

export default async function SearchResultPage({ params, searchParams }: Props) {
  const lang = await localeParam(params)
  const t = getDictionary(lang)
  const query = await searchParams
  const categories = (await listCategories(lang)).filter((c) => c.title && c.slug)
  const requestedCategory = first(query.theme)
  const categorySlug = categories.some((c) => c.slug === requestedCategory) ? requestedCategory : undefined
  const pageNumber = Number.parseInt(first(query.page) ?? '1', 10)
  const result = await searchSite(await payloadClient(), lang, query.q, { page: Number.isFinite(pageNumber) ? pageNumber : 1, categorySlug })
  const pageHref = (page: number) => {
    const params = new URLSearchParams({ q: result.query })
    if (categorySlug) params.set('theme', categorySlug)
    if (page > 1) params.set('page', String(page))
    return `${pathFor(lang, 'search')}?${params.toString()}`
  }
  const popular = result.query && result.total === 0 ? translatedLinks((await getHomePage(lang)).popularServices) : []

  return (
    <>
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
    </>
  )
}
