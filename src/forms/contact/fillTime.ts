import { createHmac, timingSafeEqual } from 'node:crypto'

/** A signed "form shown at" timestamp, so that instant robot posts can be told apart. */
function sign(value: string): string {
  return createHmac('sha256', process.env.PAYLOAD_SECRET || 'unset').update(`contact-form:${value}`).digest('base64url')
}

export function issueFillToken(now = Date.now()): string {
  const ts = String(now)
  return `${ts}.${sign(ts)}`
}

/** Milliseconds since the form was shown, or null when the token is missing or forged. */
export function elapsedSince(token: string, now = Date.now()): number | null {
  const [ts, mac] = token.split('.')
  if (!ts || !mac || !/^\d+$/.test(ts)) return null
  const expected = Buffer.from(sign(ts))
  const given = Buffer.from(mac)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null
  return now - Number(ts)
}
