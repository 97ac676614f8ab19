import type { Locale } from '@/i18n/locales'

import styles from './SearchForm.module.css'

type Texts = { label: string; available: { one: string; other: string }; none: string }

/**
 * The empty suggestion list and its live status, next to a search field; the `search`
 * island (src/islands/search.ts) turns the field into an ARIA 1.2 combobox and fills them.
 */
export function SearchSuggestions({ inputId, texts }: { inputId: string; lang: Locale; texts: Texts }) {
  return (
    <>
      <ul
        id={`${inputId}-suggestions`}
        role="listbox"
        aria-label={texts.label}
        className={styles.listbox}
        hidden
        data-island="search"
        data-suggestions-for={inputId}
        data-option-class={styles.option}
        data-category-class={styles.optionCategory}
        data-one={texts.available.one}
        data-other={texts.available.other}
        data-none={texts.none}
      />
      <span role="status" aria-live="polite" className="visually-hidden" />
    </>
  )
}
