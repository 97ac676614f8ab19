/**
 * The search page's results for one query, as an HTML fragment, for the worker only (issue 24,
 * ADR 15). A new query used to cost a whole App Router render (≈ 25 ms of a core: the React
 * Server Components pass, then HTML, header and footer included). Here the same components
 * (SearchMain) render once to static markup, and the worker puts them into the page's shell,
 * which Next.js renders once per language (src/server/searchPage.ts). Pages Router, because
 * react-dom/server may not run in the App Router's server layer; the CSS module class names are
 * the same, since they come from the same files.
 */
import type { GetServerSideProps } from 'next'
import { renderToStaticMarkup } from 'react-dom/server'

import { SearchMain } from '@/app/(site)/[lang]/searchResult/SearchMain'
import { searchMainProps } from '@/app/(site)/[lang]/searchResult/searchMainProps'
import { FRONT_SECRET_ENV, SEARCH_PART_HEADER } from '@/http/headers'
import { isLocale } from '@/i18n/locales'

export const getServerSideProps: GetServerSideProps = async ({ req, res, params, query }) => {
  const secret = process.env[FRONT_SECRET_ENV]
  const lang = params?.lang
  if (!secret || req.headers[SEARCH_PART_HEADER] !== secret || !isLocale(lang)) return { notFound: true }
  const props = await searchMainProps(lang, query)
  const html = renderToStaticMarkup(<SearchMain {...props} />)
  res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'X-Portal-Search-Total': String(props.result.total) })
  res.end(html)
  return { props: {} }
}

export default function SearchMainFragment() {
  return null
}
