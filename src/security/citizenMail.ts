/**
 * Ceilings on the mail a citizen's post makes the portal send (issue 38): alert confirmations
 * (src/alerts/web.ts), contact acknowledgements (src/forms/contact/submit.ts) and password-reset
 * mail, which anyone may ask for an editor's address (src/security/login.ts). Answers written
 * by staff and alerts sent by administrators are not citizen-triggered and are not counted here.
 *
 * - In all: `CITIZEN_MAIL_LIMIT` (default 500 an hour, every instance together with Redis): a
 *   flood from many addresses cannot turn the portal into a mailer, nor spend the relay's
 *   reputation.
 * - Per recipient's mailbox: `CITIZEN_MAIL_RECIPIENT_LIMIT` (default 5 a day, every form
 *   together), counted on `mailboxOf(address)`, so that `victim+1@…`, `victim+2@…` and
 *   `v.i.c.t.i.m@gmail.com` are one mailbox. A form may add its own, smaller ceiling (alert
 *   confirmations: 3 a day).
 *
 * The mail itself still goes to the address as typed. Past a ceiling, nothing is sent and the
 * refusal is counted (`portal_rate_limited_total{limiter="citizen-mail…"}`); what the citizen
 * sees is the form's choice (the same page for alerts; the reference without the sentence about
 * the acknowledgement for the contact form).
 */
import { attemptAll, limits, type Ceiling } from './limits'

/**
 * Providers that deliver `first.last@` and `firstlast@` to one mailbox, and the domain their
 * addresses share. Gmail ignores dots in the local part, and googlemail.com is the same mailbox as
 * gmail.com. Outlook, Yahoo and the Malagasy providers do not: for them a dot is part of the name.
 */
export const DOTS_IGNORED: Readonly<Record<string, string>> = { 'gmail.com': 'gmail.com', 'googlemail.com': 'gmail.com' }

/**
 * The mailbox an address reaches, for counting: lower case, the `+tag` of the local part dropped
 * (sub-addressing, RFC 5233: Gmail, Outlook, Fastmail, Proton and most servers deliver
 * `name+anything@` to `name@`), and dots dropped for the providers of DOTS_IGNORED.
 */
export function mailboxOf(address: string): string {
  const lower = address.trim().toLowerCase()
  const at = lower.lastIndexOf('@')
  if (at <= 0) return lower
  let local = lower.slice(0, at)
  let domain = lower.slice(at + 1).replace(/\.$/, '')
  const plus = local.indexOf('+')
  if (plus > 0) local = local.slice(0, plus)
  const sameAs = DOTS_IGNORED[domain]
  if (sameAs) {
    domain = sameAs
    local = local.replace(/\./g, '')
  }
  return `${local}@${domain}`
}

/** What a citizen's post asks to send: the form it comes from names its own ceiling in the metrics. */
export type CitizenMailKind = 'alert-confirm' | 'contact-ack' | 'password-reset'

export type CitizenMailOutcome = { ok: true; giveBack: () => Promise<void> } | { ok: false; refusedBy: 'all' | 'recipient' }

/**
 * Counts one citizen-triggered mail to `address`: everyone's hourly ceiling first, then the
 * mailbox's, then `own` (a form's own per-mailbox ceiling, keyed by the same mailbox). A mail
 * refused by one uses up none of the others. `giveBack()` when the mail could not be sent.
 */
export async function takeCitizenMail(kind: CitizenMailKind, address: string, own?: { points: number; durationS: number }): Promise<CitizenMailOutcome> {
  const mailbox = mailboxOf(address)
  const ceilings: Ceiling[] = [
    { name: 'citizen-mail', spec: limits.citizenMail(), key: 'all' },
    { name: 'citizen-mail-recipient', spec: limits.citizenMailRecipient(), key: mailbox },
  ]
  if (own) ceilings.push({ name: kind, spec: own, key: mailbox })
  const outcome = await attemptAll(ceilings)
  if (outcome.ok) return outcome
  return { ok: false, refusedBy: outcome.refusedBy === 'citizen-mail' ? 'all' : 'recipient' }
}
