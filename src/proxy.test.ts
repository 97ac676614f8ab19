import { SignJWT } from 'jose'
import { NextRequest } from 'next/server'
import { describe, expect, it } from 'vitest'

import { movedPaths } from './seed/data/redirects'
import { canonicalSlashPath, config, lacksTrailingSlash, movedPath, proxy, sessionRoles } from './proxy'

const answer = (path: string, headers: Record<string, string> = {}) => {
  const response = proxy(new NextRequest(new URL(path, 'http://portal.test'), { headers }))
  const location = response.headers.get('location')
  return { status: response.status, location: location ? new URL(location).pathname + new URL(location).search : null }
}

describe('trailing slashes, done by the proxy for public paths only', () => {
  it('tells pages from files', () => {
    for (const path of ['/fr', '/fr/services', '/mg/services/pasipaoro/sources', '/fr/etapes/se-marier']) expect(lacksTrailingSlash(path), path).toBe(true)
    for (const path of ['/fr/', '/fr/services/', '/fr/atom.xml', '/fr/404.html', '/']) expect(lacksTrailingSlash(path), path).toBe(false)
  })

  it('gives each path one address: pages with the slash, files without', () => {
    expect(canonicalSlashPath('/fr/services')).toBe('/fr/services/')
    expect(canonicalSlashPath('/fr/atom.xml/')).toBe('/fr/atom.xml')
    expect(canonicalSlashPath('/fr/404.html//')).toBe('/fr/404.html')
    for (const path of ['/fr/services/', '/fr/atom.xml', '/fr/']) expect(canonicalSlashPath(path), path).toBeNull()
    expect(answer('/fr/atom.xml/?x=1')).toEqual({ status: 308, location: '/fr/atom.xml?x=1' })
  })

  it('sends a page without its slash to its address with one, permanently, keeping the query', () => {
    expect(answer('/fr/services/passeport?ref=sms')).toEqual({ status: 308, location: '/fr/services/passeport/?ref=sms' })
    expect(answer('/mg')).toEqual({ status: 308, location: '/mg/' })
    expect(answer('/fr/services/passeport/')).toEqual({ status: 200, location: null })
    expect(answer('/fr/atom.xml')).toEqual({ status: 200, location: null })
  })

  it('adds the language and the slash in one redirect', () => {
    expect(answer('/services/passeport', { 'accept-language': 'mg' })).toEqual({ status: 307, location: '/mg/services/passeport/' })
    expect(answer('/')).toEqual({ status: 307, location: '/fr/' })
  })

  it('leaves the CMS and the data routes to themselves: they are served at the addresses they are called by', () => {
    const matcher = new RegExp(`^${config.matcher[0]!.replace('/((?!', '/(?!(?:').replace(').*)', ')).*')}$`)
    for (const path of ['/api', '/api/services/49', '/page-data', '/page-data/app-data.json', '/_next/static/x.js', '/sw.js', '/serwist']) expect(matcher.test(path), path).toBe(false)
    for (const path of ['/fr/services', '/services', '/apix', '/fr/api', '/admin/collections/services']) expect(matcher.test(path), path).toBe(true)
  })

  it('gives the admin a policy with a fresh nonce and no inline scripts, served where it is called', () => {
    const first = proxy(new NextRequest('http://localhost/admin/collections/services'))
    const second = proxy(new NextRequest('http://localhost/admin/login'))
    const policy = first.headers.get('content-security-policy')!
    expect(first.status).toBe(200)
    expect(first.headers.get('location')).toBeNull()
    expect(policy).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}' 'strict-dynamic'/)
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/)
    expect(policy).toContain("frame-ancestors 'none'")
    expect(second.headers.get('content-security-policy')).not.toBe(policy)
  })

  it('shows a browser that prefers Malagasy, and chose nothing yet, the Malagasy admin from its sign-in page on (issue 39)', () => {
    const malagasy = proxy(new NextRequest('http://localhost/admin/login', { headers: { 'accept-language': 'mg-MG,mg;q=0.9,fr;q=0.5', cookie: 'a=b' } }))
    // Payload reads this request's cookies (its own tags do not include mg), then the browser keeps the choice.
    expect(malagasy.headers.get('x-middleware-request-cookie')).toBe('a=b; payload-lng=mg')
    expect(malagasy.cookies.get('payload-lng')).toMatchObject({ value: 'mg', path: '/' })
    for (const headers of [{ 'accept-language': 'fr-FR,fr;q=0.9' } as Record<string, string>, { 'accept-language': 'en-US' }, { 'accept-language': 'mg', cookie: 'payload-lng=fr' }, { 'accept-language': 'fr', cookie: 'payload-lng=mg' }]) {
      const response = proxy(new NextRequest('http://localhost/admin/login', { headers }))
      expect(response.cookies.get('payload-lng'), JSON.stringify(headers)).toBeUndefined()
      expect(response.headers.get('x-middleware-request-cookie') ?? '', JSON.stringify(headers)).not.toContain('payload-lng=mg; ')
    }
  })
})

