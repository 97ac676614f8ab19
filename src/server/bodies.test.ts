import { EventEmitter } from 'node:events'
import type { IncomingMessage } from 'node:http'
import { PassThrough } from 'node:stream'

import { afterEach, describe, expect, it, vi } from 'vitest'

import { BodyReader, watchRate } from './bodies'

type FakeRequest = PassThrough & { headers: Record<string, string>; socket: EventEmitter }

function request(headers: Record<string, string> = {}): FakeRequest {
  const stream = new PassThrough() as FakeRequest
  stream.headers = headers
  stream.socket = new EventEmitter()
  return stream
}
const asRequest = (r: FakeRequest) => r as unknown as IncomingMessage

afterEach(() => {
  vi.useRealTimers()
})

describe('a body read whole before a worker is asked for', () => {
  it('gives the whole body once it has come', async () => {
    const reader = new BodyReader()
    const r = request({ 'content-length': '11' })
    const read = reader.read(asRequest(r), 'a', { limit: 64, deadlineMs: 1_000 })
    r.write('hello ')
    r.end('world')
    expect(await read).toEqual({ ok: true, body: Buffer.from('hello world') })
    expect(reader.load).toEqual({ bodies: 0, bytes: 0, clients: 0 })
  })

  it('refuses a body still dripping at its deadline, and frees its place', async () => {
    vi.useFakeTimers()
    const reader = new BodyReader()
    const r = request({ 'content-length': '4000' })
    const read = reader.read(asRequest(r), 'a', { limit: 64 * 1024, deadlineMs: 5_000 })
    for (let i = 0; i < 4; i++) {
      r.write('x')
      await vi.advanceTimersByTimeAsync(1_000)
    }
    expect(reader.load.bodies).toBe(1)
    await vi.advanceTimersByTimeAsync(1_100)
    expect(await read).toEqual({ ok: false, reason: 'slow' })
    expect(reader.load).toEqual({ bodies: 0, bytes: 0, clients: 0 })
  })

  it('refuses a larger body that comes slower than the minimum rate once the grace is past', async () => {
    vi.useFakeTimers()
    const reader = new BodyReader()
    const r = request({ 'content-length': String(1024 * 1024) })
    const read = reader.read(asRequest(r), 'a', { limit: 4 * 1024 * 1024, deadlineMs: 30_000, minBytesPerS: 2048, graceMs: 5_000 })
    // 4 KB a second for 5 s: fine; then 100 bytes a second.
    for (let i = 0; i < 5; i++) {
      r.write(Buffer.alloc(4096))
      await vi.advanceTimersByTimeAsync(1_000)
    }
    let settled = false
    void read.then(() => (settled = true))
    await vi.advanceTimersByTimeAsync(1)
    expect(settled).toBe(false)
    for (let i = 0; i < 8 && !settled; i++) {
      r.write(Buffer.alloc(100))
      await vi.advanceTimersByTimeAsync(1_000)
    }
    expect(await read).toEqual({ ok: false, reason: 'slow' })
  })

  it('refuses a body over its limit as it comes, whatever its declared length', async () => {
    const reader = new BodyReader()
    const r = request({ 'transfer-encoding': 'chunked' })
    const read = reader.read(asRequest(r), 'a', { limit: 10, deadlineMs: 1_000 })
    r.write('0123456789ab')
    expect(await read).toEqual({ ok: false, reason: 'tooLarge' })
    expect(await reader.read(asRequest(request({ 'content-length': '11' })), 'a', { limit: 10, deadlineMs: 1_000 })).toEqual({ ok: false, reason: 'tooLarge' })
  })

  it('lets one client have only a few bodies coming at once; other clients are not affected', async () => {
    const reader = new BodyReader({ perClient: 2, totalBytes: 1024 * 1024 })
    const rules = { limit: 1024, deadlineMs: 5_000 }
    const held = [request({ 'content-length': '100' }), request({ 'content-length': '100' })]
    const reads = held.map((r) => reader.read(asRequest(r), 'dripper', rules))
    expect(await reader.read(asRequest(request({ 'content-length': '100' })), 'dripper', rules)).toEqual({ ok: false, reason: 'tooMany' })
    const other = request({ 'content-length': '2' })
    const otherRead = reader.read(asRequest(other), 'citizen', rules)
    other.end('ok')
    expect(await otherRead).toEqual({ ok: true, body: Buffer.from('ok') })
    for (const r of held) r.end(Buffer.alloc(100))
    await Promise.all(reads)
    expect(reader.load.bodies).toBe(0)
  })

  it('holds at most its total of bytes: beyond, new bodies are refused as busy', async () => {
    const reader = new BodyReader({ perClient: 100, totalBytes: 1000 })
    const rules = { limit: 1000, deadlineMs: 5_000 }
    const first = request({ 'content-length': '600' })
    const firstRead = reader.read(asRequest(first), 'a', rules)
    expect(await reader.read(asRequest(request({ 'content-length': '600' })), 'b', rules)).toEqual({ ok: false, reason: 'busy' })
    // A chunked body reserves its whole limit.
    expect(await reader.read(asRequest(request({ 'transfer-encoding': 'chunked' })), 'c', rules)).toEqual({ ok: false, reason: 'busy' })
    first.end(Buffer.alloc(600))
    expect((await firstRead).ok).toBe(true)
    expect(reader.load.bytes).toBe(0)
  })

  it('frees the place of a client that goes away', async () => {
    const reader = new BodyReader()
    const r = request({ 'content-length': '100' })
    const read = reader.read(asRequest(r), 'a', { limit: 1024, deadlineMs: 5_000 })
    r.write('partial')
    r.socket.emit('close')
    expect(await read).toEqual({ ok: false, reason: 'gone' })
    expect(reader.load.bodies).toBe(0)
  })
})

describe('watchRate', () => {
  it('calls slow at the deadline, not before', async () => {
    vi.useFakeTimers()
    const slow = vi.fn()
    const pace = watchRate({ deadlineMs: 3_000 }, slow)
    await vi.advanceTimersByTimeAsync(2_900)
    expect(slow).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(200)
    expect(slow).toHaveBeenCalledTimes(1)
    pace.stop()
  })
  it('never calls slow once stopped', async () => {
    vi.useFakeTimers()
    const slow = vi.fn()
    watchRate({ deadlineMs: 1_000 }, slow).stop()
    await vi.advanceTimersByTimeAsync(5_000)
    expect(slow).not.toHaveBeenCalled()
  })
})
