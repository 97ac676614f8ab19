import { consentCategories } from "@/consent/categories";
import { getDictionary, type Locale } from "@/i18n";

import styles from "./ConsentBanner.module.css";

/**
 * The consent banner, part of the static HTML. It is displayed only when the head script
 * finds no consent cookie (html[data-consent-ask]) or the footer's "cookie settings" link
 * reopens it (html[data-consent-open]); without JavaScript no tracker can run, so it stays
 * hidden. Its buttons are plain form posts (they work before the page's script has loaded);
 * the runtime handles them in place when it is ready.
 */
export function ConsentBanner({ lang }: { lang: Locale }) {
  const t = getDictionary(lang).consent;
  return (
    <>
      <section
        id="consent"
        className={styles.banner}
        aria-labelledby="consent-title"
      >
        <div className="container">
          <h2 id="consent-title" className={styles.title} tabIndex={-1}>
            {t.title}
          </h2>
          <p className={styles.intro}>{t.intro}</p>
          <form
            id="consent-form"
            data-saved={t.saved}
            method="post"
            action={`/${lang}/consent/`}
            className={styles.form}
          >
            <button
              type="submit"
              name="choice"
              value="all"
              className={`button ${styles.choice}`}
            >
              {t.acceptAll}
            </button>
            <button
              type="submit"
              name="choice"
              value="none"
              className={`button ${styles.choice}`}
            >
              {t.refuseAll}
            </button>
            <details id="consent-details" className={styles.details}>
              <summary className={`button ${styles.choice}`}>
                {t.choose}
              </summary>
              <fieldset className={styles.fieldset}>
                <legend>{t.chooseIntro}</legend>
                {consentCategories.map((category) => (
                  <div key={category} className={styles.option}>
                    <input
                      type="checkbox"
                      id={`consent-${category}`}
                      name={category}
                      value="true"
                    />
                    <label htmlFor={`consent-${category}`}>
                      <strong>{t.categories[category].label}</strong>
                      <span className={styles.description}>
                        {t.categories[category].description}
                      </span>
                    </label>
                  </div>
                ))}
              </fieldset>
              <button
                type="submit"
                name="choice"
                value="custom"
                className="button button-secondary"
              >
                {t.save}
              </button>
            </details>
          </form>
        </div>
      </section>
      <p id="consent-status" role="status" className="visually-hidden" />
    </>
  );
}
