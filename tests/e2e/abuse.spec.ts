/**
 * Hostile and careless requests, as an attacker would send them, against the production
 * server: each case below took the portal down, bypassed a limit or filled the disk before
 * (issue 10). Untrusted clients connect from their own loopback addresses (127.0.x.y).
 */
import fs from 'node:fs'
import path from 'node:path'

import { expect, test } from '@playwright/test'

import { issueFillToken } from '@/forms/contact/fillTime'

import { E2E_ADMIN } from './fixtures'
import { signIn } from './support/session'
import { e2eInfo } from './support/info'
import { raw, untrustedClient } from './support/raw'

const port = process.env.E2E_PORT || '3210'
const form = { 'content-type': 'application/x-www-form-urlencoded' }

test.describe('bounded content API for anonymous clients', () => {
  test('the query that took the portal down is answered at once, bounded', async () => {
    // Every language at once (2.8 MB for 50 guides): one at a time, said in the reader's language.
    const all = await raw('GET', '/api/services/?limit=0&depth=10&locale=all', { from: untrustedClient() })
    expect(all.status).toBe(400)
    expect(JSON.parse(all.body).errors[0].message).toContain('une langue à la fois')
    const response = await raw('GET', '/api/services/?limit=0&depth=10&locale=fr', { from: untrustedClient() })
    expect(response.status).toBe(200)
    expect(response.ms).toBeLessThan(5_000)
    const body = JSON.parse(response.body) as { docs: { related?: unknown[] }[]; limit: number }
    // With related documents, 10 at a time (50 without).
    expect(body.limit).toBe(10)
    const flat = await raw('GET', '/api/services/?limit=0&depth=0&locale=mg', { from: untrustedClient() })
    expect(JSON.parse(flat.body).limit).toBe(50)
    expect(flat.body.length).toBeLessThanOrEqual(512 * 1024)
    // At most 512 KB an answer for anyone not signed in.
    expect(response.body.length).toBeLessThanOrEqual(512 * 1024)
    // depth 1: related guides are objects with what lists show (the guides' defaultPopulate), never their own
    // relations or their whole text.
    const related = body.docs.flatMap((d) => (d.related ?? []) as Record<string, unknown>[]).find((r) => typeof r === 'object' && r !== null)
    expect(related?.title).toBeTruthy()
    expect(related?.related).toBeUndefined()
    expect(related?.steps).toBeUndefined()
  })

  test('filters through several relationships, and switched-off account routes, are 4xx, never 500', async () => {
    const deep = await raw('GET', '/api/services/?where[related.related.title][like]=x', { from: untrustedClient(), headers: { 'accept-language': 'mg' } })
    expect(deep.status).toBe(400)
    expect(JSON.parse(deep.body).errors[0].message).toContain('Sivana tsy ekena')
    expect((await raw('POST', '/api/users/verify/abc/', { from: untrustedClient() })).status).toBe(404)
  })

  test('pagination=false is refused with a translated 400', async () => {
    const fr = await raw('GET', '/api/services/?pagination=false', { from: untrustedClient() })
    expect(fr.status).toBe(400)
    expect(JSON.parse(fr.body).errors[0].message).toContain('page par page')
    const mg = await raw('GET', '/api/services/?pagination=false', { from: untrustedClient(), headers: { 'accept-language': 'mg' } })
    expect(JSON.parse(mg.body).errors[0].message).toContain('pejy tsirairay')
  })

  test('a citizen’s page stays fast while ten expensive API queries run', async () => {
    const guide = '/fr/services/passeport/'
    expect((await raw('GET', guide)).status).toBe(200)
    const expensive = Array.from({ length: 10 }, (_, i) => raw('GET', `/api/services/?limit=0&depth=10&locale=fr&where[title][like]=e&where[id][not_equals]=${i}`, { from: untrustedClient() }))
    const pages: number[] = []
    for (let i = 0; i < 5; i++) {
      const page = await raw('GET', guide)
      expect(page.status).toBe(200)
      pages.push(page.ms)
    }
    const answers = await Promise.all(expensive)
    for (const answer of answers) expect([200, 503]).toContain(answer.status)
    console.log(`guide page while 10 expensive queries ran: ${pages.map((ms) => Math.round(ms)).join(', ')} ms; API: ${answers.map((a) => `${a.status}/${Math.round(a.ms)}`).join(' ')}`)
    expect(Math.max(...pages)).toBeLessThan(1_500)
  })

  test('ids that cannot exist and unknown routes are 404, without internal addresses', async () => {
    for (const target of ['/api/services/abc/', '/api/payload-migrations/', '/api/nope/', '/api/graphql/']) {
      const response = await raw('GET', target, { from: untrustedClient() })
      expect(response.status, target).toBe(404)
      expect(response.body, target).not.toMatch(/localhost|127\.0\.0\.1|0\.0\.0\.0|:\d{4}\//)
    }
  })
})

test.describe('limits count real clients', () => {
  test('X-Forwarded-For from an untrusted client is ignored by the limits', async () => {
    const from = untrustedClient()
    const statuses: number[] = []
    for (let i = 0; i < 21; i++) {
      const response = await raw('POST', '/fr/contact/suivi/consulter/', { from, headers: { ...form, 'x-forwarded-for': `198.51.100.${i}` }, body: 'reference=DOL-2026-999999&contact=034%2012%20345%2067' })
      statuses.push(response.status)
    }
    expect(statuses.slice(0, 20).every((s) => s === 404)).toBe(true)
    expect(statuses[20]).toBe(429)
    // Another client is not affected.
    expect((await raw('POST', '/fr/contact/suivi/consulter/', { from: untrustedClient(), headers: form, body: 'reference=DOL-2026-999999&contact=x' })).status).toBe(404)
  })

  test('an expired form token asks to send again; every page view gives a fresh token', async () => {
    const first = /name="started" value="([^"]+)"/.exec((await raw('GET', '/fr/contact/')).body)![1]
    const second = /name="started" value="([^"]+)"/.exec((await raw('GET', '/fr/contact/')).body)![1]
    expect(first).not.toBe(second)
    const secret = process.env.PAYLOAD_SECRET
    process.env.PAYLOAD_SECRET = e2eInfo().secret
    const old = issueFillToken(Date.now() - 2 * 60 * 60 * 1000 - 60_000)
    process.env.PAYLOAD_SECRET = secret
    const body = new URLSearchParams({ started: old, website: '', kind: 'question', message: 'Une question posée depuis un onglet resté ouvert.', contactMethod: 'phone', phone: '034 12 345 67', consent: 'yes' })
    const response = await raw('POST', '/fr/contact/envoyer/', { from: untrustedClient(), headers: form, body: body.toString() })
    expect(response.status).toBe(422)
    expect(response.body).toContain('ouvert depuis plus de 2 heures')
    expect(response.body).toContain('Une question posée depuis un onglet resté ouvert.')
  })
})

