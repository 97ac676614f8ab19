/**
 * Checks made on every request before the framework sees it: cheap, allocation-light,
 * and answered with the right 4xx status in the reader's language. Nothing here reads
 * a body or touches the database.
 */
import { MAX_URL_LENGTH, MEDIA_BODY_LIMIT, PUBLIC_BODY_LIMIT, STAFF_BODY_LIMIT } from '@/http/limits'
import { refusalStatus, type Refusal, type RefusalKind } from '@/http/refusals'

const MEDIA_UPLOAD = /^\/api\/media(\/[^/]+)?\/?$/
/** Where the SMS and USSD gateways call (src/app/gateway). */
export const GATEWAY_PREFIX = '/gateway/'
/** Kannel's `sms-service` (src/app/gateway/sms/kannel): one GET per incoming SMS, answered with the reply's text. */
export const SMS_GATEWAY_PATH = '/gateway/sms/kannel/'

/** The public paths that take a form POST (their handlers read the body themselves, bounded). */
export const FORM_POST = /^\/(?:fr|mg)\/(?:contact\/envoyer|contact\/suivi\/consulter|consent|avis|alertes\/(?:abonner|code|confirmer|desabonner|renouveler)|rappels\/(?:envoyer|code))\/?$/
/** Form targets that are also the address of a link received by e-mail (opened by GET, never acting on it). */
const LINK_AND_FORM = /^\/(?:fr|mg)\/alertes\/(?:confirmer|desabonner|renouveler)\/?$/
/** Mail clients' one-click unsubscribe may post either form encoding (RFC 8058). */
const MULTIPART_FORM = /^\/(?:fr|mg)\/alertes\/desabonner\/?$/

const STAFF_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']
const READ_METHODS = ['GET', 'HEAD']

export function isStaffPath(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/') || pathname === '/api' || pathname.startsWith('/api/')
}

/** The path part of a request target, without decoding; null when the target is not a path. */
export function pathOf(target: string): string | null {
  if (!target.startsWith('/') || target.startsWith('//')) return null
  const end = target.search(/[?#]/)
  return end === -1 ? target : target.slice(0, end)
}

function refuse(kind: RefusalKind, allow?: string[]): Refusal {
  return { status: refusalStatus[kind], kind, ...(allow ? { allow } : {}) }
}

/** Null when the request may go on; else what to answer. */
export function checkRequest(method: string, target: string, headers: { 'content-length'?: string; 'content-type'?: string; 'transfer-encoding'?: string }): Refusal | null {
  if (target.length > MAX_URL_LENGTH) return refuse('uriTooLong')
  const path = pathOf(target)
  if (path === null) return refuse('badRequest')
  let decoded: string
  try {
    decoded = decodeURIComponent(path)
  } catch {
    return refuse('badRequest')
  }
  // NUL and other control characters have no place in a path; `..` segments are not ours to resolve.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(decoded) || /(^|\/)\.\.(\/|$)/.test(decoded)) return refuse('badRequest')
  // The query string is decoded leniently (URLSearchParams): a bad sequence becomes U+FFFD.

  const staff = isStaffPath(path)
  const form = !staff && FORM_POST.test(path)
  // The SMS and USSD gateways (src/channels): a GET per SMS, a small form POST per USSD step.
  if (path.startsWith(GATEWAY_PREFIX)) {
    if (method !== 'GET' && method !== 'POST') return refuse('method', ['GET', 'POST'])
    const declared = headers['content-length']
    if (declared !== undefined && (!/^\d+$/.test(declared) || Number(declared) > PUBLIC_BODY_LIMIT)) return refuse(/^\d+$/.test(declared) ? 'tooLarge' : 'badRequest')
    return null
  }
  // Page data is read from other sites too: a browser may ask first (CORS preflight).
  const allowed = staff ? STAFF_METHODS : form ? (LINK_AND_FORM.test(path) ? [...READ_METHODS, 'POST'] : ['POST']) : path.startsWith('/page-data/') ? [...READ_METHODS, 'OPTIONS'] : READ_METHODS
  if (!allowed.includes(method)) return refuse('method', allowed)

  const declared = headers['content-length']
  if (declared !== undefined) {
    if (!/^\d+$/.test(declared)) return refuse('badRequest')
    const limit = staff ? (MEDIA_UPLOAD.test(path) ? MEDIA_BODY_LIMIT : STAFF_BODY_LIMIT) : form ? PUBLIC_BODY_LIMIT : 0
    if (Number(declared) > limit) return refuse('tooLarge')
  } else if (headers['transfer-encoding'] && !staff && !form) {
    return refuse('tooLarge')
  }

  if (form && method === 'POST') {
    const type = (headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase()
    if (type !== 'application/x-www-form-urlencoded' && !(type === 'multipart/form-data' && MULTIPART_FORM.test(path))) return refuse('mediaType')
  }
  return null
}

