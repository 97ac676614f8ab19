import { describe, expect, it } from 'vitest'

import { checkFillToken, FORM_TOKEN_MAX_AGE_MS, issueFillToken } from './fillTime'

describe('form token', () => {
  const shown = 1_000_000
  const token = issueFillToken(shown)
  it('accepts a post after the minimum fill time and gives the submission key', () => {
    const check = checkFillToken(token, 3000, shown + 5000)
    expect(check.kind).toBe('ok')
    expect(check.kind === 'ok' && check.key).toMatch(/^[\w-]{16}$/)
  })
  it('gives every form a different key', () => {
    const a = checkFillToken(issueFillToken(shown), 0, shown)
    const b = checkFillToken(issueFillToken(shown), 0, shown)
    expect(a.kind === 'ok' && b.kind === 'ok' && a.key !== b.key).toBe(true)
  })
  it('refuses instant posts, expired tokens and forgeries', () => {
    expect(checkFillToken(token, 3000, shown + 100).kind).toBe('tooFast')
    expect(checkFillToken(token, 3000, shown + FORM_TOKEN_MAX_AGE_MS + 1).kind).toBe('expired')
    const [ts, key] = token.split('.')
    expect(checkFillToken(`${Number(ts) - 10_000}.${key}.${token.split('.')[2]}`, 3000, shown + 5000).kind).toBe('forged')
    expect(checkFillToken(`${ts}.AAAAAAAAAAAAAAAA.${token.split('.')[2]}`, 3000, shown + 5000).kind).toBe('forged')
    expect(checkFillToken('', 3000, shown).kind).toBe('forged')
    expect(checkFillToken('1.2', 3000, shown).kind).toBe('forged')
  })
})
