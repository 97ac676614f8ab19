/*
 * /page-data/…: every public page as JSON (src/content/pageData.ts). Kept by the portal
 * server's page cache and by CDNs, purged on every publication like the pages; the shared
 * data is named by its content's hash and never changes under its name.
 */
import { FLOW_LIMITS } from '@/model/flow'
import { appData, isLocale, pageData, sharedDataByHash } from '@/openData/pageData'
import { negotiateLocale } from '@/i18n'
import { corsPreflight, IMMUTABLE_CACHE, jsonRefusal, jsonResponse } from '@/http/json'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ path: string[] }> }

export async function GET(request: Request, { params }: Context): Promise<Response> {
  const { path } = await params
  const asked = negotiateLocale({ stored: undefined, acceptLanguage: request.headers.get('accept-language') })
  if (path.length === 1 && path[0] === 'app-data.json') return jsonResponse(await appData(), { cache: 'public, max-age=0, s-maxage=3600, must-revalidate' })
  if (path.length === 3 && path[0] === 'sq' && path[1] === 'd') {
    const match = /^([0-9a-f]{20})\.json$/.exec(path[2]!)
    const shared = match ? (await sharedDataByHash()).get(match[1]!) : undefined
    // An old hash after a publication: not found, so a client asks app-data.json again.
    return shared ? jsonResponse(shared.body, { cache: IMMUTABLE_CACHE, lang: shared.lang }) : jsonRefusal('notFound', 404, asked)
  }
  const [lang, ...rest] = path
  if (!isLocale(lang) || rest.at(-1) !== 'page-data.json' || rest.length > (rest[0] === 'demarches' ? 3 + FLOW_LIMITS.questions : 4)) return jsonRefusal('notFound', 404, isLocale(lang) ? lang : asked)
  const page = await pageData(lang, rest.slice(0, -1))
  return page ? jsonResponse(page, { lang }) : jsonRefusal('notFound', 404, lang)
}

export function OPTIONS(): Response {
  return corsPreflight()
}
