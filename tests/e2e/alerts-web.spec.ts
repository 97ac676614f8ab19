/**
 * Issue 28, alerts by e-mail on the web, over HTTP through the portal server: the page in both
 * languages (axe 0; the form works without JavaScript), refusals explained with the right status, the
 * confirmation link (opening it confirms nothing; the button does), the unsubscribe link and the
 * mail clients' one-click POST (RFC 8058). The e2e server has no SMTP: a subscription request is
 * answered « unavailable » (503), and the links are made here with the server's secret, as its
 * e-mails would carry them (the e-mails themselves: tests/int/alerts.mail.test.ts and
 * tests/int/suites/alertGuides.ts, over SMTP). Following a guide (/{lang}/alertes/?suivre=…) too.
 */
import { expect, test, type APIRequestContext } from '@playwright/test'

import { E2E_ADMIN } from './fixtures'
import { axeViolations } from './support/axe'
import { signIn } from './support/session'

// The links are signed with the e2e server's secret (tests/e2e/server.ts); set before the modules read it.
process.env.PAYLOAD_SECRET = 'e2e-secret'

const address = `alertes-${Date.now() % 1_000_000}@example.mg`

/** The e-mail subscribers of Melaky on the administrators' page (nobody else subscribes there), read from its HTML. */
async function melakyByMail(request: APIRequestContext, token: string): Promise<string> {
  const html = await (await request.get('/admin/alertes', { headers: { cookie: `payload-token=${token}` } })).text()
  return /<th scope="row">Melaky<\/th><td>\d+<\/td><td>(\d+)<\/td>/.exec(html)?.[1] ?? 'no row'
}

test('alerts by e-mail on the web: the page in both languages, refusals, the confirmation and unsubscribe links, one-click unsubscribe', async ({ browser, request }) => {
  test.setTimeout(180_000)
  const { confirmToken, unsubscribeToken } = await import('@/alerts/links')
  const { addressKeyOf } = await import('@/alerts/store')
  // Without JavaScript: the form works as plain HTML (axe runs in the page, so with it, below).
  const noScript = await browser.newContext({ javaScriptEnabled: false, serviceWorkers: 'block' })
  const bare = await noScript.newPage()
  await bare.goto('/fr/alertes/')
  const [plain] = await Promise.all([bare.waitForResponse((r) => r.url().endsWith('/fr/alertes/abonner/')), bare.getByRole('button', { name: 'Recevoir les alertes par e-mail' }).click()])
  expect(plain.status()).toBe(422)
  await expect(bare.locator('[data-error-summary] li a')).toHaveCount(2)
  await noScript.close()

  const context = await browser.newContext({ serviceWorkers: 'block' })
  const page = await context.newPage()
  try {
    for (const [lang, title, submit] of [['fr', 'Recevoir les alertes d’urgence', 'Recevoir les alertes par e-mail'], ['mg', 'Handray ny fampitandremana maika', 'Handray ny fampitandremana amin’ny mailaka']] as const) {
      const response = await page.goto(`/${lang}/alertes/`)
      expect(response?.status()).toBe(200)
      await expect(page.locator('h1')).toHaveText(title)
      await expect(page.locator('#alerts-form input[type=checkbox]')).toHaveCount(24)
      expect(await axeViolations(page)).toEqual([])
      // Nothing chosen: 422, each problem named and linked to its field.
      const [refused] = await Promise.all([page.waitForResponse((r) => r.url().endsWith(`/${lang}/alertes/abonner/`)), page.getByRole('button', { name: submit }).click()])
      expect(refused.status()).toBe(422)
      await expect(page.locator('[data-error-summary] li a')).toHaveCount(2)
      await expect(page.locator('#email')).toHaveAttribute('aria-invalid', 'true')
      expect(await axeViolations(page)).toEqual([])
      // Filled in: this server cannot send e-mail, and says so (503), keeping what was typed.
      await page.locator('#email').fill(address)
      await page.locator('#region-melaky').check()
      const [unavailable] = await Promise.all([page.waitForResponse((r) => r.url().endsWith(`/${lang}/alertes/abonner/`)), page.getByRole('button', { name: submit }).click()])
      expect(unavailable.status()).toBe(503)
      await expect(page.locator('#email')).toHaveValue(address)
      await expect(page.locator('#region-melaky')).toBeChecked()
    }
    // Only POST subscribes.
    expect((await request.get('/fr/alertes/abonner/')).status()).toBe(405)

    // The confirmation link: a page with a button, never cached; the button subscribes.
    const auth = await signIn(request, E2E_ADMIN)
    expect(await melakyByMail(request, auth)).toBe('0')
    const confirm = `/fr/alertes/confirmer/?t=${confirmToken({ email: address, topics: ['region:melaky'], lang: 'mg', at: new Date() })}`
    const opened = await page.goto(confirm)
    expect(opened?.status()).toBe(200)
    expect(opened?.headers()['cache-control']).toMatch(/no-store/)
    await expect(page.locator('#alerts-step')).toHaveText('Confirmer votre abonnement')
    await expect(page.locator('.confirmation-panel')).toContainText('Melaky')
    expect(await axeViolations(page)).toEqual([])
    expect(await melakyByMail(request, auth)).toBe('0')
    const [confirmed] = await Promise.all([page.waitForResponse((r) => r.request().method() === 'POST'), page.getByRole('button', { name: 'Confirmer mon abonnement' }).click()])
    expect(confirmed.status()).toBe(200)
    await expect(page.locator('#alerts-outcome')).toHaveText('Abonnement confirmé')
    expect(await melakyByMail(request, auth)).toBe('1')

    // A link altered or cut: 400, explained, with the form to ask again.
    const bad = await page.goto(`/mg/alertes/confirmer/?t=${'A'.repeat(60)}`)
    expect(bad?.status()).toBe(400)
    await expect(page.locator('[data-error-summary] h2')).toHaveText('Tsy mandeha ity rohy ity')
    expect((await request.post('/fr/alertes/desabonner/?t=nope.nope', { form: { 'List-Unsubscribe': 'One-Click' } })).status()).toBe(400)

    // The unsubscribe link: the page's button, or one click from the mail client (RFC 8058).
    const unsubscribe = `/mg/alertes/desabonner/?t=${encodeURIComponent(unsubscribeToken(addressKeyOf('email', address)))}`
    const shown = await page.goto(unsubscribe)
    expect(shown?.status()).toBe(200)
    await expect(page.locator('#alerts-step')).toHaveText('Hanafoana ny fisoratana amin’ny fampitandremana')
    expect(await axeViolations(page)).toEqual([])
    expect(await melakyByMail(request, auth)).toBe('1')
    const oneClick = await request.post(unsubscribe, { form: { 'List-Unsubscribe': 'One-Click' } })
    expect(oneClick.status()).toBe(200)
    expect(await oneClick.text()).toBe('Unsubscribed')
    expect(await melakyByMail(request, auth)).toBe('0')
    // The button, after: the same answer (nothing left to erase).
    await page.getByRole('button', { name: 'Hanafoana ny fisoratako' }).click()
    await expect(page.locator('#alerts-outcome')).toHaveText('Voafoana ny fisoratanao')
  } finally {
    await context.close()
  }
})

