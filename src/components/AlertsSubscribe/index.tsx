import styles from '@/components/ContactForm/ContactForm.module.css'
import { ErrorSummary } from '@/components/ErrorSummary'
import type { Region } from '@/payload-types'
import { format, formatDate, getDictionary, pathFor, type Locale } from '@/i18n'
import type { AlertFormError, AlertFormField, AlertsPageState, Subscribed } from '@/alerts/web'
import { CONFIRM_VALID_DAYS } from '@/alerts/links'
import { ALL_REGIONS, MAX_TOPICS } from '@/alerts/regions'

/** `guide`: the guide to follow (the follow form instead of the regions'). */
type Props = { lang: Locale; regions: Region[]; state: AlertsPageState | null; mailOn: boolean; guide?: { slug: string; title: string } | null }

const FIRST_INPUT: Record<AlertFormField, string> = { email: '#email', regions: '#region-all', cadence: '#cadence-immediate' }

/** The e-mail subscription forms (plain POST, no JavaScript), with their errors and each outcome. */
export function AlertsSubscribe({ lang, regions, state, mailOn, guide }: Props) {
  const t = getDictionary(lang).alertsPage
  const m = getDictionary(lang).alertMail
  const base = pathFor(lang, 'alerts')
  const values = state?.kind === 'invalid' || state?.kind === 'unavailable' ? state.values : { email: '', regions: [] as string[], cadence: '' }
  const errors: Partial<Record<AlertFormField, AlertFormError>> = state?.kind === 'invalid' ? state.errors : {}
  const errorList = (['email', 'cadence', 'regions'] as const).flatMap((field) => (errors[field] ? [{ field, text: t.errors[errors[field]!] }] : []))
  const describedBy = (field: AlertFormField) => [`${field}-hint`, errors[field] ? `${field}-error` : null].filter(Boolean).join(' ')
  const what = (s: Subscribed, sentence: { regions: string; guide: string }) =>
    s.guide ? format(sentence.guide, { guide: s.guide, cadence: s.daily ? m.cadenceDaily : m.cadenceImmediate }) : format(sentence.regions, { regions: s.regions.join(', ') })
  const errorMessage = (field: AlertFormField) =>
    errors[field] ? (
      <p id={`${field}-error`} className={styles.error}>
        <span className="visually-hidden">{t.errorPrefix}</span> {t.errors[errors[field]!]}
      </p>
    ) : null

  if (state?.kind === 'sent') return <Outcome title={t.sentTitle} body={format(t.sentBody, { email: state.email, days: String(CONFIRM_VALID_DAYS) })} />
  if (state?.kind === 'confirmed') return <Outcome title={t.confirmedTitle} body={what(state, { regions: t.confirmedBody, guide: t.confirmedGuideBody })} />
  if (state?.kind === 'unsubscribed') return <Outcome title={t.unsubscribedTitle} body={t.unsubscribedBody} />
  if (state?.kind === 'renewed') return <Outcome title={t.renewedTitle} body={format(t.renewedBody, { date: formatDate(lang, state.until) })} />
  if (state?.kind === 'confirm' || state?.kind === 'unsubscribe' || state?.kind === 'renew') {
    const step =
      state.kind === 'confirm' ? { title: t.confirmTitle, body: what(state, { regions: t.confirmBody, guide: t.confirmGuideBody }), path: 'confirmer', button: t.confirmButton }
      : state.kind === 'renew' ? { title: t.renewTitle, body: t.renewBody, path: 'renouveler', button: t.renewButton }
      : { title: t.unsubscribeTitle, body: t.unsubscribeBody, path: 'desabonner', button: t.unsubscribeButton }
    return (
      <section className="confirmation-panel" aria-labelledby="alerts-step">
        <h2 id="alerts-step">{step.title}</h2>
        <p>{step.body}</p>
        {/* The token in the address, as in the link received (the unsubscribe address takes the same POST from mail clients). */}
        <form action={`${base}${step.path}/?t=${encodeURIComponent(state.token)}`} method="post">
          <input type="hidden" name="t" value={state.token} />
          <button type="submit" className="button">{step.button}</button>
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
        <ErrorSummary title={notice?.title ?? t.errorSummary} body={notice?.body} errors={errorList.map(({ field, text }) => ({ href: FIRST_INPUT[field], text }))} />
      )}
      {guide ? (
        <form action={`${base}abonner/`} method="post" noValidate className={styles.form} id="alerts-form">
          <input type="hidden" name="guide" value={guide.slug} />
          <EmailField lang={lang} value={values.email} invalid={Boolean(errors.email)} errorMessage={errorMessage} describedBy={describedBy} />
          <div className={`${styles.group} ${errors.cadence ? styles.groupError : ''}`}>
            <fieldset className={styles.fieldset} aria-describedby={errors.cadence ? 'cadence-error' : undefined}>
              <legend className={styles.legend}>{t.cadence}</legend>
              {errorMessage('cadence')}
              {(['immediate', 'daily'] as const).map((cadence) => (
                <div key={cadence} className={styles.choice}>
                  <input type="radio" id={`cadence-${cadence}`} name="cadence" value={cadence} defaultChecked={values.cadence === cadence} />
                  <label htmlFor={`cadence-${cadence}`}>{cadence === 'daily' ? t.cadenceDaily : t.cadenceImmediate}</label>
                </div>
              ))}
            </fieldset>
          </div>
          <p className={styles.hint}>{t.followPrivacy}</p>
          <button type="submit" className="button">
            {t.followSubmit}
          </button>
        </form>
      ) : (
        <RegionsForm lang={lang} regions={regions} values={values} errors={errors} errorMessage={errorMessage} describedBy={describedBy} />
      )}
    </>
  )
}

type FormParts = {
  lang: Locale
  regions: Region[]
  values: { email: string; regions: string[] }
  errors: Partial<Record<AlertFormField, AlertFormError>>
  errorMessage: (field: AlertFormField) => React.ReactNode
  describedBy: (field: AlertFormField) => string
}

/** The address, with its hint and error: the same in both forms. */
function EmailField({ lang, value, invalid, errorMessage, describedBy }: { lang: Locale; value: string; invalid: boolean } & Pick<FormParts, 'errorMessage' | 'describedBy'>) {
  const t = getDictionary(lang).alertsPage
  return (
    <div className={`${styles.group} ${invalid ? styles.groupError : ''}`}>
      <label htmlFor="email" className={styles.label}>
        {t.email}
      </label>
      <p id="email-hint" className={styles.hint}>
        {t.emailHint}
      </p>
      {errorMessage('email')}
      <input id="email" name="email" type="email" autoComplete="email" spellCheck={false} defaultValue={value} aria-describedby={describedBy('email')} aria-invalid={invalid ? true : undefined} className={styles.input} />
    </div>
  )
}

/** Regions' emergency alerts by e-mail. */
function RegionsForm({ lang, regions, values, errors, errorMessage, describedBy }: FormParts) {
  const t = getDictionary(lang).alertsPage
  const base = pathFor(lang, 'alerts')
  return (
    <>
      <h2>{t.emailTitle}</h2>
      <form action={`${base}abonner/`} method="post" noValidate className={styles.form} id="alerts-form">
        <EmailField lang={lang} value={values.email} invalid={Boolean(errors.email)} errorMessage={errorMessage} describedBy={describedBy} />
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
