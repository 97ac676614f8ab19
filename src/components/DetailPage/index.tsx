/**
 * The body of a guide's or a theme's page, shared by the public page
 * (app/(site)/[lang]/services/[slug]) and the editors' preview (app/(site)/[lang]/apercu).
 */
import { Breadcrumbs } from '@/components/Breadcrumbs'
import { Directory } from '@/components/Directory'
import { categoryOf, ServiceGuide } from '@/components/ServiceGuide'
import { ServiceList, translatedLinks } from '@/components/ServiceList'
import { journeysOfService, servicesInCategory } from '@/content'
import { JourneyPager, PartOf } from '@/components/Journey/JourneyNav'
import { getDictionary, pathFor, type Locale } from '@/i18n'
import type { Category, Service } from '@/payload-types'

function trail(lang: Locale) {
  const t = getDictionary(lang)
  return { label: t.a11y.breadcrumb, home: { label: t.nav.home, href: pathFor(lang, 'home') }, services: { label: t.nav.services, href: pathFor(lang, 'services') } }
}

export async function ServiceDetail({ lang, service }: { lang: Locale; service: Service }) {
  const { label, home, services } = trail(lang)
  const category = categoryOf(service)
  const placements = await journeysOfService(lang, service.id)
  return (
    <>
      <Breadcrumbs
        label={label}
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
        partOf={<PartOf lang={lang} placements={placements} />}
        pager={<JourneyPager lang={lang} placements={placements} />}
      />
    </>
  )
}

export async function CategoryDetail({ lang, category }: { lang: Locale; category: Category }) {
  const t = getDictionary(lang)
  const { label, home, services } = trail(lang)
  const items = translatedLinks(await servicesInCategory(lang, category.id))
  return (
    <>
      <Breadcrumbs label={label} items={[home, services, { label: category.title }]} />
      <h1>{category.title}</h1>
      <p className="lead reading">{category.description}</p>
      <h2>{t.services.servicesInCategory}</h2>
      {items.length > 0 ? <ServiceList lang={lang} items={items} /> : <p>{t.services.emptyCategory}</p>}
    </>
  )
}
