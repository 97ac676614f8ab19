import { expect, test } from '@playwright/test'

import { baseURL } from '../../playwright.config'
import { categories, hostsOf, loaderHosts, recordThirdParty, setConsent } from './helpers/trackers'
import { axeViolations } from './support/axe'

test.use({ serviceWorkers: 'block' })

/** Lets the runtime hydrate and any loader fire. */
async function settle(page: import('@playwright/test').Page) {
  await page.waitForLoadState('load')
  await page.waitForFunction(() => document.getElementById('data-saver-row')?.hidden === false)
  await page.waitForTimeout(300)
}

test.describe('consent banner and tracker loaders', () => {
  test('first visit: banner in the page language, nothing requested from a third party before consent', async ({ page, context }) => {
    const thirdParty = await recordThirdParty(context)
    await page.goto('/fr/')
    const banner = page.getByRole('region', { name: 'Cookies et mesure d’audience' })
    await expect(banner).toBeVisible()
    await expect(banner.getByRole('button', { name: 'Tout accepter' })).toBeVisible()
    await expect(banner.getByRole('button', { name: 'Tout refuser' })).toBeVisible()
    await expect(banner.getByText('Choisir')).toBeVisible()
    // Not a modal: the page's content stays visible and usable.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await settle(page)
    await page.goto('/fr/services/passeport/')
    await settle(page)
    expect(thirdParty.map((r) => r.url())).toEqual([])

    await page.goto('/mg/')
    await expect(page.getByRole('region', { name: 'Cookies sy fanisana ny mpitsidika' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Lavina daholo' })).toBeVisible()
  })

  test('accept and refuse have equal prominence', async ({ page }) => {
    await page.goto('/fr/')
    const box = async (name: string) => (await page.getByRole('button', { name }).boundingBox())!
    const accept = await box('Tout accepter')
    const refuse = await box('Tout refuser')
    expect(Math.abs(accept.height - refuse.height)).toBeLessThan(1)
    const style = (name: string) => page.getByRole('button', { name }).evaluate((el) => { const s = getComputedStyle(el); return [s.backgroundColor, s.color, s.fontWeight, s.fontSize].join() })
    expect(await style('Tout accepter')).toBe(await style('Tout refuser'))
  })

  test('refuse all stores six cookies set to false, hides the banner and loads nothing', async ({ page, context }) => {
    const thirdParty = await recordThirdParty(context)
    await page.goto('/fr/')
    await settle(page)
    await page.getByRole('button', { name: 'Tout refuser' }).click()
    await expect(page.locator('#consent')).toBeHidden()
    await expect(page.getByRole('status').filter({ hasText: 'Vos choix sont enregistrés.' })).toHaveCount(1)
    const cookies = Object.fromEntries((await context.cookies()).filter((c) => c.name.startsWith('consent-')).map((c) => [c.name, c]))
    expect(Object.keys(cookies).sort()).toEqual(categories.map((c) => `consent-${c}`).sort())
    for (const cookie of Object.values(cookies)) {
      expect(cookie.value).toBe('false')
      const months = (cookie.expires - Date.now() / 1000) / (30 * 24 * 3600)
      expect(months).toBeGreaterThan(6)
      expect(months).toBeLessThan(13)
    }
    await page.reload()
    await settle(page)
    await expect(page.locator('#consent')).toBeHidden()
    expect(thirdParty).toEqual([])
  })

  test('accept all enables every loader', async ({ page, context }) => {
    const thirdParty = await recordThirdParty(context)
    await page.goto('/fr/')
    await settle(page)
    await page.getByRole('button', { name: 'Tout accepter' }).click()
    await expect(page.locator('#consent')).toBeHidden()
    await expect.poll(() => hostsOf(thirdParty).filter((h) => h !== loaderHosts.analytics)).toEqual(
      categories.filter((c) => c !== 'analytics').map((c) => loaderHosts[c]).sort(),
    )
  })

  for (const category of categories.filter((c) => c !== 'analytics')) {
    test(`${category} consent enables only its own loader`, async ({ page, context }) => {
      const thirdParty = await recordThirdParty(context)
      await setConsent(context, { [category]: true })
      await page.goto('/fr/')
      await expect(page.locator('#consent')).toBeHidden()
      await expect.poll(() => hostsOf(thirdParty)).toEqual([loaderHosts[category]])
      await settle(page)
      await page.goto('/fr/apropos/') // pagehide: the analytics client would send here if it were running
      await settle(page)
      expect(hostsOf(thirdParty)).toEqual([loaderHosts[category]])
    })
  }

  test('a cookie value other than exactly "true" does not enable a loader', async ({ page, context }) => {
    const thirdParty = await recordThirdParty(context)
    await context.addCookies([
      { name: 'consent-pixel', value: 'TRUE', url: baseURL },
      { name: 'consent-chat', value: 'yes', url: baseURL },
    ])
    await page.goto('/fr/')
    await settle(page)
    expect(thirdParty).toEqual([])
  })

  test('"cookie settings" reopens the choices; withdrawing stops the loader from the next page and removes its cookies', async ({ page, context }) => {
    const thirdParty = await recordThirdParty(context)
    await setConsent(context, { pixel: true, heatmap: true })
    await page.goto('/fr/')
    await settle(page)
    await page.evaluate(() => {
      document.cookie = '_fbp=fb.1.123; path=/'
      document.cookie = '_hjSessionUser_1=abc; path=/'
    })
    await expect.poll(() => hostsOf(thirdParty)).toEqual([loaderHosts.heatmap, loaderHosts.pixel].sort())

    await page.getByRole('contentinfo').getByRole('link', { name: 'Gestion des cookies' }).click()
    const banner = page.getByRole('region', { name: 'Cookies et mesure d’audience' })
    await expect(banner).toBeVisible()
    await expect(page.locator('#consent-title')).toBeFocused()
    const pixel = banner.getByRole('checkbox', { name: /Pixel publicitaire/ })
    await expect(pixel).toBeChecked()
    await expect(banner.getByRole('checkbox', { name: /Carte des clics/ })).toBeChecked()
    await expect(banner.getByRole('checkbox', { name: /Mesure d’audience/ })).not.toBeChecked()
    // Keyboard only: Space unticks, then the save button.
    await pixel.focus()
    await page.keyboard.press('Space')
    await banner.getByRole('button', { name: 'Enregistrer mes choix' }).focus()
    await page.keyboard.press('Enter')
    await expect(banner).toBeHidden()

    const jar = Object.fromEntries((await context.cookies()).map((c) => [c.name, c.value]))
    expect(jar['consent-pixel']).toBe('false')
    expect(jar['consent-heatmap']).toBe('true')
    expect(jar._fbp).toBeUndefined()
    expect(jar._hjSessionUser_1).toBe('abc')

    thirdParty.length = 0
    await page.goto('/fr/apropos/')
    await settle(page)
    expect(hostsOf(thirdParty)).toEqual([loaderHosts.heatmap])
  })

  test('axe: the banner with its choices open has no violations', async ({ page }) => {
    await page.goto('/mg/')
    await settle(page)
    await page.getByText('Hisafidy', { exact: true }).click()
    await expect(page.getByRole('checkbox', { name: /Fanisana ny mpitsidika/ })).toBeVisible()
    const results = ({ violations: await axeViolations(page, { tags: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] }) })
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
  })

  test('without JavaScript: no banner, no tracker, and the form target still stores choices', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const thirdParty = await recordThirdParty(context)
    await setConsent(context, { pixel: true, tagmanager: true })
    const page = await context.newPage()
    await page.goto('/fr/')
    await expect(page.locator('#consent')).toBeHidden()
    expect(thirdParty).toEqual([])
    const response = await page.request.post('/fr/consent/', { form: { choice: 'custom', analytics: 'true' }, headers: { Referer: new URL('/fr/apropos/', page.url()).href }, maxRedirects: 0 })
    expect(response.status()).toBe(303)
    expect(response.headers().location).toBe('/fr/apropos/')
    const set = response.headersArray().filter((h) => h.name.toLowerCase() === 'set-cookie').map((h) => h.value.split(';')[0])
    expect(set).toEqual(expect.arrayContaining(['consent-analytics=true', 'consent-pixel=false', 'consent-tagmanager=false', 'consent-heatmap=false', 'consent-chat=false', 'consent-linkedin=false']))
    await context.close()
  })
})

test.describe('analytics client', () => {
  test('on pagehide the queue goes out with sendBeacon, with the token and the same random distinct id', async ({ page, context }) => {
    // A beacon sent while the page unloads is not visible to request interception, so the
    // call itself is recorded (localStorage outlives the page) and checked on the next page.
    await context.addInitScript(() => {
      const original = navigator.sendBeacon.bind(navigator)
      navigator.sendBeacon = (url: string | URL, data?: BodyInit | null) => {
        void (data as Blob).text().then(() => undefined)
        const log = JSON.parse(localStorage.getItem('beacons') ?? '[]') as unknown[]
        log.push({ url: String(url), size: (data as Blob).size })
        localStorage.setItem('beacons', JSON.stringify(log))
        return original(url, data)
      }
    })
    const thirdParty = await recordThirdParty(context)
    await setConsent(context, { analytics: true })
    await page.goto('/fr/')
    await settle(page)
    await page.goto('/fr/apropos/')
    await settle(page)
    const beacons = JSON.parse((await page.evaluate(() => localStorage.getItem('beacons'))) ?? '[]') as { url: string; size: number }[]
    expect(beacons.length).toBeGreaterThanOrEqual(1)
    expect(beacons[0]!.url).toBe('https://analytics.e2e.test/track')
    // The next batch (sent by time) carries the same distinct id as stored for this browser.
    await expect.poll(() => thirdParty.filter((r) => r.method() === 'POST').length, { timeout: 12_000 }).toBeGreaterThanOrEqual(1)
    const events = JSON.parse(thirdParty.find((r) => r.method() === 'POST')!.postData()!) as { event: string; properties: Record<string, string> }[]
    const stored = await page.evaluate(() => localStorage.getItem('sp-aid'))
    expect(stored).toMatch(/^[0-9a-f-]{36}$/)
    expect(events.find((e) => e.event === 'page_view')).toMatchObject({ properties: { path: '/fr/apropos/', token: 'e2e-token', distinct_id: stored } })
    expect(hostsOf(thirdParty)).toEqual([loaderHosts.analytics])
  })

  test('the queue is also sent by time, without leaving the page', async ({ page, context }) => {
    const thirdParty = await recordThirdParty(context)
    await setConsent(context, { analytics: true })
    await page.goto('/fr/services/passeport/')
    await expect.poll(() => thirdParty.filter((r) => r.method() === 'POST').length, { timeout: 12_000 }).toBeGreaterThanOrEqual(1)
    const events = JSON.parse(thirdParty.find((r) => r.method() === 'POST')!.postData()!) as { event: string; properties: Record<string, string> }[]
    expect(events[0]).toMatchObject({ event: 'page_view', properties: { path: '/fr/services/passeport/', token: 'e2e-token' } })
  })
})

test.describe('consent banner on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })
  for (const lang of ['fr', 'mg'] as const) {
    test(`leaves the page title on the first screen (${lang})`, async ({ page }) => {
      await page.goto(`/${lang}/services/${lang === 'fr' ? 'passeport' : 'pasipaoro'}/`)
      await expect(page.locator('#consent')).toBeVisible()
      const title = await page.getByRole('heading', { level: 1 }).boundingBox()
      expect(title).not.toBeNull()
      expect(title!.y + title!.height).toBeLessThanOrEqual(844)
    })
  }
})
