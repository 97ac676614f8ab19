import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'

import { E2E_ADMIN } from './fixtures'
import { signIn } from './support/session'

test('"Cette page vous a-t-elle été utile ?" works without JavaScript in both languages; a "no" leads to the contact form naming the page; editors see the counts', async ({ browser, request, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  const comment = `Il manque les horaires (${Date.now()})`
  await page.goto('/fr/services/certificat-de-vie/')
  const form = page.getByRole('region', { name: 'Cette page vous a-t-elle été utile ?' })
  await expect(form).toBeVisible()
  await form.getByLabel('Un commentaire ? (facultatif)').fill(comment)
  await form.getByRole('button', { name: 'Non' }).click()
  await expect(page).toHaveURL(/\/fr\/avis\/merci\/\?page=certificat-de-vie&reponse=non$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Merci pour votre avis' })).toBeVisible()
  expect((await context.cookies()).length).toBe(0)
  await page.getByRole('link', { name: 'Écrivez-nous (formulaire de contact)' }).click()
  await expect(page.locator('#message')).toHaveValue(new RegExp(`^À propos de la page « [^»]*certificat de vie[^»]*» \\(${baseURL}/fr/services/certificat-de-vie/\\) : $`))

  const mgSlug = (await (await request.get('/api/services?where[slug][equals]=certificat-de-vie&locale=fr&depth=0')).json()).docs[0]
  const mg = await (await request.get(`/api/services/${mgSlug.id}?locale=mg&depth=0`)).json()
  await page.goto(`/mg/services/${mg.slug}/`)
  await page.getByRole('region', { name: 'Nahasoa anao ve ity pejy ity?' }).getByRole('button', { name: 'Eny' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Misaotra tamin’ny hevitrao' })).toBeVisible()
  await expect(page.getByRole('link', { name: /Manorata aminay/ })).toHaveCount(0)
  await context.close()
  const scripted = await browser.newContext()
  const withScripts = await scripted.newPage()
  for (const path of ['/fr/services/certificat-de-vie/', '/fr/avis/merci/?page=certificat-de-vie&reponse=non']) {
    await withScripts.goto(path)
    expect((await new AxeBuilder({ page: withScripts }).analyze()).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`), path).toEqual([])
  }
  await scripted.close()

  // Anything else than what the form sends is refused with a message, never stored.
  const post = (form: Record<string, string>, address: string) => request.post('/fr/avis/', { form, headers: { 'X-Forwarded-For': address }, maxRedirects: 0 })
  expect((await post({ service: String(mgSlug.id), utile: 'peut-etre' }, '203.0.113.71')).status()).toBe(400)
  expect((await post({ service: '999999', utile: 'oui' }, '203.0.113.71')).status()).toBe(400)
  expect((await post({ service: String(mgSlug.id), utile: 'oui', comment: 'x'.repeat(501) }, '203.0.113.71')).status()).toBe(400)
  // Limited per address like the other forms.
  const statuses: number[] = []
  for (let i = 0; i < 22; i++) statuses.push((await post({ service: String(mgSlug.id), utile: 'oui' }, '203.0.113.72')).status())
  expect(statuses.filter((s) => s === 303).length).toBe(20)
  expect(statuses.at(-1)).toBe(429)

  // Editors: per-guide counts and the comment.
  const editorContext = await browser.newContext({ serviceWorkers: 'block' })
  await editorContext.addCookies([{ name: 'payload-token', value: await signIn(request, E2E_ADMIN), url: baseURL! }])
  const admin = await editorContext.newPage()
  await admin.goto('/admin/avis')
  await expect(admin.getByRole('heading', { level: 1, name: 'Avis des lecteurs' })).toBeVisible()
  const row = admin.getByRole('row', { name: /certificat de vie/i })
  await expect(row).toContainText(comment)
  await editorContext.close()
})
