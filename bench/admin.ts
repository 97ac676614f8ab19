import type { Browser } from '@playwright/test'

/**
 * The admin's first load for an editor on a 3G line (issue 23): bytes, time to the first text on
 * screen, and time to a usable sign-in form (the e-mail field visible and accepting keys, once the
 * admin's scripts have run). Side by side in one run, interleaved: the page as served (with the
 * status the front writes before the scripts, src/server/adminBoot.ts) and the reference — the
 * same page as Payload alone produces it (the request sent without `text/html` in Accept, which
 * the front leaves untouched).
 */
export const profile3g = { latencyMs: 100, downKbps: 750, upKbps: 250, cpuSlowdown: 4 }

export type AdminRun = { bytes: number; htmlBytes: number; firstTextMs: number; usableFormMs: number }
export type AdminFirstLoad = { profile: typeof profile3g; runs: number; ours: AdminRun; reference: AdminRun; ratios: { firstText: number; usableForm: number; bytes: number } }

async function once(browser: Browser, url: string, reference: boolean): Promise<AdminRun> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 860 }, serviceWorkers: 'block' })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: profile3g.latencyMs, downloadThroughput: (profile3g.downKbps * 1000) / 8, uploadThroughput: (profile3g.upKbps * 1000) / 8 })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile3g.cpuSlowdown })
  let bytes = 0
  let htmlBytes = 0
  const documents = new Set<string>()
  cdp.on('Network.responseReceived', (event) => {
    if (event.type === 'Document') documents.add(event.requestId)
  })
  cdp.on('Network.loadingFinished', (event) => {
    bytes += event.encodedDataLength
    if (documents.has(event.requestId)) htmlBytes += event.encodedDataLength
  })
  if (reference) await page.route(/\/admin\/login\/?$/, (route) => route.continue({ headers: { ...route.request().headers(), accept: '*/*' } }))
  await page.goto(url, { waitUntil: 'commit' })
  await page.locator('#field-email').waitFor({ state: 'visible', timeout: 120_000 })
  // Usable: the field takes what is typed (the admin's scripts have run).
  await page.locator('#field-email').pressSequentially('a', { timeout: 120_000 })
  const usableFormMs = await page.evaluate(() => Math.round(performance.now()))
  const firstTextMs = await page.evaluate(() => Math.round(performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1))
  await page.waitForLoadState('load')
  await context.close()
  return { bytes, htmlBytes, firstTextMs, usableFormMs }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
const medianRun = (list: AdminRun[]): AdminRun => ({
  bytes: median(list.map((r) => r.bytes)),
  htmlBytes: median(list.map((r) => r.htmlBytes)),
  firstTextMs: median(list.map((r) => r.firstTextMs)),
  usableFormMs: median(list.map((r) => r.usableFormMs)),
})

export async function benchAdminFirstLoad(browser: Browser, base: string, runs = 3): Promise<AdminFirstLoad> {
  const ours: AdminRun[] = []
  const reference: AdminRun[] = []
  await fetch(`${base}/admin/login`).catch(() => undefined) // the first render of the admin is not the line's cost
  for (let i = 0; i < runs; i++) {
    ours.push(await once(browser, `${base}/admin/login`, false))
    reference.push(await once(browser, `${base}/admin/login`, true))
  }
  const o = medianRun(ours)
  const r = medianRun(reference)
  const ratio = (a: number, b: number) => Math.round((a / b) * 100) / 100
  return { profile: profile3g, runs, ours: o, reference: r, ratios: { firstText: ratio(o.firstTextMs, r.firstTextMs), usableForm: ratio(o.usableFormMs, r.usableFormMs), bytes: ratio(o.bytes, r.bytes) } }
}
