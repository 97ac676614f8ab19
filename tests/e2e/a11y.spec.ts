import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'

import { pageTypes } from './pages'

test.describe('axe: zero violations on every page type in both languages', () => {
  for (const [type, urls] of Object.entries(pageTypes)) {
    for (const [lang, url] of Object.entries(urls)) {
      test(`${type} (${lang})`, async ({ page }) => {
        await page.goto(url)
        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze()
        expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
      })
    }
  }

  test('the language dialog, open', async ({ page }) => {
    await page.goto('/mg/')
    await page.getByRole('link', { name: /Fiteny: Malagasy/ }).click()
    await expect(page.getByRole('dialog')).toBeVisible()
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze()
    expect(results.violations.map((v) => v.id)).toEqual([])
  })
})
