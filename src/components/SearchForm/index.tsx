import { getDictionary, pathFor, type Locale } from '@/i18n'

import styles from './SearchForm.module.css'
import { SearchSuggestions } from './SearchSuggestions'

type Props = { lang: Locale; id: string; compact?: boolean; defaultValue?: string; categorySlug?: string }

/** A plain GET form to the search results page: works without JavaScript. */
export function SearchForm({ lang, id, compact = false, defaultValue, categorySlug }: Props) {
  const t = getDictionary(lang).search
  return (
    <form role="search" action={pathFor(lang, 'search')} method="get" className={compact ? styles.compact : styles.form}>
      <label htmlFor={id} className={compact ? 'visually-hidden' : styles.label}>
        {t.label}
      </label>
      {categorySlug && <input type="hidden" name="theme" value={categorySlug} />}
      <div className={styles.row}>
        <input
          id={id}
          name="q"
          type="search"
          className={styles.input}
          placeholder={t.placeholder}
          defaultValue={defaultValue}
          maxLength={200}
          autoComplete="off"
          enterKeyHint="search"
        />
        <button type="submit" className={styles.button}>
          {t.submit}
        </button>
        <SearchSuggestions
          inputId={id}
          lang={lang}
          texts={{ label: t.suggestions, available: t.suggestionsAvailable, none: t.noSuggestion }}
        />
      </div>
    </form>
  )
}
