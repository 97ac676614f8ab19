import type { Metadata } from 'next'
import { headers } from 'next/headers'

import { CategoryDetail, ServiceDetail } from '@/components/DetailPage'
import { NotFoundPage, notFoundMetadata } from '@/components/NotFoundContent/NotFoundPage'
import { Notice } from '@/components/Notice'
import { loadPreview } from '@/content/preview'
import { format, formatDate, getDictionary } from '@/i18n'
import { localeParam } from '@/i18n/params'
import { guideFromService } from '@/model/guide'
import { FlowPreview } from '@/components/Flow/FlowPreview'
import { toPublicFlow } from '@/model/flow'
import type { Flow } from '@/payload-types'

/** A flow's saved version, every path; or what is missing in this language. */
function FlowDraft({ lang, doc }: { lang: 'fr' | 'mg'; doc: Flow }) {
  const flow = toPublicFlow(doc)
  return flow ? <FlowPreview lang={lang} flow={flow} /> : <p className="reading">{getDictionary(lang).flow.incomplete}</p>
}

type Props = { params: Promise<{ lang: string; collection: string; id: string }> }

// Per request and per person (the editor's session): never stored, never shared.
export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const lang = await localeParam(params)
  const { collection, id } = await params
  const preview = await loadPreview(await headers(), lang, collection, id)
  if (!preview) return notFoundMetadata(lang)
  return { title: `${getDictionary(lang).preview.title} – ${preview.doc.title}`, robots: { index: false, follow: false } }
}

export default async function PreviewPage({ params }: Props) {
  const lang = await localeParam(params)
  const { collection, id } = await params
  const t = getDictionary(lang)
  const preview = await loadPreview(await headers(), lang, collection, id)
  if (!preview) return <NotFoundPage lang={lang} />

  const banner = (
    <Notice title={`${t.preview.title} · ${preview.status === 'draft' ? t.preview.draft : t.preview.published}`}>
      <p>{t.preview.banner}</p>
      <p>
        {format(t.preview.savedAt, { date: formatDate(lang, preview.doc.updatedAt) })} ·{' '}
        <a href={`/admin/collections/${preview.kind}/${preview.doc.id}`}>{t.preview.edit}</a>
      </p>
    </Notice>
  )
  return (
    <>
      {banner}
      {preview.kind === 'flows' ? (
        <FlowDraft lang={lang} doc={preview.doc} />
      ) : preview.kind === 'categories' ? (
        <CategoryDetail lang={lang} category={preview.doc} />
      ) : (
        <ServiceDetail lang={lang} guide={guideFromService(lang, preview.doc)} />
      )}
    </>
  )
}
