import { expect, test } from '@playwright/test'

import { E2E_ADMIN } from './fixtures'
import { signIn } from './support/session'

const entries = (xml: string) => [...xml.matchAll(/<entry>[\s\S]*?<title>([^<]*)<\/title>[\s\S]*?<updated>([^<]*)<\/updated>[\s\S]*?<summary>([^<]*)<\/summary>/g)].map((m) => ({ title: m[1]!, at: m[2]!, note: m[3]! }))

test('each language has an Atom feed of published changes, newest first, advertised in every page head', async ({ request, page }) => {
  for (const [lang, first] of [['fr', 'Première publication.'], ['mg', 'Famoahana voalohany.']] as const) {
    const response = await request.get(`/${lang}/atom.xml`)
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toBe('application/atom+xml; charset=utf-8')
    expect(response.headers()['content-encoding']).toBe('br')
    const xml = await response.text()
    expect(xml).toContain(`xml:lang="${lang}"`)
    const list = entries(xml)
    // The seeded guides' first publications fill it.
    expect(list.length).toBeGreaterThanOrEqual(40)
    expect(list.filter((e) => e.note === first).length).toBeGreaterThanOrEqual(40)
    expect([...list].sort((a, b) => b.at.localeCompare(a.at)).map((e) => e.at)).toEqual(list.map((e) => e.at))
    await page.goto(`/${lang}/`)
    await expect(page.locator('link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute('href', `/${lang}/atom.xml`)
  }

  // A major change is at the top of the feed within seconds of publishing.
  const auth = { Authorization: `JWT ${await signIn(request, E2E_ADMIN)}` }
  const guide = (await (await request.get('/api/services?where[slug][equals]=certificat-de-residence&locale=fr&depth=0')).json()).docs[0]
  const note = `Nouveau guichet à Antananarivo (${Date.now()}).`
  const published = await request.patch(`/api/services/${guide.id}?locale=fr`, { headers: auth, data: { changeKind: 'major', changeNote: note, _status: 'published' } })
  expect(published.ok(), await published.text()).toBe(true)
  await expect(async () => {
    const top = entries(await (await request.get('/fr/atom.xml')).text())[0]
    expect(top).toMatchObject({ title: guide.title, note })
  }).toPass({ timeout: 3_000, intervals: [200] })
  // The Malagasy feed is the Malagasy pages' own.
  expect(entries(await (await request.get('/mg/atom.xml')).text()).some((e) => e.note === note)).toBe(false)
})
