import type { Metadata } from 'next'

import { ContactForm } from '@/components/ContactForm'
import { listCategories, listRegions, pageMetadata, resolveService } from '@/content'
import { retentionMonths } from '@/forms/contact/retention'
import type { ContactFormState } from '@/forms/contact/submit'
import { takeFormState } from '@/forms/state'
import { absoluteUrl, format, getDictionary, pathFor } from '@/i18n'
import { localeParam } from '@/i18n/params'

// The form carries a fresh anti-robot timestamp, and may show a refused post's state.
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ lang: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

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

export default async function ContactPage({ params, searchParams }: Props) {
  const lang = await localeParam(params)
  const t = getDictionary(lang)
  const query = await searchParams
  const token = typeof query.etat === 'string' ? query.etat : undefined
  const state = takeFormState<ContactFormState>(token)
  const [categories, regions] = await Promise.all([listCategories(lang), listRegions()])
  const presetKind = typeof query.kind === 'string' ? query.kind : undefined
  // From "Cette page vous a-t-elle été utile ? → Non": the message starts by naming the page.
  const about = typeof query.page === 'string' && /^[a-z0-9-]{1,120}$/.test(query.page) ? await resolveService(lang, query.page) : null
  const presetMessage =
    about?.kind === 'found' ? format(t.feedback.aboutPage, { title: about.doc.title, url: absoluteUrl(pathFor(lang, 'service', about.doc.slug)) }) : undefined
  return (
    <div className="reading">
      {state && <title>{`${t.contact.errorPrefix} ${t.contact.title}`}</title>}
      <h1>{t.contact.title}</h1>
      <p className="lead">{t.contact.intro}</p>
      <p>
        <strong>{t.contact.emergency}</strong>
      </p>
      <p>
        <a href={`${pathFor(lang, 'contact')}suivi/`}>{t.contact.trackLink}</a>
      </p>
      <h2>{t.contact.formTitle}</h2>
      <ContactForm
        lang={lang}
        state={state}
        categories={categories.filter((c) => c.title).map((c) => ({ id: c.id, label: c.title }))}
        regions={regions.map((r) => ({ id: r.id, label: r.name }))}
        presetKind={presetKind}
        presetMessage={presetMessage}
        retentionMonths={retentionMonths()}
      />
    </div>
  )
}
