/**
 * Next.js's pages on disk (<distDir>/server/route-cache) follow the configuration the server starts
 * with (issue 39, point 12). The cache handler (src/cache/handler.cjs) keeps them under
 * route-cache/<fingerprint>/ (src/cache/renderConfig.cjs); here, at start, the front:
 * - fixes the namespace for its workers (PORTAL_RENDER_CONFIG: they inherit it);
 * - marks it in use (a file touched now and every 10 minutes), so that other servers sharing the
 *   build directory (instances of a cluster, a rolling change) keep it;
 * - removes the namespaces nobody marked for an hour and the layout of before (pages rendered
 *   under a configuration no server runs any more);
 * - says whether the namespace is new (a configuration never served here): the cache in front
 *   (CACHE_PURGE_URL) is then banned too, since it holds pages of the configuration before.
 */
import fs from 'node:fs'
import path from 'node:path'

import { renderFingerprint } from '@/cache/renderConfig.cjs'

export const IN_USE_FILE = '.in-use'
const TOUCH_EVERY_MS = 10 * 60_000
export const UNUSED_AFTER_MS = 60 * 60_000
const NAMESPACE = /^[0-9a-f]{16}$/

export type RouteCacheNamespace = { namespace: string; fresh: boolean; removed: string[]; stop: () => void }

export function routeCacheRoot(distDir: string): string {
  return path.join(distDir, 'server', 'route-cache')
}

/** Namespaces (and the layout of before) that no server marked for `UNUSED_AFTER_MS`, other than `keep`. */
export function unusedNamespaces(root: string, keep: string, now = Date.now()): string[] {
  if (!fs.existsSync(root)) return []
  return fs.readdirSync(root).filter((name) => {
    if (name === keep) return false
    // Before issue 39 the kinds (APP_PAGE, APP_ROUTE, PAGES) were directly here.
    if (!NAMESPACE.test(name)) return true
    try {
      return now - fs.statSync(path.join(root, name, IN_USE_FILE)).mtimeMs > UNUSED_AFTER_MS
    } catch {
      return true
    }
  })
}

export function prepareRouteCache(distDir: string, env: Record<string, string | undefined> = process.env, now = () => Date.now()): RouteCacheNamespace {
  const namespace = renderFingerprint(env)
  env.PORTAL_RENDER_CONFIG = namespace
  const root = routeCacheRoot(distDir)
  const own = path.join(root, namespace)
  const fresh = !fs.existsSync(own)
  const removed = unusedNamespaces(root, namespace, now())
  for (const name of removed) fs.rmSync(path.join(root, name), { recursive: true, force: true })
  const touch = () => {
    try {
      fs.mkdirSync(own, { recursive: true })
      const at = new Date(now())
      fs.closeSync(fs.openSync(path.join(own, IN_USE_FILE), 'a'))
      fs.utimesSync(path.join(own, IN_USE_FILE), at, at)
    } catch {
      // A read-only build directory: Next.js will not write pages there either.
    }
  }
  touch()
  const timer = setInterval(touch, TOUCH_EVERY_MS)
  timer.unref()
  return { namespace, fresh, removed, stop: () => clearInterval(timer) }
}
