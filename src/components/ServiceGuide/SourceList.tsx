/** The sources of a guide with their dates, official ones first (the guide's sources page). */
import { format, formatDate, getDictionary, type Locale } from '@/i18n'
import type { GuideSource } from '@/model/guide'

const KIND_ORDER = { official: 0, press: 1, secondary: 2 } as const

/** "Vérifié le 23 novembre 2026 – Ministère …" (or without the ministry), or null when never verified. */
export function verifiedText(lang: Locale, verifiedAt: string | null | undefined, ministry: string | null | undefined): string | null {
  if (!verifiedAt) return null
  const t = getDictionary(lang).guide
  const date = formatDate(lang, verifiedAt)
  return ministry ? format(t.verifiedBy, { date, ministry }) : format(t.verified, { date })
}

/** A source's own date: "24 mars 2023" for a day, "09/2018" for a month, "2018" for a year. */
function publishedDate(lang: Locale, value: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatDate(lang, value) : value.split('-').reverse().join('/')
}

export function SourceList({ lang, sources }: { lang: Locale; sources: GuideSource[] }) {
  const t = getDictionary(lang).guide
  const sorted = [...sources].sort((a, b) => KIND_ORDER[a.kind ?? 'secondary'] - KIND_ORDER[b.kind ?? 'secondary'])
  return (
    <ul>
      {sorted.map((source, index) => (
        <li key={index}>
          {source.url ? (
            <a href={source.url} rel="noopener nofollow">
              {source.title}
            </a>
          ) : (
            source.title
          )}
          {' – '}
          {[source.publisher, source.published ? publishedDate(lang, source.published) : null, source.kind ? t.sourceKind[source.kind] : null].filter(Boolean).join(', ')}
          {source.seen ? `. ${capitalise(format(t.sourceSeen, { date: formatDate(lang, source.seen) }))}.` : ''}
        </li>
      ))}
    </ul>
  )
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}
