/**
 * Turns the HTML that React rendered on the server (through Next.js) into the document a
 * citizen receives: no framework runtime, no flight data, no script preloads — only the
 * page's own inline head script (marked `data-portal`, allowed by its hash) and the islands
 * the page uses (elements marked `data-island="name"`).
 *
 * Islands are inserted as module scripts when the document is parsed (DOMContentLoaded), not
 * listed in the HTML: the browser's preload scanner would otherwise fetch them alongside the
 * stylesheets and the heading font, and on 2G they would delay the first render (measured:
 * LCP ×1.2 against the page without scripts, ×1.04–1.10 this way). Inserted before `load`,
 * they still delay the load event, so "page loaded" means "islands running".
 */
import { createHash } from 'node:crypto'

/** Island names in load order; `runtime` is on every page. */
export const ISLANDS = ['runtime', 'search', 'contact', 'print', 'pageview'] as const
export type IslandName = (typeof ISLANDS)[number]
/** Island name → public URL of its hashed bundle (written by scripts/build-server.mjs). */
export type IslandManifest = Partial<Record<IslandName, string>>

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi
const SCRIPT_LINK = /<link\b[^>]*\b(?:rel="(?:modulepreload|preconnect)"|as="script")[^>]*\/?>/gi
const REACT_MARKERS = /<!--(?: |\$|\/\$)-->/g

export function sha256(text: string): string {
  return `'sha256-${createHash('sha256').update(text).digest('base64')}'`
}

export function islandsUsed(html: string): IslandName[] {
  return ISLANDS.filter((name) => html.includes(`data-island="${name}"`))
}

export function transformPage(html: string, manifest: IslandManifest): { html: string; scriptHashes: string[] } {
  const scriptHashes: string[] = []
  let out = html.replace(SCRIPT, (whole, attributes: string, body: string) => {
    if (!/\bdata-portal\b/.test(attributes)) return ''
    scriptHashes.push(sha256(body))
    return whole
  })
  out = out.replace(SCRIPT_LINK, '').replace(REACT_MARKERS, '')
  const sources = islandsUsed(out).map((name) => manifest[name]).filter(Boolean)
  const loader = `document.addEventListener('DOMContentLoaded',function(){${JSON.stringify(sources)}.forEach(function(s){var e=document.createElement('script');e.type='module';e.src=s;document.head.appendChild(e)})})`
  if (sources.length) scriptHashes.push(sha256(loader))
  const tags = sources.length ? `<script data-portal="">${loader}</script>` : ''
  out = out.includes('</body>') ? out.replace('</body>', `${tags}</body>`) : out + tags
  return { html: out, scriptHashes }
}
