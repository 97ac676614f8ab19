/**
 * A small site for the static mirror's tests (src/ops/mirror.test.ts, tests/int/nginx-mirror.test.ts):
 * pages in both languages linking each other, assets, page data, a redirect, a broken link.
 */
import type { Fetched } from '../../src/ops/mirror'

export const ORIGIN = 'https://services.gov.mg'
export const CSP = "default-src 'self'; style-src 'self'"
export const layout = (lang: string, body: string, banner = '') =>
  `<!doctype html><html lang="${lang}"><head><link rel="stylesheet" href="/_next/static/chunks/a.css"/><link rel="canonical" href="${ORIGIN}/${lang}/"/></head><body data-island="runtime"><a href="#main" class="skip">Aller au contenu</a>${banner}<header><form role="search" action="/${lang}/searchResult/" method="get"><input name="q"/></form></header><main id="main" tabindex="-1"><div class="container">${body}</div></main><footer><h2 id="footer-emergency">Urgences</h2></footer><script src="/_islands/runtime.js"></script></body></html>`
export const banner = '<section class="x_banner x_critical" aria-labelledby="emergency-title" data-severity="critical"><div class="container"><h2 id="emergency-title">Alerte : <span>Cyclone</span></h2><p>Restez à l’abri.</p></div></section>'

/** A small site: pages in both languages linking each other, assets, page data, a redirect, a broken link. */
export function site(overrides: Record<string, Fetched> = {}): Record<string, Fetched> {
  const html = (lang: string, body: string, extra = '') => ({ status: 200, type: 'text/html; charset=utf-8', csp: CSP, body: Buffer.from(layout(lang, body, extra)) })
  return {
    '/fr/': html('fr', '<a href="/fr/services/passeport/">Passeport</a><a href="/mg/services/passeport/?setlang=mg">MG</a>', banner),
    '/mg/': html('mg', '<a href="/mg/services/pasipaoro/">Pasipaoro</a>'),
    '/fr/services/passeport/': html('fr', '<h1>Passeport</h1><form action="/fr/avis/" method="post"><button>Oui</button></form><img src="/media/photo.png" alt=""/>'),
    '/mg/services/pasipaoro/': html('mg', '<h1>Pasipaoro</h1>'),
    '/mg/services/passeport/': { status: 307, type: '', location: '/mg/services/pasipaoro/', body: Buffer.alloc(0) },
    '/fr/contact/': html('fr', '<h1>Contact</h1><form action="/fr/contact/envoyer/" method="post"><textarea name="message"></textarea></form>'),
    '/mg/contact/': html('mg', '<form action="/mg/contact/envoyer/" method="post"></form>'),
    '/fr/searchResult/': html('fr', '<h1>Recherche</h1><p>Tapez vos mots</p>'),
    '/mg/searchResult/': html('mg', '<h1>Fikarohana</h1>'),
    '/fr/offline/': html('fr', '<h1>Hors ligne</h1>'),
    '/mg/offline/': html('mg', '<h1>Tsy misy fifandraisana</h1>'),
    '/fr/404.html': { ...html('fr', '<h1>Page introuvable</h1>'), status: 404 },
    '/mg/404.html': { ...html('mg', '<h1>Tsy hita</h1>'), status: 404 },
    '/fr/services/': html('fr', '<a href="/fr/services/passeport/">Passeport</a>'),
    '/mg/services/': html('mg', '<a href="/mg/services/pasipaoro/">Pasipaoro</a>'),
    '/sitemap.xml': { status: 200, type: 'application/xml', body: Buffer.from(`<urlset><url><loc>${ORIGIN}/fr/services/passeport/</loc></url><url><loc>https://elsewhere.example/fr/services/x/</loc></url></urlset>`) },
    '/robots.txt': { status: 200, type: 'text/plain', body: Buffer.from('User-agent: *\n') },
    '/manifest.webmanifest': { status: 200, type: 'application/manifest+json', body: Buffer.from('{"icons":[{"src":"/icons/icon.svg"}]}') },
    '/sw.js': { status: 200, type: 'application/javascript', body: Buffer.from('self.x=1') },
    '/fr/atom.xml': { status: 200, type: 'application/atom+xml', body: Buffer.from('<feed/>') },
    '/mg/atom.xml': { status: 200, type: 'application/atom+xml', body: Buffer.from('<feed/>') },
    '/page-data/app-data.json': { status: 200, type: 'application/json', body: Buffer.from('{"shared":"/page-data/sq/d/0123456789abcdef0123.json"}') },
    '/page-data/sq/d/0123456789abcdef0123.json': { status: 200, type: 'application/json', body: Buffer.from('{}') },
    '/page-data/fr/page-data.json': { status: 200, type: 'application/json', body: Buffer.from('{"page":"home"}') },
    '/_next/static/chunks/a.css': { status: 200, type: 'text/css', body: Buffer.from('@font-face{src:url(/fonts/x.woff2)}body{color:red}'.padEnd(600, ' ')) },
    '/fonts/x.woff2': { status: 200, type: 'font/woff2', body: Buffer.from([1, 2, 3]) },
    '/_islands/runtime.js': { status: 200, type: 'application/javascript', body: Buffer.from('0') },
    '/icons/icon.svg': { status: 200, type: 'image/svg+xml', body: Buffer.from('<svg/>') },
    '/media/photo.png': { status: 200, type: 'image/png', body: Buffer.from([137, 80]) },
    ...overrides,
  }
}

export function fetcherOf(pages: Record<string, Fetched>, asked: string[] = []) {
  return async (urlPath: string): Promise<Fetched> => {
    asked.push(urlPath)
    return pages[urlPath] ?? { status: 404, type: 'text/html', body: Buffer.from('not found') }
  }
}

