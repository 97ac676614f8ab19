'use client'

import { useParams } from 'next/navigation'

import { fr } from '@/i18n/dictionaries/fr'
import { mg } from '@/i18n/dictionaries/mg'
import { defaultLocale, isLocale } from '@/i18n/locales'
import { pathFor } from '@/i18n/paths'

const texts = { fr: { ...fr.error, home: fr.notFound.goHome }, mg: { ...mg.error, home: mg.notFound.goHome } }

/** A server error while rendering a page: a translated message (status 500), never details. */
export default function ErrorPage({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const params = useParams<{ lang?: string }>()
  const lang = isLocale(params?.lang) ? params.lang : defaultLocale
  const t = texts[lang]
  return (
    <div className="reading" role="alert">
      <h1>{t.title}</h1>
      <p className="lead">{t.body}</p>
      <p>
        <button type="button" className="button" onClick={() => reset()}>
          {t.retry}
        </button>
      </p>
      <p>
        <a href={pathFor(lang, 'home')}>{t.home}</a>
      </p>
    </div>
  )
}
