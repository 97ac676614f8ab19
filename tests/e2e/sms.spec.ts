/**
 * SMS and USSD end to end: real Kannel (bearerbox + smsbox, Debian's `kannel`) in front of the
 * e2e server, and its fake SMS centre (`fakesmsc`, `kannel-extras`) as the phones. Every
 * assertion is on what fakesmsc receives: what a basic phone would show.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'

import { gsm7Length, isGsm7, toGsm7 } from '@/gsm'
import { formatAriary, getDictionary, locales } from '@/i18n'
import { delayOf, formatDelay } from '@/model/delays'
import { emergencyNumbers } from '@/seed/data/emergency'
import { loadServiceSeeds } from '@/seed/load'

import { queriesMg } from '../search-eval/queries.mg'

import { fakePhone, floodSms, kannelBinaries, startKannel } from '../../scripts/kannel.mjs'

import { E2E_ADMIN } from './fixtures'
import { freshFormToken, formBody, formHeaders } from './support/contact'
import { E2E_SMS, kannelBasePort } from './support/sms'
import { raw } from './support/raw'
import { signIn } from './support/session'

const port = Number(process.env.E2E_PORT || 3210)
const base = `http://127.0.0.1:${port}`
const SHORT = E2E_SMS.shortCode

test.describe.configure({ mode: 'serial' })

let kannel: Awaited<ReturnType<typeof startKannel>> | undefined
let dir = ''
let send: ReturnType<typeof fakePhone>
let next = 0
/** A phone number of its own for each test (the number's budget and conversation are its own). */
const phone = () => `03412${String(port % 100).padStart(2, '0')}${String(next++).padStart(3, '0')}`

test.beforeAll(async () => {
  test.setTimeout(60_000)
  const { bearerbox, fakesmsc } = kannelBinaries()
  if (!bearerbox || !fakesmsc) throw new Error('Kannel is required: apt-get install -y kannel kannel-extras (.ci/run installs it)')
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-kannel-'))
  kannel = await startKannel({ dir, basePort: kannelBasePort(port), portalUrl: base, secret: E2E_SMS.secret, sendsmsPassword: E2E_SMS.sendsmsPassword })
  send = fakePhone(kannel.ports.fakeSmsc)
})

test.afterAll(async () => {
  await kannel?.stop()
  fs.rmSync(dir, { recursive: true, force: true })
})

const expectPhoneText = (answer: { text: string; parts: number } | null) => {
  expect(answer).not.toBeNull()
  expect(isGsm7(answer!.text), answer!.text).toBe(true)
  expect(answer!.text).not.toContain('?t ')
  expect(answer!.parts).toBeLessThanOrEqual(2)
  expect(gsm7Length(answer!.text)).toBeLessThanOrEqual(306)
  return answer!.text
}

test('a question in French, then the follow-ups 1, 2 and 3', async () => {
  const number = phone()
  const answer = await send(number, SHORT, 'PASSEPORT')
  const text = expectPhoneText(answer)
  expect(text).toMatch(/^Passeport biométrique\. Cout: /)
  // The passport guide has its questions « Ce qu'il vous faut » (issue 27): offered as 6.
  expect(text.endsWith("1 Pièces 2 Étapes 3 Où 4 Autre démarche 6 Ce qu'il vous faut")).toBe(true)
  expect(answer!.parts).toBe(2)
  expect(expectPhoneText(await send(number, SHORT, '1'))).toMatch(/^Pièces.*: 1\) /)
  expect(expectPhoneText(await send(number, SHORT, '2'))).toMatch(/^Étapes: 1\) /)
  expect(expectPhoneText(await send(number, SHORT, '3'))).toMatch(/^Où aller \(Passeport biométrique\): /)
  expect(expectPhoneText(await send(number, SHORT, '4'))).toMatch(/^Écrivez le nom de la démarche/)
})

