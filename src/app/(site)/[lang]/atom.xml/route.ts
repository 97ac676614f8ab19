/* /{lang}/atom.xml: published changes, newest first (src/feeds/atom.ts). Kept by the portal
   server's page cache and by CDNs for an hour, and purged on every publication like the pages. */
import { recentChanges } from '@/content/changes'
import { atomFeed } from '@/feeds/atom'
import { isLocale } from '@/i18n'
import { API_POLICY } from '@/security/headers'

export const dynamic = 'force-dynamic'

export async function GET(_request: Request, { params }: { params: Promise<{ lang: string }> }): Promise<Response> {
  const { lang } = await params
  if (!isLocale(lang)) return new Response('Not found\n', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
  const body = atomFeed(lang, await recentChanges(lang))
  return new Response(body, {
    // A feed opened in a browser runs nothing and loads nothing.
    headers: { 'Content-Type': 'application/atom+xml; charset=utf-8', 'Cache-Control': 'public, max-age=0, s-maxage=3600', 'Content-Security-Policy': API_POLICY },
  })
}
