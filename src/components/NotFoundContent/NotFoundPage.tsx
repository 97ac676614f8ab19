import type { Metadata } from 'next'

import { getDictionary, pathFor, type Locale } from '@/i18n'

/** The attribute by which the portal server answers a rendered page with status 404 (src/server/pages.ts). */
export const NOT_FOUND_MARKER = 'data-portal-status'

/**
 * The not-found page as an ordinary server-rendered page. Next.js renders `notFound()` as an
 * empty shell filled in by its browser runtime, which public pages do not ship; this renders
 * the content itself, and the marker makes the portal server answer with status 404 (and
 * the page cache never keep it).
 */
export function NotFoundPage({ lang }: { lang: Locale }) {
  const t = getDictionary(lang).notFound
  return (
    <div className="reading" {...{ [NOT_FOUND_MARKER]: '404' }}>
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

export function notFoundMetadata(lang: Locale): Metadata {
  return { title: getDictionary(lang).notFound.title, robots: { index: false, follow: true } }
}
