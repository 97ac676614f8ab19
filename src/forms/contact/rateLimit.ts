/**
 * Sliding-window limit per client address, in memory (per app instance). Addresses
 * are kept only as salted hashes, and only for the window's duration.
 */
import { createHash, randomBytes } from 'node:crypto'

const salt = randomBytes(16)

export class RateLimiter {
  private readonly hits = new Map<string, number[]>()

  constructor(
    readonly max: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Records an attempt; returns how long to wait (ms) when over the limit, else 0. */
  attempt(address: string): number {
    const key = createHash('sha256').update(salt).update(address).digest('base64url')
    const now = this.now()
    const recent = (this.hits.get(key) ?? []).filter((t) => now - t < this.windowMs)
    if (recent.length >= this.max) {
      this.hits.set(key, recent)
      return this.windowMs - (now - recent[0]!)
    }
    recent.push(now)
    this.hits.set(key, recent)
    if (this.hits.size > 10_000) this.prune(now)
    return 0
  }

  private prune(now: number): void {
    for (const [key, times] of this.hits) if (times.every((t) => now - t >= this.windowMs)) this.hits.delete(key)
  }
}

/** The client address as the nearest proxy saw it (rightmost X-Forwarded-For entry). */
export function clientAddress(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for')
  const last = forwarded?.split(',').map((s) => s.trim()).filter(Boolean).pop()
  return last || headers.get('x-real-ip') || 'unknown'
}

/**
 * One limiter per name and process, shared by every bundle Next.js loads this module
 * into (state on globalThis, like the search index).
 */
export function sharedLimiter(name: string, max: number, windowMs: number): RateLimiter {
  const holder = globalThis as unknown as Record<symbol, RateLimiter | undefined>
  const key = Symbol.for(`services-publics-mg.rate-limit.${name}`)
  holder[key] ??= new RateLimiter(max, windowMs)
  return holder[key]
}
