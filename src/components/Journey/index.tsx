/**
 * GOV.UK's step-by-step pattern, as plain HTML: the numbered steps of a journey, and the
 * "part of" notes a guide shows for each journey it belongs to (with previous and next).
 */
import type { Placement, PublicJourney } from '@/content/journeys'
import { format, getDictionary, pathFor, type Locale } from '@/i18n'

import styles from './Journey.module.css'

export function JourneySteps({ lang, journey }: { lang: Locale; journey: PublicJourney }) {
  const t = getDictionary(lang).journey
  return (
    <ol className={styles.steps}>
      {journey.steps.map((step, index) => {
        const n = index + 1
        return (
          <li key={n} className={styles.step} id={`etape-${n}`}>
            <span className={styles.number} aria-hidden="true">
              {n}
            </span>
            <h2 className={styles.stepTitle}>
              <span className="visually-hidden">{format(t.step, { n })} : </span>
              {step.title}
              {step.optional && <span className={styles.tag}> ({t.optional})</span>}
            </h2>
            {step.summary && <p>{step.summary}</p>}
            {step.guides.length > 0 && (
              <>
                {step.guides.length > 1 && <p className={styles.guides}>{step.logic === 'or' ? t.orIntro : t.andIntro}</p>}
                <ul className={styles.guides}>
                  {step.guides.map((guide, at) => (
                    <li key={guide.id}>
                      {at > 0 && step.logic === 'or' ? <span>{t.or} </span> : null}
                      <a href={pathFor(lang, 'service', guide.slug)}>{guide.title}</a>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </li>
        )
      })}
    </ol>
  )
}

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
