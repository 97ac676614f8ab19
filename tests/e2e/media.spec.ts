import { expect, test } from '@playwright/test'

import { minimalPdf } from '../support/files'
import { E2E_ADMIN } from './fixtures'
import { signIn } from './support/session'
import { axeViolations } from './support/axe'

test('an editor uploads a PDF form with its titles in both languages; the guide offers it, served for a year from /media/', async ({ page, request }) => {
  const auth = { Authorization: `JWT ${await signIn(request, E2E_ADMIN)}` }
  const stamp = Date.now()
  const uploaded = await request.post('/api/media', {
    headers: auth,
    multipart: {
      file: { name: `Demande ${stamp}.pdf`, mimeType: 'application/pdf', buffer: minimalPdf(String(stamp)) },
      _payload: JSON.stringify({ altFr: `Formulaire de demande ${stamp}`, altMg: `Taratasy fangatahana ${stamp}` }),
    },
  })
  expect(uploaded.status(), await uploaded.text()).toBe(201)
  const media = (await uploaded.json()).doc
  expect(media.url).toMatch(/^\/media\/[0-9a-f]{10}-demande-\d+\.pdf$/)

  const file = await request.get(media.url)
  expect(file.status()).toBe(200)
  expect(file.headers()['content-type']).toBe('application/pdf')
  expect(file.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
  expect(file.headers()['x-content-type-options']).toBe('nosniff')
  expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-')
  for (const bad of ['/media/nothing-here.pdf', '/media/x.svg', '/media/.env']) expect((await request.get(bad)).status(), bad).toBe(404)

  // In a guide, in both languages.
  const guide = (await (await request.get('/api/services?where[slug][equals]=certificat-de-vie&locale=fr&depth=0')).json()).docs[0]
  const attached = await request.patch(`/api/services/${guide.id}?locale=fr`, { headers: auth, data: { downloads: [media.id], changeKind: 'minor', _status: 'published' } })
  expect(attached.ok(), await attached.text()).toBe(true)
  for (const [lang, label] of [['fr', `Formulaire de demande ${stamp}`], ['mg', `Taratasy fangatahana ${stamp}`]] as const) {
    const slug = (await (await request.get(`/api/services/${guide.id}?locale=${lang}&depth=0`)).json()).slug
    await expect(async () => {
      await page.goto(`/${lang}/services/${slug}/`)
      await expect(page.getByRole('link', { name: label })).toHaveAttribute('href', media.url, { timeout: 500 })
    }).toPass({ timeout: 10_000 })
    await expect(page.locator('#downloads')).toBeVisible()
    const axe = ({ violations: await axeViolations(page, { tags: 'all' }) })
    expect(axe.violations.map((v) => v.id)).toEqual([])
  }

  // "Supprimer" on a file a guide offers: refused, in the editor's language, naming the guide; the file stays.
  const guideTitle = (await (await request.get(`/api/services/${guide.id}?locale=fr&depth=0`)).json()).title
  for (const [lang, expected] of [['fr', `Ce fichier est utilisé par 1 démarche : ${guideTitle}.`], ['mg', 'Tsy azo fafana ity rakitra ity']] as const) {
    const refused = await request.delete(`/api/media/${media.id}`, { headers: { ...auth, Cookie: `payload-lng=${lang}` } })
    expect(refused.status()).toBe(409)
    expect((await refused.json()).errors[0].message).toContain(expected)
  }
  expect((await request.get(media.url)).status()).toBe(200)

  await request.patch(`/api/services/${guide.id}?locale=fr`, { headers: auth, data: { downloads: [], changeKind: 'minor', _status: 'published' } })
  // Once no guide offers it, it can go.
  expect((await request.delete(`/api/media/${media.id}`, { headers: auth })).status()).toBe(200)
})

test('uploads are for staff: anonymous ones are refused before their body is read, large or small', async ({ request }) => {
  // Refused by the front (ADR 12): 403 in the reader's language, and the connection closed.
  const big = await request.post('/api/media', { multipart: { file: { name: 'x.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(200 * 1024, 0x20) } } })
  expect(big.status()).toBe(403)
  expect(big.headers()['connection']).toBe('close')
  const small = await request.post('/api/media', { multipart: { file: { name: 'x.pdf', mimeType: 'application/pdf', buffer: minimalPdf() }, _payload: JSON.stringify({ altFr: 'x', altMg: 'x' }) } })
  expect(small.status()).toBe(403)
  expect((await small.json()).errors[0].message).toContain('réservée aux agents')
})
