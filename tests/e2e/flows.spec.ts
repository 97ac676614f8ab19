import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { flowAddress, flowPaths, walkFlow, type PublicFlow } from '../../src/model/flow'
import { flows } from '../../src/seed/data/flows'
import { seedShape } from '../../src/seed/flows'
import { publicFlowFromSeed } from '../support/flows'

import { E2E_ADMIN } from './fixtures'
import { signIn } from './support/session'
import { axeViolations } from './support/axe'

/**
 * Issue 27: « Ce qu'il vous faut ». Every seeded flow walked to every outcome in both languages,
 * by its forms, with JavaScript and without; the refused answer; the guide's link; axe on a
 * question, an error and a result; search, page data and the open API; the editors' checker.
 */
const texts = {
  fr: { continue: 'Continuer', documents: 'Pièces à fournir', fee: 'Coût', missing: 'Choisissez une réponse.', change: 'Modifier mes réponses', check: 'Vérifier ce qu’il vous faut' },
  mg: { continue: 'Manohy', documents: 'Taratasy ilaina', fee: 'Sarany', missing: 'Misafidiana valiny iray.', change: 'Hanova ny valiko', check: 'Hamantatra izay ilainao' },
} as const

/** Answers a flow in the browser, ticking each answer and « Continuer », and checks the result page shows that case. */
async function walk(page: Page, lang: 'fr' | 'mg', flow: PublicFlow, answers: string[]): Promise<void> {
  const base = `/${lang}/demarches/${flow.slug}/`
  await page.goto(base)
  for (let i = 0; i < answers.length; i++) {
    const step = walkFlow(flow, answers.slice(0, i))!
    if (step.kind !== 'question') throw new Error('a question was expected')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(step.question.text)
    const answer = step.question.answers.find((a) => a.key === answers[i])!
    await page.getByLabel(answer.label, { exact: true }).check()
    await Promise.all([page.waitForURL(flowAddress(base, answers.slice(0, i + 1)).replace(/\/$/, '/**')), page.getByRole('button', { name: texts[lang].continue }).click()])
  }
  expect(new URL(page.url()).pathname).toBe(flowAddress(base, answers))
  const outcome = walkFlow(flow, answers)
  if (outcome?.kind !== 'outcome') throw new Error('an outcome was expected')
  await expect(page.getByRole('heading', { level: 1 })).toContainText(outcome.outcome.title)
  await expect(page.getByRole('heading', { level: 2, name: texts[lang].fee })).toBeVisible()
  for (const line of outcome.outcome.documents) await expect(page.locator('main li', { hasText: line }).first()).toBeVisible()
}

/** The text of some HTML as a reader sees it: tags dropped, entities decoded, spaces collapsed. */
function textOf(html: string): string {
  const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'", nbsp: '\u00a0' }
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#x27|#39|nbsp);/g, (_, e: string) => entities[e]!)
    .replace(/\s+/g, ' ')
    .trim()
}

/**
 * Answers a flow as a browser without JavaScript does, request by request: each question page's GET
 * form (its address, its radios and their labels) read from the HTML, then the form's submission
 * (`?reponse=`) followed to the next address; the result page must show that case.
 */
