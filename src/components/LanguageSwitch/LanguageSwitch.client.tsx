'use client'

import { usePathname } from 'next/navigation'
import { useRef } from 'react'

import { LANGUAGE_COOKIE_MAX_AGE, LANGUAGE_STORAGE_KEY, otherLocale, type Locale } from '@/i18n/locales'

import styles from './LanguageSwitch.module.css'
import { swapLanguage } from './swapLanguage'

type Props = {
  lang: Locale
  texts: { button: string; buttonShort: string; title: string; intro: string; close: string; current: string }
  options: { code: Locale; name: string }[]
}

/** Stores the choice where the specification keeps it (localStorage) and where the server reads it (cookie). */
export function storeLanguage(lang: Locale): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, lang)
  } catch {
    // Private mode or storage disabled: the cookie still carries the choice.
  }
  document.cookie = `${LANGUAGE_STORAGE_KEY}=${lang}; path=/; max-age=${LANGUAGE_COOKIE_MAX_AGE}; samesite=lax`
}

/** Exact counterpart from the page's hreflang alternate when present, else the swapped path. */
function counterpartHref(pathname: string, target: Locale): string {
  const alternate = document.querySelector<HTMLLinkElement>(`link[rel="alternate"][hreflang="${target}"]`)
  if (alternate?.href) {
    const url = new URL(alternate.href)
    return url.pathname + url.search
  }
  return swapLanguage(pathname, target)
}

/**
 * Without JavaScript: a plain link to this page in the other language (which
 * stores the choice through `?setlang`). With JavaScript: a modal dialog.
 * The native <dialog> keeps focus inside, closes on Esc and returns focus.
 */
export function LanguageSwitchClient({ lang, texts, options }: Props) {
  const pathname = usePathname() ?? `/${lang}/`
  const dialog = useRef<HTMLDialogElement>(null)
  const other = otherLocale(lang)
  const fallbackHref = `${swapLanguage(pathname, other)}?setlang=${other}`

  function choose(event: React.MouseEvent<HTMLAnchorElement>, code: Locale) {
    event.preventDefault()
    storeLanguage(code)
    if (code === lang) {
      dialog.current?.close()
      return
    }
    window.location.assign(counterpartHref(pathname, code))
  }

  /** Keeps Tab and Shift+Tab cycling inside the open dialog (the browser would let focus leave to its own UI). */
  function trapFocus(event: React.KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== 'Tab' || !dialog.current) return
    const focusable = dialog.current.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')
    const first = focusable[0]
    const last = focusable[focusable.length - 1]
    if (!first || !last) return
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first.focus()
    }
  }

  return (
    <>
      <a
        href={fallbackHref}
        hrefLang={other}
        className={styles.trigger}
        aria-haspopup="dialog"
        onClick={(event) => {
          event.preventDefault()
          dialog.current?.showModal()
        }}
      >
        <span aria-hidden="true" className={styles.globe}>
          {texts.buttonShort}
        </span>
        <span className={styles.label}>{texts.button}</span>
      </a>
      <dialog ref={dialog} onKeyDown={trapFocus} className={styles.dialog} aria-labelledby="language-dialog-title" aria-describedby="language-dialog-intro">
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
                onClick={(event) => choose(event, option.code)}
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
