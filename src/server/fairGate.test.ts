import { describe, expect, it } from 'vitest'

import { FairGate, type Admission } from './fairGate'

const options = { concurrency: 2, perClient: 1, queuePerClient: 3, queueTotal: 5, maxWaitMs: 1_000 }
const admitted = (a: Admission) => {
  if (!a.ok) throw new Error(`refused: ${a.reason}`)
  return a.release
}

describe('FairGate', () => {
  it('admits at once while there is room, one at a time per client', async () => {
    const gate = new FairGate(options)
    const a = admitted(await gate.acquire('a'))
    const b = admitted(await gate.acquire('b'))
    expect(gate.load).toMatchObject({ running: 2, waiting: 0 })
    let third = false
    const c = gate.acquire('c').then((x) => ((third = true), x))
    await Promise.resolve()
    expect(third).toBe(false)
    a()
    admitted(await c)()
    b()
    expect(gate.load).toEqual({ running: 0, waiting: 0, clients: 0 })
  })

  it('serves waiting clients in turn: a flood waits behind its own requests', async () => {
    const gate = new FairGate({ ...options, concurrency: 1, queuePerClient: 10, queueTotal: 20 })
    const order: string[] = []
    const first = admitted(await gate.acquire('flood'))
    const waits = [
      ...Array.from({ length: 5 }, () => gate.acquire('flood').then((x) => (order.push('flood'), admitted(x)()))),
      gate.acquire('citizen').then((x) => (order.push('citizen'), admitted(x)())),
    ]
    first()
    await Promise.all(waits)
    // The citizen came last but is served second: right after the flood's next one.
    expect(order.indexOf('citizen')).toBeLessThanOrEqual(1)
  })

  it('serves staff first', async () => {
    const gate = new FairGate({ ...options, concurrency: 1 })
    const order: string[] = []
    const first = admitted(await gate.acquire('x'))
    const waits = [gate.acquire('anon').then((a) => (order.push('anon'), admitted(a)())), gate.acquire('editor', true).then((a) => (order.push('editor'), admitted(a)()))]
    first()
    await Promise.all(waits)
    expect(order).toEqual(['editor', 'anon'])
  })

  it('refuses a client over its own queue (its flood), and everyone when the queue is full', async () => {
    const gate = new FairGate(options)
    admitted(await gate.acquire('a'))
    admitted(await gate.acquire('b'))
    const queued = [gate.acquire('a'), gate.acquire('a'), gate.acquire('a')]
    expect(await gate.acquire('a')).toEqual({ ok: false, reason: 'clientQueue' })
    queued.push(gate.acquire('b'), gate.acquire('b'))
    expect(await gate.acquire('c')).toEqual({ ok: false, reason: 'full' })
    expect(gate.load.waiting).toBe(5)
  })

  it('gives up after the longest wait, and when the client leaves', async () => {
    const gate = new FairGate({ ...options, concurrency: 1, maxWaitMs: 30 })
    const release = admitted(await gate.acquire('a'))
    expect(await gate.acquire('b')).toEqual({ ok: false, reason: 'timeout' })
    // Waiting behind its own request: its own flood.
    expect(await gate.acquire('a')).toEqual({ ok: false, reason: 'ownWait' })
    const controller = new AbortController()
    const leaving = gate.acquire('c', false, controller.signal)
    controller.abort()
    expect(await leaving).toEqual({ ok: false, reason: 'aborted' })
    expect(gate.load.waiting).toBe(0)
    release()
    expect(gate.load).toEqual({ running: 0, waiting: 0, clients: 0 })
  })

  it('a release twice frees one slot only', async () => {
    const gate = new FairGate(options)
    const release = admitted(await gate.acquire('a'))
    release()
    release()
    expect(gate.load.running).toBe(0)
  })
})
