import { afterEach, describe, expect, it } from 'vitest'

import { mailboxOf, takeCitizenMail } from './citizenMail'
import { attemptAll, counted, peek } from './limits'

describe('mailboxOf: one mailbox, however its address is written (issue 38)', () => {
  it('lower case, the +tag dropped, and dots dropped where the provider ignores them', () => {
    expect(mailboxOf('Victim+1@Example.MG')).toBe('victim@example.mg')
    expect(mailboxOf('victim+anything+more@example.mg')).toBe('victim@example.mg')
    expect(mailboxOf(' victim@example.mg ')).toBe('victim@example.mg')
    expect(mailboxOf('Ra.Soa+alertes@gmail.com')).toBe('rasoa@gmail.com')
    expect(mailboxOf('r.a.s.o.a@googlemail.com')).toBe('rasoa@gmail.com')
    expect(mailboxOf('rasoa@gmail.com.')).toBe('rasoa@gmail.com')
  })

  it('keeps apart what other providers keep apart', () => {
    // Dots matter outside Gmail; a leading + is no tag.
    expect(mailboxOf('ra.soa@yahoo.fr')).not.toBe(mailboxOf('rasoa@yahoo.fr'))
    expect(mailboxOf('+victim@example.mg')).toBe('+victim@example.mg')
    expect(mailboxOf('victim@example.mg')).not.toBe(mailboxOf('victim@example.com'))
  })
})

describe('attemptAll: a refusal by one ceiling uses up none of the others', () => {
  it('gives back what the ceilings before the refusing one counted, and gives back all on demand', async () => {
    const wide = { points: 10, durationS: 60 }
    const narrow = { points: 1, durationS: 60 }
    const ceilings = [
      { name: 'test-wide', spec: wide, key: 'all' },
      { name: 'test-narrow', spec: narrow, key: 'one' },
    ]
    expect(await attemptAll(ceilings)).toMatchObject({ ok: true })
    const refused = await attemptAll(ceilings)
    expect(refused).toMatchObject({ ok: false, refusedBy: 'test-narrow' })
    expect(await counted('test-wide', wide, 'all')).toBe(1)
    const other = await attemptAll([ceilings[0]!, { name: 'test-narrow', spec: narrow, key: 'two' }])
    expect(other.ok).toBe(true)
    expect(await counted('test-wide', wide, 'all')).toBe(2)
    if (other.ok) await other.giveBack()
    expect(await counted('test-wide', wide, 'all')).toBe(1)
    expect(await counted('test-narrow', narrow, 'two')).toBe(0)
    expect((await peek('test-narrow', narrow, 'one')).msBeforeNext).toBeGreaterThan(0)
  })
})

describe('takeCitizenMail: per mailbox and in all', () => {
  const saved = { ...process.env }
  afterEach(() => {
    process.env.CITIZEN_MAIL_LIMIT = saved.CITIZEN_MAIL_LIMIT
    process.env.CITIZEN_MAIL_RECIPIENT_LIMIT = saved.CITIZEN_MAIL_RECIPIENT_LIMIT
  })

  it('40 +tag variants of one mailbox get the mailbox’s ceiling, a form’s own ceiling is smaller, other mailboxes go on', async () => {
    process.env.CITIZEN_MAIL_LIMIT = '1000/3601'
    process.env.CITIZEN_MAIL_RECIPIENT_LIMIT = '5/86401'
    let allowed = 0
    for (let i = 0; i < 40; i++) if ((await takeCitizenMail('contact-ack', `victim+${i}@example.mg`)).ok) allowed++
    expect(allowed).toBe(5)
    // A form's own ceiling (3) on another mailbox; the mailbox's 5 count every form together.
    let confirmations = 0
    for (let i = 0; i < 10; i++) if ((await takeCitizenMail('alert-confirm', `Ra.Soa+${i}@gmail.com`, { points: 3, durationS: 86_401 })).ok) confirmations++
    expect(confirmations).toBe(3)
    expect((await takeCitizenMail('contact-ack', 'rasoa@gmail.com')).ok).toBe(true)
    expect((await takeCitizenMail('contact-ack', 'rasoa@googlemail.com')).ok).toBe(true)
    expect(await takeCitizenMail('contact-ack', 'r.asoa@gmail.com')).toEqual({ ok: false, refusedBy: 'recipient' })
  })

  it('everyone’s hourly ceiling: past it, nothing for anyone, and the refused mail spends no mailbox’s budget', async () => {
    process.env.CITIZEN_MAIL_LIMIT = '3/3602'
    process.env.CITIZEN_MAIL_RECIPIENT_LIMIT = '2/86402'
    for (const to of ['a@example.mg', 'b@example.mg', 'c@example.mg']) expect((await takeCitizenMail('contact-ack', to)).ok).toBe(true)
    expect(await takeCitizenMail('contact-ack', 'd@example.mg')).toEqual({ ok: false, refusedBy: 'all' })
    expect(await counted('citizen-mail-recipient', { points: 2, durationS: 86_402 }, 'd@example.mg')).toBe(0)
  })
})
