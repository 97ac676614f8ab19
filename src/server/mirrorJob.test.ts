import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { originAnswers } from './mirrorJob'

const servers: http.Server[] = []
async function serve(status: number): Promise<string> {
  const server = http.createServer((_request, response) => {
    response.writeHead(status, { 'content-type': 'text/plain' })
    response.end('User-agent: *\n')
  })
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))))
})

describe('the mirror waits for the site before building (issue 41)', () => {
  it('the site answers when its robots.txt comes back 2xx', async () => {
    expect(await originAnswers(await serve(200))).toBe(true)
  })
  it('not while it refuses connections, is unavailable, or is not an address', async () => {
    const closed = await serve(200)
    await new Promise((resolve) => servers.pop()!.close(resolve))
    expect(await originAnswers(closed)).toBe(false)
    expect(await originAnswers(await serve(503))).toBe(false)
    expect(await originAnswers('not a url')).toBe(false)
  })
  it('gives up on a site that does not answer in time', async () => {
    const server = http.createServer(() => undefined)
    servers.push(server)
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const started = Date.now()
    expect(await originAnswers(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, 300)).toBe(false)
    expect(Date.now() - started).toBeLessThan(3_000)
    server.closeAllConnections()
  })
})
