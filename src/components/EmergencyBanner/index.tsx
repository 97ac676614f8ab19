import { getEmergencyNotice } from '@/content'
import { getDictionary, type Locale } from '@/i18n'

import styles from './EmergencyBanner.module.css'

/**
 * The emergency notice at the top of every public page, before the header: plain HTML (works
 * without JavaScript, kept with the page by the service worker for offline reading).
 */
export async function EmergencyBanner({ lang }: { lang: Locale }) {
  const notice = await getEmergencyNotice(lang)
  if (!notice) return null
  const t = getDictionary(lang).emergency
  return (
    <section className={`${styles.banner} ${styles[notice.severity]}`} aria-labelledby="emergency-title" data-severity={notice.severity}>
      <div className="container">
        <h2 id="emergency-title" className={styles.title}>
          {t[notice.severity]} : <span lang={notice.textLang}>{notice.title}</span>
        </h2>
        {notice.textLang && <p className={styles.message}>{t.otherLanguage}</p>}
        <p className={styles.message} lang={notice.textLang}>
          {notice.message}
        </p>
        {notice.link ? (
          <p>
            <a href={notice.link.url}>{notice.link.label}</a>
          </p>
        ) : null}
      </div>
    </section>
  )
}
