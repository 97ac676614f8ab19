import { expect, test, type APIRequestContext } from '@playwright/test'

import { E2E_ADMIN } from './fixtures'
import { signIn } from './support/session'
import { journeys } from '@/seed/data/journeys'

/** Each test reads the API from an address of its own: the anonymous API is counted per address. */
const from = () => ({ 'X-Forwarded-For': `203.0.113.${1 + Math.floor(Math.random() * 254)}` })

async function json(request: APIRequestContext, url: string, headers: Record<string, string> = {}) {
  const response = await request.get(url, { headers: { ...from(), ...headers } })
  return { status: response.status(), headers: response.headers(), body: await response.json() }
}

test.describe('step-by-step journeys', () => {
  test('the home page leads to the journeys; a journey lists its steps and guides; each guide shows where it sits', async ({ page }) => {
    for (const [lang, journeySlug, guidePath, partOf] of [
      ['fr', 'partir-a-l-etranger', '/fr/services/passeport/', 'Cette démarche fait partie du parcours'],
      ['mg', null, '/mg/services/pasipaoro/', 'Ity fomba fanao ity dia anisan’ny dingana tsikelikely'],
    ] as const) {
      await page.goto(`/${lang}/`)
      const section = page.locator('section[aria-labelledby="home-journeys"]')
      await expect(section.getByRole('link')).toHaveCount(journeys.length + 1) // every journey and "see all"
      await section.getByRole('link').last().click()
      await expect(page).toHaveURL(`/${lang}/etapes/`)
      await expect(page.locator('main h2 a')).toHaveCount(journeys.length)

      await page.goto(guidePath)
      const note = page.getByText(partOf).first()
      await expect(note).toBeVisible()
      await expect(page.locator('nav[aria-label*=":"] a[rel="prev"]').first()).toBeVisible()
      await expect(page.locator('nav[aria-label*=":"] a[rel="next"]').first()).toBeVisible()
      // "Partir à l'étranger": passport is step 2 of 5, after the ID card, before the criminal record
      // (since issue 41 the passport is in other journeys too: adopting a child).
      const box = page.locator('main p', { hasText: partOf }).filter({ hasText: lang === 'fr' ? 'Partir à l’étranger' : 'Handeha any ivelany' }).first()
      await expect(box).toContainText(lang === 'fr' ? 'étape 2 sur 5' : 'dingana 2 amin’ny 5')
      await box.getByRole('link').click()
      if (journeySlug) await expect(page).toHaveURL(`/${lang}/etapes/${journeySlug}/`)
      await expect(page.locator('ol li h2')).toHaveCount(5)
      await expect(page.locator('ol li h2').nth(1)).toContainText(lang === 'fr' ? 'Étape 2' : 'Dingana 2')
      // "or" steps say that one guide is enough (birth: a birth certificate or a court judgment).
      await page.goto(lang === 'fr' ? '/fr/etapes/naissance-d-un-enfant/' : '/mg/etapes/fahaterahan-ny-zaza/')
      await expect(page.locator('main')).toContainText(lang === 'fr' ? 'Une seule de ces démarches suffit' : 'Iray amin’ireto fomba fanao ireto ihany no ampy')
      await expect(page.locator('main ol li li', { hasText: lang === 'fr' ? /^ou / : /^na / })).toHaveCount(1)
    }
  })

  test('a journey works without JavaScript, by keyboard, and a slug of the other language redirects', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/fr/etapes/manangana-orinasa/')
    await expect(page).toHaveURL('/fr/etapes/creer-son-entreprise/')
    await expect(page.locator('h1')).toHaveText('Créer son entreprise')
    await expect(page.getByText('(facultative)').first()).toBeVisible()
    // Keyboard: the guides are reachable links in order.
    await page.locator('h1').click()
    let reached = ''
    for (let i = 0; i < 10 && !reached.includes('/fr/services/'); i++) {
      await page.keyboard.press('Tab')
      reached = await page.evaluate(() => (document.activeElement as HTMLAnchorElement | null)?.href ?? '')
    }
    expect(reached).toContain('/fr/services/creer-sa-societe/')
    await context.close()
    const missing = await (await browser.newContext()).request.get('/fr/etapes/nexiste-pas/')
    expect(missing.status()).toBe(404)
  })
})