test('following a guide: the form in both languages (axe 0, without JavaScript too), refusals, the confirmation naming the guide and the cadence', async ({ browser, request }) => {
  test.setTimeout(180_000)
  const { confirmToken } = await import('@/alerts/links')
  const found = await request.get('/api/services/?where[slug][equals]=passeport&depth=0&limit=1&locale=fr')
  const guide = ((await found.json()) as { docs: { id: number; title: string }[] }).docs[0]!
  const mgSlug = ((await (await request.get(`/api/services/${guide.id}/?depth=0&locale=mg`)).json()) as { slug: string }).slug

  const noScript = await browser.newContext({ javaScriptEnabled: false, serviceWorkers: 'block' })
  const bare = await noScript.newPage()
  expect((await bare.goto('/fr/alertes/?suivre=passeport'))?.status()).toBe(200)
  await expect(bare.locator('h1')).toHaveText('Être prévenu des changements d’un guide')
  const [plain] = await Promise.all([bare.waitForResponse((r) => r.url().endsWith('/fr/alertes/abonner/')), bare.getByRole('button', { name: 'Me prévenir des changements' }).click()])
  expect(plain.status()).toBe(422)
  await expect(bare.locator('[data-error-summary] li a')).toHaveText(['Indiquez votre adresse e-mail.', 'Choisissez quand vous prévenir.'])
  // Still the follow form of the same guide.
  await expect(bare.locator('input[name=guide]')).toHaveValue('passeport')
  await noScript.close()

  const context = await browser.newContext({ serviceWorkers: 'block' })
  const page = await context.newPage()
  try {
    for (const [lang, slug, submit, intro] of [['fr', 'passeport', 'Me prévenir des changements', guide.title], ['mg', mgSlug, 'Ampahafantaro ahy ny fanovana', 'torolalana']] as const) {
      expect((await page.goto(`/${lang}/alertes/?suivre=${slug}`))?.status()).toBe(200)
      await expect(page.locator('main p').first()).toContainText(intro)
      await expect(page.locator('input[name=cadence]')).toHaveCount(2)
      expect(await axeViolations(page)).toEqual([])
      await page.locator('#email').fill(address)
      await page.locator('#cadence-daily').check()
      // This server cannot send e-mail: it says so (503) and keeps what was typed.
      const [unavailable] = await Promise.all([page.waitForResponse((r) => r.url().endsWith(`/${lang}/alertes/abonner/`)), page.getByRole('button', { name: submit }).click()])
      expect(unavailable.status()).toBe(503)
      await expect(page.locator('#email')).toHaveValue(address)
      await expect(page.locator('#cadence-daily')).toBeChecked()
      expect(await axeViolations(page)).toEqual([])
    }
    // An unknown guide: the regions' page, not an error.
    expect((await page.goto('/fr/alertes/?suivre=inconnu'))?.status()).toBe(200)
    await expect(page.locator('h1')).toHaveText('Recevoir les alertes d’urgence')

    // The confirmation link of a daily follow: the guide and the cadence, then confirmed.
    const confirm = `/fr/alertes/confirmer/?t=${confirmToken({ email: address, topics: [`guide:${guide.id}`], lang: 'fr', at: new Date(), daily: true })}`
    expect((await page.goto(confirm))?.status()).toBe(200)
    await expect(page.locator('.confirmation-panel p')).toHaveText(`Vous serez prévenu par e-mail des changements importants du guide « ${guide.title} » (un résumé par jour, au plus).`)
    expect(await axeViolations(page)).toEqual([])
    await page.getByRole('button', { name: 'Confirmer mon abonnement' }).click()
    await expect(page.locator('#alerts-outcome')).toHaveText('Abonnement confirmé')
    await expect(page.locator('[role=status] p')).toContainText(`« ${guide.title} »`)

    // The « keep my alerts » link of a renewal e-mail: a page with a button; the button renews.
    const { renewToken } = await import('@/alerts/links')
    const { addressKeyOf } = await import('@/alerts/store')
    const renewal = `/mg/alertes/renouveler/?t=${encodeURIComponent(renewToken(addressKeyOf('email', address)))}`
    const opened = await page.goto(renewal)
    expect(opened?.status()).toBe(200)
    expect(opened?.headers()['cache-control']).toMatch(/no-store/)
    await expect(page.locator('#alerts-step')).toHaveText('Hitazona ny fampitandremana')
    expect(await axeViolations(page)).toEqual([])
    const [renewed] = await Promise.all([page.waitForResponse((r) => r.request().method() === 'POST'), page.getByRole('button', { name: 'Hitazona ny fampitandremana' }).click()])
    expect(renewed.status()).toBe(200)
    await expect(page.locator('#alerts-outcome')).toHaveText('Mitohy ny fampitandremana anao')
    expect((await page.goto(`/fr/alertes/renouveler/?t=${'B'.repeat(40)}.x`))?.status()).toBe(400)
  } finally {
    await context.close()
  }
})

