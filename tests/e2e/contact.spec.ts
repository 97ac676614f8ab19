import { expect, test } from '@playwright/test'

import { getDictionary } from '../../src/i18n'

import { E2E_ADMIN } from './fixtures'
import { formBody, formHeaders, freshFormToken } from './support/contact'
import { signIn } from './support/session'
import { axeViolations } from './support/axe'

// Distinct client addresses per test (and per worker process), so rate limits never cross tests.
const octet = () => Math.floor(Math.random() * 250) + 1
const nextAddress = () => `10.${octet()}.${octet()}.${octet()}`

const texts = {
  fr: { complaint: 'Une doléance ou réclamation', phoneLabel: 'Numéro de téléphone mobile', byPhone: 'Par téléphone (SMS ou appel)', consent: 'J’accepte d’être contacté(e) au sujet de ce message.', send: 'Envoyer le message', summary: 'Il y a un problème', done: 'Message envoyé', messageLabel: 'Votre message (obligatoire)', consentError: 'Cochez la case' },
  mg: { complaint: 'Fitarainana', phoneLabel: 'Laharan’ny finday', byPhone: 'Amin’ny telefaonina (SMS na antso)', consent: 'Ekeko ny hifandraisana amiko momba ity hafatra ity.', send: 'Handefa ny hafatra', summary: 'Misy olana', done: 'Lasa ny hafatra', messageLabel: 'Ny hafatrao (tsy maintsy fenoina)', consentError: 'Mariho ny boaty' },
}