describe('renamed addresses (src/seed/data/redirects.ts)', () => {
  it('sends a former theme address to the new one, permanently, in one redirect, keeping the query', () => {
    expect(answer('/mg/services/sata-sivily/')).toEqual({ status: 301, location: '/mg/services/sora-piankohonana/' })
    expect(answer('/mg/services/vonjy-maika?ref=sms')).toEqual({ status: 301, location: '/mg/services/vonjy-taitra/?ref=sms' })
    expect(answer('/mg/services/fahaolom-pirenena/')).toEqual({ status: 301, location: '/mg/services/zom-pirenena/' })
    expect(answer('/fr/services/vonjy-maika/')).toEqual({ status: 301, location: '/fr/services/urgences/' })
    // A renamed guide: its page and the page of its sources.
    expect(answer('/mg/services/kopia-soratra-nahaterahana/sources')).toEqual({ status: 301, location: '/mg/services/kopia-nahaterahana/sources/' })
    expect(answer('/mg/services/kopia-soratra-nahaterahana/')).toEqual({ status: 301, location: '/mg/services/kopia-nahaterahana/' })
    // Without a language: the language first (as any path), then the 301.
    expect(answer('/services/sata-sivily/', { 'accept-language': 'mg' })).toEqual({ status: 307, location: '/mg/services/sata-sivily/' })
  })

  it('leaves the new addresses and every other path alone', () => {
    expect(answer('/mg/services/sora-piankohonana/')).toEqual({ status: 200, location: null })
    expect(movedPath('/mg/services/sata-sivily-2/')).toBeNull()
    expect(movedPath('/mg/services/sata-sivilyx')).toBeNull()
    expect(movedPath('/mg/services/')).toBeNull()
    for (const { from, to } of movedPaths) {
      expect(movedPath(from), from).toBe(to)
      expect(movedPath(to), to).toBeNull()
    }
  })
})

/** A session token as Payload signs it (users, roles saved to the JWT); the key does not matter to the proxy. */
const session = (claims: Record<string, unknown>, expiresIn: string | number = '2h') =>
  new SignJWT({ collection: 'users', id: 5, email: 'x@example.org', ...claims }).setProtectedHeader({ alg: 'HS256' }).setIssuedAt().setExpirationTime(expiresIn).sign(new TextEncoder().encode('k'.repeat(32)))

const asStaff = (path: string, token: string, method = 'GET') => {
  const response = proxy(new NextRequest(new URL(path, 'http://portal.test'), { method, headers: { cookie: `payload-token=${token}` } }))
  const location = response.headers.get('location')
  return { status: response.status, location: location ? new URL(location).pathname + new URL(location).search : null, cache: response.headers.get('cache-control') }
}

describe('parts of the admin hidden from a role: "Accès refusé", not "Pas trouvé"', () => {
  it('sends a moderator opening a guide to the access-denied page, which names the part', async () => {
    const moderator = await session({ roles: ['moderator'] })
    expect(asStaff('/admin/collections/services/1', moderator)).toEqual({ status: 307, location: '/admin/acces-refuse?rubrique=services', cache: 'private, no-store' })
    expect(asStaff('/admin/collections/categories', moderator).location).toBe('/admin/acces-refuse?rubrique=categories')
    expect(asStaff('/admin/globals/home-page', moderator).location).toBe('/admin/acces-refuse?rubrique=home-page')
  })

  it('lets through those who see the part, the parts a moderator sees, and what is not a page view', async () => {
    const moderator = await session({ roles: ['moderator'] })
    const editor = await session({ roles: ['editor'] })
    expect(asStaff('/admin/collections/services/1', editor)).toMatchObject({ status: 200, location: null })
    expect(asStaff('/admin/collections/messages/3', moderator)).toMatchObject({ status: 200, location: null })
    // Accounts are for administrators (issue 39); one's own is « Compte » (/admin/account).
    expect(asStaff('/admin/collections/users/5', moderator).location).toBe('/admin/acces-refuse?rubrique=users')
    expect(asStaff('/admin/account', moderator)).toMatchObject({ status: 200, location: null })
    expect(asStaff('/admin/acces-refuse?rubrique=services', moderator)).toMatchObject({ status: 200, location: null })
    // Server actions are posted to the page's address: Payload answers them.
    expect(asStaff('/admin/collections/services/1', moderator, 'POST')).toMatchObject({ status: 200, location: null })
    expect(asStaff('/admin/globals/emergency-notice', editor).location).toBe('/admin/acces-refuse?rubrique=emergency-notice')
  })

  it('leaves sessions it cannot read to Payload (signed out, expired, not a staff token)', async () => {
    expect(answer('/admin/collections/services/1')).toEqual({ status: 200, location: null })
    expect(asStaff('/admin/collections/services/1', await session({ roles: ['moderator'] }, Math.floor(Date.now() / 1000) - 60)).location).toBeNull()
    expect(asStaff('/admin/collections/services/1', await session({ roles: ['moderator'], collection: 'citizens' })).location).toBeNull()
    expect(asStaff('/admin/collections/services/1', 'not-a-token').location).toBeNull()
    expect(sessionRoles(await session({ roles: ['moderator', 7] }))).toEqual(['moderator'])
    expect(sessionRoles(await session({}))).toBeNull()
    expect(sessionRoles(undefined)).toBeNull()
  })
})
