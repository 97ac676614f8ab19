import type { Metadata } from 'next'

import { headers } from 'next/headers'

import { pageMetadata } from '@/content'
import { getDictionary, pathFor } from '@/i18n'
import { localeParam } from '@/i18n/params'
import { FRONT_SECRET_ENV, SEARCH_PART_HEADER } from '@/http/headers'

import { SEARCH_MAIN_ATTRIBUTE, SearchMain } from './SearchMain'
import { searchMainProps } from './searchMainProps'

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

/** Only the worker asks for the shell, with its secret (clients cannot forge it). */
async function isShellRequest(): Promise<boolean> {
  const secret = process.env[FRONT_SECRET_ENV]
  return Boolean(secret) && (await headers()).get(SEARCH_PART_HEADER) === secret
}

export default async function SearchResultPage({ params, searchParams }: Props) {
  const lang = await localeParam(params)
  // The page without its results, which the worker fills for each new query (src/server/searchPage.ts).
  if (await isShellRequest()) return <div {...{ [SEARCH_MAIN_ATTRIBUTE]: '' }} />
  return <SearchMain {...await searchMainProps(lang, await searchParams)} />
}
