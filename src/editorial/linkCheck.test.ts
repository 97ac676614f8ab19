import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { checkUrl, isPrivateAddress } from './linkCheck'

describe('isPrivateAddress', () => {
  it('knows private, local and special addresses, however they are written', () => {
    for (const address of [
      '127.0.0.1', '10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '255.255.255.255', '224.0.0.1',
      '::1', '::', 'fd00::1', 'fe80::1', 'ff02::1', '2001:db8::1',
      // IPv4 inside IPv6: mapped (both spellings), NAT64, 6to4.
      '::ffff:127.0.0.1', '::ffff:7f00:1', '64:ff9b::a00:1', '2002:c0a8:101::1',
      'not an address', '[::ffff:127.0.0.1]',
    ]) {
      expect(isPrivateAddress(address), address).toBe(true)
    }
    for (const address of ['41.188.1.1', '172.32.0.1', '8.8.8.8', '2001:4860::1', '64:ff9b::808:808', '::ffff:8.8.8.8']) expect(isPrivateAddress(address), address).toBe(false)
  })
})

describe('checkUrl', () => {
  let server: http.Server
  let hits: string[] = []
  let port = 0
  beforeAll(async () => {
    server = http.createServer((request, response) => {
      hits.push(`${request.method} ${request.socket.localAddress} ${request.url}`)
      if (request.url === '/head-refused') return void response.writeHead(request.method === 'HEAD' ? 405 : 404).end()
      if (request.url === '/to-internal') return void response.writeHead(302, { Location: `http://127.0.0.3:${port}/admin` }).end()
      if (request.url === '/to-mapped') return void response.writeHead(302, { Location: `http://[::ffff:127.0.0.1]:${port}/admin` }).end()
      if (request.url === '/loop') return void response.writeHead(302, { Location: '/loop' }).end()
      if (request.url === '/moved') return void response.writeHead(301, { Location: '/ok' }).end()
      response.writeHead(request.url === '/ok' ? 200 : 404).end()
    })
    await new Promise<void>((resolve) => server.listen(0, '0.0.0.0', resolve))
    port = (server.address() as AddressInfo).port
  })
  afterAll(() => void server.close())
  // In these tests 127.0.0.2 plays a public site and every other address an internal one.
  const blocked = (address: string) => address !== '127.0.0.2'

  it('does not fetch private addresses, however written, nor other schemes', async () => {
    hits = []
    for (const url of [`http://127.0.0.1:${port}/admin`, `http://[::1]:${port}/`, `http://[::ffff:127.0.0.1]:${port}/`, `http://localhost:${port}/`, 'mailto:someone@example.mg']) {
      expect(await checkUrl(url), url).toBeNull()
    }
    expect(await checkUrl('not a url')).toEqual({ ok: false, status: null, error: 'invalid' })
    expect(hits).toEqual([])
  })

  it('checks every hop of a redirect, and connects only to addresses it checked', async () => {
    hits = []
    expect(await checkUrl(`http://127.0.0.2:${port}/moved`, { blocked })).toEqual({ ok: true, status: 200, error: null })
    expect(await checkUrl(`http://127.0.0.2:${port}/to-internal`, { blocked })).toEqual({ ok: false, status: null, error: 'invalid' })
    expect(await checkUrl(`http://127.0.0.2:${port}/to-mapped`, { blocked })).toEqual({ ok: false, status: null, error: 'invalid' })
    expect(await checkUrl(`http://127.0.0.2:${port}/loop`, { blocked })).toEqual({ ok: false, status: null, error: 'invalid' })
    expect(hits.every((hit) => hit.includes(' 127.0.0.2 '))).toBe(true)
    expect(hits.some((hit) => hit.includes('/admin'))).toBe(false)
  })

  it('falls back to GET when HEAD is refused, and reports 4xx/5xx', async () => {
    hits = []
    expect(await checkUrl(`http://127.0.0.2:${port}/head-refused`, { blocked })).toEqual({ ok: false, status: 404, error: null })
    expect(hits.map((h) => h.split(' ')[0])).toEqual(['HEAD', 'GET'])
  })
})
