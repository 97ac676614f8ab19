import { afterEach, describe, expect, it, vi } from 'vitest'

import { contentSecurityPolicy } from '../security/headers'
import { setTrackerOverrides, trackerConfig, validTrackerValue } from './config'

describe('tracker configuration', () => {
  it('accepts only well-formed identifiers and an https endpoint', () => {
    expect(trackerConfig({})).toEqual({})
    const config = trackerConfig({ GTM_ID: 'GTM-AB12CD', META_PIXEL_ID: 'nope', ANALYTICS_TOKEN: 't', ANALYTICS_ENDPOINT: 'http://insecure/track' })
    expect(config.tagmanager).toEqual({ id: 'GTM-AB12CD' })
    expect(config.pixel).toBeUndefined()
    expect(config.analytics).toBeUndefined()
  })
  it('allows in the CSP only the hosts of configured trackers', () => {
    const none = contentSecurityPolicy({})
    expect(none).not.toMatch(/googletagmanager|facebook|hotjar|crisp|licdn/)
    const some = contentSecurityPolicy(trackerConfig({ GTM_ID: 'GTM-AB12CD', ANALYTICS_TOKEN: 't', ANALYTICS_ENDPOINT: 'https://api.example.com/track' }))
    expect(some).toMatch(/script-src 'self' 'unsafe-inline' https:\/\/www\.googletagmanager\.com/)
    expect(some).toMatch(/connect-src 'self' https:\/\/api\.example\.com/)
    expect(some).not.toMatch(/facebook|hotjar/)
  })
})

describe('identifiers set by administrators', () => {
  afterEach(() => setTrackerOverrides({}))

  it('replace the environment’s, field by field; an empty value keeps the environment’s', () => {
    vi.stubEnv('GTM_ID', 'GTM-ENVONE')
    vi.stubEnv('HOTJAR_ID', '7654321')
    setTrackerOverrides({ GTM_ID: 'GTM-ADMIN12', HOTJAR_ID: '  ' })
    const config = trackerConfig()
    expect(config.tagmanager).toEqual({ id: 'GTM-ADMIN12' })
    expect(config.heatmap).toEqual({ id: '7654321' })
    setTrackerOverrides({})
    expect(trackerConfig().tagmanager).toEqual({ id: 'GTM-ENVONE' })
    vi.unstubAllEnvs()
  })

  it('are validated before they can reach a page or the Content-Security-Policy', () => {
    expect(validTrackerValue('GTM_ID', 'GTM-ABC1234')).toBe(true)
    expect(validTrackerValue('GTM_ID', "GTM-ABC1234'; script-src *")).toBe(false)
    expect(validTrackerValue('ANALYTICS_ENDPOINT', 'https://stats.example.mg/collect')).toBe(true)
    expect(validTrackerValue('ANALYTICS_ENDPOINT', 'http://stats.example.mg/collect')).toBe(false)
    expect(validTrackerValue('ANALYTICS_ENDPOINT', 'https://a.example; script-src *')).toBe(false)
    expect(validTrackerValue('CRISP_WEBSITE_ID', 'not-a-uuid')).toBe(false)
    expect(validTrackerValue('ANALYTICS_TOKEN', 'tok en')).toBe(false)
  })
})
