import { getSiteSettings } from '@/content'
import { alertsOffered } from '@/alerts/config'
import { serviceCodes } from '@/channels/codes'
import { getDictionary, pathFor, type Locale } from '@/i18n'

import { PhoneLink } from '../PhoneLink'
import styles from './SiteFooter.module.css'

export async function SiteFooter({ lang }: { lang: Locale }) {
  const t = getDictionary(lang)
  const settings = await getSiteSettings(lang)
  const codes = serviceCodes()
  const numbers = (settings.emergencyNumbers ?? []).filter((entry) => entry.label)
  return (
    <footer role="contentinfo" className={styles.footer}>
      <div className="container">
        {numbers.length > 0 && (
          <section aria-labelledby="footer-emergency" className={styles.emergency}>
            <h2 id="footer-emergency" className={styles.heading}>
              {t.footer.emergencyTitle}
            </h2>
            <ul className={styles.numbers}>
              {numbers.map((entry) => (
                <li key={entry.id ?? entry.key}>
                  <span>{entry.label}</span> <PhoneLink number={entry.number} className={styles.number} />
                </li>
              ))}
            </ul>
          </section>
        )}
        <nav aria-label={t.a11y.footerNav}>
          <ul className={styles.links}>
            <li>
              <a href={pathFor(lang, 'about')}>{t.footer.about}</a>
            </li>
            <li>
              <a href={pathFor(lang, 'contact')}>{t.footer.contact}</a>
            </li>
            <li>
              <a href={`${pathFor(lang, 'about')}#accessibilite`}>{t.footer.accessibility}</a>
            </li>
            <li>
              <a href={`${pathFor(lang, 'about')}#cookies`} data-cookie-settings="">
                {t.footer.cookies}
              </a>
            </li>
            <li>
              <a href={pathFor(lang, 'openData')}>{t.openData.footer}</a>
            </li>
            {(codes.sms || codes.ussd) && (
              <li>
                <a href={pathFor(lang, 'sms')}>{t.smsPage.footer}</a>
              </li>
            )}
            {alertsOffered() && (
              <li>
                <a href={pathFor(lang, 'alerts')}>{t.alertsPage.footer}</a>
              </li>
            )}
            <li>
              <a href={pathFor(lang, 'reminders')}>{t.remindersPage.footer}</a>
            </li>
            <li>
              <a href={pathFor(lang, 'services')}>{t.footer.sitemap}</a>
            </li>
          </ul>
        </nav>
        <p id="data-saver-row" className={styles.dataSaver} hidden>
          <button
            type="button"
            id="data-saver"
            className="button button-secondary"
            aria-pressed="false"
            aria-describedby="data-saver-hint"
            data-on={t.runtime.dataSaverOn}
            data-off={t.runtime.dataSaverOff}
            data-auto={t.runtime.dataSaverAuto}
          >
            {t.runtime.dataSaver}
          </button>{' '}
          <span id="data-saver-state" /> <span id="data-saver-hint" className={styles.hint}>{t.runtime.dataSaverHint}</span>
        </p>
        <p className={styles.disclaimer}>{settings.footerNote || t.footer.disclaimer}</p>
      </div>
    </footer>
  )
}
