/**
 * Search suggestions: enhances a plain search field (a GET form that works without
 * JavaScript) into an ARIA 1.2 combobox. Arrow keys move, Enter opens, Esc closes, and the
 * number of suggestions is announced politely. The server renders the empty listbox and the
 * status next to each field (`data-suggestions-for`), with the texts in data attributes.
 */
type Suggestion = { title: string; url: string; category: string }

const MIN_CHARS = 2

function plural(lang: string, count: number, one: string, other: string): string {
  return (new Intl.PluralRules(lang).select(count) === 'one' ? one : other).replace('{count}', String(count))
}

function enhance(list: HTMLUListElement): void {
  const input = document.getElementById(list.dataset.suggestionsFor ?? '') as HTMLInputElement | null
  const announce = list.nextElementSibling as HTMLElement | null
  if (!input) return
  const lang = document.documentElement.lang
  const texts = list.dataset
  input.setAttribute('role', 'combobox')
  input.setAttribute('aria-autocomplete', 'list')
  input.setAttribute('aria-controls', list.id)
  input.setAttribute('aria-expanded', 'false')
  let items: Suggestion[] = []
  let active = -1
  let open = false
  let timer: ReturnType<typeof setTimeout> | undefined
  let controller: AbortController | undefined

  const render = () => {
    list.replaceChildren(
      ...items.map((item, index) => {
        const li = document.createElement('li')
        li.id = `${list.id}-${index}`
        li.setAttribute('role', 'option')
        li.setAttribute('aria-selected', String(index === active))
        li.className = list.dataset.optionClass ?? ''
        li.textContent = item.title
        if (item.category) {
          const category = document.createElement('span')
          category.className = list.dataset.categoryClass ?? ''
          category.textContent = item.category
          li.append(category)
        }
        li.addEventListener('mousedown', (event) => {
          event.preventDefault()
          location.assign(item.url)
        })
        return li
      }),
    )
    const shown = open && items.length > 0
    list.hidden = !shown
    input.setAttribute('aria-expanded', String(shown))
    if (shown && active >= 0) input.setAttribute('aria-activedescendant', `${list.id}-${active}`)
    else input.removeAttribute('aria-activedescendant')
  }
  const close = () => {
    open = false
    active = -1
    render()
  }
  /** Closes the list and forgets any suggestions still being asked for (Esc, leaving the field). */
  const dismiss = () => {
    clearTimeout(timer)
    controller?.abort()
    close()
  }
  const load = (value: string) => {
    controller?.abort()
    if (value.trim().length < MIN_CHARS) {
      items = []
      close()
      return
    }
    controller = new AbortController()
    fetch(`/api/search/?lang=${lang}&limit=6&q=${encodeURIComponent(value)}`, { signal: controller.signal })
      .then((response) => (response.ok ? response.json() : { results: [] }))
      .then((data: { results: Suggestion[] }) => {
        items = data.results
        open = true
        active = -1
        render()
        const count = items.length
        if (announce) announce.textContent = count === 0 ? (texts.none ?? '') : plural(lang, count, texts.one ?? '', texts.other ?? '')
      })
      .catch(() => undefined)
  }
  input.addEventListener('input', () => {
    clearTimeout(timer)
    // Slower typing pace on slow links: fewer requests.
    const connection = (navigator as Navigator & { connection?: { effectiveType?: string; saveData?: boolean } }).connection
    const slow = connection?.saveData || /2g/.test(connection?.effectiveType ?? '')
    timer = setTimeout(() => load(input.value), slow ? 600 : 200)
  })
  input.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowDown' && items.length > 0) {
      event.preventDefault()
      open = true
      active = (active + 1) % items.length
      render()
    } else if (event.key === 'ArrowUp' && items.length > 0) {
      event.preventDefault()
      active = active <= 0 ? items.length - 1 : active - 1
      render()
    } else if (event.key === 'Enter' && open && active >= 0 && items[active]) {
      event.preventDefault()
      location.assign(items[active]!.url)
    } else if (event.key === 'Escape') {
      // Closed stays closed: a request still on its way must not open the list again.
      if (open) event.preventDefault()
      dismiss()
    }
  })
  input.addEventListener('blur', () => setTimeout(dismiss, 150))
}

for (const list of document.querySelectorAll<HTMLUListElement>('ul[data-suggestions-for]')) enhance(list)
