import { expect, test } from '@playwright/test'

import { E2E_ADMIN } from './fixtures'
import { signIn } from './support/session'

test.describe('honest marks for citizens (issue 15)', () => {
  test('each key fact is marked « à confirmer » exactly when its proof is not certain (derived, issue 40), in both languages; the guide says when it was verified and by whom', async ({ page, request }) => {
    for (const [lang, slug, mark, verified] of [
      ['fr', 'carte-nationale-d-identite', 'À confirmer', /Vérifié le \d+ novembre 2026 – Minist/],
      ['mg', 'kara-panondro-nasionaly', 'Mbola hamafisina', /Nohamarinina tamin’ny \d+ novambra 2026/],
    ] as const) {
      const data = (await (await request.get(`/api/open/v1/guides/${slug}/?lang=${lang}`)).json()) as { data?: unknown } & Record<string, unknown>
      const statements = ((data.data ?? data) as { statements: { path: string; status: string }[] }).statements
      const status = (path: string) => statements.find((s) => s.path === path)?.status
      await page.goto(`/${lang}/services/${slug}/`)
      const facts = page.locator('section[aria-labelledby="key-facts"] dd')
      for (const [index, path] of ['cost', 'processingTime', 'whereToApply'].entries()) {
        const dd = facts.nth(index)
        if (status(path) === 'certain') await expect(dd).not.toContainText(mark)
        else await expect(dd).toContainText(mark)
      }
      await expect(page.locator('article footer')).toContainText(verified)
    }
    // The editors' notes stay private.
    await expect(page.locator('body')).not.toContainText('énoncé par énoncé')
  })

  test('the guide links to its sources, listed with their dates, official ones first', async ({ page }) => {
    await page.goto('/fr/services/passeport/')
    // Sources read on several days (a fact-check pass on 23 and 25 November): the link gives their number.
    await page.getByRole('link', { name: /^Sources \(\d+\)/ }).click()
    await expect(page).toHaveURL('/fr/services/passeport/sources/')
    await expect(page.locator('h1')).toHaveText('Sources du guide « Passeport biométrique »')
    const items = page.locator('main .reading > ul > li')
    expect(await items.count()).toBeGreaterThan(5)
    // Official sources first, then press, then other sites.
    const rank = (text: string) => (text.includes('source officielle.') ? 0 : text.includes('presse.') ? 1 : 2)
    const ranks = (await items.allTextContents()).map(rank)
    expect(ranks).toEqual([...ranks].sort())
    expect(new Set(ranks).size).toBeGreaterThan(1)
    await expect(items.first()).toContainText(/Consultée le \d+ novembre 2026\./)
    for (const href of await page.locator('main .reading > ul > li > a').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href))) {
      expect(href).not.toMatch(/[?&](utm_|fbclid|gclid)/)
      expect(new URL(href).hostname).not.toMatch(/(^|\.)(mail|webmail)\./)
    }
    await page.goto('/mg/services/pasipaoro/sources/')
    await expect(page.locator('h1')).toContainText('Loharanon’ny torolalana')
    await expect(page.locator('main .reading > ul > li').first()).toContainText(/Novakiana tamin’ny \d+ novambra 2026\./)
  })

  test('an editor marks a part unconfirmed: the public page says so within 2 s', async ({ request }) => {
    const auth = { Authorization: `JWT ${await signIn(request, E2E_ADMIN)}` }
    const guide = (await (await request.get('/api/services?where[slug][equals]=certificat-de-nationalite&locale=fr&depth=0', { headers: auth })).json()).docs[0]
    const before: string[] = guide.unconfirmed ?? []
    expect(before).not.toContain('whereToApply')
    const saved = await request.patch(`/api/services/${guide.id}?locale=fr`, { headers: auth, data: { unconfirmed: [...before, 'whereToApply'], changeKind: 'minor', _status: 'published' } })
    expect(saved.ok(), await saved.text()).toBe(true)
    try {
      await expect(async () => {
        expect(await (await request.get('/fr/services/certificat-de-nationalite/')).text()).toContain('Lieu à confirmer avant de vous déplacer.')
      }).toPass({ timeout: 2_000, intervals: [100] })
    } finally {
      await request.patch(`/api/services/${guide.id}?locale=fr`, { headers: auth, data: { unconfirmed: before, changeKind: 'minor', _status: 'published' } })
    }
    // A source address with a tracking parameter is refused, with a message.
    const dirty = await request.patch(`/api/services/${guide.id}?locale=fr`, {
      headers: auth,
      data: { sources: [{ title: 'Article', url: 'https://example.mg/a?utm_source=fb', kind: 'press', seen: '2026-11-23' }], changeKind: 'minor', _status: 'published' },
    })
    expect(dirty.status()).toBe(400)
    expect(await dirty.text()).toContain('Adresse')
  })
})
