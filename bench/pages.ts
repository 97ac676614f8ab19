import { chromium, type Browser, type CDPSession } from '@playwright/test'

import { chromiumLaunch } from '../playwright.config'

/** The 2G profile of ARCHITECTURE.md: 400 ms latency, 250 kbit/s down, 50 kbit/s up, CPU ×4. */
export const profile2g = { latencyMs: 400, downKbps: 250, upKbps: 50, cpuSlowdown: 4 }

/** Network and CPU throttling of the 2G profile on one page's DevTools session. */
export async function apply2gProfile(cdp: CDPSession): Promise<void> {
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: profile2g.latencyMs,
    downloadThroughput: (profile2g.downKbps * 1000) / 8,
    uploadThroughput: (profile2g.upKbps * 1000) / 8,
  })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile2g.cpuSlowdown })
}

type ResourceType = 'html' | 'css' | 'js' | 'font' | 'image' | 'other'
export type PageRun = {
  bytes: Record<ResourceType | 'total' | 'firstRender', number>
  requests: number
  lcpMs: number
  /** Inline script characters in the document (excluding JSON data). */
  inlineScript: number
  /** Main-thread long tasks (over 50 ms), summed, at CPU ×4. */
  longTasksMs: number
  /** How many times the document itself was requested (a client-hint restart makes it 2). */
  documentRequests: number
}

function classify(cdpType: string, mime: string): ResourceType {
  if (cdpType === 'Document') return 'html'
  if (cdpType === 'Stylesheet' || mime.includes('css')) return 'css'
  if (cdpType === 'Script' || mime.includes('javascript')) return 'js'
  if (cdpType === 'Font' || mime.includes('font')) return 'font'
  if (cdpType === 'Image' || mime.startsWith('image/')) return 'image'
  return 'other'
}

/** One cold first visit: fresh profile, no cache, 2G throttling, mobile viewport. */
/**
 * `intercept`: the document goes through Playwright (`as-is` or `without-scripts`), for the LCP
 * comparison only — a fulfilled document is sent uncompressed and ≈ 350 ms sooner under
 * throttling than one from the network (measured), so bytes and absolute LCP come from runs
 * without interception, and the ratio from two intercepted runs.
 */
export async function measureFirstVisit(browser: Browser, url: string, options: { dataSaver?: boolean; intercept?: 'as-is' | 'without-scripts' } = {}): Promise<PageRun> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true })
  // Data-saver mode as the user switches it on (the Save-Data header and 2G detection lead to the same page state).
  if (options.dataSaver) await context.addCookies([{ name: 'datasaver', value: 'on', url }])
  await context.addInitScript(() => {
    const w = window as unknown as { __lcp: number; __long: number }
    w.__lcp = 0
    w.__long = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__lcp = Math.max(w.__lcp, entry.startTime)
    }).observe({ type: 'largest-contentful-paint', buffered: true })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__long += entry.duration
    }).observe({ type: 'longtask', buffered: true })
  })
  // The reference: the same document with every <script> removed and no script requested.
  const strip = options.intercept === 'without-scripts'
  if (options.intercept) {
    await context.route('**/*', async (route) => {
      const request = route.request()
      if (strip && request.resourceType() === 'script') return route.abort()
      if (request.resourceType() !== 'document') return route.continue()
      const response = await route.fetch()
      const text = await response.text()
      return route.fulfill({ response, body: strip ? text.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '') : text })
    })
  }
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await apply2gProfile(cdp)
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })

  const types = new Map<string, ResourceType>()
  const bytes: PageRun['bytes'] = { html: 0, css: 0, js: 0, font: 0, image: 0, other: 0, total: 0, firstRender: 0 }
  let requests = 0
  let documentRequests = 0
  cdp.on('Network.requestWillBeSent', (event) => {
    if (event.type === 'Document') documentRequests += 1
  })
  cdp.on('Network.responseReceived', (event) => types.set(event.requestId, classify(event.type, event.response.mimeType)))
  cdp.on('Network.loadingFinished', (event) => {
    const type = types.get(event.requestId) ?? 'other'
    bytes[type] += event.encodedDataLength
    bytes.total += event.encodedDataLength
    requests += 1
  })

  await page.goto(url, { waitUntil: 'load', timeout: 120_000 })
  await page.waitForTimeout(1500)
  const { lcp, long, inline } = await page.evaluate(() => {
    const w = window as unknown as { __lcp: number; __long: number }
    const inlineChars = [...document.scripts].filter((s) => !s.src && !/json/.test(s.type)).reduce((n, s) => n + (s.textContent?.length ?? 0), 0)
    return { lcp: w.__lcp, long: w.__long, inline: inlineChars }
  })
  bytes.firstRender = bytes.html + bytes.css
  await context.close()
  return { bytes, requests, lcpMs: Math.round(lcp), inlineScript: inline, longTasksMs: Math.round(long), documentRequests }
}

export async function launch(): Promise<Browser> {
  return chromium.launch({ ...chromiumLaunch, headless: true })
}
