import type { Metadata } from 'next'

import { SearchForm } from '@/components/SearchForm'
import { pageMetadata } from '@/content'
import { format, getDictionary, pathFor } from '@/i18n'
import { localeParam } from '@/i18n/params'

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

/** First value of a query parameter, trimmed and cut to a sane length. */
function queryOf(value: string | string[] | undefined): string {
  const first = Array.isArray(value) ? value[0] : value
  return (first ?? '').trim().slice(0, 200)
}

export default async function SearchResultPage({ params, searchParams }: Props) {
  const lang = await localeParam(params)
  const t = getDictionary(lang)
  const query = queryOf((await searchParams).q)
  return (
    <div className="reading">
      <h1>{t.search.title}</h1>
      <SearchForm lang={lang} id="search-page-input" defaultValue={query} />
      {query ? (
        <p role="status">{format(t.search.noResults, { query })}</p>
      ) : (
        <p>{t.search.emptyQuery}</p>
      )}
      <p>{t.search.intro}</p>
      <p>
        <a href={pathFor(lang, 'services')}>{t.search.browseInstead}</a>
      </p>
    </div>
  )
}
