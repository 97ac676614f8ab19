import { describe, expect, it } from 'vitest'

import { choicesFrom, consentCookie, readConsent } from './categories'

describe('consent cookies', () => {
  it('reads each category from its own cookie; only the exact value "true" grants', () => {
    expect(readConsent('lang=fr; consent-pixel=true; consent-chat=TRUE; consent-heatmap=false; consent-linkedin=1')).toEqual({ pixel: true, chat: false, heatmap: false, linkedin: false })
  })
  it('returns null when no choice was ever made', () => {
    expect(readConsent('language=mg; other=true')).toBeNull()
    expect(readConsent('')).toBeNull()
  })
  it('maps accept all, refuse all and a custom choice', () => {
    expect(Object.values(choicesFrom('all', () => false)).every(Boolean)).toBe(true)
    expect(Object.values(choicesFrom('none', () => true)).some(Boolean)).toBe(false)
    expect(choicesFrom('custom', (c) => c === 'analytics')).toEqual({ analytics: true, tagmanager: false, pixel: false, heatmap: false, chat: false, linkedin: false })
  })
  it('writes true or false with a 6–13 month lifetime', () => {
    expect(consentCookie('chat', false, 31536000, true)).toBe('consent-chat=false; Path=/; Max-Age=31536000; SameSite=Lax; Secure')
  })
})
