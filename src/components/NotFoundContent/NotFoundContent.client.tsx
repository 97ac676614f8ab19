'use client'

import { useParams } from 'next/navigation'

import { defaultLocale, isLocale, type Locale } from '@/i18n/locales'
import { pathFor } from '@/i18n/paths'

type Texts = { title: string; body: string; checkAddress: string; goHome: string; goServices: string }

export function NotFoundContentClient({ texts }: { texts: Record<Locale, Texts> }) {
  const params = useParams<{ lang?: string }>()
  const lang = isLocale(params?.lang) ? params.lang : defaultLocale
  const t = texts[lang]
  return (
    <div className="reading">
      <h1>{t.title}</h1>
      <p className="lead">{t.body}</p>
      <p>{t.checkAddress}</p>
      <ul>
        <li>
          <a href={pathFor(lang, 'home')}>{t.goHome}</a>
        </li>
        <li>
          <a href={pathFor(lang, 'services')}>{t.goServices}</a>
        </li>
      </ul>
    </div>
  )
}
