import { expect, test } from '@playwright/test'

import deces from '../../src/seed/services/acte-de-deces'
import { axeViolations } from './support/axe'

/**
 * Issue 40: every statement proves itself. Without JavaScript, a statement no official source
 * confirms shows « À confirmer » with why, and links to the Sources page where the words of its
 * source appear; the key facts say how many statements an official source confirms; the JSON
 * carries the same derived marks with the references. axe 0 on both pages, both languages.
 */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']

for (const [lang, slug, mark, count, sourcesWord] of [
  ['fr', deces.slug.fr, 'À confirmer', /\d+ informations sur \d+ confirmées par une source officielle/, 'Sources'],
  ['mg', deces.slug.mg, 'Mbola hamafisina', /Fampahalalana \d+ amin’ny \d+ no hamafisin’ny loharano ofisialy/, 'Loharano'],
] as const) {
  test(`an unconfirmed step shows its mark without JavaScript and links to its source’s words (${lang}), axe 0 on both pages`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, serviceWorkers: 'block' })
    const page = await context.newPage()
    const guideUrl = `/${lang}/services/${slug}/`
    await page.goto(guideUrl)
    await expect(page.locator('#key-facts').locator('..')).toContainText(count)

    // The first step that is not certain but has sources: its mark and its « Sources » link.
    const steps = page.locator('section[aria-labelledby="steps"] > ol > li')
    const marked = steps.filter({ hasText: mark }).filter({ has: page.locator('a[href*="#st-steps-"]') }).first()
    await expect(marked).toBeVisible()
    const link = marked.locator('a[href*="#st-steps-"]')
    await expect(link).toContainText(sourcesWord)
    const href = (await link.getAttribute('href'))!
    const path = href.slice(href.indexOf('#st-') + 4).replace('-', '.')
    expect(path).toMatch(/^steps\.\d+$/)

    // Followed without JavaScript: the Sources page, at the step, with one of its references' quotes.
    await link.click()
    await expect(page).toHaveURL(new RegExp(`/${lang}/services/${slug}/sources/#st-steps-\\d+$`))
    const target = page.locator(`[id="st-${path.replace('.', '-')}"]`)
    await expect(target).toBeVisible()
    const quotes = (deces.references ?? []).filter((r) => r.statement === path).map((r) => r.quote)
    expect(quotes.length).toBeGreaterThan(0)
    expect(quotes).toContain((await target.locator('q').textContent())?.trim())
    await expect(page.locator('#preuves')).toContainText(count)

    // A statement without any source is listed as such, with what the guide shows beside it.
    const unsourced = page.locator('section[aria-labelledby="sans-source"]')
    await expect(unsourced.locator('li').first()).toBeVisible()
    await context.close()

    // axe 0 on both pages (axe runs as a script: a context with JavaScript).
    const withScript = await browser.newPage()
    for (const url of [guideUrl, `${guideUrl}sources/`]) {
      await withScript.goto(url)
      const violations = await axeViolations(withScript, { tags: TAGS })
      expect(violations.map((v) => `${url} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
    }
    await withScript.close()
  })
}

test('the open API and page data carry each statement’s derived mark and its references, in both languages', async ({ request }) => {
  for (const [lang, slug] of [['fr', deces.slug.fr], ['mg', deces.slug.mg]] as const) {
    const response = await request.get(`/api/open/v1/guides/${slug}/?lang=${lang}`)
    expect(response.ok()).toBe(true)
    const guide = (await response.json()) as { data?: unknown } & Record<string, unknown>
    const data = (guide.data ?? guide) as { statements: { path: string; status: string; mark: string | null; references: { source: string; quote: string }[] }[]; confirmed: { official: number; statements: number }; sources: { key: string }[] }
    expect(data.confirmed.statements).toBe(data.statements.length)
    const step = data.statements.find((s) => s.path === 'steps.1')!
    expect(step.status).toBe('unconfirmed')
    expect(step.mark).toBeTruthy()
    expect(step.references.map((r) => r.quote)).toEqual(expect.arrayContaining((deces.references ?? []).filter((r) => r.statement === 'steps.1').map((r) => r.quote)))
    const keys = new Set(data.sources.map((s) => s.key))
    for (const s of data.statements) for (const r of s.references) expect(keys.has(r.source)).toBe(true)
  }
})
