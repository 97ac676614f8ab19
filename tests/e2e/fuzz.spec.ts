/**
 * 1,200 hostile inputs over every door of the portal (routes, search, contact, tracking,
 * consent, page views, the content API), from many untrusted clients: not one may get a
 * 5xx. Inputs come from a seeded generator, so a failure is reproducible (FUZZ_SEED).
 */
import { expect, test } from '@playwright/test'

import { raw, type RawResponse } from './support/raw'

const SEED = Number(process.env.FUZZ_SEED || 20261123)
const COUNT = Number(process.env.FUZZ_COUNT || 1200)

function prng(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const hostile = [
  "'", '"', '`', "' OR '1'='1", '1; DROP TABLE messages; --', '<script>alert(1)</script>', '"><img src=x onerror=alert(1)>',
  '../../../../etc/passwd', '..%2f..%2fetc%2fpasswd', '%00', '%ff', '%zz', '%', '%%', '%c0%ae', '\u0000', '\u001b[2J', '\r\nSet-Cookie: a=b',
  '%0d%0aLocation:%20//evil.example', '${7*7}', '{{7*7}}', '#{7*7}', '__proto__', 'constructor', 'prototype', '[object Object]',
  '-1', '0', '1e309', 'NaN', 'Infinity', '0x7fffffff', '99999999999999999999', '[]', '{}', 'null', 'undefined', 'true',
  '//evil.example', 'javascript:alert(1)', 'data:text/html,x', 'file:///etc/passwd', 'http://169.254.169.254/latest/meta-data/',
  'é', 'Ô', 'ñ', '🙂', '\u202e', '\ufeff', '\ud800', 'Manao ahoana', 'acte de naissance', 'pasipaoro', 'CIN', 'DOL-2026-000001',
  'A'.repeat(300), 'é'.repeat(2000), 'x'.repeat(5000), '*', '?', '#', '&', '=', '+', ';', ',', '/', '\\', '|', '~',
  'where[or][0][and][0][id][exists]=true', 'depth=99', 'limit=0', 'pagination=false', 'draft=true', 'locale=*',
]
const methods = ['GET', 'GET', 'GET', 'POST', 'HEAD', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE', 'PROPFIND', 'BREW']
const contentTypes = ['application/x-www-form-urlencoded', 'application/json', 'text/plain', 'multipart/form-data; boundary=zz', 'application/xml', '', 'application/x-www-form-urlencoded; charset=latin1']

type Case = { method: string; target: string; headers: Record<string, string>; body?: string }

function cases(count: number, random: () => number): Case[] {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!
  const s = () => pick(hostile)
  const safeEncode = (text: string) => {
    try {
      return encodeURIComponent(text)
    } catch {
      return '%ED%A0%80' // a lone surrogate, as its UTF-8 bytes
    }
  }
  const enc = () => (random() < 0.7 ? safeEncode(s()) : s().replace(/[\s\r\n#?\u0000-\u001f]/g, (c) => safeEncode(c)))
  const lang = () => pick(['fr', 'mg', 'en', 'xx', enc()])
  const generators: (() => Case)[] = [
    () => ({ method: 'GET', target: `/${lang()}/${enc()}/`, headers: {} }),
    () => ({ method: 'GET', target: `/${lang()}/services/${enc()}/`, headers: {} }),
    () => ({ method: 'GET', target: `/${enc()}`, headers: { 'accept-language': s().slice(0, 200), cookie: `language=${safeEncode(s()).slice(0, 200)}` } }),
    () => ({ method: 'GET', target: `/fr/searchResult/?q=${enc()}&page=${enc()}&theme=${enc()}`, headers: {} }),
    () => ({ method: 'GET', target: `/mg/searchResult/?q=${enc()}`, headers: {} }),
    () => ({ method: 'GET', target: `/api/search/?q=${enc()}&lang=${lang()}&limit=${enc()}`, headers: {} }),
    () => ({ method: 'GET', target: `/api/services/?where[${enc()}][${pick(['equals', 'like', 'in', 'exists', 'near', enc()])}]=${enc()}&depth=${enc()}&limit=${enc()}&sort=${enc()}&locale=${enc()}&page=${enc()}`, headers: {} }),
    () => ({ method: 'GET', target: `/api/${pick(['services', 'categories', 'places', 'regions', 'ministries', 'messages', 'users', 'search-synonyms', 'page-views', 'globals', enc()])}/${enc()}/`, headers: {} }),
    () => ({ method: 'GET', target: `/api/globals/${pick(['home-page', 'about-page', 'site-settings', enc()])}/?depth=${enc()}&locale=${enc()}`, headers: {} }),
    () => {
      const body = new URLSearchParams({ started: s(), website: random() < 0.8 ? '' : s(), kind: s(), category: s(), region: s(), message: s(), name: s(), contactMethod: s(), email: s(), phone: s(), consent: s() })
      return { method: 'POST', target: `/${pick(['fr', 'mg'])}/contact/envoyer/`, headers: { 'content-type': pick(contentTypes) }, body: random() < 0.8 ? body.toString() : s() }
    },
    () => ({ method: 'POST', target: `/${pick(['fr', 'mg'])}/contact/suivi/consulter/`, headers: { 'content-type': pick(contentTypes) }, body: `reference=${enc()}&contact=${enc()}` }),
    () => ({ method: 'POST', target: `/${pick(['fr', 'mg'])}/consent/`, headers: { 'content-type': pick(contentTypes), referer: s().slice(0, 300) }, body: `choice=${enc()}&analytics=${enc()}` }),
    () => ({ method: 'POST', target: '/api/page-view/', headers: { 'content-type': pick(contentTypes) }, body: pick([`{"id":${s()}}`, s(), '{"id":1}', '{"id":-1}', '[', '{"id":{"$gt":0}}']) }),
    () => ({ method: 'POST', target: '/api/users/login/', headers: { 'content-type': pick(contentTypes) }, body: pick([JSON.stringify({ email: s(), password: s() }), s(), `_payload=${enc()}`]) }),
    () => ({ method: pick(methods), target: pick(['/', '/fr/', '/mg/contact/', '/api/services/', '/admin', '/sw.js', '/sitemap.xml', `/fr/${enc()}`]), headers: { 'content-type': pick(contentTypes) }, body: random() < 0.5 ? s() : undefined }),
    () => ({ method: 'GET', target: `/fr/${s().replace(/[\s\r\n]/g, '')}`, headers: {} }),
  ]
  return Array.from({ length: count }, () => pick(generators)())
}

test('1,200 hostile inputs get no 5xx', async () => {
  test.setTimeout(300_000)
  const all = cases(COUNT, prng(SEED))
  const failures: string[] = []
  const statuses = new Map<number, number>()
  let index = 0
  const worker = async (w: number) => {
    while (index < all.length) {
      const i = index++
      const c = all[i]!
      let response: RawResponse | null = null
      try {
        response = await raw(c.method, c.target, { headers: c.headers, body: c.body, from: `127.0.${100 + (i % 100)}.${2 + w}`, timeoutMs: 20_000 })
      } catch (error) {
        // A refused target (e.g. a space or a control character the client library will not send) is not the server's answer.
        if (/Request path contains unescaped characters|Invalid character in header|ERR_INVALID_CHAR|ERR_UNESCAPED_CHARACTERS|ERR_INVALID_HTTP_TOKEN/.test(String(error))) continue
        failures.push(`#${i} ${c.method} ${c.target.slice(0, 120)}: ${(error as Error).message}`)
        continue
      }
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
      if (response.status >= 500) failures.push(`#${i} ${c.method} ${c.target.slice(0, 120)} → ${response.status} ${response.body.slice(0, 120)}`)
    }
  }
  await Promise.all(Array.from({ length: 4 }, (_, w) => worker(w)))
  console.log(`fuzz (seed ${SEED}): ${[...statuses].sort((a, b) => a[0] - b[0]).map(([s, n]) => `${s}×${n}`).join(' ')}`)
  expect([...statuses.values()].reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(COUNT * 0.95)
  expect(failures, failures.join('\n')).toEqual([])
})
