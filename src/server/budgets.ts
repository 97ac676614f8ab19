/**
 * What each request may cost, decided by the front before any work (ADR 12):
 * - a cached page, an island, a build asset or a media file: nothing is counted (microseconds);
 * - anything a worker must do for an anonymous client is counted per client address, by kind
 *   (`render`: a page, search, API or data read that missed the cache; `write`: a form or any
 *   other post; sign-ins are counted by the worker, per account and address), with
 *   rate-limiter-flexible (Redis when configured), then admitted through the fair gate of their
 *   kind (src/server/fairGate.ts);
 * - staff (a verified session, src/server/session.ts) are not rate-limited here (the worker
 *   checks their session and roles) and go first in the gate.
 * A client over its budget gets 429 with the minutes to wait; a machine too busy gets 503.
 *
 * Behind carrier-grade NAT many citizens share one address: the defaults are far above what a
 * person does (a reader renders a few uncached pages a minute), and operators can change them.
 */
import { attempt, limitFromEnv, minutesToWait, type LimitSpec } from '@/security/limits'

import { FairGate, type Refused } from './fairGate'

export type WorkKind = 'render' | 'write' | 'auth' | 'gateway' | 'upload'
/** Kinds counted against an anonymous client's budget here (sign-ins are counted by the worker, per account). */
type MeteredKind = 'render' | 'write'
const metered = (kind: WorkKind): kind is MeteredKind => kind === 'render' || kind === 'write'

export const frontLimits: Record<MeteredKind, () => LimitSpec> = {
  render: () => limitFromEnv(process.env.RENDER_RATE_LIMIT, { points: 120, durationS: 60 }),
  write: () => limitFromEnv(process.env.WRITE_RATE_LIMIT, { points: 30, durationS: 60 }),
}

/**
 * Requests with the workers at once, per worker and kind, and what one client may hold or queue.
 * Sign-ins have a gate of their own: each answer is held to 1.5 s (src/security/login.ts) without
 * using the processor, and must neither wait behind renders nor keep them waiting.
 */
const GATE_PER_WORKER: Record<WorkKind, number> = { render: 4, write: 4, auth: 16, gateway: 8, upload: 2 }
/**
 * Sign-ins mostly wait: an office behind one address signs in several people at once. The SMS and
 * USSD gateway is one client speaking for thousands of phones (their limits are per number).
 * Uploads (staff only) stream their body to the worker while it comes (src/server/bodies.ts): they
 * have places of their own, so a slow upload holds only another upload's place.
 */
const GATE_PER_CLIENT: Record<WorkKind, number> = { render: 2, write: 2, auth: 8, gateway: 8, upload: 2 }
export const GATE_QUEUE_PER_CLIENT = 32
export const GATE_QUEUE_TOTAL = 512
export const GATE_MAX_WAIT_MS = 10_000
/**
 * The SMS gateway waits longer (issue 39): Kannel asks at most 32 questions at once
 * (deploy/kannel/portal.conf.template, `max-pending-requests`) and waits 60 s for each, so its queue
 * here is bounded by Kannel itself; in a burst on a busy machine a question answered after 25 s is
 * better than « send it again », and the asker gets the busy reply only past this.
 */
const GATE_MAX_WAIT_BY_KIND: Partial<Record<WorkKind, number>> = { gateway: 30_000 }

export type FrontGates = Record<WorkKind, FairGate>

export function createFrontGates(workers: number): FrontGates {
  const gate = (kind: WorkKind) =>
    new FairGate({ concurrency: GATE_PER_WORKER[kind] * workers, perClient: GATE_PER_CLIENT[kind], queuePerClient: GATE_QUEUE_PER_CLIENT, queueTotal: GATE_QUEUE_TOTAL, maxWaitMs: GATE_MAX_WAIT_BY_KIND[kind] ?? GATE_MAX_WAIT_MS })
  return { render: gate('render'), write: gate('write'), auth: gate('auth'), gateway: gate('gateway'), upload: gate('upload') }
}

/** Sign-in and account operations (throttled per account and address by the worker). */
export function isAuthPath(path: string): boolean {
  return /^\/api\/users\/(?:login|logout|forgot-password|reset-password|first-register|unlock|verify\/)/.test(path)
}

export type Admitted = { ok: true; release: () => void }
export type NotAdmitted = { ok: false; status: 429 | 503; kind: 'tooMany' | 'busy'; minutes: number }

/**
 * Counts the request against its client's budget and waits for a place with the workers.
 * `signal` aborts the wait when the client goes away.
 */
export async function admit(gates: FrontGates, client: string, staff: boolean, kind: WorkKind, signal?: AbortSignal, unmetered = false): Promise<Admitted | NotAdmitted> {
  // `unmetered`: the instance's own mirror build, which reads every page after a publication: not
  // rate-limited, but one client in the fair gate like any other (it waits behind citizens' turns).
  if (!staff && !unmetered && metered(kind)) {
    const wait = await attempt(`front-${kind}`, frontLimits[kind](), client)
    if (wait > 0) return { ok: false, status: 429, kind: 'tooMany', minutes: minutesToWait(wait) }
  }
  const admission = await gates[kind].acquire(staff ? `staff:${client}` : client, staff, signal)
  if (admission.ok) return { ok: true, release: admission.release }
  return refusalFor(admission.reason)
}

function refusalFor(reason: Refused): NotAdmitted {
  // Its own flood: that client waits. Everything else: the machine is busy for everybody.
  if (reason === 'clientQueue' || reason === 'ownWait') return { ok: false, status: 429, kind: 'tooMany', minutes: 1 }
  return { ok: false, status: 503, kind: 'busy', minutes: 1 }
}

/** Anonymous writes the public site and the sign-in need; every other anonymous write to /api is refused unread. */
const ANONYMOUS_API_WRITES = /^\/api\/(?:users\/(?:login|logout|forgot-password|reset-password|first-register|verify\/[^/]{1,512}|refresh-token)|page-view)\/?$/

export function anonymousWriteAllowed(path: string): boolean {
  if (path.startsWith('/api/')) return ANONYMOUS_API_WRITES.test(path)
  // The admin's sign-in page posts to itself (Next.js server functions); the citizens' forms.
  return path === '/admin' || path.startsWith('/admin/') || /^\/(?:fr|mg)\//.test(path)
}
