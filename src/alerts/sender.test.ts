import http from 'node:http'
import type { AddressInfo, LookupFunction } from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { answeredOutcome, GatewayHold, holdDelayMs, kannelSend, kannelSendConfigFromEnv, retryDelayMs, sendRateFromEnv, throttle, unansweredOutcome } from './sender'

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

  it('a temporary failure is tried again; a wrong password is refused (held); nothing listening is tried again; no answer is interrupted (never resent)', async () => {
    const busy = await gateway(() => ({ status: 503, body: 'Temporal failure, try again later.' }))
    expect((await kannelSend({ url: busy.url, username: 'p', password: 'x' })({ to: '1', text: 't', id: 1 })).kind).toBe('retry')
    const refused = await gateway(() => ({ status: 403, body: 'Authorization failed for sendsms' }))
    expect(await kannelSend({ url: refused.url, username: 'p', password: 'x' })({ to: '1', text: 't', id: 1 })).toEqual({ kind: 'refused', detail: '403 Authorization failed for sendsms' })
    const gone = http.createServer()
    await new Promise<void>((resolve) => gone.listen(0, '127.0.0.1', resolve))
    const closed = `http://127.0.0.1:${(gone.address() as AddressInfo).port}/cgi-bin/sendsms`
    await new Promise((resolve) => gone.close(resolve))
    expect((await kannelSend({ url: closed, username: 'p', password: 'x' })({ to: '1', text: 't', id: 1 })).kind).toBe('retry')
    const silent = await gateway(() => 'hang')
    expect((await kannelSend({ url: silent.url, username: 'p', password: 'x', timeoutMs: 200 })({ to: '1', text: 't', id: 1 })).kind).toBe('interrupted')
  })
})

