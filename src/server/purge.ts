/**
 * Purging one instance after a publish, asked by one of its workers (over IPC) or by another
 * instance (Redis, src/cluster/purge.ts): the front's caches, then every worker's Next.js page
 * cache and search index, the front's caches once more (pages rendered meanwhile), then the HTTP
 * cache in front. Purges asked for while one runs are coalesced into one more run.
 */
import { banFrontCaches, PURGE_CHANNEL, parsePurgeMessage } from '@/cluster/purge'
import { instanceId, subscriberRedis } from '@/cluster/redis'

import type { FrontCaches } from './pages'

type Workers = { revalidateAll: () => Promise<void> }

export function createInstancePurge(caches: FrontCaches, workers: Workers): () => Promise<void> {
  let running: Promise<void> | null = null
  let again = false
  const clear = () => {
    caches.pages.purge()
    caches.queries.purge()
  }
  const once = async () => {
    clear()
    await workers.revalidateAll()
    // Pages rendered between the purge and the workers' revalidation are not kept either.
    clear()
    await banFrontCaches()
  }
  return (): Promise<void> => {
    if (running) {
      again = true
      return running
    }
    running = (async () => {
      do {
        again = false
        await once()
      } while (again)
    })().finally(() => {
      running = null
    })
    return running
  }
}

/** With Redis, listens for publishes on other instances. */
export function listenForPurges(purge: () => Promise<void>): void {
  const subscriber = subscriberRedis()
  if (!subscriber) return
  subscriber.on('message', (channel: string, raw: string) => {
    if (channel !== PURGE_CHANNEL) return
    const message = parsePurgeMessage(raw)
    if (message && message.origin !== instanceId()) void purge()
  })
  // Publishes made while this instance was cut off from Redis were missed: purge on reconnection.
  let connectedBefore = false
  subscriber.on('ready', () => {
    if (connectedBefore) void purge()
    connectedBefore = true
  })
  // Not awaited: an instance starts and serves even while Redis is down.
  subscriber.subscribe(PURGE_CHANNEL).catch(() => undefined)
}
