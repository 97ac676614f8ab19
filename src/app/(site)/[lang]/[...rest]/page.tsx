import type { Metadata } from 'next'

import { NotFoundPage, notFoundMetadata } from '@/components/NotFoundContent/NotFoundPage'
import { localeParam } from '@/i18n/params'

// Rendered per request, never stored: anyone can ask for any number of unknown paths, and
// none of them may write to the page cache on disk. The portal server answers it with status
// 404, cacheable for minutes (src/server/pages.ts, src/server/respond.ts).
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ lang: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return notFoundMetadata(await localeParam(params))
}

/** Any other path under a language: the not-found page, with status 404. */
export default async function CatchAll({ params }: Props) {
  return <NotFoundPage lang={await localeParam(params)} />
}
