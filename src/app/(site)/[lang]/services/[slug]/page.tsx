import type { Metadata } from 'next'
import { redirect } from 'next/navigation'

import { Breadcrumbs } from '@/components/Breadcrumbs'
import { NotFoundPage, notFoundMetadata } from '@/components/NotFoundContent/NotFoundPage'
import { Notice } from '@/components/Notice'
import { CategoryDetail, ServiceDetail } from '@/components/DetailPage'
import { pageMetadata, resolveCategory, resolveService, slugIn } from '@/content'
import { getDictionary, otherLocale, pathFor, type Locale } from '@/i18n'
import { slugFromSegment } from '@/fields/slugify'
import { localeParam } from '@/i18n/params'
import { guideFromService } from '@/model/guide'
import type { Category, Service } from '@/payload-types'

type Props = { params: Promise<{ lang: string; slug: string }> }

export async function generateStaticParams() {
  return []
}

// Re-rendered in the background at most hourly, so "on duty today" stays true.
export const revalidate = 3600

type Detail =
  | { kind: 'service'; doc: Service }
  | { kind: 'category'; doc: Category }
  | { kind: 'untranslated'; title: string; sourceLang: Locale; sourcePath: string }
  | { kind: 'missing' }

/** The slug names a service or a category; a foreign slug redirects to this language's own. */
async function resolveDetail(lang: Locale, rawSlug: string): Promise<Detail> {
  const slug = slugFromSegment(rawSlug)
  // Slugs are lowercase ASCII words and hyphens: anything else is not a page, and costs no query.
  if (!slug) return { kind: 'missing' }
  for (const [collection, resolve] of [
    ['service', resolveService],
    ['category', resolveCategory],
  ] as const) {
    const result = await resolve(lang, slug)
    if (result.kind === 'found') return collection === 'service' ? { kind: 'service', doc: result.doc as Service } : { kind: 'category', doc: result.doc as Category }
    if (result.kind === 'redirect') redirect(pathFor(lang, 'service', result.slug))
    if (result.kind === 'untranslated') {
      return {
        kind: 'untranslated',
        title: result.doc.title ?? '',
        sourceLang: result.sourceLang,
        sourcePath: pathFor(result.sourceLang, 'service', result.doc.slug ?? slug),
      }
    }
  }
  return { kind: 'missing' }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const lang = await localeParam(params)
  const { slug } = await params
  const detail = await resolveDetail(lang, slug)
  const t = getDictionary(lang)
  if (detail.kind === 'missing') return notFoundMetadata(lang)
  if (detail.kind === 'untranslated') {
    return pageMetadata({
      lang,
      title: `${t.missingTranslation.title} – ${detail.title}`,
      description: t.missingTranslation.body,
      paths: { [lang]: pathFor(lang, 'service', slug), [detail.sourceLang]: detail.sourcePath },
      noindex: true,
    })
  }
  const other = otherLocale(lang)
  const otherSlug = await slugIn(detail.kind === 'service' ? 'services' : 'categories', detail.doc.id, other)
  return pageMetadata({
    lang,
    title: detail.doc.title,
    description: detail.kind === 'service' ? detail.doc.summary : detail.doc.description,
    paths: { [lang]: pathFor(lang, 'service', detail.doc.slug), ...(otherSlug ? { [other]: pathFor(other, 'service', otherSlug) } : {}) },
  })
}

export default async function DetailPage({ params }: Props) {
  const lang = await localeParam(params)
  const { slug } = await params
  const t = getDictionary(lang)
  const detail = await resolveDetail(lang, slug)
  const home = { label: t.nav.home, href: pathFor(lang, 'home') }
  const services = { label: t.nav.services, href: pathFor(lang, 'services') }

  // Not stored by the page cache (src/cache/handler.cjs), answered 404 by the portal server.
  if (detail.kind === 'missing') return <NotFoundPage lang={lang} />

  if (detail.kind === 'untranslated') {
    return (
      <>
        <Breadcrumbs label={t.a11y.breadcrumb} items={[home, services, { label: detail.title }]} />
        <h1 lang={detail.sourceLang}>{detail.title}</h1>
        <Notice title={t.missingTranslation.title}>
          <p>{t.missingTranslation.body}</p>
          <p>
            <a href={detail.sourcePath} hrefLang={detail.sourceLang}>
              {t.missingTranslation.link}
            </a>
          </p>
        </Notice>
      </>
    )
  }

  if (detail.kind === 'category') return <CategoryDetail lang={lang} category={detail.doc} />
  return <ServiceDetail lang={lang} guide={guideFromService(lang, detail.doc)} />
}
