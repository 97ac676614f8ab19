/**
 * Search results for a new query at close to the cost of the search itself (issue 24, ADR 15).
 *
 * A results page used to be a whole App Router render per query (≈ 25 ms of a core), while the
 * search takes about 1 ms. Now Next.js renders the page's shell once per language — the same
 * page with an empty `data-search-main` block, asked with the front's secret — and the results
 * block alone comes from src/pages/portal-search-main/[lang].tsx (the same React components,
 * rendered to static markup). The worker puts one into the other; the page then goes through
 * the same transformation, policy and compression as any page (src/server/render.ts).
 *
 * Shells are kept a minute at most and dropped when the front asks workers to revalidate (a
 * publication, an emergency notice): a shell carries the header, the footer and the notice.
 * When anything is unexpected (no shell, a fragment that is not 200), the page is rendered
 * whole by Next.js as before.
 */
import type { IncomingMessage } from 'node:http'

import { SEARCH_PART_HEADER, SEARCH_PART_PATH } from '@/http/headers'

import { fetchFromNext, type Fetched } from './nextFetch'

const SHELL_TTL_MS = 60_000
/** What the shell's results block looks like when empty (SearchMain's SEARCH_MAIN_ATTRIBUTE). */
const EMPTY_MAIN = '<div data-search-main=""></div>'
/** The shell does not depend on who asks: only the host (absolute links) and the scheme are passed on. */
const SHELL_FORWARDED = ['host', 'x-portal-https'] as const

type Shell = { before: string; after: string; headers: Fetched['headers']; at: number }
export type SearchTarget = { lang: 'fr' | 'mg'; search: string }

const shells = new Map<string, Promise<Shell | null>>()

/** Forgets every shell (called when the front asks the workers to revalidate). */
export function dropSearchShells(): void {
  shells.clear()
}

/** The search page with a non-empty query, or null. */
export function searchTarget(target: string): SearchTarget | null {
  const url = new URL(target, 'http://portal.invalid')
  const match = /^\/(fr|mg)\/searchResult\/$/.exec(url.pathname)
  if (!match || !(url.searchParams.get('q') ?? '').trim()) return null
  return { lang: match[1] as 'fr' | 'mg', search: url.search }
}

async function loadShell(request: IncomingMessage, port: number, secret: string, lang: string): Promise<Shell | null> {
  const fetched = await fetchFromNext(request, port, secret, `/${lang}/searchResult/`, { forward: SHELL_FORWARDED, headers: { [SEARCH_PART_HEADER]: secret } })
  const html = fetched.body.toString('utf8')
  const at = html.indexOf(EMPTY_MAIN)
  if (fetched.status !== 200 || at < 0 || fetched.headers['set-cookie']) return null
  return { before: html.slice(0, at), after: html.slice(at + EMPTY_MAIN.length), headers: fetched.headers, at: Date.now() }
}

function shellFor(request: IncomingMessage, port: number, secret: string, lang: string): Promise<Shell | null> {
  const key = `${lang}|${request.headers.host ?? ''}|${request.headers['x-portal-https'] ?? ''}`
  const cached = shells.get(key)
  if (cached) {
    return cached.then((shell) => {
      if (shell && Date.now() - shell.at < SHELL_TTL_MS) return shell
      if (shells.get(key) === cached) shells.delete(key)
      return shellFor(request, port, secret, lang)
    })
  }
  const loading = loadShell(request, port, secret, lang).catch(() => null)
  shells.set(key, loading)
  // A failed shell is not kept: the next query tries again.
  void loading.then((shell) => {
    if (!shell && shells.get(key) === loading) shells.delete(key)
  })
  return loading
}

/** The whole page for a new query, as Next.js would have answered it; null to let Next.js render it. */
export async function composeSearchPage(request: IncomingMessage, port: number, secret: string, target: SearchTarget): Promise<Fetched | null> {
  const [shell, fragment] = await Promise.all([
    shellFor(request, port, secret, target.lang),
    fetchFromNext(request, port, secret, `${SEARCH_PART_PATH}${target.lang}/${target.search}`, { forward: SHELL_FORWARDED, headers: { [SEARCH_PART_HEADER]: secret } }),
  ])
  if (!shell || fragment.status !== 200 || !String(fragment.headers['content-type'] ?? '').startsWith('text/html')) return null
  const body = Buffer.concat([Buffer.from(shell.before), fragment.body, Buffer.from(shell.after)])
  return { status: 200, headers: shell.headers, body }
}
