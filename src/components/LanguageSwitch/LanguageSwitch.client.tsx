'use client'

import { usePathname } from 'next/navigation'

import { otherLocale, type Locale } from '@/i18n/locales'

import styles from './LanguageSwitch.module.css'
import { swapLanguage } from './swapLanguage'

type Props = {
  lang: Locale
  texts: { button: string; buttonShort: string; title: string; intro: string; close: string; current: string }
  options: { code: Locale; name: string }[]
}

/**
 * Rendered on the server only: public pages ship no React runtime. This is a client
 * component solely because layouts get the current path through `usePathname()`.
 * Without JavaScript: a plain link to this page in the other language (which stores the
 * choice through `?setlang`). With JavaScript (src/islands/runtime.ts) the link opens the
 * native modal <dialog> rendered here.
 */
export function LanguageSwitchClient({ lang, texts, options }: Props) {
  const pathname = usePathname() ?? `/${lang}/`
  const other = otherLocale(lang)
  return (
    <>
      <a href={`${swapLanguage(pathname, other)}?setlang=${other}`} hrefLang={other} className={styles.trigger} aria-haspopup="dialog" data-language-trigger="">
        <span aria-hidden="true" className={styles.globe}>
          {texts.buttonShort}
        </span>
        <span className={styles.label}>{texts.button}</span>
      </a>
      <dialog id="language-dialog" className={styles.dialog} aria-labelledby="language-dialog-title" aria-describedby="language-dialog-intro">
        <h2 id="language-dialog-title" className={styles.title}>
          {texts.title}
        </h2>
        <p id="language-dialog-intro">{texts.intro}</p>
        <ul className={styles.options}>
          {options.map((option) => (
            <li key={option.code}>
              <a
                href={`${swapLanguage(pathname, option.code)}?setlang=${option.code}`}
                hrefLang={option.code}
                lang={option.code}
                aria-current={option.code === lang ? 'true' : undefined}
                className={styles.option}
                data-language-option={option.code}
              >
                {option.name}
                {option.code === lang && <span className="visually-hidden"> {texts.current}</span>}
              </a>
            </li>
          ))}
        </ul>
        <form method="dialog">
          <button type="submit" className="button button-secondary">
            {texts.close}
          </button>
        </form>
      </dialog>
    </>
  )
}