test.describe('page data', () => {
  test('every page type has its JSON: typed, open to other sites, cacheable, 404 as JSON', async ({ request }) => {
    const guide = await json(request, '/page-data/fr/services/passeport/page-data.json')
    expect(guide.status).toBe(200)
    expect(guide.headers['access-control-allow-origin']).toBe('*')
    expect(guide.headers['cache-control']).toContain('s-maxage=')
    expect(guide.body).toMatchObject({ schemaVersion: 1, type: 'guide', lang: 'fr', path: '/fr/services/passeport/', languages: { fr: '/fr/services/passeport/', mg: '/mg/services/pasipaoro/' } })
    const data = guide.body.data
    expect(data.documents.length).toBeGreaterThan(3)
    expect(data.steps.length).toBeGreaterThan(3)
    expect(data.cost.amountAriary).toBe(190000)
    expect(data.ministry.name).toBeTruthy()
    expect(data.sources.length).toBeGreaterThan(0)
    expect(data.journeys).toContainEqual(expect.objectContaining({ path: '/fr/etapes/partir-a-l-etranger/', step: 2, total: 5 }))
    expect(JSON.stringify(guide.body)).not.toContain('review')

    const pages = {
      '/page-data/fr/page-data.json': 'home',
      '/page-data/mg/services/page-data.json': 'guides',
      '/page-data/mg/services/sora-piankohonana/page-data.json': 'theme',
      '/page-data/fr/etapes/page-data.json': 'journeys',
      '/page-data/mg/etapes/manangana-orinasa/page-data.json': 'journey',
      '/page-data/fr/apropos/page-data.json': 'about',
      '/page-data/mg/contact/page-data.json': 'contact',
      '/page-data/fr/donnees-ouvertes/page-data.json': 'openData',
    }
    for (const [url, type] of Object.entries(pages)) {
      const answer = await json(request, url)
      expect(answer.status, url).toBe(200)
      expect(answer.body.type, url).toBe(type)
    }
    for (const [url, message] of [['/page-data/fr/services/nexiste-pas/page-data.json', 'Page introuvable'], ['/page-data/mg/tsy-misy/page-data.json', '']] as const) {
      const missing = await json(request, url)
      expect(missing.status).toBe(404)
      expect(missing.headers['content-type']).toContain('application/json')
      expect(missing.body.errors[0].message).toContain(message)
    }
    const preflight = await request.fetch('/page-data/fr/page-data.json', { method: 'OPTIONS', headers: { Origin: 'https://example.org', 'Access-Control-Request-Method': 'GET' } })
    expect(preflight.status()).toBe(204)
    expect(preflight.headers()['access-control-allow-origin']).toBe('*')
  })

  test('app data names the release and the shared data, whose content-hashed address never changes', async ({ request }) => {
    const app = await json(request, '/page-data/app-data.json')
    expect(app.body.release).toMatch(/^[\w-]{8,}$/)
    expect(app.body.languages.map((l: { code: string }) => l.code)).toEqual(['fr', 'mg'])
    const shared = await json(request, app.body.sharedData.mg)
    expect(shared.headers['cache-control']).toContain('immutable')
    expect(shared.body.lang).toBe('mg')
    expect(shared.body.emergencyNumbers.length).toBeGreaterThan(2)
    expect(shared.body.footer.map((l: { path: string }) => l.path)).toContain('/mg/donnees-ouvertes/')
    expect((await json(request, '/page-data/sq/d/00000000000000000000.json')).status).toBe(404)
  })

  test('a publication reaches the page data and the pages within 2 s', async ({ request }) => {
    const auth = { Authorization: `JWT ${await signIn(request, E2E_ADMIN)}` }
    const list = await (await request.get('/api/journeys?where[slug][equals]=se-marier&locale=fr&depth=0', { headers: auth })).json()
    const journey = list.docs[0]
    const before = await json(request, '/page-data/fr/etapes/se-marier/page-data.json')
    expect(before.body.title).toBe(journey.title)
    const title = `Se marier (${Date.now()})`
    const saved = await request.patch(`/api/journeys/${journey.id}?locale=fr`, { headers: auth, data: { title, _status: 'published' } })
    expect(saved.ok(), await saved.text()).toBe(true)
    try {
      const started = Date.now()
      await expect(async () => {
        expect((await json(request, '/page-data/fr/etapes/se-marier/page-data.json')).body.title).toBe(title)
        expect(await (await request.get('/fr/etapes/se-marier/')).text()).toContain(title)
        expect((await json(request, '/page-data/fr/services/acte-de-mariage/page-data.json')).body.data.journeys.map((j: { title: string }) => j.title)).toContain(title)
      }).toPass({ timeout: 2_000, intervals: [100] })
      console.log(`journey publish → page data and pages: ${Date.now() - started} ms`)
    } finally {
      await request.patch(`/api/journeys/${journey.id}?locale=fr`, { headers: auth, data: { title: journey.title, _status: 'published' } })
    }
  })
})

