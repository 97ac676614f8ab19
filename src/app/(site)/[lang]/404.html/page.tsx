import type { Metadata } from 'next'

import { NotFoundPage, notFoundMetadata } from '@/components/NotFoundContent/NotFoundPage'
import { localeParam } from '@/i18n/params'

type Props = { params: Promise<{ lang: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return notFoundMetadata(await localeParam(params))
}

/** The specification's /{lang}/404.html: the not-found page, with its 404 status (set by the portal server). */
export default async function NotFound({ params }: Props) {
  return <NotFoundPage lang={await localeParam(params)} />
}
