import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { gunzipSync } from 'node:zlib'

import { afterEach, describe, expect, it } from 'vitest'

import { createMirrorServer } from '@/server/mirrorServe'

import { fakeS3 } from '../../tests/support/fakeS3'
import { banner, CSP, fetcherOf, layout, ORIGIN, site } from '../../tests/support/mirrorSite'

import { buildMirror, currentMirror, fileFor, mirrorAgeSeconds, noticeChange, noticeText, QUICK_MAX_PAGES, referencesIn, setMirrorNotice, sitemapDates, type Fetched } from './mirror'
import { syncMirrorToBucket } from './mirrorBucket'
import { checkNotice, mirrorPage, NOTICE_END, NOTICE_START, withNotice, type MirrorNotice } from './mirrorPages'
import { s3From } from './s3'

const dirs: string[] = []
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mirror-test-'))
  dirs.push(dir)
  return dir
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})

const at = new Date('2026-11-24T19:15:00Z')
const notice: MirrorNotice = { severity: 'critical', fr: { title: 'Cyclone <Batsirai>', message: 'Restez à l’abri.' }, mg: { title: 'Rivodoza', message: 'Mijanòna ao an-trano.' } }

describe('a page as the mirror keeps it', () => {
  it('says it is the backup copy, with the time in Madagascar, in the page’s language, after the skip link', () => {
    const fr = mirrorPage(layout('fr', '<h1>x</h1>'), '/fr/', at)
    expect(fr).toContain('Copie de secours du 24 novembre 2026 à 22:15')
    expect(fr.indexOf('mirror-note')).toBeGreaterThan(fr.indexOf('href="#main"'))
    expect(fr.indexOf('mirror-note')).toBeLessThan(fr.indexOf('<header'))
    expect(fr).toContain('<link rel="stylesheet" href="/_mirror/mirror.css"/></head>')
    const mg = mirrorPage(layout('mg', '<h1>x</h1>'), '/mg/services/pasipaoro/', at)
    expect(mg).toContain('Dika tahiry tamin’ny 24 novambra 2026 amin’ny 22:15')
  })

  it('keeps no form that posts: the contact form becomes the other ways to reach the service, any other a sentence; search and dialogs stay', () => {
    const contact = mirrorPage(layout('fr', '<form action="/fr/contact/envoyer/" method="post"><textarea></textarea></form><form method="dialog"><button>x</button></form>'), '/fr/contact/', at)
    expect(contact).not.toMatch(/method="post"/)
    expect(contact).toContain('Le formulaire de contact est momentanément indisponible')
    expect(contact).toContain('href="/fr/sms-ussd/"')
    expect(contact).toContain('<form method="dialog">')
    expect(contact).toContain('role="search"')
    const guide = mirrorPage(layout('mg', '<form action="/mg/avis/" method="post"><button>Eny</button></form>'), '/mg/services/x/', at)
    expect(guide).not.toContain('/mg/avis/')
    expect(guide).toContain('Tsy azo ampiasaina amin’izao ity taratasy fenoina ity')
  })

  it('turns the search page into where to browse instead', () => {
    const search = mirrorPage(layout('fr', '<h1>Recherche</h1><p>Tapez vos mots</p>'), '/fr/searchResult/', at)
    expect(search).not.toContain('Tapez vos mots')
    expect(search).toContain('La recherche n’est pas disponible pour le moment')
    expect(search).toContain('href="/fr/services/"')
  })

  it('keeps the origin’s notice between markers, which an operator can then replace or clear', () => {
    const page = mirrorPage(layout('fr', '<h1>x</h1>', banner), '/fr/', at)
    expect(page).toContain(`${NOTICE_START}${banner}${NOTICE_END}`)
    const changed = withNotice(page, '/fr/', notice)
    expect(changed).toContain('Alerte : <span>Cyclone &lt;Batsirai&gt;</span>')
    expect(changed).not.toContain('x_banner') // the origin's banner is gone
    expect(changed.match(/emergency-title/g)).toHaveLength(2) // section label and heading: one banner
    const mg = withNotice(mirrorPage(layout('mg', '<h1>x</h1>'), '/mg/', at), '/mg/', notice)
    expect(mg).toContain('Loza : <span>Rivodoza</span>')
    expect(withNotice(changed, '/fr/', null)).toContain(`${NOTICE_START}${NOTICE_END}`)
  })

  it('tells a quick step whether the origin’s notice differs from the copy’s by its text, not its markup, and says how', () => {
    const withBanner = mirrorPage(layout('fr', '<h1>x</h1>', banner), '/fr/', at)
    // Rendered again later: another build time, other class names around the same words.
    const again = mirrorPage(layout('fr', '<h1>y</h1>', banner.replace(/x_/g, 'y_')), '/fr/', new Date(at.getTime() + 60_000))
    expect(noticeChange(again, withBanner)).toBeNull()
    expect(noticeText(withBanner)).toBe('Alerte : Cyclone Restez à l’abri.')
    const none = mirrorPage(layout('fr', '<h1>x</h1>'), '/fr/', at)
    expect(noticeChange(none, withBanner)).toBe('the emergency notice changed: « Alerte : Cyclone Restez à l’abri. » → « (none) »')
    expect(noticeChange(undefined, withBanner)).toBe('the home page was not read again')
    expect(noticeChange(none, undefined)).toBe('the copy has no home page')
    expect(noticeChange('<html><body>no markers</body></html>', none)).toBe('the home page has no notice place (fresh read)')
  })

  it('refuses a notice with a language missing or too long', () => {
    expect(checkNotice(notice)).toBeNull()
    expect(checkNotice({ ...notice, mg: { title: '', message: 'x' } })).toMatch(/Malagasy/)
    expect(checkNotice({ ...notice, fr: { title: 'x'.repeat(121), message: 'x' } })).toMatch(/120/)
    expect(checkNotice({ ...notice, severity: 'red' as never })).toMatch(/severity/)
  })
})

