import type { Metadata } from 'next'

import styles from '@/components/ContactForm/ContactForm.module.css'
import { pageMetadata } from '@/content'
import type { TrackingState } from '@/forms/contact/tracking'
import { takeFormState } from '@/forms/state'
import { Paragraphs } from '@/components/Paragraphs'
import { format, formatDate, getDictionary, pathFor } from '@/i18n'
import { localeParam } from '@/i18n/params'

export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ lang: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const lang = await localeParam(params)
  const t = getDictionary(lang).tracking
  return pageMetadata({
    lang,
    title: t.title,
    description: t.intro,
    paths: { fr: `${pathFor('fr', 'contact')}suivi/`, mg: `${pathFor('mg', 'contact')}suivi/` },
    noindex: true,
  })
}

export default async function TrackingPage({ params, searchParams }: Props) {
  const lang = await localeParam(params)
  const t = getDictionary(lang)
  const query = await searchParams
  const state = takeFormState<TrackingState>(typeof query.etat === 'string' ? query.etat : undefined)
  const values = state?.values ?? { reference: '', contact: '' }
  const errors = state?.kind === 'invalid' ? state.errors : {}
  const errorText = { referenceRequired: t.tracking.referenceRequired, contactRequired: t.tracking.contactRequired }
  const problems = [
    ...(errors.reference ? [{ id: 'reference', text: errorText[errors.reference] }] : []),
    ...(errors.contact ? [{ id: 'contact', text: errorText[errors.contact] }] : []),
  ]
  const notice =
    state?.kind === 'notFound' ? t.tracking.notFound
    : state?.kind === 'unavailable' ? t.error.body
    : null

  return (
    <div className="reading">
      <h1>{t.tracking.title}</h1>
      {state?.kind === 'found' && (
        <section role="status" className="confirmation-panel" aria-labelledby="tracking-result">
          <h2 id="tracking-result">{format(t.tracking.resultTitle, { reference: state.reference })}</h2>
          <p className="confirmation-reference">
            {t.tracking.status} : <strong>{t.tracking.statuses[state.status]}</strong>
          </p>
          <p>{format(t.tracking.submittedOn, { date: formatDate(lang, state.createdAt) })}</p>
          <p>{format(t.tracking.updatedOn, { date: formatDate(lang, state.updatedAt) })}</p>
          {state.answer ? (
            <>
              <h3>{t.tracking.answerTitle}</h3>
              <Paragraphs text={state.answer} />
              <p>{state.answerSentAt ? format(t.tracking.answerEmailed, { date: formatDate(lang, state.answerSentAt) }) : t.tracking.answerNotEmailed}</p>
              {state.byPhone && <p>{t.tracking.answerByPhone}</p>}
            </>
          ) : (
            <p>{t.tracking.noAnswerYet}</p>
          )}
        </section>
      )}
      {(problems.length > 0 || notice) && (
        <div className={styles.summary} role="alert" tabIndex={-1} aria-labelledby="tracking-problem">
          <h2 id="tracking-problem" className={styles.summaryTitle}>
            {t.contact.errorSummary}
          </h2>
          {notice && <p>{notice}</p>}
          {problems.length > 0 && (
            <ul>
              {problems.map((p) => (
                <li key={p.id}>
                  <a href={`#${p.id}`}>{p.text}</a>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <p>{t.tracking.intro}</p>
      <form action={`${pathFor(lang, 'contact')}suivi/consulter/`} method="post" className={styles.form} noValidate>
        <div className={`${styles.group} ${errors.reference ? styles.groupError : ''}`}>
          <label htmlFor="reference" className={styles.label}>{t.tracking.reference}</label>
          <p id="reference-hint" className={styles.hint}>{t.tracking.referenceHint}</p>
          {errors.reference && <p id="reference-error" className={styles.error}><span className="visually-hidden">{t.contact.errorPrefix}</span> {errorText[errors.reference]}</p>}
          <input id="reference" name="reference" type="text" autoComplete="off" spellCheck={false} defaultValue={values.reference}
            aria-describedby={errors.reference ? 'reference-hint reference-error' : 'reference-hint'} aria-invalid={errors.reference ? true : undefined} className={styles.input} />
        </div>
        <div className={`${styles.group} ${errors.contact ? styles.groupError : ''}`}>
          <label htmlFor="contact" className={styles.label}>{t.tracking.contact}</label>
          {errors.contact && <p id="contact-error" className={styles.error}><span className="visually-hidden">{t.contact.errorPrefix}</span> {errorText[errors.contact]}</p>}
          <input id="contact" name="contact" type="text" autoComplete="email" defaultValue={values.contact}
            aria-describedby={errors.contact ? 'contact-error' : undefined} aria-invalid={errors.contact ? true : undefined} className={styles.input} />
        </div>
        <button type="submit" className="button">{t.tracking.submit}</button>
      </form>
    </div>
  )
}
