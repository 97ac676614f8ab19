import fs from 'node:fs'

import { expect, test } from '@playwright/test'

import { e2eInfo } from './support/info'

import { pageTypes } from './pages'

test.describe('every route of the specification, in both languages', () => {
  for (const [type, urls] of Object.entries(pageTypes)) {
    for (const [lang, url] of Object.entries(urls)) {
      test(`${type} (${lang}) ${url}`, async ({ page }) => {
        const response = await page.goto(url)
        const expected = type === 'notFound' ? 404 : 200
        expect(response?.status()).toBe(expected)
        await expect(page.locator('html')).toHaveAttribute('lang', lang)
        await expect(page.locator('h1')).toHaveCount(1)
        await expect(page.locator('main#main')).toBeVisible()
      })
    }
  }

  test('the workers’ own addresses are refused from outside with the portal’s not-found page', async ({ page }) => {
    // The API's refusals are JSON, the pages' are the portal's page (not Next.js's English one).
    const api = await page.goto('/api/portal-internal/revalidate/')
    expect(api?.status()).toBe(404)
    expect(await api?.json()).toEqual({ errors: [{ message: expect.stringContaining('Page introuvable') }] })
    const part = await page.goto('/portal-search-main/fr/?q=acte')
    expect(part?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable')
  })

  test('unknown paths under a language show the not-found page with status 404', async ({ page }) => {
    for (const [lang, url, heading] of [
      ['fr', '/fr/nexiste/pas/', 'Page introuvable'],
      ['mg', '/mg/tsy-misy/', 'Tsy hita ny pejy'],
      ['fr', '/fr/services/inconnu/', 'Page introuvable'],
    ] as const) {
      const response = await page.goto(url)
      expect(response?.status(), url).toBe(404)
      await expect(page.locator('html')).toHaveAttribute('lang', lang)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
    }
  })

  test('a foreign slug redirects to the guide under its own slug', async ({ page }) => {
    await page.goto('/mg/services/passeport/')
    expect(new URL(page.url()).pathname).toBe('/mg/services/pasipaoro/')
  })

  test('pages carry canonical and hreflang alternates to their counterpart', async ({ page }) => {
    await page.goto('/fr/services/passeport/')
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/fr\/services\/passeport\/$/)
    await expect(page.locator('link[rel="alternate"][hreflang="mg"]')).toHaveAttribute('href', /\/mg\/services\/pasipaoro\/$/)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{20,}/)
  })

  test('without SITE_URL, absolute links follow the port served, and the server says to set it', async ({ page, request, baseURL }) => {
    // The e2e server runs on 3210 with SITE_URL unset: no link may point at localhost:3000.
    const origin = new URL(baseURL!).origin
    await page.goto('/fr/services/passeport/')
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}/fr/services/passeport/`)
    expect(decodeURIComponent((await page.locator('a[href^="https://wa.me/"]').getAttribute('href'))!)).toContain(`${origin}/fr/services/passeport/`)
    const sitemap = await (await request.get('/sitemap.xml')).text()
    expect(sitemap).toContain(`<loc>${origin}/fr/services/passeport/</loc>`)
    expect(sitemap).not.toContain('localhost:3000')
    expect(await (await request.get('/fr/atom.xml')).text()).toContain(`${origin}/fr/`)
    expect(fs.readFileSync(e2eInfo().logFile, 'utf8')).toContain('SITE_URL is not set')
  })

  test('sitemap lists both languages, robots and manifest are served', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text()
    expect(sitemap).toContain('/fr/services/passeport/')
    expect(sitemap).toContain('/mg/services/pasipaoro/')
    expect(sitemap).toContain('/fr/services/guide-seulement-en-francais/')
    expect(sitemap).not.toContain('/mg/services/guide-seulement-en-francais/')
    expect(await (await request.get('/robots.txt')).text()).toContain('Sitemap:')
    const manifest = await (await request.get('/manifest.webmanifest')).json()
    expect(manifest).toMatchObject({ display: 'standalone', theme_color: '#03CEA4', background_color: '#03CEA4' })
    expect(manifest.icons.length).toBeGreaterThan(0)
  })

  test('the header search field submits to the search results page without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/mg/')
    await page.locator('#header-search').fill('pasipaoro')
    await page.locator('#header-search').press('Enter')
    await expect(page).toHaveURL(/\/mg\/searchResult\/\?q=pasipaoro/)
    await expect(page.locator('#search-page-input')).toHaveValue('pasipaoro')
    await context.close()
  })
})

test.describe('trailing slashes', () => {
  test('a page without its slash is sent permanently to its address with one; the CMS and data are served where they are called', async ({ request }) => {
    for (const [path, target] of [['/fr/services/passeport?ref=sms', '/fr/services/passeport/?ref=sms'], ['/mg', '/mg/'], ['/fr/etapes/se-marier', '/fr/etapes/se-marier/']]) {
      const response = await request.get(path!, { maxRedirects: 0 })
      expect(response.status(), path).toBe(308)
      const location = new URL(response.headers()['location']!, 'http://x')
      expect(location.pathname + location.search).toBe(target)
    }
    // Without a language: the language and the slash in one redirect.
    const bare = await request.get('/services/passeport', { maxRedirects: 0 })
    expect(bare.status()).toBe(307)
    expect(new URL(bare.headers()['location']!, 'http://x').pathname).toBe('/fr/services/passeport/')
    // Files keep their names, and have one address.
    expect((await request.get('/fr/atom.xml', { maxRedirects: 0 })).status()).toBe(200)
    const fileWithSlash = await request.get('/fr/atom.xml/', { maxRedirects: 0 })
    expect(fileWithSlash.status()).toBe(308)
    expect(new URL(fileWithSlash.headers()['location']!, 'http://x').pathname).toBe('/fr/atom.xml')
    // The CMS: no redirect before its answer (each one was a second round trip, and a re-sent body for saves).
    for (const path of ['/api/categories?limit=1&depth=0', '/api/open/v1/themes', '/admin/login', '/page-data/app-data.json']) {
      expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(200)
    }
  })
})

test.describe('renamed addresses (src/seed/data/redirects.ts)', () => {
  test('a theme’s former Malagasy address is sent permanently to its glossary address, which shows the theme', async ({ request, page }) => {
    for (const [path, target] of [
      ['/mg/services/sata-sivily/', '/mg/services/sora-piankohonana/'],
      ['/mg/services/fahaolom-pirenena', '/mg/services/zom-pirenena/'],
      // (A page's query is dropped before the proxy when the path has its slash: pages take none.)
      ['/mg/services/vonjy-maika?ref=sms', '/mg/services/vonjy-taitra/?ref=sms'],
      ['/mg/services/kopia-soratra-nahaterahana/sources/', '/mg/services/kopia-nahaterahana/sources/'],
      ['/fr/services/sata-sivily/', '/fr/services/etat-civil/'],
    ]) {
      const response = await request.get(path!, { maxRedirects: 0 })
      expect(response.status(), path).toBe(301)
      const location = new URL(response.headers()['location']!, 'http://x')
      expect(location.pathname + location.search, path).toBe(target)
    }
    const response = await page.goto('/mg/services/vonjy-maika/')
    expect(response?.status()).toBe(200)
    expect(new URL(page.url()).pathname).toBe('/mg/services/vonjy-taitra/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vonjy taitra')
  })
})

test.describe('redirects for paths without a language', () => {
  const cases: { name: string; path: string; headers: Record<string, string>; target: string }[] = [
    { name: 'default is French', path: '/', headers: {}, target: '/fr/' },
    { name: 'Accept-Language mg', path: '/', headers: { 'accept-language': 'mg-MG,mg;q=0.9' }, target: '/mg/' },
    { name: 'Accept-Language q-values', path: '/services/', headers: { 'accept-language': 'en;q=1, fr;q=0.5, mg;q=0.8' }, target: '/mg/services/' },
    { name: 'unsupported browser language', path: '/apropos/', headers: { 'accept-language': 'en-US,de' }, target: '/fr/apropos/' },
    { name: 'stored preference beats the browser', path: '/contact/', headers: { 'accept-language': 'fr', cookie: 'language=mg' }, target: '/mg/contact/' },
    { name: 'invalid stored value is ignored', path: '/', headers: { 'accept-language': 'mg', cookie: 'language=xx' }, target: '/mg/' },
    { name: 'deep path and query are kept', path: '/services/passeport/?ref=sms', headers: {}, target: '/fr/services/passeport/?ref=sms' },
  ]
  for (const c of cases) {
    test(c.name, async ({ request }) => {
      const response = await request.get(c.path, { headers: c.headers, maxRedirects: 0 })
      expect(response.status()).toBe(307)
      expect(new URL(response.headers()['location']!, 'http://x').pathname + new URL(response.headers()['location']!, 'http://x').search).toBe(c.target)
      expect(response.headers()['cache-control']).toContain('no-store')
    })
  }
})
