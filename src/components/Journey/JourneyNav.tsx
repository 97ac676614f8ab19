/** Where a guide sits in the journeys it belongs to: "part of" at its top, previous/next at its end. */
import type { Placement } from '@/model/journey'
import { format, getDictionary, pathFor, type Locale } from '@/i18n'

import styles from './JourneyNav.module.css'

/** At the top of a guide: the journeys it is part of, and its place in each. */
export function PartOf({ lang, placements }: { lang: Locale; placements: Placement[] }) {
  if (placements.length === 0) return null
  const t = getDictionary(lang).journey
  return (
    <div className={`no-print ${styles.part}`}>
      {placements.map((p) => (
        <p key={p.journey.slug}>
          {t.partOf} <a href={pathFor(lang, 'journey', p.journey.slug)}>{p.journey.title}</a> ({format(t.position, { n: p.step, total: p.total })})
        </p>
      ))}
    </div>
  )
}

/** At the end of a guide: the previous and next guides of each journey. */
export function JourneyPager({ lang, placements }: { lang: Locale; placements: Placement[] }) {
  const t = getDictionary(lang).journey
  const shown = placements.filter((p) => p.previous || p.next)
  if (shown.length === 0) return null
  return (
    <>
      {shown.map((p) => (
        <nav key={p.journey.slug} aria-label={`${t.list} : ${p.journey.title}`} className="no-print">
          <ul className={styles.pager}>
            {p.previous && (
              <li>
                {t.previous} : <a href={pathFor(lang, 'service', p.previous.slug)} rel="prev">{p.previous.title}</a>
              </li>
            )}
            {p.next && (
              <li>
                {t.next} : <a href={pathFor(lang, 'service', p.next.slug)} rel="next">{p.next.title}</a>
              </li>
            )}
          </ul>
        </nav>
      ))}
    </>
  )
}
