/**
 * The static mirror (issue 25, ADR 17): every public page of both languages, their stylesheets,
 * islands, fonts, icons and media, page data, feeds, the sitemap and the offline pages, written as
 * plain files that any static server answers when every instance is down: Varnish's fallback
 * backend (`npm run mirror -- serve`), nginx (deploy/nginx), or a bucket.
 *
 * Layout of MIRROR_DIR (default data/mirror):
 *   versions/<stamp>/files/…      one complete copy: each file, and its .gz when worth it
 *   versions/<stamp>/mirror.json  what it holds: address → file, type, size, checksum, status
 *   current → versions/<stamp>    switched atomically (a new link renamed over the old one)
 * A copy is written beside the old one and only switched to when complete: a reader, or a server,
 * never sees half a copy. The two newest copies are kept.
 *
 * The build reads the site through its own front (src/server/mirrorJob.ts starts it after each
 * publication and every 30 minutes), so a publication is in the mirror within a minute, and the
 * pages it renders are the cache's for the next citizen.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

import { langOfPath, MIRROR_CSS, MIRROR_CSS_PATH, mirrorPage, noticeRegion, withNotice, withNoticeRegion, type MirrorNotice } from './mirrorPages'

export const MANIFEST = 'mirror.json'
/** Bounds of one build: a site that grew beyond them is a bug to look at, not a disk to fill. */
export const MIRROR_LIMITS = { files: 20_000, fileBytes: 16 * 1024 * 1024, totalBytes: 1024 * 1024 * 1024 }

export type MirrorFile = { file: string; type: string; bytes: number; sha256: string; status: 200 | 404; gzip: boolean; csp?: string }
/** A redirect the site answers (a page's address in the other language, a language choice): replayed by the mirror. */
export type MirrorRedirect = { status: 301 | 302 | 307 | 308; location: string }
export type MirrorManifest = {
  format: 1
  builtAt: string
  origin: string
  files: Record<string, MirrorFile>
  redirects?: Record<string, MirrorRedirect>
  pages: number
  bytes: number
  notice?: { setAt: string; notice: MirrorNotice | null }
  /** A quick copy (`quickStep`): the pages changed since this earlier copy, the others taken from it. */
  basedOn?: string
  /** Each page's date in the sitemap this copy read (ms, or null): a later sitemap's different date is a change. */
  lastmod?: Record<string, number | null>
}

export type Fetched = { status: number; type: string; csp?: string; location?: string; body: Buffer }
export type Fetcher = (urlPath: string) => Promise<Fetched>

export function mirrorDirFrom(env: { MIRROR_DIR?: string | undefined } | NodeJS.ProcessEnv = process.env): string {
  return path.resolve(env.MIRROR_DIR || path.join('data', 'mirror'))
}

/** The copy being served, or null when none was ever made. */
export function currentMirror(dir: string): { root: string; manifest: MirrorManifest } | null {
  try {
    const root = fs.realpathSync(path.join(dir, 'current'))
    const manifest = JSON.parse(fs.readFileSync(path.join(root, MANIFEST), 'utf8')) as MirrorManifest
    return manifest.format === 1 ? { root, manifest } : null
  } catch {
    return null
  }
}

/** Seconds since the copy being served was made; null when there is none. */
export function mirrorAgeSeconds(dir: string, now = Date.now()): number | null {
  const mirror = currentMirror(dir)
  return mirror ? Math.max(0, Math.round((now - Date.parse(mirror.manifest.builtAt)) / 1000)) : null
}

