import { describe, expect, it } from 'vitest'

import { checkUrl, isPrivateAddress } from './linkCheck'

describe('link check', () => {
  it('knows private and local addresses', () => {
    for (const address of ['127.0.0.1', '10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.1.1', '169.254.169.254', '100.64.0.1', '::1', 'fd00::1', 'fe80::1', '::ffff:127.0.0.1', '0.0.0.0']) {
      expect(isPrivateAddress(address), address).toBe(true)
    }
    for (const address of ['41.188.1.1', '172.32.0.1', '8.8.8.8', '2001:4860::1']) expect(isPrivateAddress(address), address).toBe(false)
  })

  it('does not fetch local addresses, nor other schemes', async () => {
    let fetched = 0
    const fetchImpl = (async () => {
      fetched++
      return new Response(null, { status: 200 })
    }) as typeof fetch
    expect(await checkUrl('http://127.0.0.1:8080/admin', { fetchImpl })).toBeNull()
    expect(await checkUrl('http://[::1]/', { fetchImpl })).toBeNull()
    expect(await checkUrl('mailto:someone@example.mg', { fetchImpl })).toBeNull()
    expect(await checkUrl('not a url', { fetchImpl })).toEqual({ ok: false, status: null, error: 'invalid' })
    expect(fetched).toBe(0)
  })

  it('falls back to GET when HEAD is refused, and reports 4xx/5xx', async () => {
    const calls: string[] = []
    const fetchImpl = (async (_url: URL, init: RequestInit) => {
      calls.push(init.method!)
      return new Response(null, { status: init.method === 'HEAD' ? 405 : 404 })
    }) as unknown as typeof fetch
    expect(await checkUrl('http://93.184.216.34/x', { fetchImpl })).toEqual({ ok: false, status: 404, error: null })
    expect(calls).toEqual(['HEAD', 'GET'])
  })
})
