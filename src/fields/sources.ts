/**
 * Sources and honest marks of a guide (issue 15): what a source must look like, and the parts
 * of a guide an editor can mark "à confirmer" for citizens.
 */
import type { TextFieldSingleValidation } from 'payload'

export const FACT_PARTS = ['cost', 'processingTime', 'documents', 'whereToApply', 'legalReferences', 'onlineServices'] as const
export type FactPart = (typeof FACT_PARTS)[number]

export const factPartLabels: Record<FactPart, { fr: string; mg: string }> = {
  cost: { fr: 'Coût', mg: 'Sarany' },
  processingTime: { fr: 'Délai', mg: 'Faharetany' },
  documents: { fr: 'Documents à fournir', mg: 'Antontan-taratasy' },
  whereToApply: { fr: 'Où s’adresser', mg: 'Aiza no mankany' },
  legalReferences: { fr: 'Textes de référence', mg: 'Lalàna iankinana' },
  onlineServices: { fr: 'Services en ligne', mg: 'Tolotra an-tserasera' },
}

/** Query parameters that only track the reader. */
const TRACKING = /^(utm_[a-z]+|fbclid|gclid|dclid|msclkid|mc_cid|mc_eid|yclid|igshid|_ga|_gl|ref|ref_src|spm)$/i
/** Webmail and mail hosts: a link there is a message, not a source. */
const MAIL_HOST = /(^|\.)(mail|webmail|outlook|owa|roundcube)\.|^(mail|webmail)\b|(^|\.)(gmail|outlook|hotmail|live|yahoo)\.com$/i
export const MAX_SOURCE_URL = 300

/** Why a source address is not clean, or null when it is. */
export function sourceUrlProblem(value: string): string | null {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return 'adresse invalide'
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'adresse non web'
  if (value.length > MAX_SOURCE_URL) return `adresse de plus de ${MAX_SOURCE_URL} caractères`
  if (MAIL_HOST.test(url.hostname)) return 'hébergeur de messagerie'
  for (const name of url.searchParams.keys()) if (TRACKING.test(name)) return `paramètre de suivi « ${name} »`
  return null
}

export const validateSourceUrl: TextFieldSingleValidation = (value) => {
  if (!value) return true
  const problem = sourceUrlProblem(value)
  return problem ? `Adresse de source refusée (${problem}) : donnez l’adresse propre de la page. / Adiresy tsy ekena (${problem}).` : true
}

/** "2025", "2025-03" or "2025-03-24": a real date, not in the future. */
export function isPartialDate(value: string, today = new Date()): boolean {
  const match = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/.exec(value)
  if (!match) return false
  const [, y, m, d] = match
  const date = new Date(Date.UTC(Number(y), m ? Number(m) - 1 : 0, d ? Number(d) : 1))
  if (date.getUTCFullYear() !== Number(y) || (m && date.getUTCMonth() !== Number(m) - 1) || (d && date.getUTCDate() !== Number(d))) return false
  return Number(y) >= 1900 && date.getTime() <= today.getTime()
}

export const validatePartialDate: TextFieldSingleValidation = (value) => {
  if (!value) return true
  return isPartialDate(value) ? true : 'Date attendue : AAAA, AAAA-MM ou AAAA-MM-JJ, pas dans le futur. / Daty: AAAA, AAAA-MM na AAAA-MM-JJ.'
}