test.describe('sign-in', () => {
  const login = (email: string, password: string, from?: string, headers: Record<string, string> = {}) =>
    raw('POST', '/api/users/login/', { from, headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ email, password }) })

  test('takes the same time for unknown and known accounts', async () => {
    // Interleaved rounds and medians: one slow answer on a loaded machine is not a difference between accounts.
    const known: number[] = []
    const unknown: number[] = []
    for (let round = 0; round < 3; round++) {
      for (const [email, times] of [[E2E_ADMIN.email, known], ['personne@e2e.test', unknown]] as const) {
        const answer = await login(email, 'not the password', untrustedClient())
        expect(answer.status).toBe(401)
        expect(answer.ms).toBeGreaterThanOrEqual(1_400)
        times.push(answer.ms)
      }
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[1]!
    console.log(`sign-in refusals: known ${known.map(Math.round).join(', ')} ms; unknown ${unknown.map(Math.round).join(', ')} ms`)
    expect(Math.abs(median(known) - median(unknown))).toBeLessThan(400)
  })

  test('failures slow the failing client down, and never lock the editor out — not even at the attacker’s address', async () => {
    test.setTimeout(120_000)
    const office = untrustedClient()
    const answers: { status: number; ms: number }[] = []
    for (let i = 0; i < 8; i++) answers.push(await login(E2E_ADMIN.email, `guess ${i}`, office))
    console.log(`8 wrong passwords: ${answers.map((a) => `${a.status} in ${Math.round(a.ms)} ms`).join(', ')}`)
    // Never « try again later »: every try is answered, only slower (3 free, then 1 s, 2 s, 4 s… before the check).
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(401))
    expect(answers[7]!.ms).toBeGreaterThanOrEqual(7_500)
    // The editor, elsewhere, signs in at once.
    const elsewhere = await login(E2E_ADMIN.email, E2E_ADMIN.password, untrustedClient())
    expect(elsewhere.status).toBe(200)
    expect(elsewhere.ms).toBeLessThan(3_000)
    // The editor at the same address (an office behind one address): the right password is accepted, after the wait.
    const sameOffice = await login(E2E_ADMIN.email, E2E_ADMIN.password, office)
    console.log(`the right password at that address: ${sameOffice.status} in ${Math.round(sameOffice.ms)} ms`)
    expect(sameOffice.status).toBe(200)
    expect(sameOffice.ms).toBeLessThan(13_000)
    // A browser that signed in there before is a known device: it skips the waits others caused.
    const deviceCookie = [sameOffice.headers['set-cookie'] ?? []].flat().map((c) => c.split(';')[0]!).find((c) => c.startsWith('portal-device-'))
    expect(deviceCookie).toBeTruthy()
    await login(E2E_ADMIN.email, 'guess 9', office)
    const known = await login(E2E_ADMIN.email, E2E_ADMIN.password, office, { cookie: deviceCookie! })
    expect(known.status).toBe(200)
    expect(known.ms).toBeLessThan(3_000)
  })

  test('counts failures per address, and never refuses a correct password for other accounts’ failures', async () => {
    test.setTimeout(120_000)
    const from = untrustedClient()
    // An office behind one address: 21 failed sign-ins on 21 accounts (no account is tried twice).
    const answers = await Promise.all(Array.from({ length: 21 }, (_, i) => login(`inconnu${i}@e2e.test`, 'x', from)))
    expect(answers.every((a) => a.status === 401)).toBe(true)
    // Past the address's budget, an account gets no free failure from there: each try waits longer.
    const first = await login('encore@e2e.test', 'x', from)
    const second = await login('encore@e2e.test', 'x', from)
    expect([first.status, second.status]).toEqual([401, 401])
    expect(second.ms).toBeGreaterThanOrEqual(1_900)
    // An editor in the same office signs in with the right password (after one second at most).
    const editor = await login(E2E_ADMIN.email, E2E_ADMIN.password, from)
    expect(editor.status).toBe(200)
    expect(editor.ms).toBeLessThan(4_000)
  })

  test('overlapping tries of one client on one account are spaced, not run side by side', async () => {
    test.setTimeout(120_000)
    const from = untrustedClient()
    for (let i = 0; i < 4; i++) await login('espace@e2e.test', 'x', from)
    // Four failures: each new try waits 2 s; four at once wait 2, 4, 6 and 8 s.
    const started = performance.now()
    const together = await Promise.all(Array.from({ length: 4 }, () => login('espace@e2e.test', 'x', from)))
    const last = Math.max(...together.map((a) => a.ms))
    console.log(`4 overlapping tries answered after ${together.map((a) => Math.round(a.ms)).join(', ')} ms`)
    expect(together.every((a) => a.status === 401)).toBe(true)
    expect(last).toBeGreaterThanOrEqual(7_500)
    expect(performance.now() - started).toBeLessThan(30_000)
  })

  test('the session cookie is Secure and HSTS is sent when the client used HTTPS', async () => {
    const https = await login(E2E_ADMIN.email, E2E_ADMIN.password, undefined, { 'x-forwarded-proto': 'https' })
    expect(https.status).toBe(200)
    expect(String(https.headers['set-cookie'])).toMatch(/payload-token=.*;\s*Secure/i)
    expect(https.headers['strict-transport-security']).toMatch(/max-age=\d+/)
    const plain = await login(E2E_ADMIN.email, E2E_ADMIN.password)
    expect(String(plain.headers['set-cookie'])).not.toMatch(/;\s*Secure/i)
    expect(plain.headers['strict-transport-security']).toBeUndefined()
    // From an untrusted client, X-Forwarded-Proto proves nothing.
    const spoofed = await raw('GET', '/fr/', { from: untrustedClient(), headers: { 'x-forwarded-proto': 'https' } })
    expect(spoofed.headers['strict-transport-security']).toBeUndefined()
  })
})

