/**
 * Admission to the workers, fair between clients (the front's gate, src/server/main.ts).
 *
 * At most `concurrency` requests are with the workers at once, and at most `perClient` of them
 * from one client. When the workers are busy, waiting requests are admitted client by client in
 * turn (round robin), staff first: a client that sends a hundred requests waits behind its own
 * hundred, not in front of everybody else's one. Each client may have `queuePerClient` requests
 * waiting (beyond, or after waiting `maxWaitMs` behind its own requests: its own flood is refused,
 * 429), and the whole queue holds `queueTotal` (beyond, or after `maxWaitMs`: the machine is busy,
 * 503).
 *
 * No maintained library does per-key round robin with per-key caps (p-queue and p-limit have one
 * queue; bottleneck's groups have no shared ceiling): this is small and tested beside it.
 */
/** `ownWait`: the client waited that long behind its own requests (its flood), not the machine's. */
export type Refused = 'clientQueue' | 'full' | 'timeout' | 'ownWait' | 'aborted'
export type Admission = { ok: true; release: () => void } | { ok: false; reason: Refused }

type Waiter = { start: () => void; fail: (reason: Refused) => void }
type Client = { running: number; waiting: Waiter[]; priority: boolean }

export type FairGateOptions = { concurrency: number; perClient: number; queuePerClient: number; queueTotal: number; maxWaitMs: number }

export class FairGate {
  private running = 0
  private waitingTotal = 0
  private readonly clients = new Map<string, Client>()
  /** Clients with requests waiting, in turn order; staff in their own line, served first. */
  private readonly turns: { priority: string[]; normal: string[] } = { priority: [], normal: [] }

  constructor(readonly options: FairGateOptions) {}

  acquire(key: string, priority = false, signal?: AbortSignal): Promise<Admission> {
    const client = this.clients.get(key) ?? { running: 0, waiting: [], priority }
    this.clients.set(key, client)
    if (this.running < this.options.concurrency && client.running < this.options.perClient && client.waiting.length === 0) {
      return Promise.resolve(this.admit(key, client))
    }
    if (client.waiting.length >= this.options.queuePerClient) return Promise.resolve(this.refuse(key, client, 'clientQueue'))
    if (this.waitingTotal >= this.options.queueTotal) return Promise.resolve(this.refuse(key, client, 'full'))
    return new Promise<Admission>((resolve) => {
      let settled = false
      const done = (admission: Admission) => {
        if (settled) return
        settled = true
        clearTimeout(timer)
        signal?.removeEventListener('abort', onAbort)
        resolve(admission)
      }
      const waiter: Waiter = {
        start: () => done(this.admit(key, client)),
        fail: (reason) => done({ ok: false, reason }),
      }
      const leave = (reason: Refused) => {
        const index = client.waiting.indexOf(waiter)
        if (index >= 0) {
          client.waiting.splice(index, 1)
          this.waitingTotal--
        }
        waiter.fail(reason)
        this.forgetIfIdle(key, client)
      }
      const timer = setTimeout(() => leave(client.running >= this.options.perClient ? 'ownWait' : 'timeout'), this.options.maxWaitMs)
      const onAbort = () => leave('aborted')
      signal?.addEventListener('abort', onAbort, { once: true })
      client.waiting.push(waiter)
      this.waitingTotal++
      const line = priority ? this.turns.priority : this.turns.normal
      if (!line.includes(key)) line.push(key)
    })
  }

  private admit(key: string, client: Client): Admission {
    this.running++
    client.running++
    let released = false
    return {
      ok: true,
      release: () => {
        if (released) return
        released = true
        this.running--
        client.running--
        this.forgetIfIdle(key, client)
        this.dispatch()
      },
    }
  }

  private refuse(key: string, client: Client, reason: Refused): Admission {
    this.forgetIfIdle(key, client)
    return { ok: false, reason }
  }

  private forgetIfIdle(key: string, client: Client): void {
    if (client.running === 0 && client.waiting.length === 0 && this.clients.get(key) === client) this.clients.delete(key)
  }

  /** Starts waiting requests while there is room: next client in turn that is under its own cap. */
  private dispatch(): void {
    while (this.running < this.options.concurrency) {
      const next = this.nextInTurn(this.turns.priority) ?? this.nextInTurn(this.turns.normal)
      if (!next) return
      this.waitingTotal--
      next.start()
    }
  }

  private nextInTurn(line: string[]): Waiter | undefined {
    for (let i = 0; i < line.length; i++) {
      const key = line[i]!
      const client = this.clients.get(key)
      if (!client || client.waiting.length === 0) {
        line.splice(i--, 1)
        continue
      }
      if (client.running >= this.options.perClient) continue
      const waiter = client.waiting.shift()!
      // Its turn is used: to the back of the line (or out of it when nothing else waits).
      line.splice(i, 1)
      if (client.waiting.length > 0) line.push(key)
      return waiter
    }
    return undefined
  }

  get load(): { running: number; waiting: number; clients: number } {
    return { running: this.running, waiting: this.waitingTotal, clients: this.clients.size }
  }
}
