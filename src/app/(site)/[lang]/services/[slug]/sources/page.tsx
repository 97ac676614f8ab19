import type { Metadata } from 'next'
import { redirect } from 'next/navigation'

import { Breadcrumbs } from '@/components/Breadcrumbs'
import { NotFoundPage, notFoundMetadata } from '@/components/NotFoundContent/NotFoundPage'
import { proofCountText, SourceList, UnsourcedList, verifiedText } from '@/components/ServiceGuide/SourceList'
import { pageMetadata, resolveService, slugIn } from '@/content'
import { slugFromSegment } from '@/fields/slugify'
import { format, getDictionary, otherLocale, pathFor, type Locale } from '@/i18n'
import { localeParam } from '@/i18n/params'
import { guideFromService, type Guide } from '@/model/guide'

type Props = { params: Promise<{ lang: string; slug: string }> }

export async function generateStaticParams() {
  return []
}

export const revalidate = 3600

/**
 * The sources of one guide, with their dates and, under each, the statements it confirms in its own
 * words: a page of its own, so that the guide stays within its 2G budget. Each statement of the guide
 * links here (`#st-steps-2`), those without source to `#sans-source`.
 */
async function guideOf(lang: Locale, raw: string): Promise<Guide | null> {
  const slug = slugFromSegment(raw)
  if (!slug) return null
  const found = await resolveService(lang, slug)
  if (found.kind === 'redirect') redirect(`${pathFor(lang, 'service', found.slug)}sources/`)
  return found.kind === 'found' ? guideFromService(lang, found.doc) : null
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const lang = await localeParam(params)
  const service = await guideOf(lang, (await params).slug)
  if (!service) return notFoundMetadata(lang)
  const t = getDictionary(lang).guide
  const other = otherLocale(lang)
  const otherSlug = await slugIn('services', service.id, other)
  return pageMetadata({
    lang,
    title: format(t.sourcesTitle, { title: service.title }),
    description: service.summary,
    paths: { [lang]: `${pathFor(lang, 'service', service.slug)}sources/`, ...(otherSlug ? { [other]: `${pathFor(other, 'service', otherSlug)}sources/` } : {}) },
  })
}

export default async function GuideSourcesPage({ params }: Props) {
  const lang = await localeParam(params)
  const service = await guideOf(lang, (await params).slug)
  if (!service) return <NotFoundPage lang={lang} />
  const dictionary = getDictionary(lang)
  const t = dictionary.guide
  const ministry = service.ministry
  const guidePath = pathFor(lang, 'service', service.slug)
  return (
    <>
      <Breadcrumbs
        label={dictionary.a11y.breadcrumb}
        items={[
          { label: dictionary.nav.home, href: pathFor(lang, 'home') },
          { label: dictionary.nav.services, href: pathFor(lang, 'services') },
          { label: service.title, href: guidePath },
          { label: t.sources },
        ]}
      />
      <div className="reading">
        <h1>{format(t.sourcesTitle, { title: service.title })}</h1>
        <p className="lead">{t.sourcesIntro}</p>
        {service.verifiedAt && <p>{verifiedText(lang, service.verifiedAt, ministry?.name)}</p>}
        <p id="preuves">
          <strong>{proofCountText(service)}</strong>
        </p>
        <SourceList lang={lang} sources={service.sources} references={service.references} proofs={service.proofs} />
        <UnsourcedList guide={service} />
        <p>
          <a href={guidePath}>{format(t.backToGuide, { title: service.title })}</a>
        </p>
      </div>
    </>
  )
}
