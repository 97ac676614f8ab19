import { describe, expect, it } from 'vitest'

import { CLIENT_KEY_HEADER } from '@/http/headers'

import { deviceCookie, guardAuth, knownDevice, RESET_MAILS_PER_DAY, startOfTry } from './login'

describe('tries that must wait are spaced, one after the other', () => {
  it('starts a lone try after its wait, and concurrent tries of one client one wait apart', () => {
    const now = 1_000_000
    expect(startOfTry('a|1.2.3.4', 0, now)).toBe(now)
    expect(startOfTry('a|1.2.3.4', 4_000, now)).toBe(now + 4_000)
    expect(startOfTry('a|1.2.3.4', 4_000, now + 10)).toBe(now + 8_000)
    expect(startOfTry('a|1.2.3.4', 4_000, now + 20)).toBe(now + 12_000)
    // Another client is not behind this one.
    expect(startOfTry('a|5.6.7.8', 4_000, now + 20)).toBe(now + 4_020)
    // Once the spaced tries are past, the next waits from now.
    expect(startOfTry('a|1.2.3.4', 1_000, now + 60_000)).toBe(now + 61_000)
  })
})

describe('the device cookie', () => {
  const cookieOf = (setCookie: string) => setCookie.split(';')[0]!
  it('makes this browser known for the account it signed in to, and for no other', () => {
    const set = deviceCookie('redacteur@example.mg', false)
    expect(set).toMatch(/; HttpOnly; SameSite=Strict$/)
    expect(set).toContain('Path=/api/users/login')
    const header = `payload-token=x; ${cookieOf(set)}`
    expect(knownDevice(header, 'redacteur@example.mg')).toMatch(/^[A-Za-z0-9_-]{24}$/)
    expect(knownDevice(header, 'autre@example.mg')).toBeNull()
    expect(deviceCookie('a@example.mg', true)).toMatch(/; Secure$/)
  })
  it('is refused when forged or altered', () => {
    const [name, value] = cookieOf(deviceCookie('redacteur@example.mg', false)).split('=') as [string, string]
    const [id] = value.split('.')
    expect(knownDevice(`${name}=${id}.forgedsignatureforgedsignatureab`, 'redacteur@example.mg')).toBeNull()
    expect(knownDevice(`${name}=${id}x.${value.split('.')[1]}`, 'redacteur@example.mg')).toBeNull()
    expect(knownDevice(null, 'redacteur@example.mg')).toBeNull()
    expect(knownDevice(`${name}=${value}`, '')).toBeNull()
  })
})

describe('password-reset mail', () => {
  it('reaches one mailbox at most RESET_MAILS_PER_DAY times, whoever asks and however the address is spelled; the answer stays the same', async () => {
    const asked: string[] = []
    const run = async (request?: Request) => {
      asked.push(((await request!.json()) as { email: string }).email)
      return Response.json({ message: 'Succès' })
    }
    const answers: number[] = []
    for (const [i, email] of ['Redactrice@Gmail.com', 'redactrice+1@gmail.com', 'red.actrice@gmail.com', 'redactrice+2@googlemail.com', 'redactrice@gmail.com'].entries()) {
      const request = new Request('http://portal.test/api/users/forgot-password', {
        method: 'POST',
        headers: { 'content-type': 'application/json', [CLIENT_KEY_HEADER]: `198.51.100.${i + 1}` },
        body: JSON.stringify({ email }),
      })
      const response = await guardAuth(request, '/api/users/forgot-password', (instead = request) => run(instead))
      answers.push(response.status)
    }
    expect(answers).toEqual([200, 200, 200, 200, 200])
    expect(asked.slice(0, RESET_MAILS_PER_DAY)).toEqual(['Redactrice@Gmail.com', 'redactrice+1@gmail.com', 'red.actrice@gmail.com'])
    expect(asked.slice(RESET_MAILS_PER_DAY)).toEqual(['nobody@ceiling.invalid', 'nobody@ceiling.invalid'])
  }, 20_000)
})
