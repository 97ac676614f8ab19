import { describe, expect, it } from 'vitest'

import { getDictionary } from '@/i18n'

import { alertMail, alertMailFor, confirmMail } from './compose'
import { parseMail, recordMail, smtpOutcome, smtpSend } from './mail'

describe('alert e-mails', () => {
  it('what an SMTP answer means for the row: a refused mailbox is a bounce, a busy server a retry, a cut line never sent again', () => {
    expect(smtpOutcome({ code: 'EENVELOPE', responseCode: 550, message: 'Can’t send mail - all recipients were rejected: 550 5.1.1 <x@y.mg>: No such mailbox' })).toEqual({ kind: 'failed', bounced: true, detail: '550 Can’t send mail - all recipients were rejected: 550 5.1.1 <address> No such mailbox' })
    expect(smtpOutcome({ code: 'EMESSAGE', responseCode: 552, message: 'Message too large' })).toEqual({ kind: 'failed', detail: '552 Message too large' })
    expect(smtpOutcome({ code: 'EENVELOPE', responseCode: 451, message: 'Greylisted, try later' }).kind).toBe('retry')
    expect(smtpOutcome({ code: 'ECONNECTION', message: 'connect ECONNREFUSED 127.0.0.1:25' }).kind).toBe('retry')
    // A wrong sign-in is the relay refusing the portal itself: held until fixed, never « failed » per message.
    expect(smtpOutcome({ code: 'EAUTH', responseCode: 535, message: 'Invalid login: 535 5.7.8 Authentication credentials invalid' }).kind).toBe('refused')
    expect(smtpOutcome({ code: 'EAUTH', message: 'Missing credentials for "PLAIN"' }).kind).toBe('refused')
    expect(smtpOutcome({ code: 'EENVELOPE', responseCode: 530, message: '530 5.7.0 Authentication required' }).kind).toBe('refused')
    expect(smtpOutcome({ code: 'ETIMEDOUT', message: 'Timeout' }).kind).toBe('interrupted')
    expect(smtpOutcome({}).kind).toBe('interrupted')
  })

  it('sends through the transport and never puts an address in what it records', async () => {
    const seen: unknown[] = []
    const ok = smtpSend({ sendMail: async (message: unknown) => (seen.push(message), { response: '250 2.0.0 Ok: queued for rasoa@example.mg' }) } as never, { address: 'alertes@test.mg', name: 'Services publics MG' })
    expect(await ok({ to: 'rasoa@example.mg', subject: 'S', text: 'T', headers: { 'List-Unsubscribe': '<https://x/>' } })).toEqual({ kind: 'sent', detail: '250 2.0.0 Ok: queued for <address>' })
    expect(seen[0]).toMatchObject({ to: 'rasoa@example.mg', from: { address: 'alertes@test.mg' }, headers: { 'List-Unsubscribe': '<https://x/>' } })
    const refused = smtpSend({ sendMail: async () => Promise.reject(Object.assign(new Error('550 <rasoa@example.mg> unknown'), { code: 'EENVELOPE', responseCode: 550 })) } as never)
    expect(await refused({ to: 'rasoa@example.mg', subject: 'S', text: 'T', headers: {} })).toMatchObject({ kind: 'failed', bounced: true, detail: '550 550 <address> unknown' })
  })

  it('composes the alert (severity and title as subject, the message as written) and each subscriber’s footer with the way out', () => {
    const mail = alertMail({ severity: 'critical', title: 'Cyclone Batsirai.', message: '  Restez à l’abri.\nNe traversez pas.  ' }, 'fr')
    expect(mail).toEqual({ subject: 'Alerte : Cyclone Batsirai', text: 'Restez à l’abri.\nNe traversez pas.' })
    expect(alertMail({ severity: 'warning', title: 'Rivodoza', message: 'Mijanòna.' }, 'mg').subject).toBe('Mailo: Rivodoza')
    expect(alertMail({ severity: 'critical', title: 'Rivodoza', message: 'Mijanòna.' }, 'mg').subject).toBe('Loza: Rivodoza')
    expect(parseMail(recordMail(mail))).toEqual(mail)
    expect(parseMail(null)).toBeNull()
    const one = alertMailFor(mail, 'fr', { regions: 'Analamanga', site: 'https://s.mg/fr/', unsubscribe: 'https://s.mg/fr/alertes/desabonner/?t=k.s' })
    expect(one.text).toBe('Restez à l’abri.\nNe traversez pas.\n\n-- \nAlerte envoyée par Services publics MG à ses abonnés pour : Analamanga.\nToutes les informations : https://s.mg/fr/\n\nNe plus recevoir ces alertes (un clic, votre adresse est effacée) :\nhttps://s.mg/fr/alertes/desabonner/?t=k.s\n')
    const confirm = confirmMail('mg', { regions: 'Atsinanana', confirm: 'https://s.mg/mg/alertes/confirmer/?t=x', days: 7 })
    expect(confirm.subject).toBe('Hamafiso ny fisoratanao amin’ny fampitandremana maika')
    expect(confirm.text).toContain('ao anatin’ny 7 andro:\nhttps://s.mg/mg/alertes/confirmer/?t=x')
    // Every region: « ho an’ny faritra rehetra », not « ho an’ny: ny faritra rehetra » (issue 39).
    expect(confirmMail('mg', { regions: getDictionary('mg').alertMail.all, confirm: 'https://s.mg/', days: 7 }).text).toContain('avy amin’ny Services publics MG ho an’ny faritra rehetra.')
  })
})