for (const lang of ['fr', 'mg'] as const) {
  for (const javaScriptEnabled of [true, false]) {
    test.describe(`contact form (${lang}, JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, () => {
      test('invalid input: error summary linking to fields, messages beside them, values kept, 422', async ({ browser }) => {
        const context = await browser.newContext({ javaScriptEnabled, extraHTTPHeaders: { 'x-forwarded-for': nextAddress() } })
        const page = await context.newPage()
        await page.goto(`/${lang}/contact/`)
        // A click while the page is still settling can be lost (seen once in CI, JavaScript off): check until it holds.
        const checkRadio = async (label: string) => expect(async () => page.getByLabel(label).check({ timeout: 2_000 })).toPass({ timeout: 10_000 })
        await checkRadio(texts[lang].complaint)
        await page.getByLabel(texts[lang].messageLabel).fill('Le bureau était fermé trois fois de suite.')
        await checkRadio(texts[lang].byPhone)
        await page.getByLabel(texts[lang].phoneLabel).fill('12345')
        await page.waitForTimeout(900)
        const [response] = await Promise.all([page.waitForResponse((r) => r.url().includes('/contact/envoyer/')), page.getByRole('button', { name: texts[lang].send }).click()])
        expect(response.status()).toBe(422)
        const summary = page.getByRole('alert').filter({ hasText: texts[lang].summary })
        await expect(summary).toBeVisible()
        await expect(summary.getByRole('link')).toHaveCount(2)
        await expect(page.locator('#phone')).toHaveAttribute('aria-invalid', 'true')
        await expect(page.locator('#phone')).toHaveAttribute('aria-describedby', /phone-error/)
        await expect(page.locator('#phone')).toHaveValue('12345')
        await expect(page.locator('#message')).toHaveValue('Le bureau était fermé trois fois de suite.')
        await expect(page.getByLabel(texts[lang].complaint)).toBeChecked()
        await expect(page.locator('#consent-error')).toContainText(texts[lang].consentError)
        // Each summary link targets its field (in-page anchor).
        await expect(summary.getByRole('link').last()).toHaveAttribute('href', '#consent-to-contact')
        await expect(page.locator('#consent-to-contact')).toBeVisible()
        if (javaScriptEnabled) {
          // axe runs as a script in the page; the markup is the same with JavaScript off.
          const violations = await axeViolations(page, { tags: ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'] })
          expect(violations.map((v) => v.id)).toEqual([])
        }
        await context.close()
      })

      test('valid message: confirmation with a reference, then tracking shows its status', async ({ browser }) => {
        const context = await browser.newContext({ javaScriptEnabled, extraHTTPHeaders: { 'x-forwarded-for': nextAddress() } })
        const page = await context.newPage()
        await page.goto(`/${lang}/contact/?kind=complaint`)
        await expect(page.getByLabel(texts[lang].complaint)).toBeChecked()
        await page.getByLabel(texts[lang].messageLabel).fill('Le certificat de résidence m’a été refusé sans explication.')
        await page.getByLabel(texts[lang].byPhone).check()
        await page.getByLabel(texts[lang].phoneLabel).fill('034 11 222 33')
        await page.getByLabel(texts[lang].consent).check()
        await page.waitForTimeout(900)
        await page.getByRole('button', { name: texts[lang].send }).click()
        await expect(page).toHaveURL(new RegExp(`/${lang}/contact/confirmation/\\?ref=DOL-\\d{4}-\\d{6}`))
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts[lang].done)
        const reference = (await page.locator('.confirmation-reference').textContent())!.trim()
        expect(reference).toMatch(/^DOL-\d{4}-\d{6}$/)
        // The test server sends no mail (SMTP_HOST unset): no answer by e-mail is promised (issue 39).
        await expect(page.getByText(getDictionary(lang).contact.confirmationNextNoMail)).toBeVisible()
        await expect(page.getByText(getDictionary(lang).contact.confirmationNext, { exact: true })).toHaveCount(0)

        await page.goto(`/${lang}/contact/suivi/`)
        await page.locator('#reference').fill(reference.toLowerCase().replace(/-/g, ' '))
        await page.locator('#contact').fill('+261 34 11 222 33')
        await page.locator('#main form button[type="submit"]').click()
        await expect(page.locator('#tracking-result')).toContainText(reference)
        await page.goto(`/${lang}/contact/suivi/`)
        await page.locator('#reference').fill(reference)
        await page.locator('#contact').fill('autre@exemple.mg')
        const [notFound] = await Promise.all([page.waitForResponse((r) => r.url().includes('/suivi/consulter/')), page.locator('#main form button[type="submit"]').click()])
        expect(notFound.status()).toBe(404)
        await expect(page.locator('#tracking-result')).toHaveCount(0)
        await context.close()
      })
    })
  }
}

for (const lang of ['fr', 'mg'] as const) {
  test(`tracking shows the administration's answer itself, and says how it was delivered (${lang})`, async ({ browser, request }) => {
    const expected = {
      fr: { none: 'Pas encore de réponse écrite', title: 'Réponse de l’administration', notEmailed: 'ne vous a pas été envoyée par courriel', byPhone: 'un agent vous appelle' },
      mg: { none: 'Mbola tsy misy valiny an-tsoratra', title: 'Valin’ny fitantanana', notEmailed: 'Tsy nalefa tamin’ny mailaka', byPhone: 'hiantso anao' },
    }[lang]
    const address = nextAddress()
    const token = await freshFormToken(request, lang)
    const sent = await request.post(`/${lang}/contact/envoyer/`, { headers: formHeaders(address), data: formBody(token, { phone: '034 55 666 77', message: 'Où retirer ma carte grise à Fianarantsoa ?' }), maxRedirects: 0 })
    expect(sent.status()).toBe(303)
    const reference = /ref=([A-Z]{3}-\d{4}-\d{6})/.exec(sent.headers().location ?? '')![1]!

    const context = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: { 'x-forwarded-for': nextAddress() } })
    const page = await context.newPage()
    const track = async () => {
      await page.goto(`/${lang}/contact/suivi/`)
      await page.locator('#reference').fill(reference)
      await page.locator('#contact').fill('034 55 666 77')
      await page.locator('#main form button[type="submit"]').click()
      return page.locator('section:has(> #tracking-result)')
    }
    await expect(await track()).toContainText(expected.none)

    // A moderator answers; no e-mail can reach a citizen who gave a phone number.
    const auth = { Authorization: `JWT ${await signIn(request, E2E_ADMIN)}` }
    const found = await (await request.get(`/api/messages?where[reference][equals]=${reference}&depth=0`, { headers: auth })).json()
    const answer = 'Au service des mines de Fianarantsoa, du lundi au vendredi.\nApportez la facture.'
    const saved = await request.patch(`/api/messages/${found.docs[0].id}`, { headers: auth, data: { answer, status: 'answered' } })
    expect(saved.ok(), await saved.text()).toBe(true)

    const result = await track()
    await expect(result.getByRole('heading', { name: expected.title })).toBeVisible()
    await expect(result).toContainText('Au service des mines de Fianarantsoa, du lundi au vendredi.')
    await expect(result).toContainText('Apportez la facture.')
    await expect(result).toContainText(expected.notEmailed)
    await expect(result).toContainText(expected.byPhone)
    await expect(result).not.toContainText(expected.none)
    await context.close()
  })
}

