import { expect, test } from '@playwright/test'

import { E2E_ADMIN } from './fixtures'
import { signIn } from './support/session'

test('administrators change a tracker identifier in the admin: every page follows within 2 s, without a restart', async ({ request }) => {
  const adminToken = await signIn(request, E2E_ADMIN)
  const admin = { Authorization: `JWT ${adminToken}` }
  const email = `trackers-${Date.now()}@e2e.test`
  expect((await request.post('/api/users', { headers: admin, data: { email, password: 'editor e2e password', roles: ['editor'] } })).ok()).toBe(true)
  const editor = { Authorization: `JWT ${await signIn(request, { email, password: 'editor e2e password' })}` }

  // Administrators only.
  expect((await request.get('/api/globals/tracker-settings', { headers: editor })).status()).toBe(403)
  expect((await request.post('/api/globals/tracker-settings', { headers: editor, data: { LINKEDIN_PARTNER_ID: '999999' } })).status()).toBe(403)
  // A value that could reach the CSP is refused with a message.
  const bad = await request.post('/api/globals/tracker-settings', { headers: admin, data: { GTM_ID: "GTM-ABC1234'; script-src *" } })
  expect(bad.status()).toBe(400)
  // The refusal names the field, in French (Payload's message; the detail is in the admin form).
  expect(await bad.text()).toMatch(/Format non reconnu|Google Tag Manager/)

  const trackersOn = async (path: string) => {
    const html = await (await request.get(path)).text()
    return JSON.parse((html.match(/data-trackers="([^"]*)"/)?.[1] ?? '{}').replaceAll('&quot;', '"')) as { linkedin?: { id: string } }
  }
  expect((await trackersOn('/fr/apropos/')).linkedin?.id).toBe('123456')

  const saved = await request.post('/api/globals/tracker-settings', { headers: admin, data: { LINKEDIN_PARTNER_ID: '654321' } })
  expect(saved.ok(), await saved.text()).toBe(true)
  const start = Date.now()
  await expect(async () => expect((await trackersOn('/fr/apropos/')).linkedin?.id).toBe('654321')).toPass({ timeout: 2_000, intervals: [100] })
  expect((await trackersOn('/mg/apropos/')).linkedin?.id).toBe('654321')
  console.log(`tracker setting → live: ${Date.now() - start} ms`)

  // Emptied: the environment's identifier again.
  expect((await request.post('/api/globals/tracker-settings', { headers: admin, data: { LINKEDIN_PARTNER_ID: '' } })).ok()).toBe(true)
  await expect(async () => expect((await trackersOn('/fr/apropos/')).linkedin?.id).toBe('123456')).toPass({ timeout: 2_000, intervals: [100] })
})
