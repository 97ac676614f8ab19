import { expect, test, type APIRequestContext } from '@playwright/test'

import { E2E_ADMIN } from './fixtures'
import { signIn } from './support/session'
import { axeViolations } from './support/axe'

/** Issue 26: a mark on any statement, a step's own figures, offices from the directory. */
test.describe('statements as precise as their sources, and marked when they are not', () => {
  type Step = { id?: string; title: string; detail?: string | null; unsure?: string | null; feeAriary?: number | null }
  type Question = { id?: string; question: string; answer: string; unsure?: string | null }
  type Doc = { id: number; steps: Step[]; faq: Question[] }
  const read = async (request: APIRequestContext, auth: Record<string, string>) =>
    (await (await request.get('/api/services?where[slug][equals]=certificat-de-nationalite&locale=fr&depth=0', { headers: auth })).json()).docs[0] as Doc | undefined

  test('a step and an FAQ answer marked « à confirmer » show the mark beside them, in both languages, within 2 s', async ({ request }) => {
    const auth = { Authorization: `JWT ${await signIn(request, E2E_ADMIN)}` }
    const fr = await read(request, auth)
    expect(fr, 'the seeded guide « certificat de nationalité »').toBeTruthy()
    const mgDoc = (await (await request.get(`/api/services/${fr!.id}?locale=mg&depth=0`, { headers: auth })).json()) as Doc & { slug: string }
    expect(fr!.steps.length).toBeGreaterThan(0)
    expect(fr!.faq.length).toBeGreaterThan(0)
    const mark = <T extends { unsure?: string | null }>(rows: T[], what: string) => rows.map((row, i) => (i === 0 ? { ...row, unsure: what } : row))
    const save = (lang: 'fr' | 'mg', steps: Step[], faq: Question[], status = 'published') => request.patch(`/api/services/${fr!.id}?locale=${lang}`, { headers: auth, data: { steps, faq, changeKind: 'minor', _status: status } })
    try {
      // A step marked in one language only is not published: the refusal names the step and the other language.
      const alone = await save('fr', mark(fr!.steps, 'lieu de dépôt à confirmer'), mark(fr!.faq, 'durée non publiée'))
      expect(alone.status()).toBe(400)
      expect(await alone.text()).toContain('Étape 1 : la marque « à confirmer » diffère de la version en malgache.')
      // Saved as a draft, marked in Malagasy and published, then published in French.
      expect((await save('fr', mark(fr!.steps, 'lieu de dépôt à confirmer'), mark(fr!.faq, 'durée non publiée'), 'draft')).ok()).toBe(true)
      expect((await save('mg', mark(mgDoc.steps, 'mbola hamafisina ny toerana'), mark(mgDoc.faq, 'tsy navoaka ny faharetany'))).ok()).toBe(true)
      expect((await save('fr', mark(fr!.steps, 'lieu de dépôt à confirmer'), mark(fr!.faq, 'durée non publiée'))).ok()).toBe(true)
      await expect(async () => {
        const html = await (await request.get('/fr/services/certificat-de-nationalite/')).text()
        const steps = html.slice(html.indexOf('id="steps"'), html.indexOf('</ol>', html.indexOf('id="steps"')))
        expect(steps).toContain('À confirmer : lieu de dépôt à confirmer')
        const faq = html.slice(html.indexOf('id="faq"'))
        expect(faq.slice(0, faq.indexOf('</details>'))).toContain('À confirmer : durée non publiée')
      }).toPass({ timeout: 2_000, intervals: [100] })
      await expect(async () => {
        const html = await (await request.get(`/mg/services/${mgDoc.slug}/`)).text()
        expect(html.slice(html.indexOf('id="steps"'), html.indexOf('</ol>', html.indexOf('id="steps"')))).toContain('Mbola hamafisina: mbola hamafisina ny toerana')
        expect(html.slice(html.indexOf('id="faq"'))).toContain('Mbola hamafisina: tsy navoaka ny faharetany')
      }).toPass({ timeout: 2_000, intervals: [100] })
    } finally {
      await save('fr', fr!.steps, fr!.faq, 'draft')
      await save('mg', mgDoc.steps, mgDoc.faq)
      await save('fr', fr!.steps, fr!.faq)
    }
  })

  test('a step’s own fee and the amount its text writes agree: the admin refuses otherwise, in the editor’s language', async ({ request }) => {
    const auth = { Authorization: `JWT ${await signIn(request, E2E_ADMIN)}` }
    const fr = await read(request, auth)
    const steps = fr!.steps.map((step, i) => (i === 0 ? { ...step, feeAriary: 2000, detail: 'Payez 3 000 Ar au guichet.' } : step))
    const refused = await request.patch(`/api/services/${fr!.id}?locale=fr`, { headers: auth, data: { steps, changeKind: 'minor', _status: 'published' } })
    expect(refused.status()).toBe(400)
    expect(await refused.text()).toContain('Le coût de l’étape est 2 000 Ar mais son détail indique 3 000 Ar')
    const refusedMg = await request.patch(`/api/services/${fr!.id}?locale=mg`, { headers: { ...auth, 'Accept-Language': 'mg' }, data: { steps: steps.map(({ id: _id, ...s }) => s), changeKind: 'minor', _status: 'published' } })
    expect(refusedMg.status()).toBe(400)
    // The public page is unchanged.
    expect(await (await request.get('/fr/services/certificat-de-nationalite/')).text()).not.toContain('3 000 Ar au guichet')
  })

  for (const [lang, url, phoneLabel, hoursLabel] of [
    ['fr', '/fr/services/passeport/', 'Téléphone', 'Horaires'],
    ['mg', '/mg/services/pasipaoro/', 'Telefaonina', 'Ora fisokafana'],
  ] as const) {
    test(`a step’s office comes from the directory: its telephone as a tel: link and its hours (${lang}), axe 0`, async ({ page }) => {
      await page.goto(url)
      // Given in full once, under « Où s'adresser ? »…
      const office = page.locator('section[aria-labelledby="key-facts"] li[id^="office-"]').filter({ has: page.locator('a[href="tel:+261381100077"]') })
      await expect(office).toContainText(`${phoneLabel} :`)
      await expect(office).toContainText(`${hoursLabel} :`)
      await expect(office.locator('a[href="tel:+261381100077"]')).toHaveText('+261 38 11 000 77')
      // …and each step done there names it, with a link to it.
      const officeId = await office.getAttribute('id')
      const stepLink = page.locator(`section[aria-labelledby="steps"] a[href="#${officeId}"]`).first()
      await expect(stepLink).toBeVisible()
      await stepLink.click()
      await expect(page).toHaveURL(new RegExp(`#${officeId}$`))
      // A step's fee, written once for both languages.
      await expect(page.locator('section[aria-labelledby="steps"]')).toContainText('190 000')
      const results = ({ violations: await axeViolations(page, { tags: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] }) })
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
    })
  }
})
