/**
 * The front's workers: Next.js + Payload processes (src/server/worker.ts) that the front starts,
 * supervises and sends expensive work to, over loopback. A worker that dies is started again
 * (1 s, then up to 30 s apart while it keeps dying). Its log lines are bounded on their way out
 * (src/server/logLines.ts). Workers run at a lower CPU priority than the front, so that on a
 * busy machine the front — cached pages, refusals — gets the processor first.
 */
import { fork, type ChildProcess } from 'node:child_process'
import os from 'node:os'

import { FRONT_SECRET_ENV } from '@/http/headers'
import type { CountedEvent, FrontMessage, GaugedValue, WorkerMessage, WorkerReply } from '@/http/instance'
import { createLineBounder } from './logLines'

/** Niceness added to the workers (0–19: lower priority for the expensive side); WORKER_NICENESS. */
export function workerNiceness(value = process.env.WORKER_NICENESS): number {
  const n = Number(value ?? 5)
  return Number.isInteger(n) && n >= 0 && n <= 19 ? n : 5
}
const REVALIDATE_TIMEOUT_MS = 10_000

export type WorkerHandle = { index: number; port: number; inFlight: number; child: ChildProcess }

export type PoolOptions = {
  count: number
  script: string
  secret: string
  root: string
  env?: NodeJS.ProcessEnv
  onPurge: () => void
  /** An event a worker counted (src/http/instance.ts countEvent), for the metrics. */
  onCount?: (metric: CountedEvent, label: string) => void
  onGauge?: (metric: GaugedValue, label: string, value: number) => void
  log: (level: 'info' | 'warn' | 'error', fields: Record<string, unknown>) => void
}

export class WorkerPool {
  private readonly workers: (WorkerHandle | null)[]
  private readonly children = new Set<ChildProcess>()
  private stopping = false
  private waiters: (() => void)[] = []
  private replies = new Map<number, () => void>()
  private nextId = 1

  constructor(private readonly options: PoolOptions) {
    this.workers = Array.from({ length: options.count }, () => null)
  }

  start(): void {
    for (let i = 0; i < this.options.count; i++) this.spawn(i, 0)
  }

  private spawn(index: number, failures: number): void {
    if (this.stopping) return
    const started = Date.now()
    const child = fork(this.options.script, [], {
      env: { ...process.env, ...this.options.env, [FRONT_SECRET_ENV]: this.options.secret, PORTAL_WORKER_INDEX: String(index) },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
      serialization: 'json',
    })
    this.children.add(child)
    try {
      if (child.pid) os.setPriority(child.pid, Math.min(19, os.getPriority(process.pid) + workerNiceness()))
    } catch {
      // Not allowed here (containers may forbid it): the workers share the CPU evenly then.
    }
    for (const stream of [child.stdout!, child.stderr!]) {
      const bounder = createLineBounder(this.options.root, (line) => (stream === child.stdout ? process.stdout : process.stderr).write(line))
      stream.setEncoding('utf8')
      stream.on('data', (chunk: string) => bounder.push(chunk))
      stream.on('end', () => bounder.flush())
    }
    child.on('message', (raw: unknown) => {
      const message = raw as WorkerMessage | WorkerReply
      if (message?.type === 'ready' && typeof message.port === 'number') {
        this.workers[index] = { index, port: message.port, inFlight: 0, child }
        for (const wake of this.waiters.splice(0)) wake()
      } else if (message?.type === 'purge') {
        this.options.onPurge()
      } else if (message?.type === 'count') {
        this.options.onCount?.(message.metric, String(message.label))
      } else if (message?.type === 'gauge') {
        this.options.onGauge?.(message.metric, String(message.label), Number(message.value))
      } else if (message?.type === 'revalidated') {
        this.replies.get(message.id)?.()
      }
    })
    child.on('exit', (code, signal) => {
      this.children.delete(child)
      if (this.workers[index]?.child === child) this.workers[index] = null
      if (this.stopping) return
      const quick = Date.now() - started < 10_000
      const delay = quick ? Math.min(30_000, 1_000 * 2 ** failures) : 1_000
      this.options.log('error', { msg: 'worker stopped: starting it again', worker: index, code, signal, inMs: delay })
      setTimeout(() => this.spawn(index, quick ? failures + 1 : 0), delay).unref()
    })
  }

  /** The ready worker with the fewest requests in flight; waits for one (up to `timeoutMs`). */
  async pick(timeoutMs = 60_000): Promise<WorkerHandle | null> {
    const ready = () => this.workers.filter((w): w is WorkerHandle => w !== null)
    let candidates = ready()
    if (candidates.length === 0) {
      if (this.stopping) return null
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, timeoutMs)
        this.waiters.push(() => {
          clearTimeout(timer)
          resolve()
        })
      })
      candidates = ready()
    }
    if (candidates.length === 0) return null
    return candidates.reduce((best, w) => (w.inFlight < best.inFlight ? w : best))
  }

  get readyCount(): number {
    return this.workers.filter(Boolean).length
  }

  /** Hands a message to one ready worker (the least busy); false when none is ready. */
  sendToOne(message: FrontMessage): boolean {
    const ready = this.workers.filter((w): w is WorkerHandle => w !== null)
    if (ready.length === 0) return false
    const worker = ready.reduce((best, w) => (w.inFlight < best.inFlight ? w : best))
    try {
      worker.child.send(message)
      return true
    } catch {
      return false
    }
  }

  /** Asks every ready worker to drop Next.js's page cache and mark its search index stale. */
  async revalidateAll(): Promise<void> {
    await Promise.all(
      this.workers.filter((w): w is WorkerHandle => w !== null).map(
        (worker) =>
          new Promise<void>((resolve) => {
            const id = this.nextId++
            const done = () => {
              clearTimeout(timer)
              this.replies.delete(id)
              resolve()
            }
            const timer = setTimeout(done, REVALIDATE_TIMEOUT_MS)
            this.replies.set(id, done)
            const message: FrontMessage = { type: 'revalidate', id }
            try {
              worker.child.send(message)
            } catch {
              done()
            }
          }),
      ),
    )
  }

  /** Stops every worker: a gentle signal, then SIGKILL after `graceMs`. */
  async stop(graceMs: number): Promise<void> {
    this.stopping = true
    for (const wake of this.waiters.splice(0)) wake()
    const exits = [...this.children].map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve()
          child.once('exit', () => resolve())
          child.kill('SIGTERM')
          setTimeout(() => child.kill('SIGKILL'), graceMs).unref()
        }),
    )
    await Promise.all(exits)
  }
}