test.describe('open content API', () => {
  test('lists guides by language with paging and updatedSince, one guide, themes, places, pharmacies on duty', async ({ request }) => {
    const first = await json(request, '/api/open/v1/guides/?lang=mg&limit=10')
    expect(first.status).toBe(200)
    expect(first.headers['access-control-allow-origin']).toBe('*')
    expect(first.body).toMatchObject({ lang: 'mg', page: 1, limit: 10 })
    expect(first.body.items).toHaveLength(10)
    expect(first.body.totalDocs).toBeGreaterThanOrEqual(40)
    expect(first.body.items.every((g: { path: string }) => g.path.startsWith('/mg/services/'))).toBe(true)
    const second = await json(request, first.body.next)
    expect(second.body.page).toBe(2)
    expect(second.body.items[0].id).not.toBe(first.body.items[0].id)

    const future = await json(request, '/api/open/v1/guides/?updatedSince=2999-01-01')
    expect(future.body.totalDocs).toBe(0)
    const recent = await json(request, '/api/open/v1/guides/?updatedSince=2000-01-01&sort=updatedAt&limit=50')
    expect(recent.body.totalDocs).toBeGreaterThanOrEqual(first.body.totalDocs)
    expect(recent.body.items.map((g: { updatedAt: string }) => g.updatedAt)).toEqual(recent.body.items.map((g: { updatedAt: string }) => g.updatedAt).sort())

    const guide = await json(request, '/api/open/v1/guides/pasipaoro/?lang=mg')
    expect(guide.body).toMatchObject({ lang: 'mg', slug: 'pasipaoro', languages: { fr: '/fr/services/passeport/' } })
    expect((await json(request, '/api/open/v1/guides/pasipaoro/?lang=fr')).status).toBe(404)

    const themes = await json(request, '/api/open/v1/themes/?lang=fr&limit=5')
    expect(themes.body.items).toHaveLength(5)
    expect(themes.body.totalDocs).toBeGreaterThan(5)
    expect((await json(request, themes.body.next)).body.items[0].id).not.toBe(themes.body.items[0].id)
    expect((await json(request, '/api/open/v1/themes/?updatedSince=2999-01-01')).body.totalDocs).toBe(0)
    const places = await json(request, '/api/open/v1/places/?kind=hospital&region=analamanga')
    expect(places.body.items.length).toBeGreaterThan(0)
    expect(places.body.items.every((p: { kind: string; region: string }) => p.kind === 'hospital' && p.region === 'Analamanga')).toBe(true)
    const onDuty = await json(request, '/api/open/v1/pharmacies/on-duty/?date=2026-11-23')
    expect(onDuty.body.date).toBe('2026-11-23')
    expect(onDuty.body.items.every((p: { dutyPeriods: { start: string; end: string }[] }) => p.dutyPeriods.some((d) => d.start <= '2026-11-23' && '2026-11-23' <= d.end))).toBe(true)
  })

  test('refuses what it does not know with a clear message in the reader’s language, and bounds every request', async ({ request }) => {
    const unknown = await json(request, '/api/open/v1/guides/?depth=10', { 'Accept-Language': 'mg' })
    expect(unknown.status).toBe(400)
    expect(unknown.body.errors[0].message).toContain('Misy paramètre tsy fantatra')
    expect(unknown.body.errors[0].message).not.toContain('depth')
    const big = await json(request, '/api/open/v1/guides/?limit=100000')
    expect(big.status).toBe(400)
    expect(big.body.errors[0].message).toContain('« limit »')
    expect((await json(request, '/api/open/v1/places/?region=atlantide')).status).toBe(400)
    expect((await json(request, '/api/open/v1/guides/?updatedSince=hier')).status).toBe(400)
    expect((await json(request, '/api/open/v1/nothing/')).status).toBe(404)
    // Counted per address like the rest of the anonymous API: 120 a minute, then 429.
    const address = from()
    let refused = 0
    for (let i = 0; i < 130 && refused === 0; i++) {
      const response = await request.get('/api/open/v1/regions/', { headers: address })
      if (response.status() === 429) refused++
    }
    expect(refused).toBe(0) // Path-only answers come from the page cache and cost nothing.
    // Queries that no cache holds (each a new page size and page) reach the worker and are counted.
    for (let i = 0; i < 130 && refused === 0; i++) {
      const response = await request.get(`/api/open/v1/guides/?lang=fr&limit=${1 + (i % 50)}&page=${1 + Math.floor(i / 50)}`, { headers: address })
      if (response.status() === 429) {
        refused++
        expect(response.headers()['retry-after']).toBeTruthy()
      }
    }
    expect(refused).toBe(1)
  })

  test('OpenAPI 3 document, full export in JSON and CSV with its licence, and the page for people', async ({ request, page }) => {
    const spec = await json(request, '/api/open/v1/openapi.json')
    expect(spec.body.openapi).toMatch(/^3\./)
    expect(Object.keys(spec.body.paths)).toEqual(expect.arrayContaining(['/guides/', '/guides/{slug}/', '/places/', '/pharmacies/on-duty/']))
    expect(spec.body.info.license.name).toBe('CC BY 4.0')

    const exported = await request.get('/api/open/v1/export/services-publics-mg.json', { headers: from() })
    expect(exported.headers()['link']).toContain('rel="license"')
    const all = await exported.json()
    expect(all.licence.url).toBe('https://creativecommons.org/licenses/by/4.0/')
    expect(all.content.fr.guides.length).toBeGreaterThanOrEqual(40)
    expect(all.content.mg.journeys.length).toBeGreaterThanOrEqual(4)
    expect(JSON.stringify(all)).not.toMatch(/"review"|"notes"|@e2e\.test/)
    const csv = await request.get('/api/open/v1/export/guides.csv', { headers: from() })
    expect(csv.headers()['content-type']).toContain('text/csv')
    const lines = (await csv.text()).replace(/^\ufeff/, '').trim().split('\r\n')
    expect(lines[0]).toMatch(/^lang,id,slug,title,/)
    expect(lines.filter((l) => l.startsWith('mg,')).length).toBeGreaterThanOrEqual(40)

    for (const lang of ['fr', 'mg'] as const) {
      await page.goto(`/${lang}/`)
      await page.locator('footer').getByRole('link', { name: lang === 'fr' ? 'Données ouvertes' : 'Angona misokatra' }).click()
      await expect(page).toHaveURL(`/${lang}/donnees-ouvertes/`)
      await expect(page.locator('main')).toContainText('CC BY 4.0')
      await expect(page.locator('a[href="/api/open/v1/openapi.json"]')).toBeVisible()
    }
  })
})
