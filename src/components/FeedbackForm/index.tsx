import { getDictionary, type Locale } from '@/i18n'
import { FEEDBACK_COMMENT_MAX } from '@/forms/feedback/options'

import styles from './FeedbackForm.module.css'

/** "Cette page vous a-t-elle été utile ?" under every guide: a plain form (no JavaScript, no cookie). */
export function FeedbackForm({ lang, serviceId }: { lang: Locale; serviceId: number }) {
  const t = getDictionary(lang).feedback
  return (
    <section aria-labelledby="feedback-title" className={`no-print ${styles.feedback}`}>
      <form action={`/${lang}/avis/`} method="post">
        <h2 id="feedback-title">
          {t.question}
        </h2>
        <input type="hidden" name="service" value={serviceId} />
        <label htmlFor="feedback-comment" className={styles.label}>
          {t.commentLabel}
        </label>
        <p id="feedback-hint">
          {t.commentHint}
        </p>
        <textarea id="feedback-comment" name="comment" rows={2} maxLength={FEEDBACK_COMMENT_MAX} aria-describedby="feedback-hint" className={styles.comment} />
        <div className={styles.answers}>
          <button type="submit" name="utile" value="oui" className="button">
            {t.yes}
          </button>
          <button type="submit" name="utile" value="non" className="button button-secondary">
            {t.no}
          </button>
        </div>
      </form>
    </section>
  )
}
