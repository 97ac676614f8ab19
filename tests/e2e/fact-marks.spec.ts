import { expect, test } from '@playwright/test'

import { E2E_ADMIN } from './fixtures'
import { signIn } from './support/session'

test.describe('honest marks for citizens (issue 15)', () => {
  test('an unconfirmed part says so beside it, in both languages; the guide says when it was verified and by whom', async ({ page }) => {
    await page.goto('/fr/services/carte-nationale-d-identite/')
    const facts = page.locator('section[aria-labelledby="key-facts"]')
    await expect(facts.locator('dd').nth(0)).toContainText('Montant à confirmer au guichet')
    await expect(facts.locator('dd').nth(1)).toContainText('Délai à confirmer auprès du service')
    await expect(facts.locator('dd').nth(2)).not.toContainText('à confirmer')
    await expect(page.locator('section[aria-labelledby="legal"]')).toContainText('Références à confirmer')
    await expect(page.locator('article footer')).toContainText(/Vérifié le 25 novembre 2026 – Minist/)
    // The editors' notes stay private.
    await expect(page.locator('body')).not.toContainText('200 Ar imprimés sur la carte')

    await page.goto('/mg/services/kara-panondro-nasionaly/')
    await expect(page.locator('section[aria-labelledby="key-facts"] dd').nth(0)).toContainText('Mbola hamafisina eo amin’ny birao ny sarany')
    await expect(page.locator('article footer')).toContainText('Nohamarinina tamin’ny 25 novambra 2026')
  })

  test('the guide links to its sources, listed with their dates, official ones first', async ({ page }) => {
    await page.goto('/fr/services/passeport/')
    // Sources read on several days (a fact-check pass on 23 and 25 November): the link gives their number.
    await page.getByRole('link', { name: /^Sources \(\d+\)/ }).click()
    await expect(page).toHaveURL('/fr/services/passeport/sources/')
    await expect(page.locator('h1')).toHaveText('Sources du guide « Passeport biométrique »')
    const items = page.locator('main .reading li')
    expect(await items.count()).toBeGreaterThan(5)
    // Official sources first, then press, then other sites.
    const rank = (text: string) => (text.includes(', source officielle.') ? 0 : text.includes(', presse.') ? 1 : 2)
    const ranks = (await items.allTextContents()).map(rank)
    expect(ranks).toEqual([...ranks].sort())
    expect(new Set(ranks).size).toBeGreaterThan(1)
    await expect(items.first()).toContainText(/Consultée le 2[35] novembre 2026\./)
    for (const href of await page.locator('main .reading li a').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href))) {
      expect(href).not.toMatch(/[?&](utm_|fbclid|gclid)/)
      expect(new URL(href).hostname).not.toMatch(/(^|\.)(mail|webmail)\./)
    }
    await page.goto('/mg/services/pasipaoro/sources/')
    await expect(page.locator('h1')).toContainText('Loharanon’ny torolalana')
    await expect(page.locator('main .reading li').first()).toContainText(/Novakiana tamin’ny 2[35] novambra 2026\./)
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