test.describe('edges', () => {
  const secured = (headers: Record<string, unknown>) => {
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['x-frame-options']).toBe('DENY')
    expect(String(headers['content-security-policy'])).toContain("frame-ancestors 'none'")
  }

  test('malformed URLs are 400, unsupported methods 405, in the reader’s language with security headers', async () => {
    for (const target of ['/fr/%ff/', '/fr/%zz/', '/mg/services/%E0%A4%A/', '/fr/a%00b/']) {
      const response = await raw('GET', target, { from: untrustedClient() })
      expect(response.status, target).toBe(400)
      secured(response.headers)
    }
    expect((await raw('GET', '/mg/%ff/')).body).toContain('Adiresy tsy mety')
    const trace = await raw('TRACE', '/fr/', { from: untrustedClient() })
    expect(trace.status).toBe(405)
    expect(trace.headers.allow).toBe('GET, HEAD')
    secured(trace.headers)
    expect((await raw('PUT', '/fr/contact/envoyer/', { headers: form, body: 'x=1' })).status).toBe(405)
  })

  test('wrong content types are 415 and oversized declared bodies 413 at once', async () => {
    const json = await raw('POST', '/fr/contact/envoyer/', { from: untrustedClient(), headers: { 'content-type': 'application/json' }, body: '{}' })
    expect(json.status).toBe(415)
    secured(json.headers)
    // A declared gigabyte and no body: answered immediately, connection closed.
    const huge = await raw('POST', '/fr/contact/envoyer/', { from: untrustedClient(), headers: { ...form, 'content-length': String(1024 ** 3) }, timeoutMs: 5_000 })
    expect(huge.status).toBe(413)
    expect(huge.ms).toBeLessThan(1_000)
    expect(huge.headers.connection).toBe('close')
  })

  test('the consent form sends back only to our own pages', async () => {
    for (const referer of [`http://127.0.0.1:${port}//evil.example/x`, `http://127.0.0.1:${port}/\\evil.example/`]) {
      const response = await raw('POST', '/fr/consent/', { headers: { ...form, referer, host: `127.0.0.1:${port}` }, body: 'choice=reject' })
      expect(response.status).toBe(303)
      expect(response.headers.location, referer).toBe('/fr/')
    }
    const own = await raw('POST', '/mg/consent/', { headers: { ...form, referer: `http://127.0.0.1:${port}/mg/apropos/`, host: `127.0.0.1:${port}` }, body: 'choice=reject' })
    expect(own.headers.location).toBe('/mg/apropos/')
  })

  test('redirects stay on this site whatever Host says', async () => {
    const response = await raw('GET', '/', { headers: { host: 'evil.example' } })
    expect(response.status).toBe(307)
    expect(response.headers.location).toMatch(/^\/(fr|mg)\/$/)
  })

  test('control characters are stripped from what citizens send', async () => {
    const response = await raw('GET', '/fr/searchResult/?q=passe%00port%1B', { from: untrustedClient() })
    expect(response.status).toBe(200)
    expect(response.body).not.toMatch(/\u0000|\u001b/)
  })
})