test('the form endpoint rate-limits per address with a small 429 page in the user’s language, text kept', async ({ request }) => {
  const token = await freshFormToken(request, 'mg')
  const address = nextAddress()
  const statuses: number[] = []
  const locations = new Set<string>()
  for (let i = 0; i < 11; i++) {
    // The same message again and again (a double click, a retry); the eleventh, refused, says more.
    const message = i === 10 ? 'Hafatra fanandramana laharana 10.' : 'Hafatra fanandramana naverina.'
    const response = await request.post('/mg/contact/envoyer/', { headers: formHeaders(address), data: formBody(token, { message }), maxRedirects: 0 })
    statuses.push(response.status())
    if (response.status() === 303) locations.add(response.headers().location ?? '')
    if (i === 10) {
      const html = await response.text()
      expect(html).toContain('Be loatra ny fangatahana')
      expect(html).toContain('Hafatra fanandramana laharana 10.')
      expect(response.headers()['retry-after']).toMatch(/^\d+$/)
    }
  }
  expect(statuses.slice(0, 10)).toEqual(Array(10).fill(303))
  expect(statuses[10]).toBe(429)
  // One form token stores one message: the same post repeated gets the same reference.
  expect(locations.size).toBe(1)
})

test('oversized and malformed posts get a clear answer, never a 500', async ({ request }) => {
  const token = await freshFormToken(request)
  const big = await request.post('/fr/contact/envoyer/', { headers: formHeaders(nextAddress()), data: formBody(token, { message: 'x'.repeat(70_000) }) })
  expect(big.status()).toBe(413)
  expect(await big.text()).toContain('Envoi trop volumineux')
  const json = await request.post('/fr/contact/envoyer/', { headers: { 'content-type': 'application/json' }, data: { message: 'x' } })
  expect(json.status()).toBe(415)
  expect(await json.text()).toContain('Format d’envoi non accepté')
  const robot = await request.post('/fr/contact/envoyer/', { headers: formHeaders(nextAddress()), data: formBody('123.forged') })
  expect(robot.status()).toBe(422)
})

test('messages are never readable through the public API', async ({ request }) => {
  expect([401, 403]).toContain((await request.get('/api/messages')).status())
  expect([401, 403]).toContain((await request.post('/api/messages', { data: { kind: 'question', message: 'direct API write' } })).status())
  // GraphQL is switched off (ADR 5): no nested queries, no second way in.
  const graphql = await request.post('/api/graphql/', { data: { query: '{ Messages { docs { reference email phone message } } }' } })
  // An anonymous write to the API is refused by the front before its body is read (ADR 12).
  expect(graphql.status()).toBe(403)
  expect(await graphql.text()).not.toContain('@')
})

test('four addresses of one IPv6 /64 share one client’s budget; the next /64 has its own', async ({ request }) => {
  // Behind the trusted proxy, one subscriber line: 2001:db8:38:N::/64 (N random, so reruns do not collide).
  const n = Math.floor(Math.random() * 0xfffe)
  const line = `2001:db8:38:${n.toString(16)}`
  // One form token per message (a token carries one message: src/forms/contact).
  const tokens = await Promise.all(Array.from({ length: 13 }, () => freshFormToken(request)))
  const statuses: number[] = []
  for (let i = 0; i < 12; i++) {
    const address = `${line}::${(i % 4) + 1}`
    const response = await request.post('/fr/contact/envoyer/', { headers: formHeaders(address), data: formBody(tokens[i]!, { message: `Question posée depuis une ligne IPv6, numéro ${i}.` }), maxRedirects: 0 })
    statuses.push(response.status())
  }
  // 10 messages per client per 10 minutes (CONTACT_RATE_LIMIT): the four addresses together, not 4 × 10.
  expect(statuses.filter((s) => s === 303)).toHaveLength(10)
  expect(statuses.slice(10)).toEqual([429, 429])
  const neighbour = await request.post('/fr/contact/envoyer/', { headers: formHeaders(`2001:db8:38:${(n + 1).toString(16)}::1`), data: formBody(tokens[12]!, { message: 'Question posée depuis la ligne voisine.' }), maxRedirects: 0 })
  expect(neighbour.status()).toBe(303)
})