describe('what the mirror holds', () => {
  it('maps addresses to files inside the copy, never outside it', () => {
    expect(fileFor('/fr/services/passeport/')).toBe('files/fr/services/passeport/index.html')
    expect(fileFor('/fr/atom.xml')).toBe('files/fr/atom.xml')
    expect(fileFor('/fr/../../etc/passwd')).toBeNull()
    expect(fileFor('/fr/%2e%2e/x')).toBeNull()
    expect(fileFor('/fr/%zz/')).toBeNull()
    expect(fileFor('relative')).toBeNull()
  })

  it('follows the site’s own links, assets and data, not other sites, forms’ targets or previews', () => {
    const refs = referencesIn('/fr/x/', 'text/html', '<a href="/fr/a/?q=1#top">a</a><a href="/fr/contact/envoyer/">x</a><a href="/fr/apercu/services/1">p</a><a href="/admin">ad</a><img srcset="/media/a.png 1x, /media/b.png 2x"/><a href="https://elsewhere.example/fr/b/">b</a>', ORIGIN)
    expect(refs.sort()).toEqual(['/fr/a/', '/media/a.png', '/media/b.png', '/page-data/fr/x/page-data.json'])
    expect(referencesIn('/_next/static/css/c.css', 'text/css', 'a{background:url("../media/x.svg")}b{src:url(/fonts/y.woff2)}c{background:url(data:image/png;base64,AA)}', ORIGIN)).toEqual(['/fonts/y.woff2', '/_next/static/media/x.svg'])
  })
})

