import { expect, test, type Page } from '@playwright/test'

import { baseURL, chromiumLaunch } from '../../playwright.config'

test.use({ serviceWorkers: 'allow' })

async function controlled(page: Page) {
  await page.waitForFunction(async () => {
    await navigator.serviceWorker.ready
    return navigator.serviceWorker.controller !== null
  }, undefined, { timeout: 30_000 })
}

test.describe('service worker and offline reading', () => {
  test('/sw.js is served as a script for the whole site', async ({ request }) => {
    const response = await request.get('/sw.js')
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toMatch(/javascript/)
    expect(response.headers()['service-worker-allowed']).toBe('/')
  })

  test('a guide visited online opens offline; an unvisited page shows the offline page in its language; the reader’s emergency guides are ready', async ({ page, context }) => {
    await page.goto('/fr/')
    await controlled(page)
    await page.goto('/fr/services/passeport/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Passeport/)
    // Read once, kept: the other emergency guides are cached as the citizen reads them.
    await page.goto('/fr/services/hopitaux/')

    await context.setOffline(true)
    await page.goto('/fr/services/passeport/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Passeport/)

    await page.goto('/fr/services/permis-de-conduire/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vous êtes hors ligne')
    await page.goto('/mg/services/pasipaoro/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tsy misy fifandraisana')
    await expect(page.locator('html')).toHaveAttribute('lang', 'mg')

    for (const [path, heading] of [
      ['/fr/services/hopitaux/', /Hôpitaux/i],
      // Never opened: cached in the background when the worker installed.
      ['/fr/services/numeros-d-urgence/', /./],
    ] as const) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 }), path).not.toHaveText(/hors ligne|Tsy misy fifandraisana/)
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading)
    }
    await context.setOffline(false)
  })

  test('"save for offline" on a service page keeps it for offline reading', async ({ page, context }) => {
    await page.goto('/fr/')
    await controlled(page)
    await page.goto('/fr/services/acte-de-naissance/')
    await page.goto('/fr/services/passeport/')
    await page.waitForFunction(() => document.getElementById('save-offline')?.hidden === false)
    await page.getByRole('button', { name: 'Enregistrer pour consulter hors ligne' }).click()
    await expect(page.locator('#save-offline-status')).toHaveText('Page enregistrée : elle s’ouvrira même sans connexion.')
    const cached = await page.evaluate(async () => Boolean(await (await caches.open('pages')).match('/fr/services/passeport/')))
    expect(cached).toBe(true)
    await context.setOffline(true)
    await page.goto('/fr/services/passeport/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Passeport/)
    await context.setOffline(false)
  })

  test('on a non-secure origin the worker is not registered and the reason is logged', async ({ playwright }) => {
    // A host name that is neither HTTPS nor localhost, mapped to the test server.
    const browser = await playwright.chromium.launch({ ...chromiumLaunch, args: [...chromiumLaunch.args, '--host-resolver-rules=MAP portal.insecure.test 127.0.0.1'] })
    const page = await browser.newPage()
    const errors: string[] = []
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text())
    })
    await page.goto(`http://portal.insecure.test:${new URL(baseURL).port}/fr/`)
    await expect.poll(() => errors.join('\n')).toContain('needs HTTPS or localhost')
    expect(await page.evaluate(async () => (navigator.serviceWorker ? (await navigator.serviceWorker.getRegistrations()).length : 0))).toBe(0)
    await browser.close()
  })

  test('the manifest makes the portal installable', async ({ request }) => {
    const manifest = await (await request.get('/manifest.webmanifest')).json()
    expect(manifest).toMatchObject({ display: 'standalone', background_color: '#03CEA4', theme_color: '#03CEA4', start_url: '/' })
    expect(manifest.icons.map((i: { sizes: string }) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']))
  })
})
