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

  /** Runs `task` when a slot is free; resolves to `busy` when none frees up in time. */
  async run<T>(task: () => Promise<T>): Promise<{ ok: true; value: T } | { ok: false }> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.queue) return { ok: false }
      const admitted = await new Promise<boolean>((resolve) => {
        const entry = {
          start: () => {
            clearTimeout(entry.timer)
            resolve(true)
          },
          timer: setTimeout(() => {
            this.waiting.splice(this.waiting.indexOf(entry), 1)
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
      const next = this.waiting.shift()
      if (next) next.start()
      else this.running--
    }
  }

  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length }
  }
}
