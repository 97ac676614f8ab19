/**
 * Purging one instance after a publish, here or on another instance (src/cluster/purge.ts):
 * the finished-page cache, the search index, Next.js's page cache (through the internal
 * route, since Next.js can only revalidate inside a request), then the HTTP cache in front.
 * Purges asked for while one runs are coalesced into one more run.
 */
import http from 'node:http'

import { banFrontCaches, PURGE_CHANNEL, parsePurgeMessage } from '@/cluster/purge'
import { instanceId, subscriberRedis } from '@/cluster/redis'
import { markSearchStale } from '@/search/freshness'

import { INTERNAL_HEADER, INTERNAL_PATH_PREFIX, PURGE_SECRET_HEADER, registerInstancePurge } from './internal'
import { internalSecret, processPageCache } from './pages'

function revalidateNext(port: number): Promise<void> {
  return new Promise((resolve) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: `${INTERNAL_PATH_PREFIX}revalidate/`,
        headers: { [INTERNAL_HEADER]: internalSecret, [PURGE_SECRET_HEADER]: internalSecret, 'content-length': '0' },
      },
      (response) => {
        if (response.statusCode !== 204) {
          process.stdout.write(`${JSON.stringify({ level: 'warn', time: new Date().toISOString(), msg: 'page cache revalidation refused', status: response.statusCode })}\n`)
        }
        response.resume()
        response.on('end', () => resolve())
      },
    )
    request.setTimeout(10_000, () => request.destroy(new Error('revalidation timed out')))
    request.on('error', () => resolve())
    request.end()
  })
}

export function createInstancePurge(port: number): () => Promise<void> {
  let running: Promise<void> | null = null
  let again = false
  const once = async () => {
    processPageCache().purge()
    markSearchStale()
    await revalidateNext(port)
    // Pages rendered between the purge and Next.js's revalidation are not kept either.
    processPageCache().purge()
    await banFrontCaches()
  }
  const purge = (): Promise<void> => {
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
  return purge
}

/** Registers this instance's purge and, with Redis, listens for publishes on other instances. */
export function listenForPurges(port: number): void {
  const purge = createInstancePurge(port)
  registerInstancePurge(purge)
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
