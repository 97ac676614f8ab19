import { expect, test } from '@playwright/test'
import { axeViolations } from './support/axe'

test.describe('search results page', () => {
  for (const javaScriptEnabled of [true, false]) {
    test(`finds a guide from what citizens type (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled })
      const page = await context.newPage()
      await page.goto('/fr/')
      await page.locator('#home-search').fill('copie acte naissance')
      // With JavaScript, Enter without a chosen suggestion submits the form as usual.
      await page.locator('#home-search').press('Enter')
      await expect(page).toHaveURL(/\/fr\/searchResult\/\?q=copie\+acte\+naissance|q=copie%20acte%20naissance/)
      const first = page.locator('ol li h2 a').first()
      await expect(first).toHaveAttribute('href', '/fr/services/acte-de-naissance/')
      await expect(page.locator('mark').first()).toBeVisible()
      await expect(page.getByRole('status').filter({ hasText: /démarches? trouvées?/ })).toBeVisible()
      await context.close()
    })
  }

  test('Malagasy page, typo and accent-free query', async ({ page }) => {
    await page.goto('/mg/searchResult/?q=pasipoaro')
    await expect(page.locator('ol li h2 a').first()).toHaveAttribute('href', '/mg/services/pasipaoro/')
  })

  test('finds the step-by-step journeys, on the results page and in the suggestions', async ({ page, request }) => {
    for (const [lang, query, slug, label] of [['fr', 'se marier', 'se-marier', 'Parcours étape par étape'], ['mg', 'manambady', 'manambady', 'Dingana tsikelikely']] as const) {
      await page.goto(`/${lang}/searchResult/?q=${encodeURIComponent(query)}`)
      const result = page.locator('ol li').filter({ has: page.locator(`a[href="/${lang}/etapes/${slug}/"]`) })
      await expect(result).toContainText(label)
      await result.getByRole('link').click()
      await expect(page).toHaveURL(`/${lang}/etapes/${slug}/`)
      const suggested = await (await request.get(`/api/search?lang=${lang}&q=${encodeURIComponent(query)}`)).json()
      expect(suggested.results).toContainEqual({ title: expect.any(String), url: `/${lang}/etapes/${slug}/`, category: label })
    }
  })

  test('filters by theme and paginates without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/fr/searchResult/?q=certificat')
    await page.getByLabel('Thème').selectOption('etat-civil')
    await page.getByRole('button', { name: 'Filtrer' }).click()
    await expect(page).toHaveURL(/theme=etat-civil/)
    const titles = await page.locator('ol li p').filter({ hasText: 'Thème :' }).allTextContents()
    expect(titles.length).toBeGreaterThan(0)
    expect(titles.every((t) => t.includes('État civil'))).toBe(true)
    await page.goto('/fr/searchResult/?q=carte')
    const next = page.getByRole('link', { name: /Page suivante/ })
    if (await next.count()) {
      await next.click()
      await expect(page).toHaveURL(/page=2/)
      await expect(page.getByRole('link', { name: /Page précédente/ })).toBeVisible()
    }
    await context.close()
  })

  test('empty state: other language, spelling suggestion, popular guides and contact link', async ({ page }) => {
    await page.goto('/fr/searchResult/?q=tanindrazana')
    await expect(page.getByText('Aucun résultat en français')).toBeVisible()
    await expect(page.locator('ol[lang="mg"] li a').first()).toHaveAttribute('href', /^\/mg\/services\//)

    await page.goto('/fr/searchResult/?q=pazzeporrt')
    await expect(page.getByText('Vouliez-vous dire')).toBeVisible()
    await page.getByRole('link', { name: 'passeport', exact: true }).click()
    await expect(page.locator('ol li h2 a').first()).toHaveAttribute('href', '/fr/services/passeport/')

    await page.goto('/fr/searchResult/?q=xylophonezzz')
    await expect(page.getByRole('heading', { name: 'Les démarches les plus consultées' })).toBeVisible()
    await expect(page.getByRole('link', { name: /Posez votre question/ })).toHaveAttribute('href', '/fr/contact/')
  })

  test('bad input never breaks the page and is never reflected as HTML', async ({ page, request }) => {
    const nasty = ['<script>window.__pwned=1</script>', "' OR 1=1 --", '!!!', 'é'.repeat(1000)]
    for (const q of nasty) {
      const response = await page.goto(`/fr/searchResult/?q=${encodeURIComponent(q)}`)
      expect(response?.status()).toBe(200)
      expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined()
    }
    await page.goto(`/fr/searchResult/?q=${encodeURIComponent('é'.repeat(1000))}`)
    await expect(page.getByText(/seuls les 200 premiers caractères/)).toBeVisible()
    // Invalid UTF-8 in the query string.
    expect((await request.get('/fr/searchResult/?q=%E0%A4%A')).status()).toBe(200)
    expect((await request.get('/mg/searchResult/?q=%FF%FE')).status()).toBe(200)
  })

  test('axe on results and empty states in both languages', async ({ page }) => {
    for (const url of ['/fr/searchResult/?q=passeport', '/mg/searchResult/?q=kopia', '/fr/searchResult/?q=xylophonezzz', '/mg/searchResult/']) {
      await page.goto(url)
      const violations = await axeViolations(page, { tags: ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'] })
      expect(violations.map((v) => `${url} ${v.id}`)).toEqual([])
    }
  })
})

test.describe('suggestions while typing', () => {
  test('an accessible combobox: arrows, Enter, Esc, announced', async ({ page }) => {
    await page.goto('/fr/')
    const input = page.locator('#header-search')
    await input.click()
    await input.pressSequentially('passep', { delay: 30 })
    const listbox = page.getByRole('listbox', { name: 'Suggestions' }).first()
    await expect(listbox).toBeVisible()
    await expect(input).toHaveAttribute('aria-expanded', 'true')
    await expect(page.getByRole('status').filter({ hasText: /suggestion/ }).first()).toHaveText(/\d+ suggestions?/)
    await input.press('ArrowDown')
    const activeId = await input.getAttribute('aria-activedescendant')
    expect(activeId).toBeTruthy()
    await expect(page.locator(`[id="${activeId}"]`)).toHaveAttribute('aria-selected', 'true')
    await input.press('Escape')
    await expect(input).toHaveAttribute('aria-expanded', 'false')
    await input.press('ArrowDown')
    await input.press('Enter')
    await expect(page).toHaveURL(/\/fr\/services\/passeport\/$/)
  })

  test('Esc keeps the list closed when suggestions arrive after it', async ({ page }) => {
    await page.goto('/fr/')
    let delay = 0
    await page.route((url) => url.pathname.startsWith('/api/search'), async (route) => {
      if (delay) await new Promise((resolve) => setTimeout(resolve, delay))
      await route.continue().catch(() => undefined)
    })
    const input = page.locator('#header-search')
    await input.click()
    await input.pressSequentially('passep', { delay: 30 })
    await expect(input).toHaveAttribute('aria-expanded', 'true')
    delay = 1_000
    const asked = page.waitForRequest((request) => request.url().includes('/api/search'))
    await input.press('o')
    await asked
    await input.press('Escape')
    await expect(input).toHaveAttribute('aria-expanded', 'false')
    await page.waitForTimeout(1_500)
    await expect(input).toHaveAttribute('aria-expanded', 'false')
  })

  test('the JSON endpoint validates its parameters', async ({ request }) => {
    expect((await request.get('/api/search?q=passeport&lang=en')).status()).toBe(400)
    expect((await request.get('/api/search?q=passeport')).status()).toBe(400)
    expect((await request.get('/api/search?q=passeport&lang=fr&limit=abc')).status()).toBe(400)
    const capped = await (await request.get('/api/search?q=a&lang=fr&limit=500')).json()
    expect(capped.results.length).toBeLessThanOrEqual(10)
    const empty = await (await request.get('/api/search?q=&lang=mg')).json()
    expect(empty.results).toEqual([])
    const found = await (await request.get('/api/search?q=pasipaoro&lang=mg&limit=3')).json()
    expect(found.results[0].url).toBe('/mg/services/pasipaoro/')
  })
})
