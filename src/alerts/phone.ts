/**
 * Phone numbers, read once for every rule that counts or finds something by number (issue 38):
 * the SMS questions' limits and conversations (src/channels/sms/kannel.ts), USSD
 * (src/channels/ussd/gateway.ts), alert subscriptions and STOP/LISTE (src/alerts/store.ts), the
 * codes typed on the web (src/alerts/web.ts), the contact form's number (src/forms/contact).
 *
 * A Malagasy number however it is written or relayed — `+261 34 12 345 67`, `+2610341234567` (the
 * trunk 0 kept after the country code), `261341234567`, `00261341234567`, `0341234567`,
 * `034 12 345 67`, `034-12-345-67`, `034.12.345.67`, `(034) 12/345/67` — is its 9 national digits
 * (`341234567`). Kannel's `%p` gives what the operator's link or the modem gives: `+261…`,
 * `261…` or `034…`, all read the same. Anything else (a foreign number, a short code) keeps its
 * digits, with `+` for an international prefix (`0033…` → `+33…`).
 *
 * No imports: the channels, the forms and the alerts all use this one module.
 */

/** What people and gateways put between digits. */
const SEPARATORS = /[\s.()/-]/g

/** The one form of a number every per-number rule keys by (see the module comment). */
export function canonicalNumber(raw: string): string {
  const compact = raw.replace(SEPARATORS, '').replace(/^00(?=[1-9])/, '+')
  const malagasy = /^(?:\+?261)?0?(\d{9})$/.exec(compact)
  return malagasy ? malagasy[1]! : compact
}

/** Kept for the subscriptions' keys (src/alerts/store.ts): the same as `canonicalNumber`. */
export const nationalNumber = canonicalNumber

/**
 * A Malagasy mobile number typed on the web: its 9 national digits when it can receive an SMS,
 * else null. Mobile numbers start with 3 after the trunk 0 (032 and 037 Orange, 033 Airtel, 034
 * and 038 Telma, 039 Blueline); fixed lines (020…) receive no SMS.
 */
export function mobileNumber(typed: string): string | null {
  const compact = typed.replace(SEPARATORS, '')
  if (!/^\+?\d{9,14}$/.test(compact)) return null
  const national = canonicalNumber(compact)
  return /^3[2-9]\d{7}$/.test(national) ? national : null
}

/** The number as the gateway is given it (the national form with its trunk 0, as phones write it). */
export const dialled = (national: string) => `0${national}`

/** The number shown back to its owner: 034 12 345 67. */
export const spaced = (national: string) => `0${national.slice(0, 2)} ${national.slice(2, 4)} ${national.slice(4, 7)} ${national.slice(7)}`
