import { describe, expect, it } from 'vitest'

import { contentSecurityPolicy } from '../security/headers'
import { trackerConfig } from './config'

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
