import type React from 'react'

import { issueFillToken } from '@/forms/contact/fillTime'
import { MESSAGE_MAX_LENGTH, messageKinds, contactMethods } from '@/forms/contact/options'
import type { ContactFormState } from '@/forms/contact/submit'
import { emptyValues, type ContactField, type ContactValues } from '@/forms/contact/validate'
import { format, getDictionary, pathFor, type Locale } from '@/i18n'

import { ErrorSummary } from '@/components/ErrorSummary'
import styles from './ContactForm.module.css'

type Option = { id: number; label: string }
type Props = { lang: Locale; state: ContactFormState | null; categories: Option[]; regions: Option[]; presetKind?: string; presetMessage?: string; retentionMonths: number }

const fieldIds: Record<ContactField, string> = {
  kind: 'kind-question', category: 'category', region: 'region', message: 'message', name: 'name',
  contactMethod: 'method-email', email: 'email', phone: 'phone', consent: 'consent-to-contact',
}

/**
 * The contact form, GOV.UK style: error summary linking to each field, the message
 * beside the field, aria-describedby, and every value the citizen typed kept.
 * A plain POST: it works without JavaScript.
 */
export function ContactForm({ lang, state, categories, regions, presetKind, presetMessage, retentionMonths }: Props) {
  const t = getDictionary(lang).contact
  const values: ContactValues = state?.values ?? { ...emptyValues(), kind: presetKind ?? '', message: presetMessage ?? '', consent: '' }
  const errors = state?.kind === 'invalid' ? state.errors : {}
  const errorList = (Object.keys(errors) as ContactField[]).map((field) => ({ field, text: t.errors[errors[field]!] }))
  const notice =
    state?.kind === 'unavailable' ? { title: t.unavailableTitle, body: t.unavailable }
    : state?.kind === 'tooLarge' ? { title: t.tooLargeTitle, body: t.tooLarge }
    : state?.kind === 'tooFast' ? { title: t.errorSummary, body: t.tooFast }
    : state?.kind === 'expired' ? { title: t.errorSummary, body: t.expired }
    : state?.kind === 'alreadyReceived' ? { title: t.alreadyReceivedTitle, body: format(t.alreadyReceived, { reference: state.reference }) }
    : null

  const describedBy = (field: ContactField, hint = false) =>
    [hint ? `${field}-hint` : null, errors[field] ? `${field}-error` : null].filter(Boolean).join(' ') || undefined
  const errorMessage = (field: ContactField) =>
    errors[field] ? (
      <p id={`${field}-error`} className={styles.error}>
        <span className="visually-hidden">{t.errorPrefix}</span> {t.errors[errors[field]!]}
      </p>
    ) : null
  const group = (field: ContactField, children: React.ReactNode) => (
    <div className={`${styles.group} ${errors[field] ? styles.groupError : ''}`}>{children}</div>
  )

  return (
    <>
      {(errorList.length > 0 || notice) && (
        <ErrorSummary title={notice?.title ?? t.errorSummary} body={notice?.body} errors={errorList.map(({ field, text }) => ({ href: `#${fieldIds[field]}`, text }))} />
      )}

      <form
        action={`${pathFor(lang, 'contact')}envoyer/`} method="post" noValidate className={styles.form} id="contact-form"
        // Texts for the `contact` island (src/islands/contact.ts): comfort only, the server decides.
        data-island="contact"
        data-max-length={MESSAGE_MAX_LENGTH}
        data-error-prefix={t.errorPrefix}
        data-characters-left={JSON.stringify(t.charactersLeft)}
        data-message-required={t.errors.messageRequired}
        data-message-too-long={t.errors.messageTooLong}
        data-email-invalid={t.errors.emailInvalid}
        data-phone-invalid={t.errors.phoneInvalid}
      >
        <input type="hidden" name="started" value={issueFillToken()} />
        <div className={styles.trap}>
          <label htmlFor="website">{t.honeypot}</label>
          <input id="website" name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>

        {group('kind', (
          <fieldset className={styles.fieldset} aria-describedby={describedBy('kind')}>
            <legend className={styles.legend}>
              {t.kind} <span className={styles.muted}>{t.required}</span>
            </legend>
            {errorMessage('kind')}
            {messageKinds.map((kind) => (
              <div key={kind} className={styles.choice}>
                <input type="radio" id={`kind-${kind}`} name="kind" value={kind} defaultChecked={values.kind === kind} />
                <label htmlFor={`kind-${kind}`}>{t.kinds[kind]}</label>
              </div>
            ))}
          </fieldset>
        ))}

        {group('category', (
          <>
            <label htmlFor="category" className={styles.label}>
              {t.category} <span className={styles.muted}>{t.optional}</span>
            </label>
            {errorMessage('category')}
            <select id="category" name="category" defaultValue={values.category} aria-describedby={describedBy('category')} aria-invalid={errors.category ? true : undefined} className={styles.select}>
              <option value="">{t.categoryPlaceholder}</option>
              {categories.map((c) => (
                <option key={c.id} value={c.id}>{c.label}</option>
              ))}
            </select>
          </>
        ))}

        {group('region', (
          <>
            <label htmlFor="region" className={styles.label}>
              {t.region} <span className={styles.muted}>{t.optional}</span>
            </label>
            {errorMessage('region')}
            <select id="region" name="region" defaultValue={values.region} aria-describedby={describedBy('region')} aria-invalid={errors.region ? true : undefined} className={styles.select}>
              <option value="">{t.regionPlaceholder}</option>
              {regions.map((r) => (
                <option key={r.id} value={r.id}>{r.label}</option>
              ))}
            </select>
          </>
        ))}

        {group('message', (
          <>
            <label htmlFor="message" className={styles.label}>
              {t.message} <span className={styles.muted}>{t.required}</span>
            </label>
            <p id="message-hint" className={styles.hint}>{t.messageHint}</p>
            {errorMessage('message')}
            <textarea
              id="message" name="message" rows={8} defaultValue={values.message} maxLength={MESSAGE_MAX_LENGTH + 1000}
              aria-describedby={describedBy('message', true)} aria-invalid={errors.message ? true : undefined} className={styles.textarea}
            />
            <p aria-live="polite" className="char-count" data-char-count="" hidden />
          </>
        ))}

        {group('name', (
          <>
            <label htmlFor="name" className={styles.label}>
              {t.name} <span className={styles.muted}>{t.optional}</span>
            </label>
            {errorMessage('name')}
            <input id="name" name="name" type="text" autoComplete="name" defaultValue={values.name} aria-describedby={describedBy('name')} aria-invalid={errors.name ? true : undefined} className={styles.input} />
          </>
        ))}

        {group('contactMethod', (
          <fieldset className={styles.fieldset} aria-describedby={describedBy('contactMethod')}>
            <legend className={styles.legend}>
              {t.contactMethod} <span className={styles.muted}>{t.required}</span>
            </legend>
            {errorMessage('contactMethod')}
            {contactMethods.map((method) => (
              <div key={method} className={styles.choice}>
                <input type="radio" id={`method-${method}`} name="contactMethod" value={method} defaultChecked={values.contactMethod === method} />
                <label htmlFor={`method-${method}`}>{t.methods[method]}</label>
              </div>
            ))}
          </fieldset>
        ))}

        {group('email', (
          <>
            <label htmlFor="email" className={styles.label}>{t.email}</label>
            <p id="email-hint" className={styles.hint}>{t.emailHint}</p>
            {errorMessage('email')}
            <input id="email" name="email" type="email" autoComplete="email" spellCheck={false} defaultValue={values.email} aria-describedby={describedBy('email', true)} aria-invalid={errors.email ? true : undefined} className={styles.input} />
          </>
        ))}

        {group('phone', (
          <>
            <label htmlFor="phone" className={styles.label}>{t.phone}</label>
            <p id="phone-hint" className={styles.hint}>{t.phoneHint}</p>
            {errorMessage('phone')}
            <input id="phone" name="phone" type="tel" autoComplete="tel" defaultValue={values.phone} aria-describedby={describedBy('phone', true)} aria-invalid={errors.phone ? true : undefined} className={styles.input} />
          </>
        ))}

        {group('consent', (
          <>
            {errorMessage('consent')}
            <div className={styles.choice}>
              <input type="checkbox" id="consent-to-contact" name="consent" value="yes" defaultChecked={values.consent === 'yes'} aria-describedby={describedBy('consent')} aria-invalid={errors.consent ? true : undefined} />
              <label htmlFor="consent-to-contact">{t.consent}</label>
            </div>
          </>
        ))}

        <p className={styles.hint}>{format(t.privacy, { months: retentionMonths })}</p>
        <button type="submit" className="button">{t.submit}</button>
      </form>
    </>
  )
}
