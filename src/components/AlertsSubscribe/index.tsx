import styles from '@/components/ContactForm/ContactForm.module.css'
import { ErrorSummary } from '@/components/ErrorSummary'
import type { Region } from '@/payload-types'
import { format, formatDate, getDictionary, pathFor, type Locale } from '@/i18n'
import type { AlertFormError, AlertFormField, AlertsPageState, Subscribed } from '@/alerts/web'
import { CONFIRM_VALID_DAYS, PHONE_CODE_VALID_MINUTES } from '@/alerts/links'
import { ALL_REGIONS, MAX_TOPICS } from '@/alerts/regions'

/** `guide`: the guide to follow (the follow form instead of the regions'); `smsOn`: the portal can send SMS (the number form). */
type Props = { lang: Locale; regions: Region[]; state: AlertsPageState | null; mailOn: boolean; smsOn?: boolean; guide?: { slug: string; title: string } | null }

const FIRST_INPUT: Record<AlertFormField, string> = { email: '#email', regions: '#region-all', cadence: '#cadence-immediate', phone: '#phone', code: '#code' }
/** The same fields in the SMS form (ids prefixed, each form keeps its own). */
const FIRST_SMS_INPUT: Partial<Record<AlertFormField, string>> = { regions: '#sms-region-all' }

