import { describe, expect, it } from 'vitest'

import { isExpectedRefusal, portalLoggerOptions } from './logger'

describe('application log', () => {
  it('drops errors the client caused and keeps the rest', () => {
    expect(isExpectedRefusal([{ err: { status: 403, isPublic: true } }])).toBe(true)
    expect(isExpectedRefusal([{ err: { status: 401 } }])).toBe(true)
    expect(isExpectedRefusal([{ err: { status: 500 } }])).toBe(false)
    expect(isExpectedRefusal([{ err: new Error('boom') }])).toBe(false)
    expect(isExpectedRefusal(['plain message'])).toBe(false)
  })
  it('passes kept entries on to the logger', () => {
    const seen: unknown[][] = []
    const hook = portalLoggerOptions().options.hooks.logMethod
    hook.call(null, [{ err: { status: 404 } }], (...args) => void seen.push(args))
    hook.call(null, [{ msg: 'database down' }], (...args) => void seen.push(args))
    expect(seen).toEqual([[{ msg: 'database down' }]])
  })
})
