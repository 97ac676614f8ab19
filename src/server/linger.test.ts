import http from 'node:http'
import net, { type AddressInfo } from 'node:net'

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { CLIENT_KEY_HEADER } from '@/http/headers'

import { LINGER_BYTES, LINGER_BYTES_PER_MINUTE, LINGER_MS, LINGER_PER_CLIENT, closeAfterAnswerLingering, lingerState, resetLingerBudgets } from './linger'

// A server that refuses every post before reading it, as the front does (client named by a test header).
let server: http.Server
let port = 0
beforeAll(async () => {
  server = http.createServer((request, response) => {
    request.headers[CLIENT_KEY_HEADER] = String(request.headers['x-test-client'] ?? '')
    response.setHeader('Connection', 'close')
    response.shouldKeepAlive = false
    closeAfterAnswerLingering(request)
    response.writeHead(413, { 'Content-Type': 'text/plain' })
    response.end('too large')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
beforeEach(() => resetLingerBudgets())

const chunk = `10000\r\n${'a'.repeat(0x10000)}\r\n`

/** Posts a chunked body of `chunks` × 64 KB as fast as the server takes it; resolves with what was read and how it ended. */
function post(client: string, chunks: number, onAnswer?: () => void): Promise<{ text: string; reset: boolean }> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port, allowHalfOpen: true }, () => {
      socket.write(`POST /api/media/ HTTP/1.1\r\nHost: x\r\nX-Test-Client: ${client}\r\nTransfer-Encoding: chunked\r\n\r\n`)
      let sent = 0
      const pump = () => {
        while (sent < chunks && !socket.destroyed) {
          sent++
          if (!socket.write(chunk)) return void socket.once('drain', pump)
        }
      }
      pump()
    })
    let text = ''
    let reset = false
    socket.on('data', (d) => {
      const first = text === ''
      text += d.toString('latin1')
      if (first) onAnswer?.()
    })
    socket.on('error', (error: NodeJS.ErrnoException) => (reset ||= error.code === 'ECONNRESET' || error.code === 'EPIPE'))
    socket.on('close', () => resolve({ text, reset }))
  })
}

const until = async (condition: () => boolean) => {
  for (let i = 0; i < 200 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 10))
}

describe('lingering after an early refusal', () => {
  it('lets a client that keeps sending a large body read the whole refusal; reads at most LINGER_BYTES after it, then holds until LINGER_MS', async () => {
    const started = performance.now()
    const { text, reset } = await post('reader', 2_000)
    expect(text).toMatch(/^HTTP\/1\.1 413/)
    expect(text).toContain('too large')
    // The client never stopped: the connection ended at LINGER_MS with a reset, not before.
    expect(reset).toBe(true)
    expect(performance.now() - started).toBeGreaterThanOrEqual(LINGER_MS - 50)
    // 2 000 × 64 KB were offered; a little was read before the answer, at most LINGER_BYTES after.
    const drained = lingerState('reader').drained
    expect(drained).toBeGreaterThan(0)
    expect(drained).toBeLessThan(LINGER_BYTES + 8 * 0x10000)
    await until(() => lingerState().lingering === 0)
    expect(lingerState().lingering).toBe(0)
  })

  it(`lingers on at most ${LINGER_PER_CLIENT} connections of one client at once, the others get their answer or a reset at once`, async () => {
    let peak = 0
    const watch = () => (peak = Math.max(peak, lingerState().lingering))
    const timer = setInterval(watch, 2)
    const started = performance.now()
    const flood = Array.from({ length: LINGER_PER_CLIENT + 3 }, () => post('flood', 2_000, watch).then((r) => ({ ...r, ms: performance.now() - started })))
    const other = post('someone-else', 2_000)
    const results = await Promise.all(flood)
    clearInterval(timer)
    expect(peak).toBe(LINGER_PER_CLIENT + 1)
    // Those past the client's budget were closed without waiting.
    expect(results.filter((r) => r.ms < LINGER_MS / 2)).toHaveLength(3)
    expect((await other).text).toContain('too large')
  })

  it('stops lingering for a client once it drained its budget for the minute', { timeout: 20_000 }, async () => {
    // Each lingering post reads up to LINGER_BYTES: a few are allowed, then the client is closed at once.
    for (let round = 0; round < 4 && lingerState('heavy').drained < LINGER_BYTES_PER_MINUTE; round++) {
      await Promise.all([post('heavy', 2_000), post('heavy', 2_000)])
    }
    const spent = lingerState('heavy').drained
    expect(spent).toBeGreaterThanOrEqual(LINGER_BYTES_PER_MINUTE)
    expect(spent).toBeLessThanOrEqual(LINGER_BYTES_PER_MINUTE + 2 * (LINGER_BYTES + 8 * 0x10000))
    // Further posts are closed at once and read nothing more; another client still has its whole budget.
    const started = performance.now()
    await post('heavy', 2_000)
    expect(performance.now() - started).toBeLessThan(LINGER_MS / 2)
    expect(lingerState('heavy').drained).toBe(spent)
    expect((await post('light', 2_000)).text).toContain('too large')
    expect(lingerState('light').drained).toBeGreaterThan(0)
  })
})
