import { getDictionary, pathFor, type Locale } from '@/i18n'

import { LanguageSwitch } from '../LanguageSwitch'
import { SearchForm } from '../SearchForm'
import styles from './SiteHeader.module.css'

export function SiteHeader({ lang }: { lang: Locale }) {
  const t = getDictionary(lang)
  const links = [
    { href: pathFor(lang, 'services'), label: t.nav.services },
    { href: pathFor(lang, 'about'), label: t.nav.about },
    { href: pathFor(lang, 'contact'), label: t.nav.contact },
  ]
  return (
    <header role="banner" className={styles.header}>
      <div className={`container ${styles.top}`}>
        <a href={pathFor(lang, 'home')} className={styles.brand} aria-label={t.site.homeLink}>
          <span className={styles.mark} aria-hidden="true" />
          <span>
            <span className={styles.republic}>{t.site.republic}</span>
            <span className={styles.name}>{t.site.name}</span>
          </span>
        </a>
        <LanguageSwitch lang={lang} />
      </div>
      <div className={styles.band}>
        <div className={`container ${styles.bandInner}`}>
          <nav aria-label={t.a11y.mainNav} className={styles.nav}>
            <ul>
              {links.map((link) => (
                <li key={link.href}>
                  <a href={link.href}>{link.label}</a>
                </li>
              ))}
            </ul>
          </nav>
          <SearchForm lang={lang} id="header-search" compact />
        </div>
      </div>
    </header>
  )
}
