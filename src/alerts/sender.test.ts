import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { kannelSend, kannelSendConfigFromEnv, retryDelayMs, sendRateFromEnv, throttle } from './sender'

const servers: http.Server[] = []
afterEach(() => servers.splice(0).forEach((s) => s.close()))

/** A stand-in for Kannel's sendsms: answers what `answer` says and records what it was asked. */
async function gateway(answer: (url: URL) => { status: number; body: string } | 'hang') {
  const asked: URL[] = []
  const server = http.createServer((req, res) => {
    const url = new URL(req.url!, 'http://x')
    asked.push(url)
    const a = answer(url)
    if (a === 'hang') return
    res.writeHead(a.status, { 'content-type': 'text/plain' }).end(a.body)
  })
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/cgi-bin/sendsms`, asked }
}

describe('sending one alert SMS through Kannel', () => {
  it('accepted: sent; asks for delivery reports with the row’s id and Kannel’s %d', async () => {
    const g = await gateway(() => ({ status: 202, body: '0: Accepted for delivery' }))
    const send = kannelSend({ url: g.url, username: 'portal', password: 'pw', from: '301', dlrUrl: 'http://127.0.0.1:3000/gateway/sms/dlr/', dlrSecret: 's3cret-s3cret-s3cret' })
    expect(await send({ to: '0341234567', text: 'Alerte : test', id: 42 })).toEqual({ kind: 'sent', detail: '202 0: Accepted for delivery' })
    const q = g.asked[0]!.searchParams
    expect([q.get('to'), q.get('text'), q.get('from'), q.get('coding'), q.get('dlr-mask')]).toEqual(['0341234567', 'Alerte : test', '301', '0', '27'])
    expect(q.get('dlr-url')).toBe('http://127.0.0.1:3000/gateway/sms/dlr/?secret=s3cret-s3cret-s3cret&id=42&type=%d')
  })

  it('a temporary failure is tried again; a refusal fails; nothing listening is tried again; no answer is interrupted (never resent)', async () => {
    const busy = await gateway(() => ({ status: 503, body: 'Temporal failure, try again later.' }))
    expect((await kannelSend({ url: busy.url, username: 'p', password: 'x' })({ to: '1', text: 't', id: 1 })).kind).toBe('retry')
    const refused = await gateway(() => ({ status: 403, body: 'Authorization failed for sendsms' }))
    expect(await kannelSend({ url: refused.url, username: 'p', password: 'x' })({ to: '1', text: 't', id: 1 })).toEqual({ kind: 'failed', detail: '403 Authorization failed for sendsms' })
    const gone = http.createServer()
    await new Promise<void>((resolve) => gone.listen(0, '127.0.0.1', resolve))
    const closed = `http://127.0.0.1:${(gone.address() as AddressInfo).port}/cgi-bin/sendsms`
    await new Promise((resolve) => gone.close(resolve))
    expect((await kannelSend({ url: closed, username: 'p', password: 'x' })({ to: '1', text: 't', id: 1 })).kind).toBe('retry')
    const silent = await gateway(() => 'hang')
    expect((await kannelSend({ url: silent.url, username: 'p', password: 'x', timeoutMs: 200 })({ to: '1', text: 't', id: 1 })).kind).toBe('interrupted')
  })
})

describe('pace and settings', () => {
  it('spaces sends 1000/rate ms apart', async () => {
    let clock = 0
    const waits: number[] = []
    const wait = throttle(4, () => clock, async (ms) => {
      waits.push(ms)
      clock += ms
    })
    for (let i = 0; i < 5; i++) await wait()
    expect(waits).toEqual([250, 250, 250, 250])
    expect(clock).toBe(1000)
  })

  it('retries later and later; settings from the environment, bounded', () => {
    expect([1, 2, 3].map(retryDelayMs)).toEqual([30_000, 120_000, 480_000])
    expect(kannelSendConfigFromEnv({})).toBeNull()
    expect(kannelSendConfigFromEnv({ SMS_SENDSMS_URL: 'http://k/cgi-bin/sendsms', SMS_SENDSMS_PASSWORD: 'p' })).toMatchObject({ url: 'http://k/cgi-bin/sendsms', username: 'portal', password: 'p' })
    expect([sendRateFromEnv({}), sendRateFromEnv({ SMS_SEND_RATE: '50' }), sendRateFromEnv({ SMS_SEND_RATE: '-1' }), sendRateFromEnv({ SMS_SEND_RATE: '1e9' })]).toEqual([10, 50, 10, 1000])
  })
})
