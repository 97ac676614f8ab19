/**
 * A controllable clock for a portal server started by a spec (never shipped: the product reads
 * the time as usual). Loaded with `NODE_OPTIONS=--import <this file>` and `TEST_CLOCK_FILE`: every
 * `Date` of the process (and of its workers, which inherit NODE_OPTIONS) is the real time plus the
 * offset the spec writes in that file (`{"offsetMs": …}`), read again at most every 100 ms. Timers
 * and `performance.now()` keep real time, so paces and timeouts are measured as they happen.
 */
import { readFileSync } from 'node:fs'

const file = process.env.TEST_CLOCK_FILE
if (file) {
  const RealDate = Date
  let offset = 0
  let readAt = -Infinity
  const current = () => {
    const real = RealDate.now()
    if (real - readAt > 100) {
      readAt = real
      try {
        offset = Number(JSON.parse(readFileSync(file, 'utf8')).offsetMs) || 0
      } catch {
        // Being rewritten: keep the last offset.
      }
    }
    return real + offset
  }
  // A function, not a subclass: `Date()` without `new` still gives the (shifted) time as text, and
  // every instance is a plain Date (`instanceof Date` holds either way).
  function ClockDate(...args) {
    if (!new.target) return new RealDate(current()).toString()
    return args.length === 0 ? new RealDate(current()) : new RealDate(...args)
  }
  ClockDate.prototype = RealDate.prototype
  ClockDate.now = current
  ClockDate.UTC = RealDate.UTC
  ClockDate.parse = RealDate.parse
  globalThis.Date = ClockDate
}
