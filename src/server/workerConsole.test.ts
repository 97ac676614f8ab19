import { describe, expect, it } from 'vitest'

import { clientWentAway, consoleLine } from './workerConsole'

describe("a worker's console as one JSON line", () => {
  it('writes an error with its stack on one line, with its first frames only', () => {
    const error = new TypeError('boom\nsecond line')
    const line = consoleLine('error', ['Failed to render', error], '0', new Date('2026-11-28T00:00:00Z'))
    expect(line.includes('\n')).toBe(false)
    const parsed = JSON.parse(line)
    expect(parsed).toMatchObject({ level: 'error', worker: '0', msg: 'Failed to render TypeError: boom', error: 'TypeError' })
    expect(parsed.frames.length).toBeGreaterThan(0)
    expect(parsed.frames.length).toBeLessThanOrEqual(4)
  })
  it('says a client went away, at level info and without a stack, for « Error: aborted » and resets', () => {
    const aborted = new Error('aborted')
    expect(JSON.parse(consoleLine('error', [aborted], '1'))).toEqual({ level: 'info', time: expect.any(String), worker: '1', msg: 'client went away before its request was read', error: 'aborted' })
    const reset = Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' })
    expect(clientWentAway(reset)).toBe(true)
    expect(clientWentAway(new Error('database is locked'))).toBe(false)
  })
  it('keeps plain messages', () => {
    expect(JSON.parse(consoleLine('warn', ['slow query', 120, 'ms'], '0')).msg).toBe('slow query 120 ms')
  })
})