/** Where an address is kept inside a copy; null for an address the mirror never holds. */
export function fileFor(urlPath: string): string | null {
  if (!urlPath.startsWith('/') || urlPath.includes('\\') || urlPath.includes('\0')) return null
  const decoded = (() => {
    try {
      return decodeURIComponent(urlPath)
    } catch {
      return null
    }
  })()
  if (decoded === null || decoded.split('/').some((segment) => segment === '..' || segment === '.')) return null
  // Names on disk are the encoded address (no decoding surprises); a directory page is its index.html.
  const name = urlPath.endsWith('/') ? `${urlPath}index.html` : urlPath
  return path.posix.join('files', name.replace(/[^A-Za-z0-9._~/%-]/g, (c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`))
}

/** The addresses a build starts from: both languages' entry points, what the offline mode needs, and the site's own lists. */
export const SEEDS = [
  '/fr/', '/mg/', '/sitemap.xml', '/robots.txt', '/manifest.webmanifest', '/sw.js',
  '/fr/offline/', '/mg/offline/', '/fr/404.html', '/mg/404.html', '/fr/atom.xml', '/mg/atom.xml',
  '/fr/searchResult/', '/mg/searchResult/', '/fr/contact/', '/mg/contact/', '/fr/services/', '/mg/services/',
  '/page-data/app-data.json',
]
/** Answers kept although they say "not found": the not-found pages themselves. */
const NOT_FOUND_PAGES = new Set(['/fr/404.html', '/mg/404.html'])
/** Addresses tried on the chance that they exist (a page's data): their absence is no failure. */
const OPTIONAL = /^\/page-data\//
/** What a copy holds: the public site and its assets; never a form's target, a preview or the admin. */
const KEPT = /^\/(?:(?:fr|mg)\/|_next\/static\/|_islands\/|icons\/|fonts\/|media\/|page-data\/|sw\.js$|manifest\.webmanifest$|robots\.txt$|sitemap\.xml$|favicon\.ico$)/
const NEVER = /^\/(?:fr|mg)\/(?:apercu|consent|avis|contact\/envoyer|contact\/confirmation|contact\/suivi\/consulter)(?:\/|$)/
/** Addresses inside pages, stylesheets, scripts and data: quoted, in url(), or in srcset. */
const REFERENCE = /(?:["'(,\s=]|^)(\/(?:fr|mg|_next\/static|_islands|icons|fonts|media|page-data)\/[^"'()\s<>?#,]*)/g
const ABSOLUTE = /https?:\/\/[^"'\s<>]+/g

export function wanted(urlPath: string): boolean {
  return KEPT.test(urlPath) && !NEVER.test(urlPath) && fileFor(urlPath) !== null
}

/** The site's own addresses a fetched file refers to. */
export function referencesIn(urlPath: string, type: string, body: string, origin: string): string[] {
  const found = new Set<string>()
  const add = (candidate: string) => {
    const clean = candidate.split('#')[0]!.split('?')[0]!
    if (clean && wanted(clean)) found.add(clean)
  }
  if (/html|xml|json|javascript|css|manifest/.test(type)) {
    for (const match of body.matchAll(REFERENCE)) add(match[1]!)
    // Absolute links (canonical, sitemap, feeds) name pages of this site under its public address.
    for (const match of body.matchAll(ABSOLUTE)) {
      try {
        const url = new URL(match[0].replace(/&amp;/g, '&'))
        if (url.origin === origin) add(url.pathname)
      } catch {
        // not an address
      }
    }
  }
  if (/css/.test(type)) {
    for (const match of body.matchAll(/url\(\s*["']?([^"')\s]+)/g)) {
      const target = match[1]!
      if (target.startsWith('data:')) continue
      add(new URL(target, `http://mirror${urlPath}`).pathname)
    }
  }
  // Each page's data (src/app/page-data), for applications reading the site as JSON.
  if (/html/.test(type) && /^\/(?:fr|mg)\/(?:[^/]+\/){0,3}$/.test(urlPath)) add(`/page-data${urlPath}page-data.json`)
  return [...found]
}

/**
 * The key a mirror build sends in MIRROR_HEADER so that its reads are not counted against a
 * client's budget: derived from PAYLOAD_SECRET, so the same on every instance.
 */
export function mirrorBuildKey(payloadSecret: string): string {
  return createHmac('sha256', payloadSecret).update('portal mirror build').digest('hex')
}

/**
 * Reads addresses from a running portal over HTTP, uncompressed, bounded in time (30 s) and size;
 * `headers` may be a function, called for each read.
 */
export function httpFetcher(origin: URL, headers: Record<string, string> | (() => Record<string, string>) = {}): Fetcher {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 4 })
  return (urlPath: string): Promise<Fetched> =>
    new Promise((resolve, reject) => {
      const request = http.get({ host: origin.hostname, port: origin.port || 80, path: urlPath, agent, timeout: 30_000, headers: { 'accept-encoding': 'identity', ...(typeof headers === 'function' ? headers() : headers) } }, (response) => {
        const chunks: Buffer[] = []
        let size = 0
        response.on('data', (chunk: Buffer) => {
          size += chunk.length
          if (size > MIRROR_LIMITS.fileBytes) request.destroy(new Error('too large'))
          else chunks.push(chunk)
        })
        response.on('end', () => {
          const csp = response.headers['content-security-policy']
          resolve({ status: response.statusCode ?? 0, type: String(response.headers['content-type'] ?? 'application/octet-stream'), csp: typeof csp === 'string' ? csp : undefined, location: response.headers.location, body: Buffer.concat(chunks) })
        })
        response.on('error', reject)
      })
      request.on('timeout', () => request.destroy(new Error('timeout')))
      request.on('error', reject)
    })
}

