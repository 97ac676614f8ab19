import type { Metadata } from 'next'

import { Breadcrumbs } from '@/components/Breadcrumbs'
import { listFlows, pageMetadata } from '@/content'
import { getDictionary, pathFor } from '@/i18n'
import { localeParam } from '@/i18n/params'

type Props = { params: Promise<{ lang: string }> }

export const revalidate = 3600

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const lang = await localeParam(params)
  const t = getDictionary(lang)
  return pageMetadata({ lang, title: t.flow.list, description: t.flow.listIntro, paths: { fr: pathFor('fr', 'flows'), mg: pathFor('mg', 'flows') } })
}

/** Every published question flow in this language. */
export default async function FlowsPage({ params }: Props) {
  const lang = await localeParam(params)
  const t = getDictionary(lang)
  const flows = await listFlows(lang)
  return (
    <>
      <Breadcrumbs label={t.a11y.breadcrumb} items={[{ label: t.nav.home, href: pathFor(lang, 'home') }, { label: t.flow.list }]} />
      <h1>{t.flow.list}</h1>
      <p className="lead reading">{t.flow.listIntro}</p>
      {flows.length === 0 ? (
        <p>{t.flow.empty}</p>
      ) : (
        <ul className="reading">
          {flows.map((flow) => (
            <li key={flow.id}>
              <h2>
                <a href={pathFor(lang, 'flow', flow.slug)}>{flow.title}</a>
              </h2>
              <p>{flow.summary}</p>
            </li>
          ))}
        </ul>
      )}
    </>
  )
}
