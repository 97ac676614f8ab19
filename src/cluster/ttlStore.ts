/**
 * Small values that expire (a phone number's conversation state, 15 minutes): in Redis when the
 * instances share one, so that the next SMS from the same number may reach another instance;
 * otherwise in this process's memory, bounded in entries. Keys are opaque (the caller hashes
 * anything personal); values are JSON.
 */
import { sharedRedis } from './redis'

const MEMORY_MAX_ENTRIES = 50_000

type Entry = { value: string; expires: number }

export type TtlStore<T> = {
  get: (key: string) => Promise<T | null>
  set: (key: string, value: T, ttlS: number) => Promise<void>
  delete: (key: string) => Promise<void>
}

function memory(): Map<string, Entry> {
  const holder = globalThis as unknown as Record<symbol, Map<string, Entry> | undefined>
  const key = Symbol.for('services-publics-mg.ttl-store')
  holder[key] ??= new Map()
  return holder[key]
}

export function ttlStore<T>(namespace: string): TtlStore<T> {
  const prefix = `portal:${namespace}:`
  const local = memory()
  const parse = (raw: string | null | undefined): T | null => {
    if (!raw) return null
    try {
      return JSON.parse(raw) as T
    } catch {
      return null
    }
  }
  return {
    async get(key) {
      const redis = sharedRedis()
      if (redis) {
        const raw = await redis.get(prefix + key).catch(() => undefined)
        if (raw !== undefined) return parse(raw)
      }
      const entry = local.get(prefix + key)
      if (!entry || entry.expires <= Date.now()) {
        local.delete(prefix + key)
        return null
      }
      return parse(entry.value)
    },
    async set(key, value, ttlS) {
      const raw = JSON.stringify(value)
      const redis = sharedRedis()
      if (redis && (await redis.set(prefix + key, raw, 'EX', ttlS).then(() => true, () => false))) return
      local.delete(prefix + key)
      local.set(prefix + key, { value: raw, expires: Date.now() + ttlS * 1000 })
      // Oldest first out: the map keeps insertion order.
      while (local.size > MEMORY_MAX_ENTRIES) local.delete(local.keys().next().value!)
    },
    async delete(key) {
      await sharedRedis()?.del(prefix + key).catch(() => undefined)
      local.delete(prefix + key)
    },
  }
}
