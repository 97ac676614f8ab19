/// <reference lib="webworker" />
/**
 * The portal's service worker (Serwist). Built during `next build` by src/app/serwist.
 * - Precache: the offline page in both languages, the manifest and icons.
 * - Install, unless the connection is 2G or Save-Data is on: the emergency numbers guide of the
 *   reader's language (the link marked data-shell="warm" on its offline page) and the
 *   stylesheets and islands that page uses — with the worker itself and the offline pages,
 *   about 30 KB in the background after a first visit (`npm run bench`). The national
 *   emergency numbers are also in the footer of every page, the offline page included. Fonts
 *   are not fetched in the background; hospitals, pharmacies and everything else are cached
 *   as the citizen reads them.
 * - Pages: network first (4 s), else the copy of the last visit, else the offline page
 *   in the page's language. Hashed static files: cache first.
 * - A new version waits until the page asks it to take over (the "new version" notice).
 */
import { CacheFirst, ExpirationPlugin, NetworkFirst, Serwist, StaleWhileRevalidate, type PrecacheEntry, type SerwistGlobalConfig } from 'serwist'

import { SW_NETWORK_TIMEOUT_S } from '../runtime/constants'

declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined
  }
}
declare const self: ServiceWorkerGlobalScope

const PAGES_CACHE = 'pages'
const STATIC_CACHE = 'static'

// Editors' previews of unpublished work, and the links of alert e-mails (a personal token), are never kept on the device.
const isPage = (url: URL, request: Request) =>
  request.mode === 'navigate' && url.origin === self.location.origin && !/^\/(api|admin)(\/|$)/.test(url.pathname) && !/^\/(fr|mg)\/(apercu|alertes\/(confirmer|desabonner))\//.test(url.pathname)

const pages = new NetworkFirst({
  cacheName: PAGES_CACHE,
  networkTimeoutSeconds: SW_NETWORK_TIMEOUT_S,
  plugins: [new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 60 * 60 * 24 * 60 })],
})

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  skipWaiting: false,
  clientsClaim: true,
  navigationPreload: false,
  runtimeCaching: [
    { matcher: ({ url, request }) => isPage(url, request), handler: pages },
    {
      matcher: ({ url }) => url.origin === self.location.origin && /^\/(_next\/static|_islands)\//.test(url.pathname),
      handler: new CacheFirst({ cacheName: STATIC_CACHE, plugins: [new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 60 * 60 * 24 * 365 })] }),
    },
    {
      matcher: ({ url }) => url.origin === self.location.origin && /^\/(icons\/|manifest\.webmanifest)/.test(url.pathname),
      handler: new StaleWhileRevalidate({ cacheName: 'assets' }),
    },
  ],
  fallbacks: {
    entries: [
      { url: '/mg/offline/', matcher: ({ request }) => request.destination === 'document' && new URL(request.url).pathname.startsWith('/mg/') },
      { url: '/fr/offline/', matcher: ({ request }) => request.destination === 'document' },
    ],
  },
})

/** On a 2G link or with Save-Data, nothing is fetched in the background. */
function constrained(): boolean {
  const connection = (self.navigator as WorkerNavigator & { connection?: { saveData?: boolean; effectiveType?: string } }).connection
  return Boolean(connection?.saveData || /(^|-)2g$/.test(connection?.effectiveType ?? ''))
}

/** The languages of the pages open when the worker installs (the reader's), French when none. */
async function readersLanguages(): Promise<string[]> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
  const langs = new Set(windows.map((client) => new URL(client.url).pathname.split('/')[1]).filter((lang): lang is string => lang === 'fr' || lang === 'mg'))
  return langs.size ? [...langs] : ['fr']
}

/** Emergency guides and the stylesheets and islands of the shell, read from the reader's offline page. */
async function warmShell(): Promise<void> {
  if (constrained()) return
  const pageCache = await caches.open(PAGES_CACHE)
  const staticCache = await caches.open(STATIC_CACHE)
  const assets = new Set<string>()
  const guides = new Set<string>()
  for (const lang of await readersLanguages()) {
    // Precached a moment ago: read from the cache, not fetched a second time.
    const response = (await serwist.matchPrecache(`/${lang}/offline/`)) ?? (await fetch(`/${lang}/offline/`, { credentials: 'same-origin' }))
    if (!response.ok) continue
    const html = await response.text()
    for (const m of html.matchAll(/<a [^>]*href="([^"]+)"[^>]*data-shell="warm"/g)) guides.add(m[1]!)
    for (const m of html.matchAll(/(?:src|href)="(\/(?:_next\/static\/[^"]+\.css|_islands\/[^"]+\.js))"/g)) assets.add(m[1]!)
  }
  await Promise.all([
    ...[...guides].map((url) => pageCache.add(url).catch(() => undefined)),
    ...[...assets].map((url) => staticCache.add(url).catch(() => undefined)),
  ])
}

self.addEventListener('install', (event) => {
  event.waitUntil(warmShell().catch(() => undefined))
})

self.addEventListener('message', (event) => {
  const data = event.data as { type?: string; url?: string } | null
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting()
  if (data?.type === 'SAVE_PAGE' && data.url) {
    const url = new URL(data.url, self.location.origin)
    if (url.origin !== self.location.origin) return
    event.waitUntil(
      caches
        .open(PAGES_CACHE)
        .then((cache) => cache.add(url.pathname))
        .then(
          () => event.source?.postMessage({ type: 'PAGE_SAVED', url: url.pathname, ok: true }),
          () => event.source?.postMessage({ type: 'PAGE_SAVED', url: url.pathname, ok: false }),
        ),
    )
  }
})

serwist.addEventListeners()
