'use client'

import { useEffect, useId, useRef, useState } from 'react'

import type { Locale } from '@/i18n/locales'

import styles from './SearchForm.module.css'

type Suggestion = { title: string; url: string; category: string }
type Texts = { label: string; available: { one: string; other: string }; none: string }

const MIN_CHARS = 2

/**
 * Progressive enhancement of a plain search input into an ARIA 1.2 combobox
 * with a list of suggestions. Without JavaScript the input stays a normal field
 * of a GET form; with it, arrow keys move, Enter opens, Esc closes, and the
 * number of suggestions is announced politely.
 */
export function SearchSuggestions({ inputId, lang, texts }: { inputId: string; lang: Locale; texts: Texts }) {
  const listId = useId()
  const [items, setItems] = useState<Suggestion[]>([])
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const [announcement, setAnnouncement] = useState('')
  const state = useRef({ items, active, open })
  state.current = { items, active, open }

  useEffect(() => {
    const input = document.getElementById(inputId) as HTMLInputElement | null
    if (!input) return
    input.setAttribute('role', 'combobox')
    input.setAttribute('aria-autocomplete', 'list')
    input.setAttribute('aria-controls', listId)
    input.setAttribute('aria-expanded', 'false')
    let timer: ReturnType<typeof setTimeout> | undefined
    let controller: AbortController | undefined

    const close = () => {
      setOpen(false)
      setActive(-1)
    }
    const load = (value: string) => {
      controller?.abort()
      if (value.trim().length < MIN_CHARS) {
        setItems([])
        close()
        return
      }
      controller = new AbortController()
      fetch(`/api/search/?lang=${lang}&limit=6&q=${encodeURIComponent(value)}`, { signal: controller.signal })
        .then((response) => (response.ok ? response.json() : { results: [] }))
        .then((data: { results: Suggestion[] }) => {
          setItems(data.results)
          setOpen(true)
          setActive(-1)
          const count = data.results.length
          setAnnouncement(count === 0 ? texts.none : (count === 1 ? texts.available.one : texts.available.other).replace('{count}', String(count)))
        })
        .catch(() => undefined)
    }
    const onInput = () => {
      clearTimeout(timer)
      // Slower typing pace on slow links: fewer requests.
      const connection = (navigator as Navigator & { connection?: { effectiveType?: string; saveData?: boolean } }).connection
      const slow = connection?.saveData || /2g/.test(connection?.effectiveType ?? '')
      timer = setTimeout(() => load(input.value), slow ? 600 : 200)
    }
    const onKeyDown = (event: KeyboardEvent) => {
      const { items: list, active: current, open: isOpen } = state.current
      if (event.key === 'ArrowDown' && list.length > 0) {
        event.preventDefault()
        setOpen(true)
        setActive((current + 1) % list.length)
      } else if (event.key === 'ArrowUp' && list.length > 0) {
        event.preventDefault()
        setActive(current <= 0 ? list.length - 1 : current - 1)
      } else if (event.key === 'Enter' && isOpen && current >= 0 && list[current]) {
        event.preventDefault()
        window.location.assign(list[current].url)
      } else if (event.key === 'Escape' && isOpen) {
        event.preventDefault()
        close()
      }
    }
    const onBlur = () => setTimeout(close, 150)
    input.addEventListener('input', onInput)
    input.addEventListener('keydown', onKeyDown)
    input.addEventListener('blur', onBlur)
    return () => {
      clearTimeout(timer)
      controller?.abort()
      input.removeEventListener('input', onInput)
      input.removeEventListener('keydown', onKeyDown)
      input.removeEventListener('blur', onBlur)
    }
  }, [inputId, lang, listId, texts])

  useEffect(() => {
    const input = document.getElementById(inputId)
    input?.setAttribute('aria-expanded', String(open && items.length > 0))
    if (open && active >= 0) input?.setAttribute('aria-activedescendant', `${listId}-${active}`)
    else input?.removeAttribute('aria-activedescendant')
  }, [inputId, listId, open, active, items.length])

  return (
    <>
      <ul id={listId} role="listbox" aria-label={texts.label} className={styles.listbox} hidden={!open || items.length === 0}>
        {items.map((item, index) => (
          <li
            key={item.url}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            className={styles.option}
            onMouseDown={(event) => {
              event.preventDefault()
              window.location.assign(item.url)
            }}
          >
            {item.title}
            {item.category && <span className={styles.optionCategory}>{item.category}</span>}
          </li>
        ))}
      </ul>
      <span role="status" aria-live="polite" className="visually-hidden">
        {announcement}
      </span>
    </>
  )
}
