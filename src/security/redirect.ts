/**
 * Where to send a reader back after a form: only to one of our own pages, as a path.
 * Anything else (another host, `//host`, `/\\host`, a scheme, a non-page path) gives the
 * language's home page. The Referer is the only input, and it is the client's to forge.
 */
export function safeBack(referer: string | null, host: string | null, lang: string): string {
  const home = `/${lang}/`
  if (!referer || !host) return home
  let url: URL
  try {
    url = new URL(referer)
  } catch {
    return home
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.host !== host) return home
  const path = url.pathname
  if (!/^\/(?:fr|mg)\/(?:[^/\\]|$)/.test(path) || path.includes('//') || path.includes('\\') || path.includes('/consent/')) return home
  return path + url.search
}
