import type { Payload } from 'payload'

import { pruneQueryStats } from '@/analytics/queryStats'
import { runOncePerLease } from '@/cluster/lock'

export function retentionMonths(): number {
  const months = Number(process.env.MESSAGE_RETENTION_MONTHS || 24)
  return Number.isFinite(months) && months > 0 ? months : 24
}

/**
 * Erases the personal data (name, contact details, the message text) of messages
 * closed more than `months` ago; keeps reference, kind, theme, region, status and
 * dates for statistics. Idempotent.
 */
export async function erasePersonalData(payload: Payload, now = new Date(), months = retentionMonths()): Promise<number> {
  const cutoff = new Date(now)
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months)
  const { docs } = await payload.find({
    collection: 'messages',
    where: { and: [{ status: { equals: 'closed' } }, { closedAt: { less_than: cutoff.toISOString() } }, { personalDataErasedAt: { exists: false } }] },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  for (const doc of docs) {
    await payload.update({
      collection: 'messages',
      id: doc.id,
      data: { name: null, email: null, phone: null, message: '[effacé]', answer: null, internalNotes: [], personalDataErasedAt: now.toISOString() },
      overrideAccess: true,
      context: { skipAnswerMail: true },
    })
  }
  return docs.length
}

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * Runs the erasure now and then daily in a long-running server (not in scripts or tests):
 * with several instances, one of them per day (a lease in Redis, src/cluster/lock.ts).
 */
export function scheduleRetention(payload: Payload): void {
  if (process.env.NODE_ENV !== 'production' || process.env.MESSAGE_RETENTION_JOB === 'off') return
  const run = () =>
    runOncePerLease('message-retention', DAY_MS - 60_000, async () => {
      await erasePersonalData(payload)
      await pruneQueryStats(payload)
    }).catch(() => payload.logger.warn({ msg: 'retention job failed' }))
  void run()
  setInterval(run, DAY_MS).unref()
}
