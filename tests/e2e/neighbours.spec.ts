/**
 * Noisy neighbours (issue 21): 16 hostile clients, each from its own loopback address, flood one
 * kind of expensive request while another address reads a cached guide. Whatever the flood, the
 * reader's page comes from the front at once: median ≤ 10 ms, p99 ≤ 100 ms, and the server's
 * memory (front and workers) grows by 150 MB at most once warm (after 2 s of the same flood from
 * other addresses: a worker's heap grows once to what a kind of request needs, seen at 200 MB on
 * PostgreSQL in CI; a leak keeps growing). Runs after the other specs, one kind at a
 * time (the 'abuse' project), on SQLite and on PostgreSQL.
 */
import { expect, test } from '@playwright/test'

import { FLOOD_KINDS, floodAndRead, listenerPid } from '../../bench/neighbours'
import { slowBodiesAndServe } from '../../bench/slowBodies'

import { E2E_ADMIN } from './fixtures'

import { raw } from './support/raw'

const port = Number(process.env.E2E_PORT || 3210)
const base = `http://127.0.0.1:${port}`
const seconds = Number(process.env.E2E_FLOOD_SECONDS || 6)

test.describe('a cached page stays fast while one kind of expensive request floods the portal', () => {
  test.describe.configure({ mode: 'serial' })
  for (const kind of FLOOD_KINDS) {
    test(kind, async () => {
      test.setTimeout((seconds + 45) * 1000)
      const result = await floodAndRead(base, kind, { seconds, serverPid: listenerPid(port), readerAddress: '127.0.0.250', warmupSeconds: 2 })
      console.log(
        `${kind}: reader median ${result.reader.medianMs} ms, p99 ${result.reader.p99Ms} ms (${result.reader.count} reads); flood ${result.flood.requests} requests ${JSON.stringify(result.flood.statuses)}; RSS ${result.rssBeforeMb} → ${result.rssPeakMb} MB`,
      )
      expect(result.reader.errors).toBe(0)
      expect(result.reader.count).toBeGreaterThan(50)
      expect(result.reader.medianMs).toBeLessThanOrEqual(10)
      expect(result.reader.p99Ms).toBeLessThanOrEqual(100)
      expect(result.rssGrowthMb ?? 0).toBeLessThanOrEqual(150)
      // The flood itself never gets a 5xx other than "busy" (503 with Retry-After).
      expect(Object.keys(result.flood.statuses).filter((s) => s.startsWith('5') && s !== '503')).toEqual([])
      // Let the workers finish what the flood left before the next kind.
      await new Promise((resolve) => setTimeout(resolve, 1500))
      expect((await raw('GET', '/fr/services/passeport/')).status).toBe(200)
    })
  }
})

test.describe('slow bodies hold nothing anyone else needs', () => {
  test('while 8 sockets drip their bodies a byte every 5 s, a citizen posts the contact form and an editor signs in and saves, each within 2 s', async () => {
    test.setTimeout(90_000)
    const result = await slowBodiesAndServe(base, { drip: { signIn: 4, form: 4 }, addresses: ['127.0.9.1', '127.0.9.2'], from: '127.0.9.50', contact: true, credentials: E2E_ADMIN, settleMs: 6_000 })
    console.log(`slow bodies: citizen ${JSON.stringify(result.citizenPost)}, sign-in ${JSON.stringify(result.signIn)}, save ${JSON.stringify(result.save)}; ${result.opened} dripping sockets, answered ${result.answered}: ${[...new Set(result.drippersStatus)].join(', ')}`)
    // The citizen's message is stored and acknowledged (303 to the acknowledgement page).
    expect(result.citizenPost!.status).toBe(303)
    expect(result.citizenPost!.ms).toBeLessThan(2_000)
    expect(result.signIn!.status).toBe(200)
    expect(result.signIn!.ms).toBeLessThan(2_000)
    expect(result.save!.status).toBe(200)
    expect(result.save!.ms).toBeLessThan(2_000)
    // Each dripping socket was told its body came too slowly (408), within seconds, and replaced by another.
    expect(result.opened).toBeGreaterThan(8)
    const answered = result.drippersStatus.filter((s) => s !== 'open')
    expect(answered.length).toBeGreaterThan(0)
    expect(answered.every((s) => s.startsWith('HTTP/1.1 408'))).toBe(true)
    expect(Math.max(...result.drippersAnsweredMs.filter((ms): ms is number => ms !== null))).toBeLessThan(7_000)
  })
})