test.describe('one client cannot slow the portal for everyone (issue 21)', () => {
  test('another site cannot change the consent choices: only the portal’s own pages can', async () => {
    const host = `127.0.0.1:${port}`
    const crossSite: Record<string, string>[] = [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site', origin: `http://${host}` }, { referer: 'http://evil.example/fr/' }, { origin: 'null' }]
    for (const headers of crossSite) {
      const response = await raw('POST', '/fr/consent/', { headers: { ...form, ...headers, host }, body: 'analytics=true&tagManager=true&choice=custom' })
      expect(response.status, JSON.stringify(headers)).toBe(403)
      expect(response.headers['set-cookie'], JSON.stringify(headers)).toBeUndefined()
      expect(response.body).toContain('autre site')
    }
    const mg = await raw('POST', '/mg/consent/', { headers: { ...form, origin: 'https://evil.example', host }, body: 'choice=accept' })
    expect(mg.body).toContain('tranonkala hafa')
    // From its own page (what a browser sends), with or without JavaScript: accepted.
    const own = await raw('POST', '/fr/consent/', { headers: { ...form, 'sec-fetch-site': 'same-origin', origin: `http://${host}`, referer: `http://${host}/fr/apropos/`, host }, body: 'choice=reject' })
    expect(own.status).toBe(303)
    expect(own.headers.location).toBe('/fr/apropos/')
  })

  test('an anonymous chunked body is refused before it is read; a staff body is cut at its limit', async ({ request }) => {
    const net = await import('node:net')
    // 64 MB announced in chunks, to a staff path, without a session: refused at once, connection closed.
    const started = performance.now()
    const answer = await new Promise<string>((resolve) => {
      const socket = net.connect({ host: '127.0.0.1', port: Number(port), localAddress: untrustedClient() }, () => {
        socket.write(`POST /api/media/ HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; boundary=x\r\nTransfer-Encoding: chunked\r\n\r\n`)
        const chunk = `10000\r\n${'a'.repeat(0x10000)}\r\n`
        let sent = 0
        const pump = () => {
          while (sent < 1024 && !socket.destroyed) {
            sent++
            if (!socket.write(chunk)) return void socket.once('drain', pump)
          }
        }
        pump()
      })
      let text = ''
      socket.on('data', (d) => (text += d.toString('latin1')))
      socket.on('error', () => resolve(text))
      socket.on('close', () => resolve(text))
    })
    expect(answer).toMatch(/^HTTP\/1\.1 403/)
    expect(answer.toLowerCase()).toContain('connection: close')
    expect(performance.now() - started).toBeLessThan(5_000)

    // Signed in: the same chunked body is cut at the upload limit (10.25 MB), 413, connection closed.
    const token = await signIn(request, E2E_ADMIN)
    const cut = await new Promise<string>((resolve) => {
      const socket = net.connect({ host: '127.0.0.1', port: Number(port), localAddress: untrustedClient() }, () => {
        socket.write(`POST /api/media/ HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: JWT ${token}\r\nContent-Type: multipart/form-data; boundary=x\r\nTransfer-Encoding: chunked\r\n\r\n`)
        const chunk = `10000\r\n${'a'.repeat(0x10000)}\r\n`
        let sent = 0
        const pump = () => {
          while (sent < 400 && !socket.destroyed) {
            sent++
            if (!socket.write(chunk)) return void socket.once('drain', pump)
          }
        }
        pump()
      })
      let text = ''
      socket.on('data', (d) => (text += d.toString('latin1')))
      socket.on('error', () => resolve(text))
      socket.on('close', () => resolve(text))
    })
    expect(cut).toMatch(/^HTTP\/1\.1 413/)
  })

  test('query strings that do not change a page cause no render and no second copy', async () => {
    const page = '/fr/services/passeport/'
    const first = await raw('GET', page)
    for (const target of [`${page}?v=${Date.now()}`, `${page}?utm_source=sms&utm_campaign=x&fbclid=abc`]) {
      const response = await raw('GET', target, { from: untrustedClient() })
      expect(response.status, target).toBe(200)
      expect(response.headers['x-portal-cache'], target).toBe('HIT')
      expect(response.headers.etag, target).toBe(first.headers.etag)
    }
  })

  test('an anonymous preview is "not found" without a render; a flood from one address waits behind itself', async () => {
    const preview = await raw('GET', '/fr/apercu/services/1/', { from: untrustedClient() })
    expect(preview.status).toBe(404)
    // 40 uncached pages at once from one address: 2 at a time with the workers, 32 waiting, the rest refused.
    const from = untrustedClient()
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => raw('GET', `/fr/services/inconnu-${Date.now()}-${i}/`, { from })))
    const statuses = answers.map((a) => a.status)
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(1)
    expect(statuses.every((s) => s === 404 || s === 429)).toBe(true)
    const refused = answers.find((a) => a.status === 429)!
    expect(refused.headers['retry-after']).toMatch(/^\d+$/)
    // Meanwhile, another client is served.
    expect((await raw('GET', `/fr/services/inconnu-autre-${Date.now()}/`, { from: untrustedClient() })).status).toBe(404)
  })

  test('a very long unknown address writes one bounded line at most, without the machine’s paths', async () => {
    const log = e2eInfo().logFile
    const start = fs.statSync(log).size
    for (let i = 0; i < 20; i++) await raw('GET', `/fr/services/${'x'.repeat(7000)}${i}/`, { from: untrustedClient() })
    await raw('GET', `/fr/${'y'.repeat(190)}/${'z'.repeat(190)}/`, { from: untrustedClient() })
    await new Promise((resolve) => setTimeout(resolve, 500))
    const added = fs.readFileSync(log).subarray(start).toString('utf8')
    expect(added.length).toBeLessThan(4 * 1024)
    for (const line of added.split('\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(1024)
    expect(added).not.toContain(process.cwd())
    expect(added).not.toMatch(/\/tmp\//)
  })

  test('files have one public address, and every answer about them carries the security headers', async () => {
    const payloadRoute = await raw('GET', '/api/media/file/3f9a1c0b2e-formulaire.pdf')
    expect(payloadRoute.status).toBe(301)
    expect(payloadRoute.headers.location).toBe('/media/3f9a1c0b2e-formulaire.pdf')
    const missing = await raw('GET', '/media/0000000000-absent.pdf')
    expect(missing.status).toBe(404)
    expect(missing.headers['x-content-type-options']).toBe('nosniff')
    expect(missing.headers['referrer-policy']).toBeTruthy()
    expect(String(missing.headers['content-security-policy'])).toContain('frame-ancestors')
    // JSON never runs anything: the open API allows nothing.
    const open = await raw('GET', '/api/open/v1/themes/?lang=fr')
    expect(open.headers['content-security-policy']).toContain("default-src 'none'")
  })
})

test.describe('unknown URLs', () => {
  const cacheFiles = (): number => {
    const dir = path.join(process.env.NEXT_DIST_DIR || '.next', 'server')
    let count = 0
    const walk = (d: string) => {
      for (const entry of fs.readdirSync(d, { withFileTypes: true })) entry.isDirectory() ? walk(path.join(d, entry.name)) : count++
    }
    walk(dir)
    return count
  }

  test('are answered 404 without writing to disk, cacheable for minutes', async () => {
    const before = cacheFiles()
    for (let i = 0; i < 30; i++) {
      const target = [`/fr/services/inconnu-${i}-${Date.now()}/`, `/mg/tsy-misy-${i}-${Date.now()}/`, `/fr/a/b/c-${i}/`][i % 3]!
      const response = await raw('GET', target, { from: untrustedClient() })
      expect(response.status, target).toBe(404)
      expect(response.headers['cache-control']).toBe('public, max-age=60, s-maxage=300')
    }
    expect(cacheFiles()).toBe(before)
  })
})

test.describe('operations', () => {
  test('liveness and readiness endpoints answer, uncached', async () => {
    const live = await raw('GET', '/healthz')
    expect(live.status).toBe(200)
    expect(live.headers['cache-control']).toBe('no-store')
    const ready = await raw('GET', '/readyz')
    expect(ready.status).toBe(200)
    expect(ready.body).toBe('ready\n')
    expect(ready.headers['cache-control']).toBe('no-store')
  })

  test('expected refusals write no stack trace and no e-mail address to the log', async () => {
    const log = e2eInfo().logFile
    const start = fs.statSync(log).size
    const from = untrustedClient()
    for (let i = 0; i < 20; i++) await raw('GET', ['/api/messages/', '/api/users/', '/api/services/versions/', '/api/users/me/'][i % 4]!, { from })
    await raw('POST', '/api/users/login/', { from, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: E2E_ADMIN.email, password: 'wrong' }) })
    await raw('POST', '/api/users/forgot-password/', { from, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: E2E_ADMIN.email }) })
    await new Promise((resolve) => setTimeout(resolve, 500))
    const fd = fs.openSync(log, 'r')
    const added = Buffer.alloc(fs.statSync(log).size - start)
    fs.readSync(fd, added, 0, added.length, start)
    fs.closeSync(fd)
    const text = added.toString('utf8')
    expect(text).not.toMatch(/^\s+at /m)
    expect(text).not.toContain(E2E_ADMIN.email)
    expect(text).not.toMatch(/[\w.+-]+@[\w-]+\.\w+/)
  })
})
