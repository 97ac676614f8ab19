import { expect, test, type APIRequestContext } from '@playwright/test'

import { E2E_ADMIN } from './fixtures'
import { raw } from './support/raw'
import { signIn } from './support/session'
import { axeViolations } from './support/axe'


async function guideId(request: APIRequestContext, slug: string): Promise<{ id: number; title: string }> {
  const found = await (await request.get(`/api/services?where[slug][equals]=${slug}&locale=fr&depth=0`)).json()
  return found.docs[0]
}

test.describe('editors preview unpublished work on the public layout', () => {
  test('a saved draft is shown to a signed-in editor in both languages, never to the public', async ({ browser, request, baseURL }) => {
    const token = await signIn(request, E2E_ADMIN)
    const guide = await guideId(request, 'certificat-de-residence')
    const auth = { Authorization: `JWT ${token}` }
    const draftTitles = { fr: `${guide.title} (brouillon ${Date.now()})`, mg: `Drafitra ${Date.now()}` }
    for (const lang of ['fr', 'mg'] as const) {
      const saved = await request.patch(`/api/services/${guide.id}?locale=${lang}&draft=true`, { headers: auth, data: { title: draftTitles[lang] } })
      expect(saved.ok()).toBe(true)
    }

    // The editor, signed in (the admin's session cookie).
    const editor = await browser.newContext({ serviceWorkers: 'block' })
    await editor.addCookies([{ name: 'payload-token', value: token, url: baseURL! }])
    const page = await editor.newPage()
    for (const lang of ['fr', 'mg'] as const) {
      const response = await page.goto(`/${lang}/apercu/services/${guide.id}/`)
      expect(response?.status()).toBe(200)
      expect(response?.headers()['cache-control']).toMatch(/no-store/)
      await expect(page.locator('h1')).toHaveText(draftTitles[lang])
      await expect(page.getByRole('note').first()).toContainText(lang === 'fr' ? 'Aperçu' : 'Topi-maso')
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
      const axe = ({ violations: await axeViolations(page, { tags: 'all' }) })
      expect(axe.violations.map((v) => v.id)).toEqual([])
    }
    // The published page is unchanged.
    await page.goto('/fr/services/certificat-de-residence/')
    await expect(page.locator('h1')).toHaveText(guide.title)
    await editor.close()

    // Anyone else: the ordinary not-found page, whatever the id or collection, signed in as nobody.
    const visitor = await browser.newContext({ serviceWorkers: 'block' })
    const anonymous = await visitor.newPage()
    for (const path of [`/fr/apercu/services/${guide.id}/`, `/mg/apercu/services/${guide.id}/`, `/fr/apercu/categories/1/`, '/fr/apercu/users/1/']) {
      const response = await anonymous.goto(path)
      expect(response?.status(), path).toBe(404)
      expect(await anonymous.content()).not.toContain('brouillon')
    }
    await visitor.close()

    // A forged or expired session is nobody.
    const forged = await raw('GET', `/fr/apercu/services/${guide.id}/`, { headers: { cookie: 'payload-token=forged.token.value' } })
    expect(forged.status).toBe(404)

    // Put the published title back as the draft, for the other specs.
    await request.patch(`/api/services/${guide.id}?locale=fr&draft=true`, { headers: auth, data: { title: guide.title } })
  })
})
