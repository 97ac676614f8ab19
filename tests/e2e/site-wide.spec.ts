import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'

import { E2E_ADMIN } from './fixtures'
import { signIn } from './support/session'

test('the emergency notice: on every page in both languages within 2 s, readable without JavaScript, gone at its end time', async ({ browser, request }) => {
  test.setTimeout(90_000)
  const auth = { Authorization: `JWT ${await signIn(request, E2E_ADMIN)}` }
  const banner = (html: string) => /data-severity="critical"[\s\S]*?<h2 id="emergency-title"/.test(html)
  // Readers without a session (the request fixture keeps the administrator's cookie).
  const anonymous = (await browser.newContext()).request

  // Prepared for later: private until it starts.
  const later = new Date(Date.now() + 3_600_000).toISOString()
  expect((await request.post('/api/globals/emergency-notice?locale=fr', { headers: auth, data: { active: true, severity: 'critical', title: 'Cyclone (préparé)', message: 'Préparé.', startsAt: later } })).ok()).toBe(true)
  const prepared = await (await anonymous.get('/api/globals/emergency-notice?locale=fr')).json()
  expect(prepared.active).toBe(false)
  expect(JSON.stringify(prepared)).not.toContain('Cyclone')
  expect(banner(await (await anonymous.get('/fr/')).text())).toBe(false)

  // Published now, ending in 15 s.
  const endsAt = new Date(Date.now() + 15_000)
  const saved = await request.post('/api/globals/emergency-notice?locale=fr', {
    headers: auth,
    data: { active: true, severity: 'critical', title: 'Cyclone Batsirai', message: 'Restez à l’abri. Écoles fermées.', linkUrl: '/fr/services/numeros-d-urgence/', linkLabel: 'Numéros d’urgence', startsAt: new Date(Date.now() - 60_000).toISOString(), endsAt: endsAt.toISOString() },
  })
  expect(saved.ok(), await saved.text()).toBe(true)
  expect((await request.post('/api/globals/emergency-notice?locale=mg', { headers: auth, data: { title: 'Rivodoza Batsirai', message: 'Mialokaloka. Mikatona ny sekoly.', linkLabel: 'Laharana vonjy taitra' } })).ok()).toBe(true)
  const start = Date.now()
  await expect(async () => {
    expect(banner(await (await anonymous.get('/fr/')).text())).toBe(true)
    expect(banner(await (await anonymous.get('/mg/services/pasipaoro/')).text())).toBe(true)
  }).toPass({ timeout: 2_000, intervals: [100] })
  console.log(`emergency notice → on every page: ${Date.now() - start} ms`)

  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  for (const [path, title] of [['/fr/services/passeport/', 'Cyclone Batsirai'], ['/mg/', 'Rivodoza Batsirai']] as const) {
    await page.goto(path)
    const region = page.getByRole('region', { name: new RegExp(title) })
    await expect(region).toBeVisible()
    await expect(region.getByRole('link')).toHaveAttribute('href', '/fr/services/numeros-d-urgence/')
  }
  await context.close()
  const scripted = await browser.newContext()
  const withScripts = await scripted.newPage()
  for (const path of ['/fr/services/passeport/', '/mg/']) {
    await withScripts.goto(path)
    expect((await new AxeBuilder({ page: withScripts }).analyze()).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`), path).toEqual([])
  }
  await scripted.close()

  // Gone at its end time, without anyone touching it (checked every 2 s in these tests).
  await expect(async () => {
    expect(banner(await (await anonymous.get('/fr/')).text())).toBe(false)
  }).toPass({ timeout: endsAt.getTime() - Date.now() + 8_000, intervals: [500] })
  expect(Date.now()).toBeGreaterThanOrEqual(endsAt.getTime())
  expect((await (await anonymous.get('/api/globals/emergency-notice?locale=fr')).json()).active).toBe(false)

  expect((await request.post('/api/globals/emergency-notice?locale=fr', { headers: auth, data: { active: false } })).ok()).toBe(true)
})

test('a notice written in one language reaches readers of both, marked; a returning visitor sees a new one at once', async ({ browser, request }) => {
  test.setTimeout(90_000)
  const auth = { Authorization: `JWT ${await signIn(request, E2E_ADMIN)}` }
  // A returning visitor: the pages and the service worker are already on the device.
  const context = await browser.newContext()
  const page = await context.newPage()
  for (const path of ['/mg/', '/mg/services/pasipaoro/', '/mg/']) await page.goto(path)
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 15_000 }).catch(() => undefined)

  // Written in French only: the Malagasy pages show it too, in French, and say so.
  expect((await request.post('/api/globals/emergency-notice?locale=mg', { headers: auth, data: { title: '', message: '', linkLabel: '' } })).ok()).toBe(true)
  const saved = await request.post('/api/globals/emergency-notice?locale=fr', {
    headers: auth,
    data: { active: true, severity: 'warning', title: 'Grève à l’état civil', message: 'Les bureaux d’état civil d’Antananarivo sont fermés lundi.', startsAt: new Date(Date.now() - 60_000).toISOString(), endsAt: null },
  })
  expect(saved.ok(), await saved.text()).toBe(true)
  await page.goto('/mg/')
  const region = page.getByRole('region', { name: /Grève à l’état civil/ })
  await expect(region).toBeVisible()
  await expect(region).toContainText('Amin’ny teny frantsay ihany')
  await expect(region.locator('p[lang="fr"]')).toHaveText('Les bureaux d’état civil d’Antananarivo sont fermés lundi.')

  // Changed: the very next page view shows the new text (no copy from the last visit first).
  expect((await request.post('/api/globals/emergency-notice?locale=fr', { headers: auth, data: { title: 'Grève terminée', message: 'Les bureaux rouvrent mardi.' } })).ok()).toBe(true)
  await expect(async () => {
    expect((await (await context.request.get('/fr/')).text()).includes('Grève terminée')).toBe(true)
  }).toPass({ timeout: 3_000, intervals: [100] })
  await page.goto('/mg/services/pasipaoro/')
  await expect(page.getByRole('region', { name: /Grève terminée/ })).toBeVisible()
  await page.goto('/mg/')
  await expect(page.getByRole('region', { name: /Grève terminée/ })).toBeVisible()
  await context.close()

  expect((await request.post('/api/globals/emergency-notice?locale=fr', { headers: auth, data: { active: false } })).ok()).toBe(true)
})
