import styles from '@/components/ContactForm/ContactForm.module.css'
import { ErrorSummary } from '@/components/ErrorSummary'
import { format, getDictionary, pathFor, type Locale } from '@/i18n'
import { PHONE_CODE_VALID_MINUTES } from '@/alerts/links'
import { MAX_PLANS } from '@/reminders/keywords'
import type { Offer } from '@/reminders/offers'
import type { RemindersError, RemindersField, RemindersPageState } from '@/reminders/web'

/** One event as the page shows it: the offer src/reminders/offers.ts builds (src/app/(site)/[lang]/rappels/page.tsx reads it). */
type ReminderOffer = Offer

type Props = { lang: Locale; offers: ReminderOffer[]; state: RemindersPageState | null; smsOn: boolean; shortCode: string | null }

const EXAMPLE: Record<ReminderOffer['given'], string> = { date: ' 12/03', year: ' 2009', none: '' }

/** Reminders of a deadline: by SMS (a number confirmed by a code) or as a calendar file; plain POST forms, no JavaScript. */
export function Reminders({ lang, offers, state, smsOn, shortCode }: Props) {
  const t = getDictionary(lang).remindersPage
  const base = pathFor(lang, 'reminders')
  const posted = state && 'values' in state ? state.values : null
  const errors: Partial<Record<RemindersField, RemindersError>> = state?.kind === 'invalid' ? state.errors : state?.kind === 'codeSent' && state.error ? { code: state.error } : {}
  const errorText = (error: RemindersError) => format(t.errors[error], { max: String(MAX_PLANS) })
  const errorList = (['event', 'date', 'phone', 'code'] as const).flatMap((field) => (errors[field] ? [{ href: field === 'code' ? '#code' : `#${field}-${posted?.event ?? ''}`, text: errorText(errors[field]!) }] : []))

  if (state?.kind === 'confirmed') {
    return (
      <section className="confirmation-panel" aria-labelledby="reminders-done">
        <h2 id="reminders-done">{t.title}</h2>
        <p>{format(t.confirmed, { days: state.days, event: state.event, date: state.date })}</p>
      </section>
    )
  }
  if (state?.kind === 'codeSent') {
    return (
      <>
        {errorList.length > 0 && <ErrorSummary title={t.errorTitle} errors={errorList} />}
        <section aria-labelledby="reminders-code">
          <h2 id="reminders-code">{t.codeTitle}</h2>
          <p>{format(t.codeSent, { phone: state.phone, minutes: String(PHONE_CODE_VALID_MINUTES) })}</p>
          <form action={`${base}code/`} method="post" noValidate className={styles.form}>
            <input type="hidden" name="t" value={state.token} />
            <div className={`${styles.group} ${errors.code ? styles.groupError : ''}`}>
              <label htmlFor="code" className={styles.label}>
                {t.code}
              </label>
              {errors.code && (
                <p id="code-error" className={styles.error}>
                  {errorText(errors.code)}
                </p>
              )}
              <input id="code" name="code" type="text" inputMode="numeric" autoComplete="one-time-code" maxLength={12} className={styles.input} aria-invalid={errors.code ? true : undefined} aria-describedby={errors.code ? 'code-error' : undefined} />
            </div>
            <button type="submit" className="button">
              {t.confirm}
            </button>
          </form>
        </section>
      </>
    )
  }
  const notice =
    state?.kind === 'nothingLeft' ? format(t.nothingLeft, { date: state.date })
    : state?.kind === 'smsOff' ? t.smsOff
    : state?.kind === 'unavailable' ? t.unavailable
    : state?.kind === 'codesBusy' ? format(t.codesBusy, { minutes: String(state.minutes) })
    : state?.kind === 'triesExhausted' ? format(t.triesExhausted, { minutes: String(state.minutes) })
    : state?.kind === 'codeExpired' ? t.codeExpired
    : null
  return (
    <>
      {(errorList.length > 0 || notice) && <ErrorSummary title={t.errorTitle} body={notice ?? undefined} errors={errorList} />}
      {offers.length === 0 && <p>{t.none}</p>}
      {smsOn && shortCode && offers.length > 0 && (
        <section aria-labelledby="reminders-sms">
          <h2 id="reminders-sms">{t.smsTitle}</h2>
          <p>{format(t.smsBody, { shortCode })}</p>
          <ul>
            {offers.map((offer) => (
              <li key={offer.id}>
                <kbd>{`${offer.keywords[lang]}${EXAMPLE[offer.given]}`}</kbd> — {offer.title}
              </li>
            ))}
          </ul>
          <p>{t.smsCommands}</p>
        </section>
      )}
      {offers.map((offer) => {
        const mine = posted?.event === String(offer.id)
        const fieldError = (field: RemindersField) => (mine ? errors[field] : undefined)
        const dateError = fieldError('date') ?? fieldError('event')
        const phoneError = fieldError('phone')
        return (
          <section key={offer.id} aria-labelledby={`event-${offer.id}`}>
            <h2 id={`event-${offer.id}`}>{offer.title}</h2>
            {offer.guide && (
              <p>
                {format(t.guide, { guide: '' })}
                <a href={pathFor(lang, 'service', offer.guide.slug)}>{offer.guide.title}</a>
              </p>
            )}
            <p>{format(t.deadline, { what: offer.deadline })}</p>
            <p>{format(t.reminders, { list: offer.reminders })}</p>
            <form action={`${base}envoyer/`} method="post" noValidate className={styles.form}>
              <input type="hidden" name="evenement" value={offer.id} />
              {offer.given === 'none' ? (
                <p className={styles.hint} id={`event-${offer.id}-none`}>
                  {t.noDate}
                </p>
              ) : (
                <div className={`${styles.group} ${dateError ? styles.groupError : ''}`}>
                  <label htmlFor={`date-${offer.id}`} className={styles.label}>
                    {offer.dateLabel || t.date}
                  </label>
                  <p id={`date-${offer.id}-hint`} className={styles.hint}>
                    {offer.given === 'year' ? t.yearHint : t.dateHint}
                  </p>
                  {dateError && (
                    <p id={`date-${offer.id}-error`} className={styles.error}>
                      {errorText(dateError)}
                    </p>
                  )}
                  <input
                    id={`date-${offer.id}`}
                    name="date"
                    type="text"
                    inputMode="numeric"
                    maxLength={20}
                    defaultValue={mine ? posted?.date : ''}
                    className={styles.input}
                    aria-invalid={dateError ? true : undefined}
                    aria-describedby={[`date-${offer.id}-hint`, dateError ? `date-${offer.id}-error` : null].filter(Boolean).join(' ')}
                  />
                </div>
              )}
              {smsOn && (
                <div className={`${styles.group} ${phoneError ? styles.groupError : ''}`}>
                  <label htmlFor={`phone-${offer.id}`} className={styles.label}>
                    {t.phone}
                  </label>
                  <p id={`phone-${offer.id}-hint`} className={styles.hint}>
                    {t.phoneHint}
                  </p>
                  {phoneError && (
                    <p id={`phone-${offer.id}-error`} className={styles.error}>
                      {errorText(phoneError)}
                    </p>
                  )}
                  <input
                    id={`phone-${offer.id}`}
                    name="phone"
                    type="tel"
                    autoComplete="tel"
                    maxLength={40}
                    defaultValue={mine ? posted?.phone : ''}
                    className={styles.input}
                    aria-invalid={phoneError ? true : undefined}
                    aria-describedby={[`phone-${offer.id}-hint`, phoneError ? `phone-${offer.id}-error` : null].filter(Boolean).join(' ')}
                  />
                </div>
              )}
              {smsOn && (
                <button type="submit" name="action" value="sms" className="button">
                  {t.sendSms}
                </button>
              )}{' '}
              <button type="submit" name="action" value="ics" className="button">
                {t.calendar}
              </button>
              <p className={styles.hint}>{t.calendarHint}</p>
            </form>
          </section>
        )
      })}
      <p>
        {t.privacy} <a href={`${pathFor(lang, 'about')}`}>{t.privacyLink}</a>
      </p>
    </>
  )
}