async function walkByForms(request: APIRequestContext, lang: 'fr' | 'mg', flow: PublicFlow, answers: string[]): Promise<void> {
  const base = `/${lang}/demarches/${flow.slug}/`
  let address = base
  for (let i = 0; i < answers.length; i++) {
    const step = walkFlow(flow, answers.slice(0, i))
    if (step?.kind !== 'question') throw new Error('a question was expected')
    const response = await request.get(address)
    expect(response.status(), address).toBe(200)
    const html = await response.text()
    expect(textOf(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? ''), address).toBe(step.question.text)
    // The form holding the answers: a GET to this same address.
    const form = /<form[^>]*>/g.exec(html.slice(html.lastIndexOf('<form', html.indexOf('name="reponse"'))))?.[0] ?? ''
    expect(/method="get"/.test(form) && /action="([^"]+)"/.exec(form)?.[1], `${address} ${form}`).toBe(address)
    const radios = [...html.matchAll(/<input[^>]*type="radio"[^>]*>/g)].map((m) => ({ id: /id="([^"]+)"/.exec(m[0])?.[1], name: /name="([^"]+)"/.exec(m[0])?.[1], value: /value="([^"]+)"/.exec(m[0])?.[1] }))
    expect(radios.map((r) => r.value), address).toEqual(step.question.answers.map((a) => a.key))
    for (const [j, radio] of radios.entries()) {
      expect(radio.name).toBe('reponse')
      const label = new RegExp(`<label for="${radio.id}">([\\s\\S]*?)</label>`).exec(html)?.[1]
      expect(textOf(label ?? ''), `${address} ${radio.id}`).toBe(step.question.answers[j]!.label)
    }
    const submitted = await request.get(`${address}?reponse=${encodeURIComponent(answers[i]!)}`)
    expect(submitted.status(), `${address}?reponse=${answers[i]}`).toBe(200)
    address = new URL(submitted.url()).pathname
    expect(address).toBe(flowAddress(base, answers.slice(0, i + 1)))
  }
  const outcome = walkFlow(flow, answers)
  if (outcome?.kind !== 'outcome') throw new Error('an outcome was expected')
  const html = await (await request.get(address)).text()
  expect(textOf(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? ''), address).toContain(outcome.outcome.title)
  expect(html, address).toMatch(new RegExp(`<h2[^>]*>${texts[lang].fee}</h2>`))
  const text = textOf(html)
  for (const line of outcome.outcome.documents) expect(text, address).toContain(line)
}

// Every path of every seeded flow, in both languages, as a browser without JavaScript sends it
// (request by request: the flows are plain GET forms).
for (const lang of ['fr', 'mg'] as const) {
  test(`every seeded flow reaches every outcome by its forms, without JavaScript (${lang})`, async ({ request }) => {
    test.setTimeout(120_000)
    let walked = 0
    for (const [i, seed] of flows.entries()) {
      const flow = publicFlowFromSeed(seed, lang, i + 1)
      for (const path of flowPaths(flow)) {
        await walkByForms(request, lang, flow, path.answers)
        walked++
      }
    }
    expect(walked).toBeGreaterThanOrEqual(40)
  })
}

