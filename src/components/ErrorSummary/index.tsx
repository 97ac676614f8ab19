import styles from '@/components/ContactForm/ContactForm.module.css'

type Props = { title: string; body?: string; errors: { href: string; text: string }[] }

/**
 * The box above a refused form (GOV.UK's error summary): a title, what went wrong, and each
 * problem linked to its field. Focused on load where the form's island runs (src/islands/contact.ts).
 */
export function ErrorSummary({ title, body, errors }: Props) {
  return (
    <div className={styles.summary} role="alert" tabIndex={-1} aria-labelledby="error-summary-title" data-error-summary="">
      <h2 id="error-summary-title" className={styles.summaryTitle}>
        {title}
      </h2>
      {body && <p>{body}</p>}
      {errors.length > 0 && (
        <ul>
          {errors.map(({ href, text }) => (
            <li key={href}>
              <a href={href}>{text}</a>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
