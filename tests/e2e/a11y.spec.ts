import { expect, test } from '@playwright/test'

import { pageTypes } from './pages'
import { axeViolations } from './support/axe'

test.describe('axe: zero violations on every page type in both languages', () => {
  for (const [type, urls] of Object.entries(pageTypes)) {
    for (const [lang, url] of Object.entries(urls)) {
      test(`${type} (${lang})`, async ({ page }) => {
        await page.goto(url)
        const results = ({ violations: await axeViolations(page, { tags: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] }) })
        expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
      })
    }
  }

  test('the language dialog, open', async ({ page }) => {
    await page.goto('/mg/')
    await page.getByRole('link', { name: /Fiteny: Malagasy/ }).click()
    await expect(page.getByRole('dialog')).toBeVisible()
    const results = ({ violations: await axeViolations(page, { tags: ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'] }) })
    expect(results.violations.map((v) => v.id)).toEqual([])
  })

  test('the axe check itself finds what it is shown: a picture without alternative, a button without a name', async ({ page }) => {
    await page.setContent('<!doctype html><html lang="fr"><head><title>Essai</title></head><body><main><h1>Essai</h1><img src="data:,"><button></button></main></body></html>')
    expect((await axeViolations(page)).map((v) => v.id)).toEqual(expect.arrayContaining(['image-alt', 'button-name']))
  })
})