/** The e-mail subscription forms (plain POST, no JavaScript), with their errors and each outcome. */
export function AlertsSubscribe({ lang, regions, state, mailOn, smsOn = false, guide }: Props) {
  const t = getDictionary(lang).alertsPage
  const m = getDictionary(lang).alertMail
  const base = pathFor(lang, 'alerts')
  const posted = state && 'values' in state ? state.values : null
  // The SMS form's post (a number) fills that form only; the e-mail form's, the e-mail form only.
  const viaSms = posted?.phone !== undefined
  const values = posted && !viaSms ? posted : { email: '', regions: [] as string[], cadence: '' }
  const smsValues = posted && viaSms ? posted : { email: '', regions: [] as string[], phone: '' }
  const allErrors: Partial<Record<AlertFormField, AlertFormError>> = state?.kind === 'invalid' ? state.errors : state?.kind === 'codeSent' && state.error ? { code: state.error } : {}
  const errors = viaSms ? {} : allErrors
  const errorList = (['phone', 'code', 'email', 'cadence', 'regions'] as const).flatMap((field) => (allErrors[field] ? [{ field, text: t.errors[allErrors[field]!] }] : []))
  const anchorOf = (field: AlertFormField) => (viaSms && FIRST_SMS_INPUT[field]) || FIRST_INPUT[field]
  const what = (s: Subscribed, sentence: { regions: string; guide: string }) =>
    s.guide ? format(sentence.guide, { guide: s.guide, cadence: s.daily ? m.cadenceDaily : m.cadenceImmediate }) : format(sentence.regions, { regions: s.regions.join(', ') })
  const errorMessage = (field: AlertFormField, from = errors, prefix = '') =>
    from[field] ? (
      <p id={`${prefix}${field}-error`} className={styles.error}>
        <span className="visually-hidden">{t.errorPrefix}</span> {t.errors[from[field]!]}
      </p>
    ) : null

  if (state?.kind === 'sent') return <Outcome title={t.sentTitle} body={format(t.sentBody, { email: state.email, days: String(CONFIRM_VALID_DAYS) })} />
  if (state?.kind === 'confirmed') return <Outcome title={t.confirmedTitle} body={what(state, { regions: state.sms ? t.confirmedSmsBody : t.confirmedBody, guide: t.confirmedGuideBody })} />
  if (state?.kind === 'codeSent') {
    return (
      <>
        {errorList.length > 0 && <ErrorSummary title={t.errorSummary} errors={errorList.map(({ field, text }) => ({ href: anchorOf(field), text }))} />}
        {/* A plain section, not the dark confirmation panel: the form's hints keep their contrast. */}
        <section aria-labelledby="alerts-step">
          <h2 id="alerts-step">{t.codeTitle}</h2>
          <p>{format(t.codeBody, { phone: state.phone, minutes: String(PHONE_CODE_VALID_MINUTES) })}</p>
          <form action={`${base}code/`} method="post" noValidate className={styles.form} id="alerts-code-form">
            <input type="hidden" name="t" value={state.token} />
            <TextField id="code" label={t.code} hint={t.codeHint} invalid={Boolean(allErrors.code)} error={errorMessage('code', allErrors)} input={{ type: 'text', inputMode: 'numeric', autoComplete: 'one-time-code', pattern: '[0-9 ]*', maxLength: 12 }} />
            <button type="submit" className="button">
              {t.codeSubmit}
            </button>
          </form>
        </section>
      </>
    )
  }
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
    state?.kind === 'smsOff' ? { title: t.smsOffTitle, body: t.smsOff }
    : state?.kind === 'codesBusy' ? { title: t.codesBusyTitle, body: format(state.scope === 'client' ? t.codesBusyClient : t.codesBusyAll, { minutes: String(state.minutes) }) }
    : state?.kind === 'triesExhausted' ? { title: t.triesExhaustedTitle, body: format(t.triesExhausted, { minutes: String(state.minutes) }) }
    : state?.kind === 'unavailable' && viaSms ? { title: t.unavailableSmsTitle, body: t.unavailableSms }
    : state?.kind === 'unavailable' || (!mailOn && state === null) ? { title: t.unavailableTitle, body: t.unavailable }
    : state?.kind === 'badLink' ? { title: t.badLinkTitle, body: format(t.badLinkBody, { days: String(CONFIRM_VALID_DAYS) }) }
    : state?.kind === 'codeExpired' ? { title: t.codeExpiredTitle, body: format(t.codeExpiredBody, { minutes: String(PHONE_CODE_VALID_MINUTES) }) }
    : null
  return (
    <>
      {(errorList.length > 0 || notice) && (
        <ErrorSummary title={notice?.title ?? t.errorSummary} body={notice?.body} errors={errorList.map(({ field, text }) => ({ href: anchorOf(field), text }))} />
      )}
      {guide ? (
        <form action={`${base}abonner/`} method="post" noValidate className={styles.form} id="alerts-form">
          <input type="hidden" name="guide" value={guide.slug} />
          <EmailField lang={lang} value={values.email} invalid={Boolean(errors.email)} errorMessage={errorMessage} />
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
        <>
          <RegionsForm lang={lang} regions={regions} values={values} errors={errors} errorMessage={errorMessage} />
          <h2>{t.smsTitle}</h2>
          <p>{t.smsBody}</p>
          <p>
            <a href={pathFor(lang, 'sms')}>{t.smsLink}</a>
          </p>
          {smsOn && <PhoneForm lang={lang} regions={regions} values={smsValues} errors={viaSms ? allErrors : {}} errorMessage={(field) => errorMessage(field, viaSms ? allErrors : {}, field === 'regions' ? 'sms-' : '')} />}
        </>
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
}

/** The address, with its hint and error: the same in both forms. */
function EmailField({ lang, value, invalid, errorMessage }: { lang: Locale; value: string; invalid: boolean } & Pick<FormParts, 'errorMessage'>) {
  const t = getDictionary(lang).alertsPage
  return <TextField id="email" label={t.email} hint={t.emailHint} invalid={invalid} error={errorMessage('email')} input={{ type: 'email', autoComplete: 'email', defaultValue: value }} />
}

/** A labelled field with its hint and its error (the address, the number, the code): one shape for all three. */
function TextField({ id, label, hint, invalid, error, input }: { id: AlertFormField; label: string; hint: string; invalid: boolean; error: React.ReactNode; input: React.InputHTMLAttributes<HTMLInputElement> }) {
  return (
    <div className={`${styles.group} ${invalid ? styles.groupError : ''}`}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <p id={`${id}-hint`} className={styles.hint}>
        {hint}
      </p>
      {error}
      <input id={id} name={id} {...input} spellCheck={false} aria-describedby={[`${id}-hint`, invalid ? `${id}-error` : null].filter(Boolean).join(' ')} aria-invalid={invalid ? true : undefined} className={styles.input} />
    </div>
  )
}

/** The regions to tick, with their hint and error; `prefix` keeps each form's ids apart. */
function RegionChoices({ lang, regions, chosen, error, errorMessage, prefix = '' }: { lang: Locale; regions: Region[]; chosen: string[]; error: boolean; errorMessage: FormParts['errorMessage']; prefix?: string }) {
  const t = getDictionary(lang).alertsPage
  return (
    <div className={`${styles.group} ${error ? styles.groupError : ''}`}>
      <fieldset className={styles.fieldset} aria-describedby={[`${prefix}regions-hint`, error ? `${prefix}regions-error` : null].filter(Boolean).join(' ')}>
        <legend className={styles.legend}>{t.regions}</legend>
        <p id={`${prefix}regions-hint`} className={styles.hint}>
          {format(t.regionsHint, { max: String(MAX_TOPICS) })}
        </p>
        {errorMessage('regions')}
        <div className={styles.choice}>
          <input type="checkbox" id={`${prefix}region-all`} name="region" value={ALL_REGIONS} defaultChecked={chosen.includes(ALL_REGIONS)} />
          <label htmlFor={`${prefix}region-all`}>{t.allRegions}</label>
        </div>
        {regions.map((region) => (
          <div key={region.key} className={styles.choice}>
            <input type="checkbox" id={`${prefix}region-${region.key}`} name="region" value={region.key} defaultChecked={chosen.includes(region.key)} />
            <label htmlFor={`${prefix}region-${region.key}`}>{region.name}</label>
          </div>
        ))}
      </fieldset>
    </div>
  )
}

/** Regions' emergency alerts by e-mail. */
function RegionsForm({ lang, regions, values, errors, errorMessage }: FormParts) {
  const t = getDictionary(lang).alertsPage
  const base = pathFor(lang, 'alerts')
  return (
    <>
      <h2>{t.emailTitle}</h2>
      <form action={`${base}abonner/`} method="post" noValidate className={styles.form} id="alerts-form">
        <EmailField lang={lang} value={values.email} invalid={Boolean(errors.email)} errorMessage={errorMessage} />
        <RegionChoices lang={lang} regions={regions} chosen={values.regions} error={Boolean(errors.regions)} errorMessage={errorMessage} />
        <p className={styles.hint}>{t.privacy}</p>
        <button type="submit" className="button">
          {t.submit}
        </button>
      </form>
    </>
  )
}

/** Regions' emergency alerts by SMS for a number typed here (a code is sent to it to confirm). */
function PhoneForm({ lang, regions, values, errors, errorMessage }: Omit<FormParts, 'values'> & { values: { phone?: string; regions: string[] } }) {
  const t = getDictionary(lang).alertsPage
  const base = pathFor(lang, 'alerts')
  return (
    <>
      <h3>{t.phoneTitle}</h3>
      <p>{t.phoneIntro}</p>
      <form action={`${base}abonner/`} method="post" noValidate className={styles.form} id="alerts-sms-form">
        <TextField id="phone" label={t.phone} hint={t.phoneHint} invalid={Boolean(errors.phone)} error={errorMessage('phone')} input={{ type: 'tel', autoComplete: 'tel-national', maxLength: 40, defaultValue: values.phone ?? '' }} />
        <RegionChoices lang={lang} regions={regions} chosen={values.regions} error={Boolean(errors.regions)} errorMessage={errorMessage} prefix="sms-" />
        <p className={styles.hint}>{t.phonePrivacy}</p>
        <button type="submit" className="button">
          {t.phoneSubmit}
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
