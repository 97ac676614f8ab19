/**
 * Pages are kept until a publication purges them: a notice that starts or ends on its own would
 * not appear or disappear. Each instance checks every JOBS_INTERVAL_MS (20 s) whether the notice
 * crossed its start or end since the last check, and if so purges itself (its page caches,
 * Next.js's, and the cache in front), as after a publication.
 */
import type { Payload } from 'payload'

import { jobsIntervalMs } from '@/editorial/scheduler'
import { instancePurge } from '@/http/instance'

import { visibleNotice, type NoticeData } from './notice'

/** Whether the notice is on the public pages now, whatever the language's text. */
export function noticeLive(data: NoticeData | null | undefined, now = new Date()): boolean {
  return visibleNotice(data ? { ...data, title: 'x', message: 'x' } : null, now) !== null
}

let timer: NodeJS.Timeout | undefined

export function watchNoticeBoundaries(payload: Payload): void {
  if (process.env.NODE_ENV !== 'production' || timer) return
  let last: boolean | undefined
  const check = async () => {
    const data = (await payload.findGlobal({ slug: 'emergency-notice', depth: 0, overrideAccess: true }).catch(() => null)) as NoticeData | null
    const live = noticeLive(data)
    // A change made through the admin purges by itself; this catches the clock.
    if (last !== undefined && live !== last) await instancePurge()?.()
    last = live
  }
  timer = setInterval(() => void check().catch(() => payload.logger.warn({ msg: 'emergency notice check failed' })), jobsIntervalMs())
  timer.unref()
  void check().catch(() => undefined)
}
