/**
 * Next.js's own file-system page cache, except that a page answering 404 is never stored:
 * anyone may ask for any number of unknown paths (/fr/services/<anything>/ is rendered on
 * demand), and none of them may grow the cache on disk or in memory. When a page that was
 * stored becomes a 404 (an editor unpublished it), its stored copy is removed, so it cannot
 * be served stale. Configured in next.config.ts (`cacheHandler`).
 */
const fs = require('node:fs/promises')

const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache').default

class PortalCache extends FileSystemCache {
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