test('alerts by SMS from the web: the number form in both languages (axe 0, without JavaScript too), refusals explained on that form, a code form that cannot be forged', async ({ browser }) => {
  test.setTimeout(120_000)
  // A reader of its own (the e2e server trusts X-Forwarded-For): the alerts forms' per-client budget is this test's alone.
  const headers = { 'X-Forwarded-For': '198.51.100.28' }
  const noScript = await browser.newContext({ javaScriptEnabled: false, serviceWorkers: 'block', extraHTTPHeaders: headers })
  const bare = await noScript.newPage()
  await bare.goto('/fr/alertes/')
  await bare.locator('#phone').fill('020 22 123 45')
  const [plain] = await Promise.all([bare.waitForResponse((r) => r.url().endsWith('/fr/alertes/abonner/')), bare.getByRole('button', { name: 'Recevoir les alertes par SMS' }).click()])
  expect(plain.status()).toBe(422)
  await expect(bare.locator('[data-error-summary] li a')).toHaveText(['Indiquez un numéro mobile de Madagascar, par exemple 034 12 345 67.', 'Choisissez au moins une région.'])
  await expect(bare.locator('[data-error-summary] li a').last()).toHaveAttribute('href', '#sms-region-all')
  // The number typed is kept in its own form; the e-mail form stays untouched.
  await expect(bare.locator('#phone')).toHaveValue('020 22 123 45')
  await expect(bare.locator('#email')).not.toHaveAttribute('aria-invalid', 'true')
  await noScript.close()

  const context = await browser.newContext({ serviceWorkers: 'block', extraHTTPHeaders: headers })
  const page = await context.newPage()
  try {
    for (const [lang, submit, required, expired] of [
      ['fr', 'Recevoir les alertes par SMS', 'Indiquez votre numéro de téléphone mobile.', 'Ce code n’est plus valable'],
      ['mg', 'Handray ny fampitandremana amin’ny SMS', 'Soraty ny laharan’ny findainao.', 'Tsy manan-kery intsony ity kaody ity'],
    ] as const) {
      await page.goto(`/${lang}/alertes/`)
      await expect(page.locator('#alerts-sms-form input[type=checkbox]')).toHaveCount(24)
      await page.locator('#sms-region-melaky').check()
      const [refused] = await Promise.all([page.waitForResponse((r) => r.url().endsWith(`/${lang}/alertes/abonner/`)), page.getByRole('button', { name: submit }).click()])
      expect(refused.status()).toBe(422)
      await expect(page.locator('[data-error-summary] li a')).toHaveText([required])
      await expect(page.locator('#phone')).toHaveAttribute('aria-invalid', 'true')
      await expect(page.locator('#sms-region-melaky')).toBeChecked()
      expect(await axeViolations(page)).toEqual([])
      // A code form altered (or older than its 15 minutes): 400, explained, with the forms to ask again.
      const forged = await page.request.post(`/${lang}/alertes/code/`, { form: { t: 'A'.repeat(80), code: '123456' } })
      expect(forged.status()).toBe(400)
      expect(await forged.text()).toContain(expired)
    }
  } finally {
    await context.close()
  }
})
