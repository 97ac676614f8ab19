import { getDictionary, pathFor, type Locale } from '@/i18n'

import styles from './SearchForm.module.css'

type Props = { lang: Locale; id: string; compact?: boolean; defaultValue?: string }

/** A plain GET form to the search results page: works without JavaScript. */
export function SearchForm({ lang, id, compact = false, defaultValue }: Props) {
  const t = getDictionary(lang).search
  return (
    <form role="search" action={pathFor(lang, 'search')} method="get" className={compact ? styles.compact : styles.form}>
      <label htmlFor={id} className={compact ? 'visually-hidden' : styles.label}>
        {t.label}
      </label>
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
      </div>
    </form>
  )
}