test('a guide’s questions « Ce qu’il vous faut » by SMS: numbered answers, 0 back, then the result for that case', async () => {
  const number = phone()
  expectPhoneText(await send(number, SHORT, 'PASSEPORT'))
  const first = expectPhoneText(await send(number, SHORT, '6'))
  expect(first).toMatch(/^Passeport : ce qu'il vous faut: .* 1 Un premier passeport/)
  expect(first).toContain('Répondez par le numéro de votre réponse.')
  // 1: a first passport; then the second question; 0 goes back to the first.
  const second = expectPhoneText(await send(number, SHORT, '1'))
  expect(second).not.toBe(first)
  expect(expectPhoneText(await send(number, SHORT, '0'))).toBe(first)
  expectPhoneText(await send(number, SHORT, '1'))
  // 1 again: an adult in Antananarivo — the result, with its fee and office.
  const result = expectPhoneText(await send(number, SHORT, '1'))
  expect(result).toMatch(/Cout: 190 000 Ar/)
  expect(result).toMatch(/5 Suite|Question précédente/)
})

test('a question in Malagasy, and accents a basic phone cannot show', async () => {
  const malagasy = expectPhoneText(await send(phone(), SHORT, 'kopia nahaterahana'))
  expect(malagasy).toMatch(/Sarany: /)
  expect(malagasy.endsWith('1 Taratasy 2 Dingana 3 Aiza 4 Fomba fanao hafa 6 Izay ilainao')).toBe(true)
  // "Coût", "à", "Antsiranana" in the question; "ô û ç" never reach the phone as "?".
  const accented = expectPhoneText(await send(phone(), SHORT, 'Coût du passeport à Antsiranana'))
  expect(accented).toMatch(/^Passeport biométrique\./)
  expect(accented).not.toMatch(/[ôûçêâî]/)
})

test('several guides: a numbered choice, then the one chosen', async () => {
  const number = phone()
  const choice = expectPhoneText(await send(number, SHORT, 'acte'))
  expect(choice).toMatch(/^Plusieurs démarches : 1 /)
  // Candidates are named by their short titles (« 1 Acte de décès »); the answer opens with the full title.
  const chosen = expectPhoneText(await send(number, SHORT, '1'))
  expect(chosen).not.toMatch(/^Plusieurs démarches/)
  expect(chosen).toMatch(/(Cout|Délai)( \(à confirmer\))?: /)
})

test('nothing found, help, emergency numbers, language switch and STOP', async () => {
  const number = phone()
  expect(expectPhoneText(await send(number, SHORT, 'xyzzy plouf'))).toMatch(/^Rien trouvé pour "xyzzy plouf"\. .*AIDE/)
  expect(expectPhoneText(await send(number, SHORT, 'AIDE'))).toMatch(/^Services publics MG par SMS\./)
  expect(expectPhoneText(await send(number, SHORT, 'URGENCE'))).toMatch(/^Numéros d'urgence: 117 /)
  expect(expectPhoneText(await send(number, SHORT, 'VONJY'))).toMatch(/^Laharana vonjy taitra: 117 /)
  expect(expectPhoneText(await send(number, SHORT, 'MG'))).toMatch(/^Valiny amin'ny teny malagasy/)
  expect(expectPhoneText(await send(number, SHORT, 'PASSEPORT'))).toMatch(/Sarany:/)
  expect(expectPhoneText(await send(number, SHORT, 'STOP'))).toMatch(/^C'est noté|^Voaray/)
  // The conversation is forgotten: a follow-up number asks for a guide first.
  expect(expectPhoneText(await send(number, SHORT, '1'))).toMatch(/^Écrivez d'abord|^Soraty aloha/)
})

test('URGENCE and VONJY carry every number of the site’s directory, each before its label (issue 39)', async () => {
  for (const [keyword, lang, head] of [['URGENCE', 'fr', "Numéros d'urgence: "], ['VONJY', 'mg', 'Laharana vonjy taitra: ']] as const) {
    const reply = expectPhoneText(await send(phone(), SHORT, keyword))
    expect(reply.startsWith(head), reply).toBe(true)
    const entries = reply.slice(head.length).replace(/\.$/, '').split('; ')
    // The six numbers the web's footer and « Numéros d'urgence » page show (seeded site settings), in their order.
    expect(entries.map((entry) => emergencyNumbers.find((e) => entry.startsWith(`${e.number} `))?.number), `${lang}: ${reply}`).toEqual(emergencyNumbers.map((e) => e.number))
    expect(reply).not.toContain('...')
  }
})

test('every guide’s title, in each language, is answered in that language with its structured amount and delay whole (issue 39)', async () => {
  test.setTimeout(240_000)
  const seeds = await loadServiceSeeds()
  const jobs = seeds.flatMap((seed) => locales.map((lang) => ({ seed, lang })))
  const problems: string[] = []
  let next = 0
  // Three phones at a time, each with a number of its own (a number's budget is 20 questions an hour).
  await Promise.all(
    Array.from({ length: 3 }, async () => {
      while (next < jobs.length) {
        const { seed, lang } = jobs[next++]!
        const t = getDictionary(lang).sms
        const reply = expectPhoneText(await send(phone(), SHORT, toGsm7(seed.title[lang])))
        const other = getDictionary(lang === 'fr' ? 'mg' : 'fr').sms
        // The title, perhaps without its aside: « Kara-tany (biraon'ny fananan-tany…) » may come as « Kara-tany. ».
        if (!reply.startsWith(toGsm7(seed.title[lang], lang).replace(/\s*\(.*$/, '').slice(0, 12))) problems.push(`${seed.key} (${lang}): another guide: ${reply}`)
        if (!reply.includes(toGsm7(t.menu)) || reply.includes(toGsm7(other.menu))) problems.push(`${seed.key} (${lang}): not in ${lang}: ${reply}`)
        if (!seed.cost.free && typeof seed.cost.amountAriary === 'number') {
          const amount = toGsm7(formatAriary(seed.cost.amountAriary))
          if (!reply.includes(amount) || reply.includes(`${amount}...`)) problems.push(`${seed.key} (${lang}): amount ${amount} not whole: ${reply}`)
        }
        const delay = delayOf(seed.delay)
        if (delay) {
          const figure = toGsm7(formatDelay(delay, lang))
          if (!reply.includes(figure) || reply.includes(`${figure}...`)) problems.push(`${seed.key} (${lang}): delay ${figure} not whole: ${reply}`)
        }
      }
    }),
  )
  expect(problems).toEqual([])
})

test('Malagasy questions are answered in Malagasy; after MG every answer is, and MG keeps the guide (issue 39)', async () => {
  test.setTimeout(120_000)
  const mg = getDictionary('mg').sms
  const malagasy = (reply: string) => [mg.menu, mg.choose.split(':')[0]!, mg.nothing.split('«')[0]!.trim()].some((s) => reply.includes(toGsm7(s)))
  const wrong: string[] = []
  for (const { q } of queriesMg.filter((query) => query.kind === 'question')) {
    const reply = expectPhoneText(await send(phone(), SHORT, q))
    if (!malagasy(reply)) wrong.push(`« ${q} » → ${reply}`)
  }
  expect(wrong).toEqual([])
  const number = phone()
  expect(expectPhoneText(await send(number, SHORT, 'PASSEPORT'))).toMatch(/^Passeport biométrique\./)
  expect(expectPhoneText(await send(number, SHORT, 'MG'))).toMatch(/^Pasipaoro biometrika\. Sarany: 190 000 Ar/)
  expect(expectPhoneText(await send(number, SHORT, '1'))).toMatch(/^Taratasy ilaina/)
  // Six guides are about a driving licence since issue 41: the licence itself comes first, in Malagasy.
  expect(expectPhoneText(await send(number, SHORT, 'combien pour le permis de conduire'))).toMatch(/^(Fahazoan-dàlana mitondra fiara biometrika\. Sarany: .*38 000 Ar|Fomba fanao maromaro: 1 Fahazoan-dàlana \(fiara\), )/)
})

test('CARTE asks which card; an SMS without a word gets the help; ALERTE Tana is Analamanga (issue 39)', async () => {
  const number = phone()
  const choice = expectPhoneText(await send(number, SHORT, 'CARTE'))
  expect(choice).toMatch(/^Plusieurs démarches : 1 /)
  // Eight guides are about a card since issue 41: the six best, named by their short titles.
  for (const title of ['Carte statistique', 'Carte grise']) expect(choice).toContain(title)
  expect(expectPhoneText(await send(phone(), SHORT, ';.'))).toMatch(/^Services publics MG par SMS\./)
  const alert = phone()
  expect(expectPhoneText(await send(alert, SHORT, 'ALERTE Tana'))).toMatch(/alertes d'urgence pour Analamanga\./)
  expectPhoneText(await send(alert, SHORT, 'STOP'))
})

test('SUIVI answers the status only to the number given with the message', async ({ request }) => {
  const number = phone()
  const token = await freshFormToken(request)
  const posted = await request.post('/fr/contact/envoyer/', { headers: formHeaders('10.61.0.1'), data: formBody(token, { phone: number }), maxRedirects: 0 })
  expect(posted.status()).toBe(303)
  const reference = /ref=([A-Z]{3}-\d{4}-\d+)/.exec(posted.headers().location ?? '')![1]!
  expect(expectPhoneText(await send(number, SHORT, `SUIVI ${reference}`))).toMatch(new RegExp(`^Demande ${reference} : Recue\\. Mise à jour le \\d+ \\S+ \\d{4}\\.$`))
  const stranger = expectPhoneText(await send(phone(), SHORT, `SUIVI ${reference}`))
  expect(stranger).toContain(`Aucune demande ${reference} pour ce numéro`)
  expect(expectPhoneText(await send(phone(), SHORT, `ARAHINA ${reference}`))).toContain(`Tsy misy fangatahana ${reference}`)
})

test('no answer to robots: an alphanumeric sender, or our own short code', async () => {
  expect(await send('ORANGE', SHORT, 'PASSEPORT', 2_000)).toBeNull()
  expect(await send(SHORT, SHORT, 'PASSEPORT', 2_000)).toBeNull()
})

test('a number gets 20 questions an hour, then one polite refusal, then silence', async () => {
  test.setTimeout(120_000)
  const number = phone()
  for (let i = 0; i < 20; i++) expect(await send(number, SHORT, i % 2 ? 'URGENCE' : 'AIDE'), `question ${i + 1}`).not.toBeNull()
  expect(expectPhoneText(await send(number, SHORT, 'AIDE'))).toMatch(/beaucoup de questions cette heure-ci/)
  expect(await send(number, SHORT, 'AIDE', 2_000)).toBeNull()
  // Another number is not affected.
  expect(await send(phone(), SHORT, 'AIDE')).not.toBeNull()
})

test('a flood from one number: at most its budget is answered, the rest is silence', async () => {
  test.setTimeout(60_000)
  const number = phone()
  const flood = await floodSms(kannel!.ports.fakeSmsc, { from: number, to: SHORT, text: 'AIDE', count: 40, interval: 0.02, quietMs: 3_000 })
  expect(flood.sent).toBe(40)
  // 20 answers and one refusal; never 40 paid answers.
  expect(flood.answers.filter((a) => a.to === number).length).toBe(21)
})

test('a change published in the CMS is in the next SMS answer', async ({ request }) => {
  const auth = { Authorization: `JWT ${await signIn(request, E2E_ADMIN)}` }
  const found = await (await request.get('/api/services?where[slug][equals]=passeport&locale=fr&depth=0', { headers: auth })).json()
  const id = found.docs[0].id
  const stamp = Date.now() % 100000
  // A text stating another amount than the guide's is refused (issue 39, point 10); {montant} is the guide's.
  const wrong = await request.patch(`/api/services/${id}?locale=fr`, { headers: auth, data: { smsText: `Passeport : ${stamp}, 150 000 Ar.`, changeKind: 'minor', _status: 'published' } })
  expect(wrong.status()).toBe(400)
  const smsText = `Passeport : nouveau texte SMS ${stamp}, {montant}, 10 jours.`
  const update = await request.patch(`/api/services/${id}?locale=fr`, { headers: auth, data: { smsText, changeKind: 'minor', _status: 'published' } })
  expect(update.ok()).toBe(true)
  const published = Date.now()
  try {
    await expect(async () => {
      const answer = await send(phone(), SHORT, 'PASSEPORT')
      expect(answer?.text.startsWith(`Passeport : nouveau texte SMS ${stamp}, 190 000 Ar, 10 jours.`), answer?.text).toBe(true)
    }).toPass({ timeout: 10_000, intervals: [200] })
    console.log(`publish → SMS answer: ${Date.now() - published} ms`)
  } finally {
    await request.patch(`/api/services/${id}?locale=fr`, { headers: auth, data: { smsText: '', changeKind: 'minor', _status: 'published' } })
  }
})

test.describe('USSD', () => {
  const ussd = (text: string, secret: string = E2E_SMS.secret, from = '127.0.0.1') =>
    raw('POST', `/gateway/ussd/?secret=${secret}`, { from, headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ sessionId: 's1', serviceCode: E2E_SMS.ussdCode, phoneNumber: '+261340000001', networkCode: '64602', text }).toString() })

  test('answers CON screens in both languages, within 182 characters', async () => {
    const first = await ussd('')
    expect(first.status).toBe(200)
    expect(first.body).toBe('CON Services publics MG\n1 Francais\n2 Malagasy')
    const home = await ussd('2')
    expect(home.body).toMatch(/^CON Services publics MG\n1 Vonjy taitra\n/)
    for (const answer of [first, home, await ussd('1*1'), await ussd('1*2'), await ussd('1*2*1'), await ussd('1*2*1*1')]) {
      expect(answer.body).toMatch(/^(CON|END) /)
      expect(gsm7Length(answer.body.slice(4))).toBeLessThanOrEqual(182)
      expect(isGsm7(answer.body.slice(4))).toBe(true)
    }
  })

  test('refuses a caller without the secret, or from an address that is not the gateway', async () => {
    expect((await ussd('', 'wrong-secret-wrong-secret')).status).toBe(403)
    expect((await ussd('', E2E_SMS.secret, '127.0.77.1')).status).toBe(403)
    expect((await raw('GET', `/gateway/sms/kannel/?secret=x&from=0341&to=301&text=AIDE`)).status).toBe(403)
  })
})

test('editors see what was asked, per channel and language, without any number', async ({ browser, request, baseURL }) => {
  const context = await browser.newContext({ serviceWorkers: 'block' })
  await context.addCookies([{ name: 'payload-token', value: await signIn(request, E2E_ADMIN), url: baseURL! }])
  const admin = await context.newPage()
  await admin.goto('/admin/questions')
  await expect(admin.getByRole('heading', { level: 1, name: 'Questions des citoyens' })).toBeVisible()
  const sms = admin.locator('section').filter({ has: admin.getByRole('heading', { level: 2, name: 'SMS · Français' }) })
  await expect(sms).toContainText('passeport')
  // A question without an answer is counted; words the portal does not know are kept as « … » (issue 38: no name,
  // number or address a citizen typed reaches the statistics).
  await expect(sms).toContainText('Mots sans réponse… (1)')
  const html = await admin.content()
  expect(html).not.toContain('xyzzy')
  expect(html).not.toMatch(/03412\d{5}/)
  expect((await new AxeBuilder({ page: admin }).include('h1').include('section').withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze()).violations.map((v) => v.id)).toEqual([])
  await context.close()
})

test('the web page explains the service, in both languages', async ({ page }) => {
  for (const [lang, heading] of [['fr', 'Par SMS et USSD'], ['mg', 'Amin’ny SMS sy USSD']] as const) {
    await page.goto(`/${lang}/sms-ussd/`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
    await expect(page.locator('main')).toContainText(E2E_SMS.shortCode)
    await expect(page.locator('main')).toContainText(E2E_SMS.ussdCode)
    await page.goto(`/${lang}/`)
    await expect(page.locator('footer a[href$="/sms-ussd/"]')).toHaveCount(1)
  }
})
