/**
 * What the front process (src/server/main.ts) and its workers (src/server/worker.ts) share about
 * the instance they form:
 * - the random secret every front → worker request carries (a worker listens on loopback only,
 *   and answers nothing else); the front makes it and passes it to its workers' environment;
 * - the messages they exchange over the IPC channel of `child_process.fork`;
 * - the function that purges this instance, registered in the worker's process (globalThis:
 *   Next.js's bundles and the worker's own module graph are separate).
 */
import { randomBytes } from 'node:crypto'

import { FRONT_SECRET_ENV } from './headers'

/** Worker → front. */
export type WorkerMessage = { type: 'ready'; port: number } | { type: 'purge' }
/** Front → worker. */
/** `searchHits`: search pages the front answered from its cache, to be counted (src/server/searchHits.ts). */
export type FrontMessage = { type: 'revalidate'; id: number } | { type: 'stop' } | { type: 'searchHits'; hits: [string, number][] }
export type WorkerReply = { type: 'revalidated'; id: number }

type Shared = { secret?: string; purgeInstance?: () => Promise<void> }

function shared(): Shared {
  const holder = globalThis as unknown as Record<symbol, Shared | undefined>
  const key = Symbol.for('services-publics-mg.internal')
  holder[key] ??= {}
  return holder[key]
}

/** The secret of this instance: the front's (inherited by its workers); undefined under `next dev`. */
export function processInternalSecret(): string | undefined {
  return shared().secret ?? process.env[FRONT_SECRET_ENV] ?? undefined
}

/** Made once by the front. */
export function createInternalSecret(): string {
  const state = shared()
  state.secret ??= process.env[FRONT_SECRET_ENV] || randomBytes(16).toString('hex')
  return state.secret
}

export function registerInstancePurge(purge: () => Promise<void>): void {
  shared().purgeInstance = purge
}

/** Purges this whole instance (page caches, Next.js's cache, search, cache in front), if served by the portal server. */
export function instancePurge(): (() => Promise<void>) | undefined {
  return shared().purgeInstance
}

/** Whether this process runs the instance's periodic jobs: the first worker (or a process without a front). */
export function runsJobs(): boolean {
  const index = process.env.PORTAL_WORKER_INDEX
  return index === undefined || index === '' || index === '0'
}
