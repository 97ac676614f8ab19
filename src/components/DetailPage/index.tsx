/**
 * The body of a guide's or a theme's page, shared by the public page
 * (app/(site)/[lang]/services/[slug]) and the editors' preview (app/(site)/[lang]/apercu).
 */
import { Breadcrumbs } from '@/components/Breadcrumbs'
import { Directory } from '@/components/Directory'
import { ServiceGuide } from '@/components/ServiceGuide'
import { ServiceList, translatedLinks } from '@/components/ServiceList'
import { flowsOfService, journeysOfService, remindersOfService, servicesInCategory } from '@/content'
import { FlowLink } from '@/components/Flow/FlowLink'
import { JourneyPager, PartOf } from '@/components/Journey/JourneyNav'
import { mailConfigured } from '@/forms/contact/mail'
import { getDictionary, pathFor, type Locale } from '@/i18n'
import type { Guide } from '@/model/guide'
import type { Category } from '@/payload-types'

function trail(lang: Locale) {
  const t = getDictionary(lang)
  return { label: t.a11y.breadcrumb, home: { label: t.nav.home, href: pathFor(lang, 'home') }, services: { label: t.nav.services, href: pathFor(lang, 'services') } }
}

export async function ServiceDetail({ lang, guide }: { lang: Locale; guide: Guide }) {
  const { label, home, services } = trail(lang)
  const category = guide.theme
  const [placements, flows, reminders] = await Promise.all([journeysOfService(lang, guide.id), flowsOfService(lang, guide.id), remindersOfService(lang, guide.id)])
  return (
    <>
      <Breadcrumbs
        label={label}
        items={[
          home,
          services,
          ...(category ? [{ label: category.title, href: pathFor(lang, 'service', category.slug) }] : []),
          { label: guide.title },
        ]}
      />
      <ServiceGuide
        lang={lang}
        guide={guide}
        // Followers are told of major changes by e-mail (src/alerts/guides.ts), when the portal can send it.
        followHref={mailConfigured() ? `${pathFor(lang, 'alerts')}?suivre=${encodeURIComponent(guide.slug)}` : undefined}
        directory={guide.directory !== 'none' ? <Directory lang={lang} kind={guide.directory} /> : null}
        partOf={
          <>
            <PartOf lang={lang} placements={placements} />
            <FlowLink lang={lang} flows={flows} />
            {reminders[0] && (
              <p>
                <a href={`${pathFor(lang, 'reminders')}#event-${reminders[0].id}`}>{getDictionary(lang).remindersPage.fromGuide}</a>
              </p>
            )}
          </>
        }
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
