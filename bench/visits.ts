import type { Browser, BrowserContext, Page } from '@playwright/test'

import { apply2gProfile } from './pages'

/**
 * First, repeat and offline visits of one page with the service worker, on the 2G profile.
 * Counts what crosses the network for the page (CDP, encoded bytes) AND what the service
 * worker fetches itself (install warm-up, network-first page requests), so a repeat visit's
 * figure includes the page's HTML fetched by the worker.
 */
export type VisitRun = { pageBytes: number; workerBytes: number; total: number; lcpMs: number }
export type Visits = { first: VisitRun; swInstallBytes: number; repeat: VisitRun; offline: VisitRun & { ok: boolean } }

async function throttle(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page)
  await apply2gProfile(cdp)
  let pageBytes = 0
  cdp.on('Network.loadingFinished', (event) => (pageBytes += event.encodedDataLength))
  return { take: () => { const b = pageBytes; pageBytes = 0; return b } }
}

export async function measureVisits(browser: Browser, url: string): Promise<Visits> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, serviceWorkers: 'allow' })
  await context.addInitScript(() => {
    const w = window as unknown as { __lcp: number }
    w.__lcp = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__lcp = Math.max(w.__lcp, entry.startTime)
    }).observe({ type: 'largest-contentful-paint', buffered: true })
  })
  let workerBytes = 0
  context.on('requestfinished', (request) => {
    if (!request.serviceWorker()) return
    void request.sizes().then((s) => (workerBytes += s.responseBodySize + s.responseHeadersSize)).catch(() => undefined)
  })
  const takeWorker = () => { const b = workerBytes; workerBytes = 0; return b }
  const page = await context.newPage()
  const net = await throttle(context, page)
  const lcp = () => page.evaluate(() => Math.round((window as unknown as { __lcp: number }).__lcp))

  await page.goto(url, { waitUntil: 'load', timeout: 120_000 })
  await page.waitForTimeout(1500)
  const first: VisitRun = { pageBytes: net.take(), workerBytes: 0, total: 0, lcpMs: await lcp() }
  first.total = first.pageBytes
  // Let the worker install (it warms the offline pages and emergency guides) and take control.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 120_000 }).catch(() => undefined)
  await page.waitForTimeout(3000)
  const swInstallBytes = takeWorker() + net.take()

  await page.goto(url, { waitUntil: 'load', timeout: 120_000 })
  await page.waitForTimeout(1500)
  const repeatPage = net.take()
  const repeatWorker = takeWorker()
  const repeat: VisitRun = { pageBytes: repeatPage, workerBytes: repeatWorker, total: repeatPage + repeatWorker, lcpMs: await lcp() }

  await context.setOffline(true)
  const response = await page.goto(url, { waitUntil: 'load', timeout: 60_000 }).catch(() => null)
  await page.waitForTimeout(1000)
  const offlinePage = net.take()
  const offlineWorker = takeWorker()
  const ok = Boolean(response?.ok()) && !(await page.title()).match(/hors ligne|Tsy misy fifandraisana/)
  const offline = { pageBytes: offlinePage, workerBytes: offlineWorker, total: offlinePage + offlineWorker, lcpMs: await lcp(), ok }
  await context.close()
  return { first, swInstallBytes, repeat, offline }
}
