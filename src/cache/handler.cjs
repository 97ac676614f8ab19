/**
 * Next.js's own file-system page cache, with two changes:
 * - a page answering 404 is never stored: anyone may ask for any number of unknown paths
 *   (/fr/services/<anything>/ is rendered on demand), and none of them may grow the cache on disk
 *   or in memory. When a page that was stored becomes a 404 (an editor unpublished it), its stored
 *   copy is removed, so it cannot be served stale;
 * - rendered pages are kept under route-cache/<fingerprint of the render configuration>/ (issue 39,
 *   ./renderConfig.cjs): a restart with another configuration (SMTP_HOST set, another SITE_URL, a
 *   tracker) renders its pages anew instead of serving those rendered before the change, and
 *   servers of different configurations sharing one build never serve each other's pages. The
 *   portal server removes the namespaces nobody uses any more (src/server/routeCache.ts).
 * Configured in next.config.ts (`cacheHandler`).
 */
const fs = require('node:fs/promises')

const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache').default

const { renderNamespace } = require('./renderConfig.cjs')

const ROUTE_CACHE = '/route-cache/'

class PortalCache extends FileSystemCache {
  constructor(ctx) {
    super(ctx)
    this.namespace = renderNamespace()
  }

  /** Where an entry lives: rendered pages (keys under /route-cache/) in this configuration's namespace. */
  getFilePath(key, kind) {
    const scoped = typeof key === 'string' && key.startsWith(ROUTE_CACHE) ? `${ROUTE_CACHE}${this.namespace}/${key.slice(ROUTE_CACHE.length)}` : key
    return super.getFilePath(scoped, kind)
  }

  async set(key, data, ctx) {
    const page = data && (data.kind === 'APP_PAGE' || data.kind === 'PAGES')
    // A not-found page rendered as content carries this marker (src/components/NotFoundContent/NotFoundPage.tsx).
    if (page && (data.status === 404 || String(data.html ?? '').includes('data-portal-status="404"'))) {
      FileSystemCache.memoryCache?.remove(key)
      const html = this.getFilePath(`${key}.html`, data.kind === 'APP_PAGE' ? 'APP_PAGE' : 'PAGES')
      const stem = html.replace(/\.html$/, '')
      await Promise.all(
        [`${stem}.html`, `${stem}.meta`, `${stem}.rsc`, `${stem}.json`, `${stem}.segments`].map((file) => fs.rm(file, { recursive: true, force: true })),
      )
      return
    }
    return super.set(key, data, ctx)
  }
}

module.exports = PortalCache
module.exports.default = PortalCache