// In the browser, by clicking, with JavaScript and without (the islands must leave the forms alone):
// each flow's first path in both languages.
for (const lang of ['fr', 'mg'] as const) {
  for (const javaScriptEnabled of [false, true]) {
    test(`each seeded flow answered by clicking in the browser (${lang}, JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async ({ browser }) => {
      test.setTimeout(120_000)
      const context = await browser.newContext({ javaScriptEnabled })
      const page = await context.newPage()
      for (const [i, seed] of flows.entries()) {
        const flow = publicFlowFromSeed(seed, lang, i + 1)
        await walk(page, lang, flow, flowPaths(flow)[0]!.answers)
      }
      await context.close()
    })
  }
}

test.describe('a flow’s pages', () => {
  const passport = (lang: 'fr' | 'mg') => publicFlowFromSeed(flows.find((f) => f.key === 'passeport')!, lang, 1)

  test('no answer: the question again with an error summary, status 400, in the reader’s language; a made-up answer too', async ({ request }) => {
    for (const lang of ['fr', 'mg'] as const) {
      const base = `/${lang}/demarches/${passport(lang).slug}/`
      const missing = await request.get(`${base}?reponse=`)
      expect(missing.status()).toBe(400)
      expect(await missing.text()).toContain(texts[lang].missing)
      const invented = await request.get(`${base}?reponse=tout-de-suite`)
      expect(invented.status()).toBe(400)
      const valid = await request.get(`${base}?reponse=premier`, { maxRedirects: 0 })
      expect([303, 307, 308]).toContain(valid.status())
      expect(valid.headers().location).toMatch(new RegExp(`${base}premier/$`))
      // An address no answer leads to is not found.
      expect((await request.get(`${base}premier/pas-une-reponse/`)).status()).toBe(404)
      expect((await request.get(`${base}premier/adulte-antananarivo/encore/`)).status()).toBe(404)
    }
  })

  test('the result says the answers given, each with a link to change it; the guide links to its flow', async ({ page }) => {
    await page.goto('/fr/services/passeport/')
    await page.getByRole('link', { name: texts.fr.check }).click()
    await expect(page).toHaveURL(/\/fr\/demarches\/passeport\/$/)
    await page.goto('/fr/demarches/passeport/premier/adulte-antananarivo/')
    await expect(page.locator('dl dt').first()).toHaveText(passport('fr').questions[0]!.text)
    await page.getByRole('link', { name: texts.fr.change }).click()
    await expect(page).toHaveURL(/\/fr\/demarches\/passeport\/premier\/$/)
    const second = walkFlow(passport('fr'), ['premier'])
    if (second?.kind !== 'question') throw new Error('a question was expected')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(second.question.text)
  })

  test('axe finds nothing on a question, a refused answer and a result, in both languages', async ({ page }) => {
    for (const lang of ['fr', 'mg'] as const) {
      const base = `/${lang}/demarches/${passport(lang).slug}/`
      for (const url of [base, `${base}?reponse=`, `${base}premier/`, `${base}premier/adulte-antananarivo/`]) {
        await page.goto(url)
        const results = ({ violations: await axeViolations(page, { tags: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] }) })
        expect(results.violations.map((v) => `${url} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
      }
    }
  })

  test('search finds a flow; page data and the open API give it whole', async ({ request }) => {
    const search = await (await request.get('/fr/searchResult/?q=ce+qu%E2%80%99il+vous+faut+passeport')).text()
    expect(search).toContain('/fr/demarches/passeport/')
    const data = await (await request.get('/page-data/fr/demarches/passeport/premier/page-data.json')).json()
    expect(data.type).toBe('flow')
    expect(data.data.answers).toEqual(['premier'])
    expect(data.data.at.kind).toBe('question')
    expect(data.data.flow.paths).toBe(flowPaths(passport('fr')).length)
    const api = await (await request.get('/api/open/v1/flows/pasipaoro/?lang=mg')).json()
    expect(api.outcomes.length).toBe(passport('mg').outcomes.length)
    expect(api.questions[0].answers[0].next).toBeTruthy()
    const list = await (await request.get('/api/open/v1/flows/?lang=fr')).json()
    expect(list.items.map((f: { slug: string }) => f.slug)).toEqual(expect.arrayContaining(flows.map((f) => f.slug.fr)))
  })

  test('a publish with a broken path is refused, naming it; a draft keeps its count of paths', async ({ request }) => {
    const auth = { Authorization: `JWT ${await signIn(request, E2E_ADMIN)}` }
    const found = (await (await request.get('/api/flows?where[slug][equals]=permis-de-conduire&locale=fr&depth=0', { headers: auth })).json()).docs[0] as { id: number; pathCount: number; questions: { key: string; answers: { next: string }[] }[] }
    expect(found.pathCount).toBe(flowPaths(seedShape(flows.find((f) => f.key === 'permis-de-conduire')!)).length)
    const broken = found.questions.map((q, i) => (i === 0 ? { ...q, answers: q.answers.map((a, j) => (j === 0 ? { ...a, next: 'nulle-part' } : a)) } : q))
    const refused = await request.patch(`/api/flows/${found.id}?locale=fr`, { headers: auth, data: { questions: broken, _status: 'published' } })
    expect(refused.status()).toBe(400)
    expect(JSON.stringify(await refused.json())).toContain('elle mène à « nulle-part », qui n’est ni une question ni un résultat')
    // A draft is saved however unfinished (no work lost), with what it lacks listed for the editor.
    const draft = await request.patch(`/api/flows/${found.id}?locale=fr&draft=true`, { headers: auth, data: { questions: broken, _status: 'draft' } })
    expect(draft.ok(), await draft.text()).toBe(true)
    const saved = (await (await request.get(`/api/flows/${found.id}?locale=fr&draft=true&depth=0`, { headers: auth })).json()) as { pathProblems: string; pathCount: number | null }
    expect(saved.pathProblems).toContain('elle mène à « nulle-part »')
    expect(saved.pathCount).toBeNull()
    // Nothing changed for citizens; published again as it was.
    expect((await request.get('/fr/demarches/permis-de-conduire/')).status()).toBe(200)
    const again = await request.patch(`/api/flows/${found.id}?locale=fr`, { headers: auth, data: { questions: found.questions, _status: 'published' } })
    expect(again.ok(), await again.text()).toBe(true)
  })

  test('the editors’ preview shows every path of the saved version with its result; the public gets not found', async ({ browser, request, baseURL }) => {
    const token = await signIn(request, E2E_ADMIN)
    const found = (await (await request.get('/api/flows?where[slug][equals]=se-marier&locale=fr&depth=0', { headers: { Authorization: `JWT ${token}` } })).json()).docs[0] as { id: number; pathCount: number }
    const editor = await browser.newContext({ serviceWorkers: 'block' })
    await editor.addCookies([{ name: 'payload-token', value: token, url: baseURL! }])
    const page = await editor.newPage()
    for (const lang of ['fr', 'mg'] as const) {
      const response = await page.goto(`/${lang}/apercu/flows/${found.id}/`)
      expect(response?.status()).toBe(200)
      await expect(page.locator('[data-flow-paths] > li')).toHaveCount(found.pathCount)
      const results = ({ violations: await axeViolations(page, { tags: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] }) })
      expect(results.violations.map((v) => v.id)).toEqual([])
    }
    await editor.close()
    expect((await request.get(`/fr/apercu/flows/${found.id}/`, { headers: { cookie: '' } })).status()).toBe(404)
  })

  test('in the admin, an editor sees the number of paths, every path with its address, and the preview button', async ({ browser, request, baseURL }) => {
    const token = await signIn(request, E2E_ADMIN)
    const found = (await (await request.get('/api/flows?where[slug][equals]=creer-son-entreprise&locale=fr&depth=0', { headers: { Authorization: `JWT ${token}` } })).json()).docs[0] as { id: number; pathCount: number }
    const context = await browser.newContext({ viewport: { width: 1366, height: 860 }, serviceWorkers: 'block', locale: 'fr-FR' })
    await context.addCookies([{ name: 'payload-token', value: token, url: baseURL! }])
    const page = await context.newPage()
    await page.goto(`/admin/collections/flows/${found.id}`)
    await expect(page.locator('input[name="pathCount"]')).toHaveValue(String(found.pathCount))
    const list = page.locator('textarea[name="pathList"]')
    await expect(list).toHaveValue(/\/fr\/demarches\/creer-son-entreprise\//)
    expect((await list.inputValue()).split('\n')).toHaveLength(found.pathCount)
    // A complete flow lacks nothing.
    await expect(page.locator('textarea[name="pathProblems"]')).toHaveValue('')
    expect(await page.locator('#preview-button').getAttribute('href')).toBe(`/fr/apercu/flows/${found.id}/`)
    await context.close()
  })
})

