import type { Metadata } from 'next'
import { headers } from 'next/headers'

import { Breadcrumbs } from '@/components/Breadcrumbs'
import { Directory } from '@/components/Directory'
import { NotFoundPage, notFoundMetadata } from '@/components/NotFoundContent/NotFoundPage'
import { Notice } from '@/components/Notice'
import { categoryOf, ServiceGuide } from '@/components/ServiceGuide'
import { ServiceList, translatedLinks } from '@/components/ServiceList'
import { servicesInCategory } from '@/content'
import { loadPreview } from '@/content/preview'
import { format, formatDate, getDictionary, pathFor } from '@/i18n'
import { localeParam } from '@/i18n/params'

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

  const home = { label: t.nav.home, href: pathFor(lang, 'home') }
  const services = { label: t.nav.services, href: pathFor(lang, 'services') }
  const banner = (
    <Notice title={`${t.preview.title} · ${preview.status === 'draft' ? t.preview.draft : t.preview.published}`}>
      <p>{t.preview.banner}</p>
      <p>
        {format(t.preview.savedAt, { date: formatDate(lang, preview.doc.updatedAt) })} ·{' '}
        <a href={`/admin/collections/${preview.kind}/${preview.doc.id}`}>{t.preview.edit}</a>
      </p>
    </Notice>
  )

  if (preview.kind === 'categories') {
    const category = preview.doc
    const items = translatedLinks(await servicesInCategory(lang, category.id))
    return (
      <>
        {banner}
        <Breadcrumbs label={t.a11y.breadcrumb} items={[home, services, { label: category.title }]} />
        <h1>{category.title}</h1>
        <p className="lead reading">{category.description}</p>
        <h2>{t.services.servicesInCategory}</h2>
        {items.length > 0 ? <ServiceList lang={lang} items={items} /> : <p>{t.services.emptyCategory}</p>}
      </>
    )
  }

  const service = preview.doc
  const category = categoryOf(service)
  return (
    <>
      {banner}
      <Breadcrumbs
        label={t.a11y.breadcrumb}
        items={[
          home,
          services,
          ...(category?.title && category.slug ? [{ label: category.title, href: pathFor(lang, 'service', category.slug) }] : []),
          { label: service.title },
        ]}
      />
      <ServiceGuide
        lang={lang}
        service={service}
        directory={service.directory && service.directory !== 'none' ? <Directory lang={lang} kind={service.directory} /> : null}
      />
    </>
  )
}
