import { consentCategories, consentCookie, readConsent, trackerCookiePrefixes, type ConsentCategory, type ConsentState } from '../consent/categories'
import { CONSENT_MAX_AGE_S } from './constants'

export function currentConsent(): Partial<ConsentState> | null {
  return readConsent(document.cookie)
}

/** Stores each choice as its own cookie; withdrawn categories lose the cookies their tracker set. */
export function writeConsent(state: ConsentState): void {
  const secure = location.protocol === 'https:'
  for (const category of consentCategories) {
    document.cookie = consentCookie(category, state[category], CONSENT_MAX_AGE_S, secure)
    if (!state[category]) removeTrackerCookies(category)
  }
}

/** Expires the category's first-party cookies on this host and its parent domains (as far as the browser allows). */
export function removeTrackerCookies(category: ConsentCategory): void {
  const names = document.cookie
    .split(/;\s*/)
    .map((part) => part.split('=')[0]!.trim())
    .filter((name) => name && trackerCookiePrefixes[category].some((prefix) => name.startsWith(prefix)))
  const parts = location.hostname.split('.')
  const domains = [''] as string[]
  for (let i = 0; i < parts.length - 1; i++) domains.push(`; domain=.${parts.slice(i).join('.')}`)
  for (const name of names) for (const domain of domains) document.cookie = `${name}=; path=/; max-age=0${domain}`
  if (category === 'analytics') {
    try {
      localStorage.removeItem('sp-aid')
    } catch {
      /* storage disabled */
    }
  }
}
