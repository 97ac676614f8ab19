/**
 * ADMIN_EMAIL / ADMIN_PASSWORD: an operator provisions the first administrator from the
 * environment (any start command runs this through prepare-db), instead of the first-user screen.
 */
import type { Payload } from 'payload'

export type AdminCredentials = { email: string; password: string }
export const ADMIN_PASSWORD_MIN_LENGTH = 12

/** ADMIN_EMAIL and ADMIN_PASSWORD, checked; null when neither is set. Throws a clear message on half or bad settings. */
export function adminCredentialsFromEnv(env: Record<string, string | undefined> = process.env): AdminCredentials | null {
  const email = (env.ADMIN_EMAIL ?? '').trim().toLowerCase()
  const password = env.ADMIN_PASSWORD ?? ''
  if (!email && !password) return null
  if (!email || !password) throw new Error('ADMIN_EMAIL and ADMIN_PASSWORD go together: set both, or neither')
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new Error('ADMIN_EMAIL is not an e-mail address')
  if (password.length < ADMIN_PASSWORD_MIN_LENGTH) throw new Error(`ADMIN_PASSWORD must have at least ${ADMIN_PASSWORD_MIN_LENGTH} characters`)
  return { email, password }
}

/**
 * Makes sure an administrator signs in with these credentials: created when missing; an
 * existing account with this address gets the admin role and this password. Returns what it did.
 */
export async function ensureAdministrator(payload: Payload, credentials: AdminCredentials): Promise<'created' | 'updated' | 'unchanged'> {
  const { docs } = await payload.find({ collection: 'users', where: { email: { equals: credentials.email } }, limit: 1, depth: 0, overrideAccess: true })
  const existing = docs[0]
  if (!existing) {
    await payload.create({
      collection: 'users',
      data: { email: credentials.email, password: credentials.password, name: 'Administrateur', roles: ['admin'] } as never,
      overrideAccess: true,
    })
    return 'created'
  }
  const isAdmin = (existing.roles ?? []).includes('admin')
  const signsIn = await payload
    .login({ collection: 'users', data: { email: credentials.email, password: credentials.password }, overrideAccess: true })
    .then(() => true)
    .catch(() => false)
  if (isAdmin && signsIn) return 'unchanged'
  await payload.update({
    collection: 'users',
    id: existing.id,
    data: { roles: isAdmin ? existing.roles : [...(existing.roles ?? []), 'admin'], ...(signsIn ? {} : { password: credentials.password }) } as never,
    overrideAccess: true,
  })
  return 'updated'
}
