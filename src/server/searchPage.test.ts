import http, { type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { FRONT_HEADER, SEARCH_PART_HEADER } from '@/http/headers'

import { composeSearchPage, dropSearchShells, searchTarget } from './searchPage'

const SECRET = 'front-secret'
let server: http.Server
let port: number
let shellRequests = 0
let fragmentStatus = 200
let seen: Record<string, string | undefined>[] = []

beforeAll(async () => {
  server = http.createServer((request, response) => {
    seen.push({ path: request.url, part: request.headers[SEARCH_PART_HEADER] as string, front: request.headers[FRONT_HEADER] as string, cookie: request.headers.cookie })
    if (request.url === '/fr/searchResult/') {
      shellRequests++
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      response.end('<html><body><header>H</header><main><div data-search-main=""></div></main><footer>F</footer></body></html>')
    } else if (request.url?.startsWith('/portal-search-main/fr/?')) {
      response.writeHead(fragmentStatus, { 'content-type': 'text/html; charset=utf-8' })
      response.end(`<div data-search-main=""><p>${new URL(request.url, 'http://x').searchParams.get('q')}</p></div>`)
    } else {
      response.writeHead(404)
      response.end()
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
beforeEach(() => {
  dropSearchShells()
  shellRequests = 0
  fragmentStatus = 200
  seen = []
})

const reader = (url: string) => ({ url, headers: { host: 'portal.example', cookie: 'consent-stats=true', 'accept-language': 'fr' } }) as unknown as IncomingMessage

describe('searchTarget', () => {
  it('takes the search page with a query, and nothing else', () => {
    expect(searchTarget('/fr/searchResult/?q=acte')).toEqual({ lang: 'fr', search: '?q=acte' })
    expect(searchTarget('/mg/searchResult/?q=kopia&page=2')).toEqual({ lang: 'mg', search: '?q=kopia&page=2' })
    expect(searchTarget('/fr/searchResult/')).toBeNull()
    expect(searchTarget('/fr/searchResult/?q=%20')).toBeNull()
    expect(searchTarget('/fr/services/?q=acte')).toBeNull()
  })
})

describe('composeSearchPage', () => {
  it('puts the results block into the shell, asking both with the secret and without the reader’s cookies', async () => {
    const page = await composeSearchPage(reader('/fr/searchResult/?q=acte'), port, SECRET, { lang: 'fr', search: '?q=acte' })
    expect(page?.status).toBe(200)
    expect(page?.body.toString()).toBe('<html><body><header>H</header><main><div data-search-main=""><p>acte</p></div></main><footer>F</footer></body></html>')
    expect(seen.every((r) => r.part === SECRET && r.front === SECRET && r.cookie === undefined)).toBe(true)
  })
  it('renders the shell once for many queries, again after the workers are told to revalidate', async () => {
    for (const q of ['a', 'b', 'c']) await composeSearchPage(reader(`/fr/searchResult/?q=${q}`), port, SECRET, { lang: 'fr', search: `?q=${q}` })
    expect(shellRequests).toBe(1)
    dropSearchShells()
    await composeSearchPage(reader('/fr/searchResult/?q=d'), port, SECRET, { lang: 'fr', search: '?q=d' })
    expect(shellRequests).toBe(2)
  })
  it('gives way to a whole Next.js render when the results block fails', async () => {
    fragmentStatus = 500
    expect(await composeSearchPage(reader('/fr/searchResult/?q=acte'), port, SECRET, { lang: 'fr', search: '?q=acte' })).toBeNull()
  })
  it('gives way when the shell has no results block', async () => {
    expect(await composeSearchPage(reader('/mg/searchResult/?q=kopia'), port, SECRET, { lang: 'mg', search: '?q=kopia' })).toBeNull()
  })
})
