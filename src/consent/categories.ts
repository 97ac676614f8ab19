/**
 * Consent categories and their cookies. Each choice is its own cookie whose value is
 * exactly `true` or `false`; a tracker runs only when its cookie is exactly `true`.
 * Shared by the server (route handler, banner markup) and the browser runtime.
 */
export const consentCategories = ['analytics', 'tagmanager', 'pixel', 'heatmap', 'chat', 'linkedin'] as const
export type ConsentCategory = (typeof consentCategories)[number]
export type ConsentState = Record<ConsentCategory, boolean>

export const consentCookieName = (category: ConsentCategory): string => `consent-${category}`

/** Cookies each category's tracker may set in the first-party jar (removed on withdrawal). */
export const trackerCookiePrefixes: Record<ConsentCategory, string[]> = {
  analytics: ['sp-aid'],
  tagmanager: ['_ga', '_gid', '_gat', '_gcl'],
  pixel: ['_fbp', '_fbc'],
  heatmap: ['_hj'],
  chat: ['crisp-client'],
  linkedin: ['li_', 'lidc', 'AnalyticsSyncHistory', 'UserMatchHistory', 'bcookie'],
}

/** Parses a Cookie header / document.cookie into the recorded choices (null when no choice was ever made). */
export function readConsent(cookieString: string): Partial<ConsentState> | null {
  const out: Partial<ConsentState> = {}
  let any = false
  for (const part of cookieString.split(/;\s*/)) {
    const eq = part.indexOf('=')
    if (eq < 0) continue
    const name = part.slice(0, eq).trim()
    const value = part.slice(eq + 1).trim()
    const category = consentCategories.find((c) => consentCookieName(c) === name)
    if (!category) continue
    any = true
    out[category] = value === 'true'
  }
  return any ? out : null
}

/** Choices from a submitted form: `all`, `none`, or the ticked categories. */
export function choicesFrom(choice: string | null, ticked: (category: ConsentCategory) => boolean): ConsentState {
  return Object.fromEntries(
    consentCategories.map((c) => [c, choice === 'all' ? true : choice === 'none' ? false : ticked(c)]),
  ) as ConsentState
}

/** The Set-Cookie attribute string for one consent cookie. */
export function consentCookie(category: ConsentCategory, granted: boolean, maxAge: number, secure: boolean): string {
  return `${consentCookieName(category)}=${granted}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure ? '; Secure' : ''}`
}
