/**
 * Runs Payload's queued jobs (scheduled publish and unpublish, the link check) in the portal
 * server: every JOBS_INTERVAL_MS (20 s by default), on one instance at a time (a Redis lease,
 * src/cluster/lock.ts). Payload's own cron (`jobs.autoRun`) would run on every instance and
 * only in processes started with `cron: true`; this runs where the site runs, and nowhere else
 * (scripts and tests call `runDueJobs` themselves).
 */
import type { Payload } from 'payload'

import { runOncePerLease } from '@/cluster/lock'
import { countEvent } from '@/http/instance'

const DEFAULT_INTERVAL_MS = 20_000
/** At most this many jobs per round: a backlog drains over several rounds, never in one burst. */
export const JOBS_PER_ROUND = 20

export function jobsIntervalMs(env: Record<string, string | undefined> = process.env): number {
  const value = Number(env.JOBS_INTERVAL_MS)
  return Number.isFinite(value) && value >= 1_000 ? value : DEFAULT_INTERVAL_MS
}

/**
 * Completed jobs are kept (`jobs.deleteJobOnComplete: false` in src/payload.config.ts) so that the
 * dashboard can say which scheduled publications went out (src/editorial/worklist.ts); this long.
 */
export const COMPLETED_JOBS_KEPT_DAYS = 30
const PRUNE_EVERY_MS = 3_600_000
let prunedAt = 0

/** Runs every job whose time has come (waitUntil in the past), oldest first; once an hour, forgets old completed jobs. */
export async function runDueJobs(payload: Payload, now = new Date()): Promise<void> {
  const result = await payload.jobs.run({ limit: JOBS_PER_ROUND, silent: true })
  for (const job of Object.values(result?.jobStatus ?? {})) countEvent('jobs', job.status === 'success' ? 'success' : 'error')
  if (now.getTime() - prunedAt < PRUNE_EVERY_MS) return
  prunedAt = now.getTime()
  await pruneCompletedJobs(payload, now)
}

/** Deletes the jobs completed more than COMPLETED_JOBS_KEPT_DAYS ago. */
export async function pruneCompletedJobs(payload: Payload, now = new Date()): Promise<void> {
  const before = new Date(now.getTime() - COMPLETED_JOBS_KEPT_DAYS * 86_400_000).toISOString()
  await payload.db.deleteMany({ collection: 'payload-jobs', where: { completedAt: { less_than: before } } })
}

let timer: NodeJS.Timeout | undefined

export function scheduleJobRunner(payload: Payload): void {
  if (process.env.NODE_ENV !== 'production' || process.env.JOBS_RUNNER === 'off' || timer) return
  const interval = jobsIntervalMs()
  let running = false
  const round = async () => {
    if (running) return
    running = true
    try {
      // The lease outlives a round's work but not the next round.
      await runOncePerLease('jobs', Math.max(1_000, interval - 500), () => runDueJobs(payload))
    } catch {
      payload.logger.warn({ msg: 'scheduled jobs round failed' })
    } finally {
      running = false
    }
  }
  timer = setInterval(() => void round(), interval)
  timer.unref()
  void round()
}
