/**
 * GOV.UK's step-by-step pattern, as plain HTML: the numbered steps of a journey. The guides'
 * "part of" and previous/next (JourneyNav.tsx) are apart, so that guides carry only their CSS.
 */
import type { PublicJourney } from '@/model/journey'
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
