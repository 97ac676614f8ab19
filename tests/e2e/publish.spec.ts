import { expect, test } from '@playwright/test'

import { E2E_ADMIN } from './fixtures'
import { signIn } from './support/session'

test('publishing a change in the CMS updates the static page without a restart', async ({ page, request }) => {
  await page.goto('/fr/services/visite-technique/')
  const before = await page.locator('h1').textContent()

  const token = await signIn(request, E2E_ADMIN)
  const found = await (await request.get('/api/services?where[slug][equals]=visite-technique&locale=fr&depth=0')).json()
  const id = found.docs[0].id
  const newTitle = `${before} (mis à jour)`
  const update = await request.patch(`/api/services/${id}?locale=fr`, {
    headers: { Authorization: `JWT ${token}` },
    data: { title: newTitle, changeKind: 'minor', _status: 'published' },
  })
  expect(update.ok(), `${update.status()} ${(await update.text()).slice(0, 300)}`).toBe(true)
  const published = Date.now()

  await expect(async () => {
    await page.goto('/fr/services/visite-technique/')
    await expect(page.locator('h1')).toHaveText(newTitle, { timeout: 200 })
  }).toPass({ timeout: 10_000, intervals: [100] })
  // The figure for the budget (publish → live ≤ 2 s); the bound above only proves it happens.
  console.log(`publish → live on the public page: ${Date.now() - published} ms`)
})

test('the public REST API refuses users and hides the review marker', async ({ request }) => {
  expect((await request.get('/api/users')).status()).toBe(403)
  const services = await (await request.get('/api/services?limit=5&depth=0&locale=fr')).json()
  expect(services.docs.length).toBeGreaterThan(0)
  for (const doc of services.docs) expect(doc.review).toBeUndefined()
})
