/**
 * A small concurrency gate: at most `concurrency` tasks run at once, at most `queue` wait,
 * and none waits longer than `maxWaitMs`. Used so that anonymous API queries, however many,
 * leave the event loop and the database to the citizens reading pages.
 */
export class Gate {
  private running = 0
  private readonly waiting: { start: () => void; timer: ReturnType<typeof setTimeout> }[] = []

  constructor(
    readonly concurrency: number,
    readonly queue: number,
    readonly maxWaitMs: number,
  ) {}

  /** Runs `task` when a slot is free; resolves to `{ ok: false }` when none frees up in time. */
  async run<T>(task: () => Promise<T>): Promise<{ ok: true; value: T } | { ok: false }> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.queue) return { ok: false }
      const admitted = await new Promise<boolean>((resolve) => {
        let settled = false
        const entry = {
          // Called with a slot handed over by a finishing task.
          start: () => {
            if (settled) return this.release()
            settled = true
            clearTimeout(entry.timer)
            resolve(true)
          },
          timer: setTimeout(() => {
            if (settled) return
            settled = true
            const index = this.waiting.indexOf(entry)
            if (index >= 0) this.waiting.splice(index, 1)
            resolve(false)
          }, this.maxWaitMs),
        }
        this.waiting.push(entry)
      })
      if (!admitted) return { ok: false }
    } else {
      this.running++
    }
    try {
      return { ok: true, value: await task() }
    } finally {
      this.release()
    }
  }

  /** Hands the slot to the next waiter (after pending I/O, so that a page request that arrived
   * meanwhile is read and served first), or frees it. */
  private release(): void {
    const next = this.waiting.shift()
    if (next) setImmediate(next.start)
    else this.running--
  }

  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length }
  }
}
