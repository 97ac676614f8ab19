/* After "Cette page vous a-t-elle été utile ?": thanks, the way back to the guide, and after a
   "no", the contact form with the page named in the message. */
import type { Metadata } from 'next'

import { localeParam } from '@/i18n/params'
import { getDictionary, pathFor } from '@/i18n'

type Props = { params: Promise<{ lang: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

export const metadata: Metadata = { robots: { index: false } }
// Reads its query (the page answered about): rendered per request, never kept.
export const dynamic = 'force-dynamic'

export default async function FeedbackThanks({ params, searchParams }: Props) {
  const lang = await localeParam(params)
  const t = getDictionary(lang).feedback
  const query = await searchParams
  const slug = typeof query.page === 'string' && /^[a-z0-9-]{1,120}$/.test(query.page) ? query.page : null
  const no = query.reponse === 'non'
  return (
    <div className="reading">
      <title>{`${t.thanksTitle} · ${getDictionary(lang).site.name}`}</title>
      <h1>{t.thanksTitle}</h1>
      <p className="lead">{t.thanksBody}</p>
      {no && slug ? (
        <p>
          {t.contactIntro} <a href={`${pathFor(lang, 'contact')}?page=${encodeURIComponent(slug)}`}>{t.contactLink}</a>
        </p>
      ) : null}
      {slug ? (
        <p>
          <a href={pathFor(lang, 'service', slug)}>{t.back}</a>
        </p>
      ) : null}
    </div>
  )
}
