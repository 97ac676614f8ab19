/**
 * What the portal server and the Next.js app of one process share: the random secret that
 * marks the server's own loopback requests, and the function that purges this instance.
 * Both live on globalThis (the server and Next.js's bundles are separate module graphs).
 */
import { randomBytes } from 'node:crypto'

export const INTERNAL_HEADER = 'x-portal-internal'
export const PURGE_SECRET_HEADER = 'x-portal-purge'
/** Paths only the portal server itself may request (refused from outside with 404). */
export const INTERNAL_PATH_PREFIX = '/api/portal-internal/'

type Shared = { secret?: string; purgeInstance?: () => Promise<void> }

function shared(): Shared {
  const holder = globalThis as unknown as Record<symbol, Shared | undefined>
  const key = Symbol.for('services-publics-mg.internal')
  holder[key] ??= {}
  return holder[key]
}

/** The secret of this process (created by the portal server; undefined under `next dev`). */
export function processInternalSecret(): string | undefined {
  return shared().secret
}

export function createInternalSecret(): string {
  const state = shared()
  state.secret ??= randomBytes(16).toString('hex')
  return state.secret
}

export function registerInstancePurge(purge: () => Promise<void>): void {
  shared().purgeInstance = purge
}

/** Purges this whole instance (page caches, Next.js's cache, search, cache in front), if served by the portal server. */
export function instancePurge(): (() => Promise<void>) | undefined {
  return shared().purgeInstance
}
