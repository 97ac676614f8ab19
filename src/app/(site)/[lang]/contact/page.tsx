import type { Metadata } from 'next'

import { pageMetadata } from '@/content'
import { getDictionary, pathFor } from '@/i18n'
import { localeParam } from '@/i18n/params'

type Props = { params: Promise<{ lang: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const lang = await localeParam(params)
  const t = getDictionary(lang)
  return pageMetadata({
    lang,
    title: t.contact.title,
    description: t.contact.intro,
    paths: { fr: pathFor('fr', 'contact'), mg: pathFor('mg', 'contact') },
  })
}

export default async function ContactPage({ params }: Props) {
  const lang = await localeParam(params)
  const t = getDictionary(lang)
  return (
    <div className="reading">
      <h1>{t.contact.title}</h1>
      <p className="lead">{t.contact.intro}</p>
      <p>
        <strong>{t.contact.emergency}</strong>
      </p>
      <section aria-labelledby="contact-form-heading">
        <h2 id="contact-form-heading">{t.nav.contact}</h2>
        <p>{t.contact.formComing}</p>
      </section>
    </div>
  )
}
