import { recordSearch } from '@/analytics/queryStats'
import { translatedLinks } from '@/components/ServiceList'
import { getHomePage, payloadClient } from '@/content'
import type { Locale } from '@/i18n'
import { searchSite, searchThemes } from '@/search'

import type { SearchMainProps } from './SearchMain'

type Query = Record<string, string | string[] | undefined>

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value
}

/** What the search page shows for a query string: results, the theme filter, help when nothing matched. */
export async function searchMainProps(lang: Locale, query: Query): Promise<SearchMainProps> {
  const payload = await payloadClient()
  const categories = await searchThemes(payload, lang)
  const requestedCategory = first(query.theme)
  const categorySlug = categories.some((c) => c.slug === requestedCategory) ? requestedCategory : undefined
  const pageNumber = Number.parseInt(first(query.page) ?? '1', 10)
  const result = await searchSite(payload, lang, query.q, { page: Number.isFinite(pageNumber) ? pageNumber : 1, categorySlug })
  // A new question (its first page, no filter) is counted for the editors; counting never delays the page.
  if (result.query && !query.page && !categorySlug) void recordSearch(payload, { channel: 'web', lang, query: result.query, found: result.total > 0 }).catch(() => undefined)
  const popular = result.query && result.total === 0 ? translatedLinks((await getHomePage(lang)).popularServices) : []
  return { lang, result, categories, categorySlug, popular }
}
