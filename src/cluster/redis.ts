/**
 * The connection to Redis that several instances share (REDIS_URL). Without REDIS_URL the
 * portal is one process and everything stays in its memory.
 *
 * One command connection and one subscriber connection per process, kept on globalThis:
 * Next.js may load this module in several bundles of the process, and the portal server
 * (src/server/main.ts) in its own; they all share the same two connections.
 *
 * Commands never queue while Redis is unreachable (`enableOfflineQueue: false`): callers fail
 * fast and fall back (rate limits to this process's memory, locks to "run here").
 */
import { randomBytes } from 'node:crypto'

import { Redis } from 'ioredis'

type Holder = { command?: Redis; subscriber?: Redis; instance?: string; warned?: boolean }

function holder(): Holder {
  const global = globalThis as unknown as Record<symbol, Holder | undefined>
  const key = Symbol.for('services-publics-mg.redis')
  global[key] ??= {}
  return global[key]
}

export function redisUrl(): string | null {
  const url = (process.env.REDIS_URL ?? '').trim()
  return url ? url : null
}

/** This process, among the instances: messages it sent itself are not acted on twice. */
export function instanceId(): string {
  const state = holder()
  // A front and its workers are one instance: the front hands its id to them (src/server/main.ts).
  state.instance ??= process.env.PORTAL_INSTANCE_ID || `${process.pid}-${randomBytes(6).toString('hex')}`
  return state.instance
}

function connect(url: string, role: 'command' | 'subscriber'): Redis {
  const client = new Redis(url, {
    connectionName: `portal-${role}`,
    // Commands fail at once while disconnected; subscriptions are restored on reconnection.
    enableOfflineQueue: role === 'subscriber',
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    commandTimeout: role === 'command' ? 1_000 : undefined,
    retryStrategy: (times) => Math.min(times * 200, 2_000),
  })
  client.on('error', (error: Error) => {
    const state = holder()
    if (state.warned) return
    state.warned = true
    process.stdout.write(`${JSON.stringify({ level: 'warn', time: new Date().toISOString(), msg: 'redis unavailable: falling back to this instance', error: error.message })}\n`)
  })
  client.on('ready', () => {
    holder().warned = false
  })
  return client
}

/** The shared command connection, or null when the portal runs as one process. */
export function sharedRedis(): Redis | null {
  const url = redisUrl()
  if (!url) return null
  const state = holder()
  state.command ??= connect(url, 'command')
  return state.command
}

/**
 * Opens the shared connection at start and waits (at most `timeoutMs`) until it is ready, so
 * that the first requests are already counted in Redis. Without Redis, or when it does not
 * answer in time, the instance starts anyway (and says so).
 */
export async function connectRedis(timeoutMs = 3_000): Promise<'ready' | 'none' | 'unavailable'> {
  const client = sharedRedis()
  if (!client) return 'none'
  if (client.status === 'ready') return 'ready'
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      client.off('ready', onReady)
      resolve('unavailable')
    }, timeoutMs)
    const onReady = () => {
      clearTimeout(timer)
      resolve('ready')
    }
    client.once('ready', onReady)
  })
}

/** A connection in subscriber mode (it can only subscribe), or null without Redis. */
export function subscriberRedis(): Redis | null {
  const url = redisUrl()
  if (!url) return null
  const state = holder()
  state.subscriber ??= connect(url, 'subscriber')
  return state.subscriber
}

/** Closes the connections (on shutdown, so that the process can exit). */
export async function closeRedis(): Promise<void> {
  const state = holder()
  const clients = [state.command, state.subscriber].filter((c): c is Redis => Boolean(c))
  state.command = undefined
  state.subscriber = undefined
  await Promise.all(clients.map((client) => client.quit().catch(() => client.disconnect())))
}