describe('what may have gone out (issue 38: only a request written and unanswered is « maybe sent »)', () => {
  const send = (url: string, extra: { timeoutMs?: number; lookup?: LookupFunction } = {}) =>
    kannelSend({ url, username: 'portal', password: 'pw', timeoutMs: extra.timeoutMs ?? 2_000 }, { lookup: extra.lookup })({ to: '0341234567', text: 'code 123456', id: 0 })

  it('an address that cannot be asked is refused at once (a setting to fix, nothing sent), and the detail never carries the address (password, number, text)', async () => {
    for (const url of ['not a url', 'ftp://127.0.0.1/cgi-bin/sendsms', 'file:///etc/passwd', '']) {
      const outcome = await send(url)
      expect(outcome.kind, url).toBe('refused')
      expect(outcome.detail).toMatch(/SMS_SENDSMS_URL/)
      expect(outcome.detail).not.toMatch(/pw|0341234567|123456/)
    }
  })

  it('nothing listening, or a port fetch would refuse by itself: tried again later, never « maybe sent »', async () => {
    const gone = http.createServer()
    await new Promise<void>((resolve) => gone.listen(0, '127.0.0.1', resolve))
    const port = (gone.address() as AddressInfo).port
    await new Promise((resolve) => gone.close(resolve))
    expect(await send(`http://127.0.0.1:${port}/cgi-bin/sendsms`)).toEqual({ kind: 'retry', detail: 'gateway not reached (ECONNREFUSED)' })
    // Port 1 is on fetch's « bad port » list: fetch refused it without a connection, and that was taken for « maybe sent ».
    expect((await send('http://127.0.0.1:1/cgi-bin/sendsms')).kind).toBe('retry')
  })

  it('a name that does not resolve in time: not reached, tried again later', async () => {
    const hanging = (() => undefined) as unknown as LookupFunction
    expect(await send('http://kannel.invalid:13013/cgi-bin/sendsms', { timeoutMs: 150, lookup: hanging })).toEqual({ kind: 'retry', detail: 'gateway not reached (timeout)' })
  })

  it('a wrong password (403) or address (404) is refused (the portal itself: held); one number refused fails; 429 and 5xx are tried again; credentials in the address are used', async () => {
    const refused = await gateway(() => ({ status: 403, body: 'Authorization failed for sendsms' }))
    expect(await send(refused.url)).toEqual({ kind: 'refused', detail: '403 Authorization failed for sendsms' })
    const missing = await gateway(() => ({ status: 404, body: 'Unknown request.' }))
    expect((await send(missing.url)).kind).toBe('refused')
    const listed = await gateway(() => ({ status: 403, body: 'Number(s) has/have been denied by white- and/or black-lists.' }))
    expect((await send(listed.url)).kind).toBe('failed')
    const bad = await gateway(() => ({ status: 400, body: 'Missing receiver number' }))
    expect((await send(bad.url)).kind).toBe('failed')
    const slow = await gateway(() => ({ status: 429, body: '' }))
    expect((await send(slow.url)).kind).toBe('retry')
    const accepted = await gateway(() => ({ status: 202, body: '0: Accepted for delivery' }))
    expect((await send(accepted.url.replace('http://', 'http://user:secret@'))).kind).toBe('sent')
  })

  it('written and never answered, or cut after it was written: interrupted (it may have gone out, never resent)', async () => {
    const silent = await gateway(() => 'hang')
    expect(await send(silent.url, { timeoutMs: 200 })).toEqual({ kind: 'interrupted', detail: 'no answer from the gateway (timeout)' })
    expect(silent.asked).toHaveLength(1)
    const cut = http.createServer((req) => req.socket.destroy())
    servers.push(cut)
    await new Promise<void>((resolve) => cut.listen(0, '127.0.0.1', resolve))
    expect((await send(`http://127.0.0.1:${(cut.address() as AddressInfo).port}/cgi-bin/sendsms`)).kind).toBe('interrupted')
  })

  it('classifies by how far the request got and what Kannel said', () => {
    expect(unansweredOutcome('unconnected', 'ETIMEDOUT').kind).toBe('retry')
    expect(unansweredOutcome('connected', 'timeout').kind).toBe('retry')
    expect(unansweredOutcome('written', 'timeout').kind).toBe('interrupted')
    expect([200, 202, 400, 401, 403, 404, 429, 500, 503].map((status) => answeredOutcome(status, '').kind)).toEqual(['sent', 'sent', 'failed', 'refused', 'refused', 'refused', 'retry', 'retry', 'retry'])
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

  it('a refusing gateway is asked again after 30 s, 1, 2, 4, 8 min, then every 10 min; a message sent ends the pause', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 50].map(holdDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000, 480_000, 600_000, 600_000, 600_000])
    const hold = new GatewayHold()
    expect(hold.held(0)).toBe(false)
    expect(hold.refuse(1_000)).toBe(30_000)
    expect([hold.held(30_999), hold.held(31_000)]).toEqual([true, false])
    expect(hold.refuse(31_000)).toBe(60_000)
    expect(hold.clear()).toBe(true)
    expect([hold.held(31_001), hold.clear()]).toEqual([false, false])
  })

  it('retries later and later; settings from the environment, bounded', () => {
    expect([1, 2, 3].map(retryDelayMs)).toEqual([30_000, 120_000, 480_000])
    expect(kannelSendConfigFromEnv({})).toBeNull()
    expect(kannelSendConfigFromEnv({ SMS_SENDSMS_URL: 'http://k/cgi-bin/sendsms', SMS_SENDSMS_PASSWORD: 'p' })).toMatchObject({ url: 'http://k/cgi-bin/sendsms', username: 'portal', password: 'p' })
    expect([sendRateFromEnv({}), sendRateFromEnv({ SMS_SEND_RATE: '50' }), sendRateFromEnv({ SMS_SEND_RATE: '-1' }), sendRateFromEnv({ SMS_SEND_RATE: '1e9' })]).toEqual([10, 50, 10, 1000])
  })
})
