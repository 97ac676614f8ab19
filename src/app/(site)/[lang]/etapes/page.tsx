import type { Metadata } from 'next'

import { Breadcrumbs } from '@/components/Breadcrumbs'
import { listJourneys, pageMetadata } from '@/content'
import { getDictionary, pathFor, plural } from '@/i18n'
import { localeParam } from '@/i18n/params'

type Props = { params: Promise<{ lang: string }> }

export const revalidate = 3600

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const lang = await localeParam(params)
  const t = getDictionary(lang)
  return pageMetadata({ lang, title: t.journey.list, description: t.journey.listIntro, paths: { fr: pathFor('fr', 'journeys'), mg: pathFor('mg', 'journeys') } })
}

/** Every published step-by-step journey in this language. */
export default async function JourneysPage({ params }: Props) {
  const lang = await localeParam(params)
  const t = getDictionary(lang)
  const journeys = await listJourneys(lang)
  return (
    <>
      <Breadcrumbs label={t.a11y.breadcrumb} items={[{ label: t.nav.home, href: pathFor(lang, 'home') }, { label: t.journey.list }]} />
      <h1>{t.journey.list}</h1>
      <p className="lead reading">{t.journey.listIntro}</p>
      {journeys.length === 0 ? (
        <p>{t.journey.empty}</p>
      ) : (
        <ul className="reading">
          {journeys.map((journey) => (
            <li key={journey.id}>
              <h2>
                <a href={pathFor(lang, 'journey', journey.slug)}>{journey.title}</a>
              </h2>
              <p>
                {journey.summary} ({plural(lang, t.journey.stepCount, journey.steps.length)})
              </p>
            </li>
          ))}
        </ul>
      )}
    </>
  )
}
