import type { Metadata } from 'next'

import { Paragraphs } from '@/components/Paragraphs'
import { getAboutPage, pageMetadata } from '@/content'
import { getDictionary, pathFor } from '@/i18n'
import { localeParam } from '@/i18n/params'

type Props = { params: Promise<{ lang: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const lang = await localeParam(params)
  const about = await getAboutPage(lang)
  return pageMetadata({
    lang,
    title: about.title || getDictionary(lang).about.title,
    description: about.intro || getDictionary(lang).site.description,
    paths: { fr: pathFor('fr', 'about'), mg: pathFor('mg', 'about') },
  })
}

export default async function AboutPage({ params }: Props) {
  const lang = await localeParam(params)
  const t = getDictionary(lang)
  const about = await getAboutPage(lang)
  return (
    <article className="reading">
      <h1>{about.title || t.about.title}</h1>
      {about.intro && <p className="lead">{about.intro}</p>}
      {(about.sections ?? []).map((section) => (
        <section key={section.id ?? section.heading}>
          <h2>{section.heading}</h2>
          <Paragraphs text={section.body} />
        </section>
      ))}
      <section id="accessibilite">
        <h2>{t.about.accessibilityTitle}</h2>
        <p>{t.about.accessibilityBody}</p>
      </section>
      <section id="cookies">
        <h2>{t.about.cookiesTitle}</h2>
        <p>{t.about.cookiesBody}</p>
      </section>
    </article>
  )
}
