/**
 * A publish reaches every instance and the HTTP cache in front of them.
 *
 * The instance where an editor publishes purges its own caches (src/hooks/revalidateSite.ts),
 * then announces it on the Redis channel PURGE_CHANNEL. Every other instance's portal server
 * (src/server/main.ts) hears it and purges its caches too. Each instance, once its own caches
 * are purged, bans the public pages in the HTTP cache in front (CACHE_PURGE_URL: Varnish, or a
 * CDN's purge endpoint): the last ban comes after the last instance stopped serving the old
 * page, so the cache in front cannot keep a stale copy fetched in between.
 *
 * The round starts once the publish's database transaction is committed (src/hooks/afterCommit.ts):
 * a page rendered again on any instance then shows the new state. Everything is within the 2 s target.
 */
import { instanceId, sharedRedis } from './redis'

export const PURGE_CHANNEL = 'portal:purge'
const BAN_TIMEOUT_MS = 2_000

export type PurgeMessage = { origin: string; at: number }

export function parsePurgeMessage(raw: string): PurgeMessage | null {
  try {
    const value = JSON.parse(raw) as Partial<PurgeMessage>
    return typeof value.origin === 'string' && typeof value.at === 'number' ? { origin: value.origin, at: value.at } : null
  } catch {
    return null
  }
}

/** Tells the other instances (no-op without Redis; a Redis outage is logged, never thrown). */
export async function announcePurge(): Promise<void> {
  const redis = sharedRedis()
  if (!redis) return
  const message: PurgeMessage = { origin: instanceId(), at: Date.now() }
  await redis.publish(PURGE_CHANNEL, JSON.stringify(message)).catch(() => undefined)
}

/** The HTTP caches in front that take a BAN (comma-separated CACHE_PURGE_URL), if any. */
export function frontCaches(value = process.env.CACHE_PURGE_URL): URL[] {
  return (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .flatMap((entry) => {
      try {
        const url = new URL(entry)
        return url.protocol === 'http:' || url.protocol === 'https:' ? [url] : []
      } catch {
        return []
      }
    })
}

/**
 * Asks each cache in front to drop every stored page of the site (a publish can change the
 * home page, listings, related guides, search and 404s alike; the immutable assets stay).
 */
export async function banFrontCaches(): Promise<void> {
  await Promise.all(
    frontCaches().map(async (url) => {
      try {
        const response = await fetch(url, { method: 'BAN', headers: { 'X-Portal-Ban': 'pages' }, signal: AbortSignal.timeout(BAN_TIMEOUT_MS) })
        await response.body?.cancel()
        if (!response.ok) throw new Error(`status ${response.status}`)
      } catch (error) {
        process.stdout.write(`${JSON.stringify({ level: 'warn', time: new Date().toISOString(), msg: 'cache ban failed', cache: url.host, error: (error as Error).message })}\n`)
      }
    }),
  )
}
