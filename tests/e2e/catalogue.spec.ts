import { expect, test } from '@playwright/test'
import { axeViolations } from './support/axe'

/** Every published page of the sitemap, per language: status 200, one h1, zero axe violations. */
for (const lang of ['fr', 'mg'] as const) {
  test(`every published page in ${lang} renders and passes axe`, async ({ page, request }) => {
    // About 200 pages a language since issue 41 (120+ guides, their themes, journeys and flows).
    test.setTimeout(1_500_000)
    const sitemap = await (await request.get('/sitemap.xml')).text()
    const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
      .map((m) => new URL(m[1]!).pathname)
      .filter((p) => p.startsWith(`/${lang}/`))
    expect(urls.length).toBeGreaterThanOrEqual(140)
    const failures: string[] = []
    for (const url of urls) {
      const response = await page.goto(url)
      if (response?.status() !== 200) {
        failures.push(`${url}: status ${response?.status()}`)
        continue
      }
      if ((await page.locator('h1').count()) !== 1) failures.push(`${url}: not exactly one h1`)
      const violations = await axeViolations(page, { tags: ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'] })
      for (const v of violations) failures.push(`${url}: ${v.id} (${v.nodes.length})`)
    }
    expect(failures).toEqual([])
  })
}