export type BuildResult = { root: string; manifest: MirrorManifest; ms: number; failed: string[]; pagesSwitchedMs: number; quick: { pages: number; ms: number } | null }

/** A quick step refreshes at most this many changed pages; beyond, the full build is as quick. */
export const QUICK_MAX_PAGES = 60
/** How long before the copy's build a change may still be missing from it (a transaction committing). */
const QUICK_MARGIN_MS = 10_000
/** Pages a quick step always reads again: they list guides, so a publication often changes them. */
const QUICK_SEEDS = ['/fr/', '/mg/', '/fr/services/', '/mg/services/', '/fr/atom.xml', '/mg/atom.xml', '/sitemap.xml']

/**
 * The notice a copy's page shows, as text (between the markers, tags dropped, spaces collapsed), to
 * tell whether the origin's notice changed; null when the page has no markers.
 */
export function noticeText(html: string): string | null {
  const region = noticeRegion(html)
  if (region === null) return null
  return region
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

const NOTICE_CHANGED = 'the emergency notice changed:'

/** Why a quick step cannot keep the copy's notice, or null when the fresh home page shows the same one. */
export function noticeChange(fresh: string | undefined, kept: string | undefined): string | null {
  if (fresh === undefined) return 'the home page was not read again'
  if (kept === undefined) return 'the copy has no home page'
  const [now, before] = [noticeText(fresh), noticeText(kept)]
  if (now === null || before === null) return `the home page has no notice place (${now === null ? 'fresh read' : 'copy'})`
  if (now === before) return null
  const cut = (text: string) => (text.length > 80 ? `${text.slice(0, 80)}…` : text) || '(none)'
  return `${NOTICE_CHANGED} « ${cut(before)} » → « ${cut(now)} »`
}

/** The site's pages with the date each last changed, from the sitemap (`<loc>` under `origin`, `<lastmod>`). */
export function sitemapDates(xml: string, origin: string): Map<string, number | null> {
  const pages = new Map<string, number | null>()
  for (const match of xml.matchAll(/<url>([\s\S]*?)<\/url>/g)) {
    const loc = /<loc>([^<]+)<\/loc>/.exec(match[1]!)?.[1]?.replace(/&amp;/g, '&')
    const lastmod = /<lastmod>([^<]+)<\/lastmod>/.exec(match[1]!)?.[1]
    if (!loc) continue
    try {
      const url = new URL(loc)
      if (url.origin !== origin || !wanted(url.pathname)) continue
      const at = lastmod ? Date.parse(lastmod) : NaN
      pages.set(url.pathname, Number.isFinite(at) ? at : null)
    } catch {
      // not an address
    }
  }
  return pages
}

/** A version's name: its build's time, then the step within the build (quick 0, pages 1, page data 2), so names sort as made. */
const newStamp = (at: Date, step = 0) => `${at.toISOString().replace(/[-:.]/g, '').replace('T', '-').slice(0, 15)}-${step}${randomBytes(3).toString('hex')}`

type FileMeta = Omit<MirrorFile, 'file' | 'bytes' | 'sha256' | 'gzip'>

/** Writes one address's answer into a copy, with its gzip form when worth it (or links `reuse`'s). */
function storeFile(root: string, urlPath: string, body: Buffer, entry: FileMeta, reuse?: string): MirrorFile {
  const file = fileFor(urlPath)!
  const target = path.join(root, file)
  fs.mkdirSync(path.dirname(target), { recursive: true })
  if (reuse) fs.linkSync(reuse, target)
  else fs.writeFileSync(target, body)
  const compressible = /text|json|javascript|xml|svg|manifest/.test(entry.type) && body.length > 512
  if (compressible) {
    if (reuse && fs.existsSync(`${reuse}.gz`)) fs.linkSync(`${reuse}.gz`, `${target}.gz`)
    else fs.writeFileSync(`${target}.gz`, gzipSync(body, { level: 9 }))
  }
  return { ...entry, file, bytes: body.length, sha256: createHash('sha256').update(body).digest('hex'), gzip: compressible }
}

/**
 * The quick step of a build after a publication: the pages the sitemap dates after the copy being
 * served (and the pages that list guides) read again, every other file taken from that copy, and
 * switched to — so a publication is in the copy within seconds, not after the whole site is read
 * again. The full build follows and replaces it (pages that only mention a changed guide, such as
 * a theme's list or a related guide's title, are refreshed then). When the origin's emergency notice
 * changed (every page shows it), the fresh home pages' notice replaces the one in every kept page.
 * Nothing switched, and the reason given, when the step does not apply: too many pages changed, a
 * home page without its notice place, a redirect or a failure (the full build handles them).
 */
async function quickStep(options: { dir: string; origin: string; fetcher: Fetcher; concurrency: number; builtAt: Date }, previous: { root: string; manifest: MirrorManifest }): Promise<{ pages: number; root: string; notice?: string } | { aside: string }> {
  // A busy origin (an instance starting, a load) may drop one read: tried once more after a second.
  const fetchTwice = async (urlPath: string): Promise<Fetched | null> => {
    const first = await options.fetcher(urlPath).catch(() => null)
    if (first && (first.status < 500 || first.status > 599)) return first
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    return options.fetcher(urlPath).catch(() => null)
  }
  const sitemap = await fetchTwice('/sitemap.xml')
  if (!sitemap || sitemap.status !== 200) return { aside: `sitemap ${sitemap?.status ?? 'error'}` }
  // A change written just before the copy's build started may not have been visible to it yet.
  // A page changed when its date differs from the one in the sitemap the copy read (exact, whatever the
  // clocks); a copy made before dates were kept: dated after its build started, less a margin.
  const since = Date.parse(previous.manifest.builtAt) - QUICK_MARGIN_MS
  const known = previous.manifest.lastmod
  const dates = sitemapDates(sitemap.body.toString('utf8'), options.origin)
  const changed = [...dates]
    .filter(([urlPath, at]) => !previous.manifest.files[urlPath] || (known ? known[urlPath] !== at : at !== null && at >= since))
    .map(([urlPath]) => urlPath)
  if (changed.length > QUICK_MAX_PAGES) return { aside: `${changed.length} pages changed` }
  const targets = [...new Set([...QUICK_SEEDS.filter((p) => p !== '/sitemap.xml'), ...changed])]
  const fetched = new Map<string, Fetched>([['/sitemap.xml', sitemap]])
  const missing = new Set<string>()
  let failed: string | null = null
  const read = async (urlPath: string) => {
    const answer = await fetchTwice(urlPath)
    // A page the sitemap lists but the site does not serve, and the copy never had: skipped, as the
    // full build skips it (counted among its few tolerated failures).
    if (answer?.status === 404 && !previous.manifest.files[urlPath] && !QUICK_SEEDS.includes(urlPath)) return
    if (!answer || answer.status !== 200 || answer.body.length > MIRROR_LIMITS.fileBytes) failed ??= `${answer?.status ?? 'error'} ${urlPath}`
    else fetched.set(urlPath, answer)
  }
  const inBatches = async (list: string[]) => {
    for (let i = 0; i < list.length && !failed; i += options.concurrency) await Promise.all(list.slice(i, i + options.concurrency).map(read))
  }
  await inBatches(targets)
  if (failed) return { aside: failed }
  const pages = new Map<string, string>()
  for (const [urlPath, answer] of fetched) {
    if (!answer.type.startsWith('text/html')) continue
    const text = answer.body.toString('utf8')
    pages.set(urlPath, mirrorPage(text, urlPath, options.builtAt))
    // A new file a changed page refers to (an image, a new page's asset); page data wait for the full build.
    for (const reference of referencesIn(urlPath, answer.type, text, options.origin)) {
      if (!previous.manifest.files[reference] && !previous.manifest.redirects?.[reference] && !fetched.has(reference) && !reference.startsWith('/page-data/')) missing.add(reference)
    }
  }
  if (missing.size > QUICK_MAX_PAGES) return { aside: `${missing.size} new files` }
  await inBatches([...missing])
  if (failed) return { aside: failed }
  // Every page shows the origin's notice: when it changed, the fresh home page's notice (in each
  // language) is put in every page kept from the copy, so a notice set or ended is in the copy
  // within seconds too.
  const oldHome = previous.manifest.files['/fr/']
  const noticeMoved = noticeChange(pages.get('/fr/'), oldHome && fs.readFileSync(path.join(previous.root, oldHome.file), 'utf8'))
  let freshNotice: Record<'fr' | 'mg', string> | null = null
  if (noticeMoved) {
    const [fr, mg] = [noticeRegion(pages.get('/fr/') ?? ''), noticeRegion(pages.get('/mg/') ?? '')]
    if (!noticeMoved.startsWith(NOTICE_CHANGED) || fr === null || mg === null) return { aside: noticeMoved }
    freshNotice = { fr, mg }
  }

  const stamp = newStamp(options.builtAt)
  const versions = path.join(options.dir, 'versions')
  const partial = path.join(versions, `${stamp}.partial`)
  try {
    const files: Record<string, MirrorFile> = {}
    let noticePages = 0
    for (const [urlPath, entry] of Object.entries(previous.manifest.files)) {
      if (fetched.has(urlPath)) continue
      if (freshNotice && entry.type.startsWith('text/html')) {
        const kept = fs.readFileSync(path.join(previous.root, entry.file), 'utf8')
        const page = withNoticeRegion(kept, freshNotice[langOfPath(urlPath)])
        if (page !== kept) {
          files[urlPath] = storeFile(partial, urlPath, Buffer.from(page), { type: entry.type, status: entry.status, ...(entry.csp ? { csp: entry.csp } : {}) })
          noticePages++
          continue
        }
      }
      linkEntry(previous.root, partial, entry)
      files[urlPath] = entry
    }
    let newPages = 0
    for (const [urlPath, answer] of fetched) {
      const page = pages.get(urlPath)
      if (page !== undefined && !previous.manifest.files[urlPath]) newPages++
      files[urlPath] = storeFile(partial, urlPath, page === undefined ? answer.body : Buffer.from(page), { type: answer.type, status: 200, ...(page !== undefined && answer.csp ? { csp: answer.csp } : {}) })
    }
    const bytes = Object.values(files).reduce((sum, f) => sum + f.bytes, 0)
    if (bytes > MIRROR_LIMITS.totalBytes) throw new Error(`the mirror would exceed ${MIRROR_LIMITS.totalBytes} bytes`)
    const manifest: MirrorManifest = { ...previous.manifest, builtAt: options.builtAt.toISOString(), files, pages: previous.manifest.pages + newPages, bytes, basedOn: previous.manifest.builtAt, lastmod: Object.fromEntries(dates) }
    delete manifest.notice
    fs.writeFileSync(path.join(partial, MANIFEST), JSON.stringify(manifest))
    const root = path.join(versions, stamp)
    fs.renameSync(partial, root)
    switchTo(options.dir, stamp)
    return { pages: pages.size, root, ...(noticeMoved ? { notice: `${noticeMoved} (in ${noticePages} more pages)` } : {}) }
  } catch (error) {
    fs.rmSync(partial, { recursive: true, force: true })
    throw error
  }
}

/** Puts a file of one copy (and its gzip form) into another by a hard link: no bytes copied. */
function linkEntry(fromRoot: string, toRoot: string, entry: MirrorFile): void {
  const target = path.join(toRoot, entry.file)
  fs.mkdirSync(path.dirname(target), { recursive: true })
  fs.linkSync(path.join(fromRoot, entry.file), target)
  if (entry.gzip) fs.linkSync(path.join(fromRoot, `${entry.file}.gz`), `${target}.gz`)
}

/**
 * Builds a new copy from `fetcher` and switches to it. Refuses (keeping the copy being served)
 * when an entry page is missing or more than 2 % of the addresses failed: an old complete copy is
 * better than a new broken one.
 * When a copy exists, in two steps, so that a publication reaches the copy's pages sooner: first
 * the pages and their assets, with the previous copy's page data, switched to; then the page data
 * (for applications, not readers), switched to again.
 */
export async function buildMirror(options: { dir: string; origin: string; fetcher: Fetcher; concurrency?: number; now?: () => Date; log?: (line: string) => void; quick?: boolean }): Promise<BuildResult> {
  const started = Date.now()
  const builtAt = (options.now ?? (() => new Date()))()
  let previous = currentMirror(options.dir)
  // After a publication, the changed pages first (seconds), then the whole site as before.
  let quick: BuildResult['quick'] = null
  if (previous && options.quick !== false) {
    const step = await quickStep({ ...options, concurrency: options.concurrency ?? 2, builtAt }, previous)
    if ('aside' in step) options.log?.(`mirror: quick step aside: ${step.aside.slice(0, 200)}`)
    else {
      quick = { pages: step.pages, ms: Date.now() - started }
      options.log?.(`mirror: quick step: ${step.pages} changed or listing pages in the copy at ${quick.ms} ms${step.notice ? `; ${step.notice.slice(0, 200)}` : ''}`)
      previous = currentMirror(options.dir)
    }
  }
  let stamp = newStamp(builtAt, 1)
  const versions = path.join(options.dir, 'versions')
  let partial = path.join(versions, `${stamp}.partial`)
  fs.mkdirSync(partial, { recursive: true })
  const files: Record<string, MirrorFile> = {}
  const redirects: Record<string, MirrorRedirect> = {}
  const failed: string[] = []
  let twoSteps = previous !== null
  const deferred: string[] = []
  const isData = (urlPath: string) => urlPath.startsWith('/page-data/')
  const queue = SEEDS.filter((seed) => !(twoSteps && isData(seed)))
  if (twoSteps) deferred.push(...SEEDS.filter(isData))
  const seen = new Set(SEEDS)
  let total = 0
  let pages = 0
  let sitemapSeen: Map<string, number | null> | null = null
  let pagesSwitchedMs = 0
  try {
    const write = (urlPath: string, body: Buffer, entry: FileMeta, reuse?: string) => {
      total += body.length
      if (total > MIRROR_LIMITS.totalBytes) throw new Error(`the mirror would exceed ${MIRROR_LIMITS.totalBytes} bytes`)
      files[urlPath] = storeFile(partial, urlPath, body, entry, reuse)
    }

    const one = async (urlPath: string) => {
      // Build assets never change under their name: the previous copy's file is linked, not fetched.
      const old = previous?.manifest.files[urlPath]
      if (old && urlPath.startsWith('/_next/static/')) {
        const source = path.join(previous!.root, old.file)
        if (fs.existsSync(source)) {
          const body = fs.readFileSync(source)
          write(urlPath, body, { type: old.type, status: old.status }, source)
          return
        }
      }
      const fetched = await options.fetcher(urlPath).catch((error: Error) => ({ status: 0, type: '', body: Buffer.from(error.message) }) as Fetched)
      if ([301, 302, 307, 308].includes(fetched.status) && fetched.location) {
        // Only redirects within the site are replayed; their target is copied too.
        const target = (() => {
          try {
            const url = new URL(fetched.location!, `${options.origin}${urlPath}`)
            return url.origin === options.origin || url.origin === 'http://mirror' ? url.pathname + url.search : null
          } catch {
            return null
          }
        })()
        const targetPath = target?.split('?')[0]
        if (!target || !targetPath || !wanted(targetPath)) {
          failed.push(`${fetched.status} ${urlPath} (outside the site)`)
          return
        }
        redirects[urlPath] = { status: fetched.status as MirrorRedirect['status'], location: target }
        if (!seen.has(targetPath)) {
          seen.add(targetPath)
          queue.push(targetPath)
        }
        return
      }
      if (fetched.status === 404 && OPTIONAL.test(urlPath)) return
      const keep = fetched.status === 200 || (fetched.status === 404 && NOT_FOUND_PAGES.has(urlPath))
      if (!keep) {
        failed.push(`${fetched.status || 'error'} ${urlPath}`)
        return
      }
      if (fetched.body.length > MIRROR_LIMITS.fileBytes) {
        failed.push(`too large ${urlPath}`)
        return
      }
      const isHtml = fetched.type.startsWith('text/html')
      const text = /text|json|javascript|xml|manifest/.test(fetched.type) ? fetched.body.toString('utf8') : ''
      // The dates of the sitemap this copy reads: the next quick step compares with them.
      if (urlPath === '/sitemap.xml' && fetched.status === 200) sitemapSeen = sitemapDates(text, options.origin)
      for (const reference of referencesIn(urlPath, fetched.type, text, options.origin)) {
        if (seen.has(reference)) continue
        if (seen.size >= MIRROR_LIMITS.files) throw new Error(`the mirror would hold more than ${MIRROR_LIMITS.files} files`)
        seen.add(reference)
        ;(twoSteps && isData(reference) ? deferred : queue).push(reference)
      }
      const body = isHtml ? Buffer.from(mirrorPage(text, urlPath, builtAt)) : fetched.body
      if (isHtml) pages++
      write(urlPath, body, { type: fetched.type, status: fetched.status as 200 | 404, ...(isHtml && fetched.csp ? { csp: fetched.csp } : {}) })
    }

    // A few at a time: the build must never take the workers from citizens.
    const concurrency = options.concurrency ?? 2
    let active = 0
    const crawl = () => new Promise<void>((resolve, reject) => {
      const next = () => {
        if (queue.length === 0 && active === 0) return resolve()
        while (active < concurrency && queue.length > 0) {
          const urlPath = queue.shift()!
          active++
          one(urlPath).then(
            () => {
              active--
              next()
            },
            (error: unknown) => reject(error),
          )
        }
      }
      next()
    })
    const check = () => {
      const missingEntry = ['/fr/', '/mg/', '/fr/offline/', '/mg/offline/'].filter((entry) => !files[entry])
      if (missingEntry.length > 0) throw new Error(`entry pages missing: ${missingEntry.join(', ')} (${failed.slice(0, 5).join('; ')})`)
      if (failed.length > Math.max(2, seen.size * 0.02)) throw new Error(`${failed.length} of ${seen.size} addresses failed: ${failed.slice(0, 5).join('; ')}`)
    }
    const finish = (): { root: string; manifest: MirrorManifest } => {
      const manifest: MirrorManifest = { format: 1, builtAt: builtAt.toISOString(), origin: options.origin, files: { ...files }, redirects: { ...redirects }, pages, bytes: total, ...(sitemapSeen ? { lastmod: Object.fromEntries(sitemapSeen) } : {}) }
      fs.writeFileSync(path.join(partial, MANIFEST), JSON.stringify(manifest))
      const root = path.join(versions, stamp)
      fs.renameSync(partial, root)
      switchTo(options.dir, stamp)
      return { root, manifest }
    }

    await crawl()
    write(MIRROR_CSS_PATH, Buffer.from(MIRROR_CSS), { type: 'text/css; charset=utf-8', status: 200 })
    check()
    let done: { root: string; manifest: MirrorManifest }
    if (twoSteps && previous) {
      // Step 1: the pages, with the previous copy's page data meanwhile.
      for (const [urlPath, entry] of Object.entries(previous.manifest.files)) {
        if (!isData(urlPath) || files[urlPath]) continue
        linkEntry(previous.root, partial, entry)
        files[urlPath] = entry
      }
      const first = finish()
      pagesSwitchedMs = Date.now() - started
      // Step 2: the page data, into a copy of step 1 (files linked, not copied).
      stamp = newStamp(builtAt, 2)
      partial = path.join(versions, `${stamp}.partial`)
      for (const [urlPath, entry] of Object.entries(first.manifest.files)) {
        if (isData(urlPath)) delete files[urlPath]
        else linkEntry(first.root, partial, entry)
      }
      twoSteps = false
      queue.push(...deferred.splice(0))
      await crawl()
      check()
      done = finish()
    } else {
      done = finish()
      pagesSwitchedMs = Date.now() - started
    }
    prune(options.dir)
    options.log?.(`mirror: ${Object.keys(files).length} files, ${pages} pages, ${total} bytes in ${Date.now() - started} ms (pages switched to at ${pagesSwitchedMs} ms)${failed.length ? `; ${failed.length} failed: ${failed.slice(0, 5).join('; ')}` : ''}`)
    return { ...done, ms: Date.now() - started, failed, pagesSwitchedMs, quick }
  } catch (error) {
    fs.rmSync(partial, { recursive: true, force: true })
    throw error
  }
}

/** Points `current` at a version in one step: a new link renamed over the old one. */
function switchTo(dir: string, stamp: string): void {
  const link = path.join(dir, `current.${randomBytes(4).toString('hex')}`)
  fs.symlinkSync(path.join('versions', stamp), link)
  fs.renameSync(link, path.join(dir, 'current'))
}

/** Keeps the two newest copies (and the one served), and drops builds that never finished. */
export function prune(dir: string, keep = 2, now = Date.now()): void {
  const versions = path.join(dir, 'versions')
  const serving = (() => {
    try {
      return path.basename(fs.readlinkSync(path.join(dir, 'current')))
    } catch {
      return null
    }
  })()
  const names = fs.existsSync(versions) ? fs.readdirSync(versions) : []
  const complete = names.filter((name) => !name.endsWith('.partial')).sort().reverse()
  for (const name of complete.slice(keep)) if (name !== serving) fs.rmSync(path.join(versions, name), { recursive: true, force: true })
  for (const name of names.filter((n) => n.endsWith('.partial'))) {
    const at = fs.statSync(path.join(versions, name)).mtimeMs
    if (now - at > 60 * 60 * 1000) fs.rmSync(path.join(versions, name), { recursive: true, force: true })
  }
  for (const name of fs.readdirSync(dir)) if (/^current\.[0-9a-f]{8}$/.test(name)) fs.rmSync(path.join(dir, name), { force: true })
}

/**
 * Sets (or clears, with null) the emergency notice in the copy being served, without the origin:
 * a new version with every page changed, switched to at once. The next build from the origin
 * shows the origin's notice again: set it in the admin as well once the site is back.
 */
export function setMirrorNotice(dir: string, notice: MirrorNotice | null, now = new Date()): MirrorManifest {
  const mirror = currentMirror(dir)
  if (!mirror) throw new Error(`no mirror in ${dir}: build one first (npm run mirror -- build)`)
  const stamp = newStamp(now)
  const partial = path.join(dir, 'versions', `${stamp}.partial`)
  try {
    const files: Record<string, MirrorFile> = {}
    for (const [urlPath, entry] of Object.entries(mirror.manifest.files)) {
      if (!entry.type.startsWith('text/html')) {
        linkEntry(mirror.root, partial, entry)
        files[urlPath] = entry
        continue
      }
      const source = path.join(mirror.root, entry.file)
      const target = path.join(partial, entry.file)
      fs.mkdirSync(path.dirname(target), { recursive: true })
      const body = Buffer.from(withNotice(fs.readFileSync(source, 'utf8'), urlPath, notice))
      fs.writeFileSync(target, body)
      if (entry.gzip) fs.writeFileSync(`${target}.gz`, gzipSync(body, { level: 9 }))
      files[urlPath] = { ...entry, bytes: body.length, sha256: createHash('sha256').update(body).digest('hex') }
    }
    const manifest: MirrorManifest = { ...mirror.manifest, files, notice: { setAt: now.toISOString(), notice } }
    fs.writeFileSync(path.join(partial, MANIFEST), JSON.stringify(manifest))
    fs.renameSync(partial, path.join(dir, 'versions', stamp))
    switchTo(dir, stamp)
    prune(dir)
    return manifest
  } catch (error) {
    fs.rmSync(partial, { recursive: true, force: true })
    throw error
  }
}
