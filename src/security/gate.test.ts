import { describe, expect, it } from 'vitest'

import { Gate } from './gate'

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

describe('Gate', () => {
  it('runs at most `concurrency` tasks at once and queues the rest in order', async () => {
    const gate = new Gate(2, 10, 1000)
    let live = 0
    let peak = 0
    const order: number[] = []
    await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        gate.run(async () => {
          live++
          peak = Math.max(peak, live)
          await sleep(10)
          order.push(i)
          live--
        }),
      ),
    )
    expect(peak).toBe(2)
    expect(order).toEqual([0, 1, 2, 3, 4, 5])
    expect(gate.load).toEqual({ running: 0, waiting: 0 })
  })
  it('turns away what does not fit in the queue, and what waited too long', async () => {
    const gate = new Gate(1, 1, 30)
    const slow = gate.run(() => sleep(100))
    const queued = gate.run(async () => 'late')
    const refused = await gate.run(async () => 'no room')
    expect(refused).toEqual({ ok: false })
    expect(await queued).toEqual({ ok: false })
    expect((await slow).ok).toBe(true)
    expect(gate.load).toEqual({ running: 0, waiting: 0 })
  })
})
