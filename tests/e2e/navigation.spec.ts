import { expect, test, type Page } from '@playwright/test'

import { DELAYED_LOADING_MS } from '../../src/runtime/constants'

test.use({ serviceWorkers: 'block' })

/**
 * A page that takes `ms` to answer, made by the test itself (Playwright answers the navigation):
 * the product has no test route (issue 29).
 */
async function slowPages(page: Page) {
  await page.route('**/fr/page-lente-e2e/**', async (route) => {
    const ms = Number(new URL(route.request().url()).searchParams.get('ms') ?? 2500)
    await new Promise((resolve) => setTimeout(resolve, ms))
    await route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: '<!doctype html><html lang="fr"><title>Lent</title><h1>Page lente</h1></html>' })
  })
}

async function ready(page: Page) {
  await page.waitForFunction(() => document.getElementById('data-saver-row')?.hidden === false)
}

test.describe('navigation runtime', () => {
  test('the loading signal appears after 1 s of pending navigation, not before, and is polite', async ({ page }) => {
    await slowPages(page)
    await page.goto('/fr/')
    await ready(page)
    const status = page.locator('#nav-status')
    await expect(status).toHaveAttribute('role', 'status')
    await page.evaluate(() => {
      const a = document.createElement('a')
      a.id = 'slow-link'
      a.href = '/fr/page-lente-e2e/?ms=3000'
      a.textContent = 'lent'
      document.querySelector('main')!.appendChild(a)
    })
    // The page is busy navigating, so the timeline is recorded in the page itself
    // (sessionStorage survives the navigation in this tab) and read on the next page.
    await page.evaluate(() => {
      const status = document.getElementById('nav-status')!
      const t0 = performance.now()
      const log: { t: number; text: string | null; visible: boolean }[] = []
      new MutationObserver(() => {
        log.push({ t: performance.now() - t0, text: status.textContent, visible: getComputedStyle(status).display !== 'none' })
        sessionStorage.setItem('navlog', JSON.stringify(log))
      }).observe(status, { childList: true, characterData: true, subtree: true })
      document.getElementById('slow-link')!.click()
    })
    await page.waitForURL('**/page-lente-e2e/**', { timeout: 15_000 })
    const log = JSON.parse((await page.evaluate(() => sessionStorage.getItem('navlog'))) ?? '[]') as { t: number; text: string; visible: boolean }[]
    expect(log.length).toBeGreaterThan(0)
    expect(log[0]!.text).toBe('Chargement de la page…')
    expect(log[0]!.visible).toBe(true)
    expect(log[0]!.t).toBeGreaterThanOrEqual(DELAYED_LOADING_MS)
    expect(log[0]!.t).toBeLessThan(DELAYED_LOADING_MS + 500)
    await page.waitForURL('**/page-lente-e2e/**')
    await expect(page.getByRole('heading', { name: 'Page lente' })).toBeVisible()
  })

  test('a fast navigation never shows the loading signal', async ({ page }) => {
    await slowPages(page)
    await page.goto('/fr/')
    await ready(page)
    await page.evaluate(() => {
      const a = document.createElement('a')
      a.id = 'fast-link'
      a.href = '/fr/page-lente-e2e/?ms=1'
      document.querySelector('main')!.appendChild(a)
      new MutationObserver(() => sessionStorage.setItem('shown', '1')).observe(document.getElementById('nav-status')!, { childList: true, characterData: true, subtree: true })
      document.getElementById('fast-link')!.click()
    })
    await page.waitForURL('**/page-lente-e2e/**')
    expect(await page.evaluate(() => sessionStorage.getItem('shown'))).toBeNull()
    await expect(page.getByRole('heading', { name: 'Page lente' })).toBeVisible()
  })

  test('the production build holds no test route', async ({ request }) => {
    const fs = await import('node:fs')
    const path = await import('node:path')
    const app = path.join(process.env.NEXT_DIST_DIR || '.next', 'server', 'app')
    const names: string[] = []
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        names.push(entry.name)
        if (entry.isDirectory()) walk(path.join(dir, entry.name))
      }
    }
    walk(app)
    expect(names.length).toBeGreaterThan(20)
    expect(names.filter((name) => /e2e|slow|lente/i.test(name))).toEqual([])
    expect((await request.get('/fr/e2e-slow/?ms=1')).status()).toBe(404)
  })

  test('links are prefetched on intent on a normal connection', async ({ page }) => {
    const prefetched: string[] = []
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/fr/apropos/') prefetched.push(r.url())
    })
    await page.goto('/fr/')
    await ready(page)
    await page.getByRole('navigation', { name: /principale/i }).getByRole('link', { name: 'À propos' }).hover()
    await expect.poll(() => prefetched.length).toBeGreaterThan(0)
  })

  test('under a 2G emulation no prefetch request is made', async ({ page, context }) => {
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 1500, downloadThroughput: (250 * 1024) / 8, uploadThroughput: (50 * 1024) / 8, connectionType: 'cellular2g' })
    const prefetched: string[] = []
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/fr/apropos/') prefetched.push(r.url())
    })
    await page.goto('/fr/', { timeout: 60_000 })
    await ready(page)
    expect(await page.evaluate(() => (navigator as unknown as { connection: { effectiveType: string } }).connection.effectiveType)).toMatch(/^(slow-)?2g$/)
    const link = page.getByRole('navigation', { name: /principale/i }).getByRole('link', { name: 'À propos' })
    await link.hover()
    await link.focus()
    await page.waitForTimeout(1500)
    expect(prefetched).toEqual([])
    expect(await page.locator('link[rel="prefetch"]').count()).toBe(0)
  })

  test('a chunk that fails to load leads once to a full navigation, without a loop', async ({ page }) => {
    await page.goto('/fr/apropos/')
    await ready(page)
    let documents = 0
    page.on('request', (r) => {
      if (r.resourceType() === 'document') documents++
    })
    const failChunk = () =>
      page.evaluate(() => {
        const s = document.createElement('script')
        s.src = '/_islands/does-not-exist.js'
        document.head.appendChild(s)
      })
    await failChunk()
    await page.waitForLoadState('load')
    await expect.poll(() => documents).toBe(1)
    expect(new URL(page.url()).pathname).toBe('/fr/apropos/')
    await ready(page)
    await failChunk()
    await page.waitForTimeout(1500)
    expect(documents).toBe(1)
  })

  test('not-found and server errors answer with the right status', async ({ request }) => {
    expect((await request.get('/fr/services/nexiste-pas/')).status()).toBe(404)
    expect((await request.get('/fr/404.html')).status()).toBe(404)
  })
})