test.describe('a flow fixed in the admin after a refused publication (issue 39)', () => {
  type Row = Record<string, unknown> & { id?: string }
  type FlowDoc = { id: number; title: string; summary: string; guide: number; questions: (Row & { answers: Row[] })[]; outcomes: Row[] }

  /** A copy of a seeded flow under its own address, published in both languages (other tests read the seeded ones). */
  async function copyOfSeededFlow(request: APIRequestContext, auth: Record<string, string>, slug: string): Promise<FlowDoc> {
    const fr = (await (await request.get('/api/flows?where[slug][equals]=creer-son-entreprise&locale=fr&depth=0', { headers: auth })).json()).docs[0] as FlowDoc
    const bare = (rows: Row[]): Row[] => rows.map(({ id: _id, ...row }) => Object.fromEntries(Object.entries(row).map(([key, value]) => [key, Array.isArray(value) ? bare(value as Row[]) : value])))
    // A draft first (a publication checks both languages), then its Malagasy, then both published.
    const created = await request.post('/api/flows?locale=fr&draft=true', { headers: auth, data: { title: `Copie ${slug}`, slug, summary: fr.summary, guide: fr.guide, questions: bare(fr.questions), outcomes: bare(fr.outcomes), _status: 'draft' } })
    expect(created.ok(), await created.text()).toBe(true)
    const copy = (await created.json()).doc as FlowDoc
    // The Malagasy texts on the same rows (rows are shared by both languages, matched by id).
    const mgSeed = (await (await request.get(`/api/flows/${fr.id}?locale=mg&depth=0`, { headers: auth })).json()) as FlowDoc
    const mg = {
      title: `Kopia ${slug}`, slug: `${slug}-mg`, summary: mgSeed.summary,
      questions: copy.questions.map((q, i) => ({ ...q, text: mgSeed.questions[i]!.text, short: mgSeed.questions[i]!.short, hint: mgSeed.questions[i]!.hint, answers: q.answers.map((a, j) => ({ ...a, label: mgSeed.questions[i]!.answers[j]!.label, short: mgSeed.questions[i]!.answers[j]!.short })) })),
      outcomes: copy.outcomes.map((o, i) => ({ ...o, title: mgSeed.outcomes[i]!.title, documents: mgSeed.outcomes[i]!.documents, steps: mgSeed.outcomes[i]!.steps, text: mgSeed.outcomes[i]!.text, unsure: mgSeed.outcomes[i]!.unsure, feeNote: mgSeed.outcomes[i]!.feeNote })),
      _status: 'draft',
    }
    const translated = await request.patch(`/api/flows/${copy.id}?locale=mg&draft=true`, { headers: auth, data: mg })
    expect(translated.ok(), await translated.text()).toBe(true)
    for (const lang of ['fr', 'mg'] as const) {
      const published = await request.patch(`/api/flows/${copy.id}?locale=${lang}`, { headers: auth, data: { _status: 'published' } })
      expect(published.ok(), await published.text()).toBe(true)
    }
    return (await (await request.get(`/api/flows/${copy.id}?locale=fr&depth=0`, { headers: auth })).json()) as FlowDoc
  }

  test('the refusal says why in the editor’s language; once fixed, the flow goes live and the admin stays up', async ({ browser, request, baseURL }) => {
    test.setTimeout(120_000)
    const token = await signIn(request, E2E_ADMIN)
    const auth = { Authorization: `JWT ${token}` }
    const slug = `copie-entreprise-${Date.now()}`
    const flow = await copyOfSeededFlow(request, auth, slug)
    // A draft whose first question grew past 70 characters without its short form: saved (a draft always is), refused at publication.
    const long = 'Dans quelle situation êtes-vous aujourd’hui pour la création de votre entreprise ?'
    const questions = flow.questions.map((q, i) => (i === 0 ? { ...q, text: long, short: '' } : q))
    const draft = await request.patch(`/api/flows/${flow.id}?locale=fr&draft=true`, { headers: auth, data: { questions, _status: 'draft' } })
    expect(draft.ok(), await draft.text()).toBe(true)

    const context = await browser.newContext({ viewport: { width: 1366, height: 860 }, serviceWorkers: 'block', locale: 'fr-FR', timezoneId: 'Indian/Antananarivo' })
    await context.addCookies([{ name: 'payload-token', value: token, url: baseURL! }])
    const page = await context.newPage()
    const crashes: string[] = []
    page.on('pageerror', (error) => crashes.push(error.message))
    await page.goto(`/admin/collections/flows/${flow.id}`)
    const publish = async (expected: number) => {
      await expect(async () => {
        await expect(page.locator('#action-save')).toBeEnabled({ timeout: 2_000 })
        const answer = page.waitForResponse((r) => r.request().method() === 'PATCH' && /\/api\/flows\/\d+\/?\?/.test(r.url()), { timeout: 5_000 })
        await page.locator('#action-save').click()
        expect((await answer).status()).toBe(expected)
      }).toPass({ timeout: 30_000 })
    }
    await publish(400)
    // The reason is shown at the field it concerns, and the notice names that field (not only « Questions »).
    const field = page.locator('.field-type').filter({ has: page.locator('#field-questions__0__short') })
    await expect(field.locator('.field-error')).toHaveText('Écrivez sa forme courte pour le téléphone (70 caractères au plus).', { timeout: 10_000 })
    await expect(page.locator('.payload-toast-container')).toContainText('Forme courte pour USSD et SMS')
    await expect(page.locator('form[data-form-ready="true"]').first()).toBeVisible()

    await page.locator('#field-questions__0__short').fill('Votre situation ?')
    await publish(200)
    await expect(page.getByText(/Publié avec succès|mis à jour avec succès/i).first()).toBeVisible({ timeout: 15_000 })
    // The admin is still there a moment later, with the fixed flow (not « This page couldn’t load »).
    await page.waitForTimeout(3_000)
    await expect(page.getByText('This page couldn’t load')).toHaveCount(0)
    await expect(page.locator('#field-questions__0__short')).toHaveValue('Votre situation ?')
    expect(crashes).toEqual([])
    await page.reload()
    await expect(page.locator('#field-questions__0__text')).toHaveValue(long)
    await context.close()

    // Live for citizens, with the new question.
    await expect(async () => {
      const html = await (await request.get(`/fr/demarches/${slug}/`)).text()
      expect(html).toContain(long.replace(/’/g, '’'))
    }).toPass({ timeout: 15_000 })
  })
})