describe('building, serving and changing the mirror', () => {
  it('copies the whole site, switches only when complete, and serves it with redirects, 404 and gzip', async () => {
    const dir = tempDir()
    const asked: string[] = []
    const result = await buildMirror({ dir, origin: ORIGIN, fetcher: fetcherOf(site(), asked), now: () => at })
    const files = result.manifest.files
    for (const page of ['/fr/', '/mg/', '/fr/services/passeport/', '/mg/services/pasipaoro/', '/fr/404.html', '/fonts/x.woff2', '/page-data/sq/d/0123456789abcdef0123.json', '/page-data/fr/page-data.json', '/media/photo.png', '/icons/icon.svg', '/_mirror/mirror.css']) {
      expect(files[page], page).toBeDefined()
    }
    expect(result.manifest.redirects?.['/mg/services/passeport/']).toEqual({ status: 307, location: '/mg/services/pasipaoro/' })
    expect(asked).not.toContain('/fr/services/x/') // another site's link in the sitemap
    expect(asked.filter((p) => p === '/fr/services/passeport/')).toHaveLength(1)
    expect(currentMirror(dir)?.manifest.builtAt).toBe(at.toISOString())
    expect(mirrorAgeSeconds(dir, at.getTime() + 90_000)).toBe(90)

    const { server, close } = createMirrorServer(dir)
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    try {
      const home = await fetch(`${base}/fr/`)
      expect(home.status).toBe(200)
      expect(home.headers.get('x-portal-mirror')).toBe(at.toISOString())
      expect(home.headers.get('content-security-policy')).toBe(CSP)
      expect(home.headers.get('content-encoding')).toBe('gzip')
      expect(await home.text()).toContain('Copie de secours')
      const again = await fetch(`${base}/fr/`, { headers: { 'if-none-match': home.headers.get('etag')! } })
      expect(again.status).toBe(304)
      const moved = await fetch(`${base}/mg/services/passeport/?setlang=mg`, { redirect: 'manual' })
      expect([moved.status, moved.headers.get('location')]).toEqual([307, '/mg/services/pasipaoro/'])
      const slash = await fetch(`${base}/fr/services`, { redirect: 'manual' })
      expect([slash.status, slash.headers.get('location')]).toEqual([301, '/fr/services/'])
      const search = await fetch(`${base}/mg/searchResult/?q=pasipaoro`)
      expect([search.status, (await search.text()).includes('Tsy azo ampiasaina amin’izao ny fikarohana')]).toEqual([200, true])
      const missing = await fetch(`${base}/mg/services/tsy-misy/`)
      expect([missing.status, (await missing.text()).includes('Tsy hita')]).toEqual([404, true])
      const traversal = await fetch(`${base}/fr/%2e%2e/%2e%2e/mirror.json`)
      expect(traversal.status).toBe(404)
      const post = await fetch(`${base}/fr/contact/envoyer/`, { method: 'POST', body: 'message=x' })
      expect(post.status).toBe(503)
      expect(await post.text()).toContain('Le formulaire de contact est momentanément indisponible')
      const css = await fetch(`${base}/_next/static/chunks/a.css`)
      expect(css.headers.get('cache-control')).toContain('immutable')

      // The operator sets a notice without the origin: served at once (within the server's 2 s look).
      setMirrorNotice(dir, notice, new Date(at.getTime() + 60_000))
      await new Promise((resolve) => setTimeout(resolve, 2_200))
      const noticed = await (await fetch(`${base}/mg/services/pasipaoro/`)).text()
      expect(noticed).toContain('Loza : <span>Rivodoza</span>')
    } finally {
      close()
      await new Promise((resolve) => server.close(resolve))
    }
  })

  it('keeps the copy being served when a build fails, and leaves no partial copy behind', async () => {
    const dir = tempDir()
    await buildMirror({ dir, origin: ORIGIN, fetcher: fetcherOf(site()), now: () => at })
    const before = fs.readlinkSync(path.join(dir, 'current'))
    await expect(buildMirror({ dir, origin: ORIGIN, fetcher: fetcherOf(site({ '/mg/': { status: 500, type: 'text/html', body: Buffer.from('') } })) })).rejects.toThrow(/entry pages missing: \/mg\//)
    // A few broken links among many are reported, not fatal; many are.
    const broken = Object.fromEntries(Array.from({ length: 5 }, (_, i) => [`/fr/x${i}/`, { status: 500, type: 'text/html', body: Buffer.alloc(0) } as Fetched]))
    const links = Object.keys(broken).map((p) => `<a href="${p}">x</a>`).join('')
    await expect(buildMirror({ dir, origin: ORIGIN, fetcher: fetcherOf(site({ ...broken, '/fr/services/': { status: 200, type: 'text/html', body: Buffer.from(layout('fr', links)) } })) })).rejects.toThrow(/5 of \d+ addresses failed/)
    expect(fs.readlinkSync(path.join(dir, 'current'))).toBe(before)
    expect(fs.readdirSync(path.join(dir, 'versions')).filter((n) => n.endsWith('.partial'))).toEqual([])
  })

  it('keeps two copies, links unchanged build assets, and switches to the new pages before reading the page data', async () => {
    const dir = tempDir()
    for (let i = 0; i < 3; i++) {
      const asked: string[] = []
      const pages = site({ '/page-data/fr/page-data.json': { status: 200, type: 'application/json', body: Buffer.from(`{"page":"home","build":${i}}`) } })
      const seenByServer: string[] = []
      const result = await buildMirror({ dir, origin: ORIGIN, fetcher: async (p) => {
        // While the page data are read (second step), the copy being served already has this build's pages.
        if (i > 0 && p === '/page-data/fr/page-data.json') seenByServer.push(fs.readFileSync(path.join(currentMirror(dir)!.root, 'files/page-data/fr/page-data.json'), 'utf8'))
        return fetcherOf(pages, asked)(p)
      }, now: () => new Date(at.getTime() + i * 1000) })
      expect(asked.includes('/_next/static/chunks/a.css')).toBe(i === 0)
      if (i > 0) {
        expect(seenByServer).toEqual([`{"page":"home","build":${i - 1}}`])
        expect(result.pagesSwitchedMs).toBeLessThanOrEqual(result.ms)
      }
      expect(fs.readFileSync(path.join(result.root, 'files/page-data/fr/page-data.json'), 'utf8')).toBe(`{"page":"home","build":${i}}`)
      expect(Object.keys(result.manifest.files)).toContain('/page-data/sq/d/0123456789abcdef0123.json')
    }
    expect(fs.readdirSync(path.join(dir, 'versions'))).toHaveLength(2)
  })
})

describe('the quick step after a publication', () => {
  const dated = (pages: Record<string, Fetched>, lastmod: string) => ({
    ...pages,
    '/sitemap.xml': { status: 200, type: 'application/xml', body: Buffer.from(`<urlset><url><loc>${ORIGIN}/fr/services/passeport/</loc><lastmod>${lastmod}</lastmod></url><url><loc>${ORIGIN}/mg/services/pasipaoro/</loc><lastmod>2026-01-01T00:00:00.000Z</lastmod></url><url><loc>${ORIGIN}/fr/services/brouillon/</loc><lastmod>${lastmod}</lastmod></url></urlset>`) },
  })

  it('puts the pages changed since the copy in it before the whole site is read again, then builds it all', async () => {
    const dir = tempDir()
    await buildMirror({ dir, origin: ORIGIN, fetcher: fetcherOf(dated(site(), '2026-01-01T00:00:00.000Z')), now: () => at })
    const later = new Date(at.getTime() + 10 * 60_000)
    // (A page the sitemap lists that the site does not serve, and the copy never had, does not stop the quick step.)
    const changed = dated(site({ '/fr/services/passeport/': { status: 200, type: 'text/html; charset=utf-8', csp: CSP, body: Buffer.from(layout('fr', '<h1>Passeport modifié</h1><img src="/media/new.png" alt=""/>')) }, '/media/new.png': { status: 200, type: 'image/png', body: Buffer.from([1]) } }), later.toISOString())
    const served: string[] = []
    const asked: string[] = []
    const result = await buildMirror({
      dir, origin: ORIGIN, now: () => later,
      fetcher: async (p) => {
        // The first address the full build reads after the quick step: what does the copy serve then?
        if (p === '/robots.txt') {
          const mirror = currentMirror(dir)!
          served.push(fs.readFileSync(path.join(mirror.root, mirror.manifest.files['/fr/services/passeport/']!.file), 'utf8'), mirror.manifest.basedOn ?? '', String(Boolean(mirror.manifest.files['/media/new.png'])))
        }
        return fetcherOf(changed, asked)(p)
      },
    })
    expect(result.quick?.pages).toBeGreaterThan(0)
    expect(served[0]).toContain('Passeport modifié')
    expect(served[1]).toBe(at.toISOString())
    expect(served[2]).toBe('true')
    // The quick step read the sitemap, the lists and the changed page, not the unchanged Malagasy guide.
    const quickReads = asked.slice(0, asked.indexOf('/robots.txt'))
    expect(quickReads).toContain('/fr/services/passeport/')
    expect(quickReads).not.toContain('/mg/services/pasipaoro/')
    // Then the full build, as before: every page read, no trace of the quick copy in its manifest.
    expect(asked.filter((p) => p === '/mg/services/pasipaoro/')).toHaveLength(1)
    expect(result.manifest.basedOn).toBeUndefined()
    expect(fs.readFileSync(path.join(result.root, result.manifest.files['/fr/services/passeport/']!.file), 'utf8')).toContain('Passeport modifié')
  })

  it('finds a change by the sitemap’s date differing from the copy’s, whatever the clocks say', async () => {
    const dir = tempDir()
    await buildMirror({ dir, origin: ORIGIN, fetcher: fetcherOf(dated(site(), '2026-01-01T00:00:00.000Z')), now: () => at })
    expect(currentMirror(dir)!.manifest.lastmod?.['/fr/services/passeport/']).toBe(Date.parse('2026-01-01T00:00:00.000Z'))
    // Dated before the copy was made (a clock behind, a transaction committing late): still a change.
    const earlier = dated(site({ '/fr/services/passeport/': { status: 200, type: 'text/html; charset=utf-8', csp: CSP, body: Buffer.from(layout('fr', '<h1>Passeport corrigé</h1>')) } }), '2026-01-02T00:00:00.000Z')
    const served: string[] = []
    await buildMirror({
      dir, origin: ORIGIN, now: () => new Date(at.getTime() + 60_000),
      fetcher: async (p) => {
        if (p === '/robots.txt') served.push(fs.readFileSync(path.join(currentMirror(dir)!.root, currentMirror(dir)!.manifest.files['/fr/services/passeport/']!.file), 'utf8'))
        return fetcherOf(earlier)(p)
      },
    })
    expect(served[0]).toContain('Passeport corrigé')
  })

  it('puts a changed or ended emergency notice in every kept page of its language at once', async () => {
    const dir = tempDir()
    await buildMirror({ dir, origin: ORIGIN, fetcher: fetcherOf(dated(site(), '2026-01-01T00:00:00.000Z')), now: () => at })
    const html = (lang: string, body: string, extra = '') => ({ status: 200, type: 'text/html; charset=utf-8', csp: CSP, body: Buffer.from(layout(lang, body, extra)) })
    const mgBanner = banner.replace('Alerte', 'Loza').replace('Cyclone', 'Rivodoza')
    const frBanner = banner.replace('Cyclone', 'Inondations')
    // Pages kept from the copy (not dated as changed), seen when the full build starts reading.
    const seen = (urlPath: string) => {
      const mirror = currentMirror(dir)!
      return fs.readFileSync(path.join(mirror.root, mirror.manifest.files[urlPath]!.file), 'utf8')
    }
    const watch = (pages: Record<string, Fetched>, notes: string[]) => async (p: string) => {
      if (p === '/robots.txt') notes.push(seen('/mg/services/pasipaoro/'), seen('/fr/contact/'), seen('/fr/404.html'))
      return fetcherOf(pages)(p)
    }
    const later = new Date(at.getTime() + 10 * 60_000)
    const set = dated(site({ '/fr/': html('fr', '<a href="/fr/services/passeport/">Passeport</a>', frBanner), '/mg/': html('mg', '<a href="/mg/services/pasipaoro/">Pasipaoro</a>', mgBanner) }), '2026-01-01T00:00:00.000Z')
    const logs: string[] = []
    const notes: string[] = []
    const changed = await buildMirror({ dir, origin: ORIGIN, fetcher: watch(set, notes), now: () => later, log: (line) => logs.push(line) })
    expect(changed.quick).not.toBeNull()
    expect(noticeText(notes[0]!)).toBe('Loza : Rivodoza Restez à l’abri.')
    expect(noticeText(notes[1]!)).toBe('Alerte : Inondations Restez à l’abri.')
    expect(noticeText(notes[2]!)).toBe('Alerte : Inondations Restez à l’abri.')
    expect(logs.join('\n')).toMatch(/quick step: .*the emergency notice changed: « Alerte : Cyclone Restez à l’abri\. » → « Alerte : Inondations Restez à l’abri\. » \(in \d+ more pages\)/)
    // The notice ends: gone from every kept page in the quick copy.
    const ended = dated(site({ '/fr/': html('fr', '<a href="/fr/services/passeport/">Passeport</a>') }), '2026-01-01T00:00:00.000Z')
    const after: string[] = []
    await buildMirror({ dir, origin: ORIGIN, fetcher: watch(ended, after), now: () => new Date(later.getTime() + 60_000) })
    expect(after.map(noticeText)).toEqual(['', '', ''])
    // Kept pages keep their status, and their gzip form says the same.
    const mirror = currentMirror(dir)!
    const notFound = mirror.manifest.files['/fr/404.html']!
    expect(notFound.status).toBe(404)
    const file = path.join(mirror.root, notFound.file)
    expect(gunzipSync(fs.readFileSync(`${file}.gz`)).toString('utf8')).toBe(fs.readFileSync(file, 'utf8'))
  })

  it('steps aside when a home page has lost its notice place, or when too many pages changed', async () => {
    const dir = tempDir()
    await buildMirror({ dir, origin: ORIGIN, fetcher: fetcherOf(dated(site(), '2026-01-01T00:00:00.000Z')), now: () => at })
    const later = new Date(at.getTime() + 10 * 60_000)
    const noPlace = dated(site({ '/fr/': { status: 200, type: 'text/html; charset=utf-8', body: Buffer.from('<!doctype html><html lang="fr"><head></head><p>Accueil</p></html>') } }), later.toISOString())
    const logs: string[] = []
    expect((await buildMirror({ dir, origin: ORIGIN, fetcher: fetcherOf(noPlace), now: () => later, log: (line) => logs.push(line) })).quick).toBeNull()
    expect(logs.join('\n')).toContain('quick step aside: the home page has no notice place (fresh read)')
    const many = Array.from({ length: QUICK_MAX_PAGES + 1 }, (_, i) => `<url><loc>${ORIGIN}/fr/services/g${i}/</loc><lastmod>${later.toISOString()}</lastmod></url>`).join('')
    const tooMany = { ...site(), '/sitemap.xml': { status: 200, type: 'application/xml', body: Buffer.from(`<urlset>${many}</urlset>`) } }
    // (The full build then fails on those missing pages: the copy stays the one before, untouched.)
    await expect(buildMirror({ dir, origin: ORIGIN, fetcher: fetcherOf(tooMany), now: () => new Date(later.getTime() + 60_000) })).rejects.toThrow(/addresses failed/)
    expect(currentMirror(dir)!.manifest.builtAt).toBe(later.toISOString())
    expect(currentMirror(dir)!.manifest.basedOn).toBeUndefined()
  })

  it('reads the sitemap’s pages of this site with their dates', () => {
    const dates = sitemapDates(`<urlset><url><loc>${ORIGIN}/fr/a/</loc><lastmod>2026-11-20T10:00:00.000Z</lastmod></url><url><loc>${ORIGIN}/fr/b/</loc></url><url><loc>https://elsewhere.example/fr/c/</loc></url><url><loc>${ORIGIN}/admin/</loc></url></urlset>`, ORIGIN)
    expect([...dates]).toEqual([['/fr/a/', Date.parse('2026-11-20T10:00:00.000Z')], ['/fr/b/', null]])
  })
})

describe('the mirror in a bucket', () => {
  it('sends what changed only, gzip with its type, redirects as website redirects, deletes what is gone; a notice sends the pages again', async () => {
    const s3 = fakeS3()
    await new Promise<void>((resolve) => s3.server.listen(0, '127.0.0.1', resolve))
    try {
      const store = s3From({ MIRROR_S3_BUCKET: 'mirror', MIRROR_S3_ENDPOINT: `http://127.0.0.1:${(s3.server.address() as AddressInfo).port}`, MIRROR_S3_ACCESS_KEY_ID: 'test-key', MIRROR_S3_SECRET_ACCESS_KEY: 'x' } as never, 'MIRROR_S3', 'site/')!
      const dir = tempDir()
      await buildMirror({ dir, origin: ORIGIN, fetcher: fetcherOf(site()), now: () => at })
      const first = await syncMirrorToBucket(dir, store)
      const files = Object.keys(currentMirror(dir)!.manifest.files).length
      expect(first).toMatchObject({ sent: files + 1, deleted: 0, unchanged: 0 })
      const home = s3.objects.get('mirror/site/fr/index.html')!
      expect(home.headers).toMatchObject({ 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'gzip', 'cache-control': 'public, max-age=60' })
      expect(gunzipSync(home.body).toString()).toContain('Copie de secours')
      expect(s3.objects.get('mirror/site/mg/services/passeport/index.html')!.headers['x-amz-website-redirect-location']).toBe('/mg/services/pasipaoro/')
      expect(s3.objects.get('mirror/site/_next/static/chunks/a.css')!.headers['cache-control']).toContain('immutable')
      expect(s3.unsigned).toEqual([])

      // Nothing changed: nothing sent. A page changed and one gone: that page sent, the other deleted.
      s3.puts.length = 0
      expect(await syncMirrorToBucket(dir, store)).toMatchObject({ sent: 0, deleted: 0 })
      const changed = site({
        '/mg/': { status: 200, type: 'text/html; charset=utf-8', csp: CSP, body: Buffer.from(layout('mg', '<h1>Fandraisana</h1>')) },
        '/mg/services/': { status: 200, type: 'text/html; charset=utf-8', csp: CSP, body: Buffer.from(layout('mg', '<p>Lisitra</p>')) },
        '/mg/services/passeport/': { status: 301, type: '', location: '/mg/services/', body: Buffer.alloc(0) },
      })
      await buildMirror({ dir, origin: ORIGIN, fetcher: fetcherOf(changed), now: () => at })
      s3.puts.length = 0
      const second = await syncMirrorToBucket(dir, store)
      expect(s3.puts).toContain('site/mg/index.html')
      expect(s3.puts).not.toContain('site/fr/index.html')
      expect(second.deleted).toBeGreaterThanOrEqual(1) // /mg/services/pasipaoro/ is no longer linked
      expect(s3.objects.has('mirror/site/mg/services/pasipaoro/index.html')).toBe(false)

      // A notice set in the copy reaches the bucket's pages.
      setMirrorNotice(dir, notice)
      s3.puts.length = 0
      await syncMirrorToBucket(dir, store)
      expect(gunzipSync(s3.objects.get('mirror/site/fr/index.html')!.body).toString()).toContain('Cyclone &lt;Batsirai&gt;')
      expect(s3.puts.every((k) => k.endsWith('.html') || k.endsWith('.mirror-state.json'))).toBe(true)
    } finally {
      s3.server.close()
    }
  })
})
