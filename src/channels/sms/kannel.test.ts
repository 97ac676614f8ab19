import { beforeEach, describe, expect, it, vi } from 'vitest'

import { CLIENT_ADDRESS_HEADER } from '@/http/headers'
import { counted, hashed, limits } from '@/security/limits'

// The content the answers come from is not needed here: AIDE answers without it.
vi.mock('@/content/forChannels', () => ({
  channelSources: { record: () => undefined, alerts: () => null, reminders: () => null, search: async () => [], guide: async () => null, emergencyNumbers: async () => [], flow: async () => null, track: async () => ({ kind: 'notFound' }) },
}))

const { kannelAnswer } = await import('./kannel')

const SECRET = 'kannel-test-secret-0123456789'
/** One incoming SMS as Kannel's smsbox asks (`%p` URL-encoded: `+` arrives as %2B). */
const incoming = async (from: string, text = 'AIDE') => {
  const url = `http://portal.test/gateway/sms/kannel/?secret=${SECRET}&from=${encodeURIComponent(from)}&to=301&text=${encodeURIComponent(text)}&charset=UTF-8&coding=0`
  const response = await kannelAnswer(new Request(url, { headers: { [CLIENT_ADDRESS_HEADER]: '127.0.0.1' } }))
  expect(response.status).toBe(200)
  return response.text()
}
const HELP = /^Services publics MG par SMS/
const LIMIT = /beaucoup de questions/
const BUSY = /Trop de messages en ce moment/

let run = 0
beforeEach(() => {
  process.env.SMS_GATEWAY_SECRET = SECRET
  // A window of its own for each test (limiters are kept per name and setting).
  run++
  process.env.SMS_RATE_LIMIT = `${3 + run * 100}/3600`
  process.env.SMS_ANSWER_RATE = `${1000 + run}/60`
})

describe('SMS questions: one number however Kannel writes it (issue 38)', () => {
  it('+2610…, 261…, 0… and separators are one number for its hourly budget: then one polite refusal, then silence', async () => {
    process.env.SMS_RATE_LIMIT = '3/3600'
    process.env.SMS_ANSWER_RATE = '5000/60'
    const spellings = ['+2610341234567', '261341234567', '0341234567']
    for (const from of spellings) expect(await incoming(from)).toMatch(HELP)
    expect(await incoming('034 12 345 67')).toMatch(LIMIT)
    expect(await incoming('+261341234567')).toBe('')
    // Another number is not concerned.
    expect(await incoming('+261341234568')).toMatch(HELP)
  })
})

describe('SMS answers across every number (SMS_ANSWER_RATE)', () => {
  it('past the rate: one short « busy » reply per number, not counted against its own budget; busy replies are bounded too; silence beyond', async () => {
    process.env.SMS_ANSWER_RATE = '3/60'
    const numbers = Array.from({ length: 8 }, (_, i) => `03320000${String(i).padStart(2, '0')}`)
    for (const n of numbers.slice(0, 3)) expect(await incoming(n)).toMatch(HELP)
    // The 4th number: told once that the service is busy, in plain GSM-7, then nothing more this hour.
    const busy = await incoming(numbers[3]!)
    expect(busy).toMatch(BUSY)
    expect(busy).not.toMatch(/[’«»]/)
    expect(await incoming(numbers[3]!)).toBe('')
    // Its own questions' budget was not spent by the refused ones.
    expect(await counted('sms-number', limits.smsNumber(), hashed('sms:332000003'))).toBe(0)
    // Busy replies in all are bounded by the same rate (a flood of new numbers cannot double its cost).
    expect(await incoming(numbers[4]!)).toMatch(BUSY)
    expect(await incoming(numbers[5]!)).toMatch(BUSY)
    expect(await incoming(numbers[6]!)).toBe('')
  })

  it('a number past its own budget spends nothing of everyone’s answers', async () => {
    process.env.SMS_RATE_LIMIT = '1/3600'
    process.env.SMS_ANSWER_RATE = '3/61'
    expect(await incoming('0345550001')).toMatch(HELP)
    expect(await incoming('0345550001')).toMatch(LIMIT)
    for (let i = 0; i < 5; i++) expect(await incoming('0345550001')).toBe('')
    // Everyone's rate still has 2 answers: two other numbers are answered.
    expect(await incoming('0345550002')).toMatch(HELP)
    expect(await incoming('0345550003')).toMatch(HELP)
    expect(await incoming('0345550004')).toMatch(BUSY)
  })
})
