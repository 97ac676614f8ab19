/**
 * Whether a request carries a staff session, decided by the front before any work: Payload's
 * session is a JWT (HS256) signed with a key derived from PAYLOAD_SECRET, in the `payload-token`
 * cookie or an `Authorization: JWT …`/`Bearer …` header. Verifying its signature and expiry costs
 * microseconds and no database read; a forged or expired token is anonymous.
 *
 * This only chooses the lane (staff budgets, bodies over 64 KB, previews): the worker still checks
 * the session against the database (logged-out sessions, roles) before doing anything for it.
 */
import { createHash } from 'node:crypto'

import { jwtVerify } from 'jose'

const COOKIE = /(?:^|;\s*)payload-token=([^;]+)/

/** Payload's own derivation (payload/dist/index.js: sha256 of the secret, hex, 32 characters). */
export function payloadSigningKey(secret: string): Uint8Array {
  return new TextEncoder().encode(createHash('sha256').update(secret).digest('hex').slice(0, 32))
}

/** The token a request carries, if any (bounded: a JWT is a few hundred characters). */
export function tokenOf(headers: { cookie?: string; authorization?: string }): string | null {
  const authorization = headers.authorization ?? ''
  const bearer = /^(?:JWT|Bearer)\s+([A-Za-z0-9._-]{20,4096})$/.exec(authorization.trim())
  if (bearer) return bearer[1]!
  const cookie = COOKIE.exec(headers.cookie ?? '')
  const value = cookie?.[1]?.trim()
  return value && value.length <= 4096 && /^[A-Za-z0-9._-]+$/.test(value) ? value : null
}

export type StaffCheck = (headers: { cookie?: string; authorization?: string }) => Promise<boolean>

/** A checker bound to one secret; without a secret nobody is staff at the front. */
export function createStaffCheck(secret: string | undefined): StaffCheck {
  if (!secret) return async () => false
  const key = payloadSigningKey(secret)
  return async (headers) => {
    const token = tokenOf(headers)
    if (!token) return false
    try {
      const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] })
      return payload.collection === 'users' || typeof payload.id === 'number' || typeof payload.id === 'string'
    } catch {
      return false
    }
  }
}
