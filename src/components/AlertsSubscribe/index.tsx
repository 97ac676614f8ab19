import styles from '@/components/ContactForm/ContactForm.module.css'
import { ErrorSummary } from '@/components/ErrorSummary'
import type { Region } from '@/payload-types'
import { format, getDictionary, pathFor, type Locale } from '@/i18n'
import type { AlertFormError, AlertsPageState } from '@/alerts/web'
import { CONFIRM_VALID_DAYS } from '@/alerts/links'
import { ALL_REGIONS, MAX_TOPICS } from '@/alerts/regions'

type Props = { lang: Locale; regions: Region[]; state: AlertsPageState | null; mailOn: boolean }

/** The e-mail subscription form (plain POST, no JavaScript), with its errors and each outcome. */
export function AlertsSubscribe({ lang, regions, state, mailOn }: Props) {
  const t = getDictionary(lang).alertsPage
  const base = pathFor(lang, 'alerts')
  const values = state?.kind === 'invalid' || state?.kind === 'unavailable' ? state.values : { email: '', regions: [] as string[] }
  const errors: { email?: AlertFormError; regions?: AlertFormError } = state?.kind === 'invalid' ? state.errors : {}
  const errorList = (['email', 'regions'] as const).flatMap((field) => (errors[field] ? [{ field, text: t.errors[errors[field]!] }] : []))
  const describedBy = (field: 'email' | 'regions') => [`${field}-hint`, errors[field] ? `${field}-error` : null].filter(Boolean).join(' ')
  const errorMessage = (field: 'email' | 'regions') =>
    errors[field] ? (
      <p id={`${field}-error`} className={styles.error}>
        <span className="visually-hidden">{t.errorPrefix}</span> {t.errors[errors[field]!]}
      </p>
    ) : null

  if (state?.kind === 'sent') return <Outcome title={t.sentTitle} body={format(t.sentBody, { email: state.email, days: String(CONFIRM_VALID_DAYS) })} />
  if (state?.kind === 'confirmed') return <Outcome title={t.confirmedTitle} body={format(t.confirmedBody, { regions: state.regions.join(', ') })} />
  if (state?.kind === 'unsubscribed') return <Outcome title={t.unsubscribedTitle} body={t.unsubscribedBody} />
  if (state?.kind === 'confirm' || state?.kind === 'unsubscribe') {
    const confirm = state.kind === 'confirm'
    return (
      <section className="confirmation-panel" aria-labelledby="alerts-step">
        <h2 id="alerts-step">{confirm ? t.confirmTitle : t.unsubscribeTitle}</h2>
        <p>{confirm ? format(t.confirmBody, { regions: state.regions.join(', ') }) : t.unsubscribeBody}</p>
        {/* The token in the address, as in the link received (the unsubscribe address takes the same POST from mail clients). */}
        <form action={`${base}${confirm ? 'confirmer' : 'desabonner'}/?t=${encodeURIComponent(state.token)}`} method="post">
          <input type="hidden" name="t" value={state.token} />
          <button type="submit" className="button">{confirm ? t.confirmButton : t.unsubscribeButton}</button>
        </form>
      </section>
    )
  }

  const notice =
    state?.kind === 'unavailable' || (!mailOn && state === null) ? { title: t.unavailableTitle, body: t.unavailable }
    : state?.kind === 'badLink' ? { title: t.badLinkTitle, body: format(t.badLinkBody, { days: String(CONFIRM_VALID_DAYS) }) }
    : null
  return (
    <>
      {(errorList.length > 0 || notice) && (
        <ErrorSummary title={notice?.title ?? t.errorSummary} body={notice?.body} errors={errorList.map(({ field, text }) => ({ href: field === 'email' ? '#email' : '#region-all', text }))} />
      )}
      <h2>{t.emailTitle}</h2>
      <form action={`${base}abonner/`} method="post" noValidate className={styles.form} id="alerts-form">
        <div className={`${styles.group} ${errors.email ? styles.groupError : ''}`}>
          <label htmlFor="email" className={styles.label}>
            {t.email}
          </label>
          <p id="email-hint" className={styles.hint}>
            {t.emailHint}
          </p>
          {errorMessage('email')}
          <input id="email" name="email" type="email" autoComplete="email" spellCheck={false} defaultValue={values.email} aria-describedby={describedBy('email')} aria-invalid={errors.email ? true : undefined} className={styles.input} />
        </div>
        <div className={`${styles.group} ${errors.regions ? styles.groupError : ''}`}>
          <fieldset className={styles.fieldset} aria-describedby={describedBy('regions')}>
            <legend className={styles.legend}>{t.regions}</legend>
            <p id="regions-hint" className={styles.hint}>
              {format(t.regionsHint, { max: String(MAX_TOPICS) })}
            </p>
            {errorMessage('regions')}
            <div className={styles.choice}>
              <input type="checkbox" id="region-all" name="region" value={ALL_REGIONS} defaultChecked={values.regions.includes(ALL_REGIONS)} />
              <label htmlFor="region-all">{t.allRegions}</label>
            </div>
            {regions.map((region) => (
              <div key={region.key} className={styles.choice}>
                <input type="checkbox" id={`region-${region.key}`} name="region" value={region.key} defaultChecked={values.regions.includes(region.key)} />
                <label htmlFor={`region-${region.key}`}>{region.name}</label>
              </div>
            ))}
          </fieldset>
        </div>
        <p className={styles.hint}>{t.privacy}</p>
        <button type="submit" className="button">
          {t.submit}
        </button>
      </form>
    </>
  )
}

function Outcome({ title, body }: { title: string; body: string }) {
  return (
    <section role="status" className="confirmation-panel" aria-labelledby="alerts-outcome">
      <h2 id="alerts-outcome">{title}</h2>
      <p>{body}</p>
    </section>
  )
}