test.describe('data-saver mode', () => {
  const fontRequests = (page: Page) => {
    const fonts: string[] = []
    page.on('request', (r) => {
      // The page's own requests: the service worker's background caching is not the page asking for a font.
      if (r.serviceWorker()) return
      if (r.resourceType() === 'font' || r.url().endsWith('.woff2')) fonts.push(r.url())
    })
    return fonts
  }

  test('normal mode downloads the web fonts (control)', async ({ page }) => {
    const fonts = fontRequests(page)
    await page.goto('/fr/services/passeport/')
    await page.waitForLoadState('load')
    await expect.poll(() => fonts.length).toBeGreaterThan(0)
  })

  test('switched on by the user (remembered): no font is requested', async ({ page }) => {
    await page.goto('/fr/')
    await ready(page)
    // The islands run before the first page's fonts are even requested: let those finish first.
    await page.waitForLoadState('load')
    await page.evaluate(() => document.fonts.ready)
    const toggle = page.getByRole('button', { name: 'Économie de données' })
    await expect(toggle).toHaveAttribute('aria-pressed', 'false')
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-pressed', 'true')
    // Chromium reissues the previous page's fonts from its memory cache when the next page's
    // @font-face rules are parsed (no download); a cleared cache shows what the page really fetches.
    await (await page.context().newCDPSession(page)).send('Network.clearBrowserCache')
    const fonts = fontRequests(page)
    await page.goto('/fr/services/passeport/')
    await page.waitForLoadState('load')
    await ready(page)
    await expect(page.getByRole('button', { name: 'Économie de données' })).toHaveAttribute('aria-pressed', 'true')
    await page.waitForTimeout(500)
    expect(fonts).toEqual([])
  })

  test('when the browser is in data-saver mode: no font and no heatmap or chat loader even if consented', async ({ browser }) => {
    const context = await browser.newContext({ serviceWorkers: 'block' })
    // What Chromium reports with the system's data saver on (headless has no such setting).
    await context.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => ({ saveData: true, effectiveType: '4g', addEventListener() {} }) })
    })
    const { recordThirdParty, setConsent, hostsOf, loaderHosts } = await import('./helpers/trackers')
    const thirdParty = await recordThirdParty(context)
    await setConsent(context, { heatmap: true, chat: true, pixel: true })
    const page = await context.newPage()
    const fonts = fontRequests(page)
    await page.goto('/mg/services/pasipaoro/')
    await page.waitForLoadState('load')
    await ready(page)
    await expect(page.locator('html')).toHaveAttribute('data-save-data', 'auto')
    await expect.poll(() => hostsOf(thirdParty)).toEqual([loaderHosts.pixel])
    await page.waitForTimeout(500)
    expect(fonts).toEqual([])
    expect(hostsOf(thirdParty)).toEqual([loaderHosts.pixel])
    await context.close()
  })
})
