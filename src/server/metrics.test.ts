import { describe, expect, it } from 'vitest'

import { createMetrics, mayReadMetrics, routeClass } from './metrics'

const request = (remoteAddress: string, headers: Record<string, string> = {}) => ({ headers, socket: { remoteAddress } }) as never

describe('operator metrics', () => {
  it('class routes into a small fixed set', () => {
    expect(routeClass('/fr/services/passeport/')).toBe('page')
    expect(routeClass('/mg/')).toBe('page')
    expect(routeClass('/fr/searchResult/')).toBe('search')
    expect(routeClass('/api/services')).toBe('api')
    expect(routeClass('/admin/login')).toBe('admin')
    expect(routeClass('/_next/static/chunks/a.js')).toBe('asset')
    expect(routeClass('/media/3f9a-plan.png')).toBe('media')
    expect(routeClass('/readyz')).toBe('health')
    expect(routeClass('/wp-login.php')).toBe('other')
  })

  it('are for this machine or the token’s holder only', () => {
    expect(mayReadMetrics(request('127.0.0.1'), '')).toBe(true)
    expect(mayReadMetrics(request('::1'), '')).toBe(true)
    // A local reverse proxy relays the public from loopback: a forwarded request is not "this machine".
    expect(mayReadMetrics(request('127.0.0.1', { 'x-forwarded-for': '41.188.1.2' }), '')).toBe(false)
    expect(mayReadMetrics(request('41.188.1.2'), '')).toBe(false)
    const token = 'metrics-token-0123456789'
    expect(mayReadMetrics(request('127.0.0.1'), token)).toBe(false)
    expect(mayReadMetrics(request('10.0.0.5', { authorization: `Bearer ${token}` }), token)).toBe(true)
    expect(mayReadMetrics(request('10.0.0.5', { authorization: 'Bearer wrong' }), token)).toBe(false)
  })

  it('count by class and status class, never by path', async () => {
    const metrics = createMetrics({ cacheBytes: () => 1234, queueLength: () => 2 })
    for (let i = 0; i < 50; i++) metrics.observe(`/fr/services/n-${i}/`, 200, 0.004)
    metrics.observe('/api/services', 503, 0.2)
    metrics.cacheLookup(true)
    metrics.cacheLookup(false)
    metrics.refused('tooMany')
    const text = await metrics.registry.metrics()
    expect(text).toContain('portal_http_requests_total{class="page",status="2xx"} 50')
    expect(text).toContain('portal_http_requests_total{class="api",status="5xx"} 1')
    expect(text).toContain('portal_page_cache_total{result="hit"} 1')
    expect(text).toContain('portal_page_cache_bytes 1234')
    expect(text).toContain('portal_worker_queue 2')
    expect(text).toContain('portal_refusals_total{kind="tooMany"} 1')
    expect(text).toMatch(/portal_backup_age_seconds -?\d+/)
    expect(text).toContain('portal_nodejs_eventloop_lag_seconds')
    expect(text).not.toContain('n-1')
  })
})

describe('events counted where they happen', () => {
  it('exports rate-limit refusals by limiter, jobs, link checks and SMS, with labels bounded', async () => {
    const metrics = createMetrics({ cacheBytes: () => 0, queueLength: () => 0, mirrorAge: () => 42 })
    metrics.counted('rateLimited', 'contact')
    metrics.counted('rateLimited', 'contact')
    metrics.counted('rateLimited', '<script>alert(1)</script>')
    metrics.counted('jobs', 'success')
    metrics.counted('linkCheck', 'broken')
    metrics.counted('sms', 'in')
    metrics.counted('sms', 'out')
    metrics.mirrorBuilt(true, 3.5)
    metrics.purged(0.3)
    const text = await metrics.registry.metrics()
    expect(text).toContain('portal_rate_limited_total{limiter="contact"} 2')
    expect(text).toContain('portal_rate_limited_total{limiter="other"} 1')
    expect(text).toContain('portal_jobs_total{result="success"} 1')
    expect(text).toContain('portal_link_check_total{result="broken"} 1')
    expect(text).toContain('portal_sms_total{direction="out"} 1')
    expect(text).toContain('portal_mirror_age_seconds 42')
    expect(text).toContain('portal_mirror_builds_total{result="built"} 1')
    expect(text).toContain('portal_mirror_build_seconds 3.5')
    expect(text).toContain('portal_purge_seconds_count 1')
  })
})
