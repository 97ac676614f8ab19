/**
 * The island every public page loads (module script, after the HTML is parsed). Public pages
 * ship no framework runtime: the server renders plain HTML and this adds comfort to it —
 * - the language dialog (without JavaScript the button is a plain link to the other language);
 * - the consent banner's buttons handled in place, and the tracker loaders after consent;
 * - the loading signal on slow navigations, prefetch on intent (not on 2G/Save-Data);
 * - the data-saver toggle, the service worker, "save for offline" and the update notice.
 * Configuration and texts come from the page itself (data attributes), never from a request.
 */
import { choicesFrom, consentCategories, type ConsentCategory } from '../consent/categories'
import { LANGUAGE_COOKIE_MAX_AGE, LANGUAGE_STORAGE_KEY, isLocale, type Locale } from '../i18n/locales'
import { currentConsent, writeConsent } from '../runtime/cookies'
import { dataSaverOn, startDataSaverToggle } from '../runtime/dataSaver'
import { runLoaders } from '../runtime/loaders'
import { startChunkRecovery, startLoadingSignal, startPrefetch } from '../runtime/navigation'
import { startServiceWorker } from '../runtime/serviceWorker'
import type { TrackerConfig } from '../trackers/config'

const html = document.documentElement
const lang = html.lang
const trackers = JSON.parse(document.body.dataset.trackers || '{}') as TrackerConfig

/** Stores the choice where the specification keeps it (localStorage) and where the server reads it (cookie). */
function storeLanguage(code: Locale): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, code)
  } catch {
    // Private mode or storage disabled: the cookie still carries the choice.
  }
  document.cookie = `${LANGUAGE_STORAGE_KEY}=${code}; path=/; max-age=${LANGUAGE_COOKIE_MAX_AGE}; samesite=lax`
}

/** The native <dialog> keeps focus inside, closes on Esc and returns focus; Tab cycles within it. */
function startLanguageDialog(): void {
  const trigger = document.querySelector<HTMLAnchorElement>('[data-language-trigger]')
  const dialog = document.getElementById('language-dialog') as HTMLDialogElement | null
  if (!trigger || !dialog || typeof dialog.showModal !== 'function') return
  trigger.addEventListener('click', (event) => {
    event.preventDefault()
    dialog.showModal()
  })
  dialog.addEventListener('click', (event) => {
    const option = (event.target as Element).closest<HTMLAnchorElement>('a[data-language-option]')
    if (!option) return
    const code = option.dataset.languageOption
    if (!isLocale(code)) return
    event.preventDefault()
    storeLanguage(code)
    if (code === lang) {
      dialog.close()
      return
    }
    // The exact counterpart (its own slug) from the page's hreflang alternate, else the link itself.
    const alternate = document.querySelector<HTMLLinkElement>(`link[rel="alternate"][hreflang="${code}"]`)
    location.assign(alternate?.href ? new URL(alternate.href).pathname + new URL(alternate.href).search : option.href)
  })
  dialog.addEventListener('keydown', (event) => {
    if (event.key !== 'Tab') return
    const focusable = dialog.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')
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
  })
}

function startConsent(loaded: Set<ConsentCategory>): void {
  const form = document.getElementById('consent-form') as HTMLFormElement | null
  if (!form) return
  const details = document.getElementById('consent-details') as HTMLDetailsElement | null
  const status = document.getElementById('consent-status')
  const box = (c: ConsentCategory) => form.elements.namedItem(c) as HTMLInputElement | null
  form.addEventListener('submit', (event) => {
    const submitter = (event as SubmitEvent).submitter as HTMLButtonElement | null
    event.preventDefault()
    const state = choicesFrom(submitter?.value ?? 'custom', (c) => Boolean(box(c)?.checked))
    writeConsent(state)
    for (const c of consentCategories) if (box(c)) box(c)!.checked = state[c]
    html.removeAttribute('data-consent-ask')
    html.removeAttribute('data-consent-open')
    if (details) details.open = false
    if (status) status.textContent = form.dataset.saved ?? ''
    runLoaders(currentConsent(), trackers, dataSaverOn(), lang, loaded)
    document.getElementById('main')?.focus()
  })
  document.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest?.('[data-cookie-settings]')
    if (!link) return
    event.preventDefault()
    const consent = currentConsent()
    for (const c of consentCategories) if (box(c)) box(c)!.checked = consent?.[c] === true
    html.setAttribute('data-consent-open', '')
    if (details) details.open = true
    document.getElementById('consent-title')?.focus()
  })
}

const loaded = new Set<ConsentCategory>()
const status = document.getElementById('nav-status')
if (status) startLoadingSignal(status, status.dataset.loading ?? '')
startPrefetch()
startChunkRecovery()
startLanguageDialog()
startDataSaverToggle()
startServiceWorker()
runLoaders(currentConsent(), trackers, dataSaverOn(), lang, loaded)
startConsent(loaded)
