/**
 * Sources and honest marks of a guide (issue 15): what a source must look like, and the parts
 * of a guide an editor can mark "à confirmer" for citizens.
 */
import type { TextFieldSingleValidation } from 'payload'

import { adminLanguage } from './adminLanguage'

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

/** Every part of a guide a source can confirm: the parts above and the statements a mark can sit on. */
export const SOURCED_PARTS = ['summary', 'audience', ...FACT_PARTS, 'steps', 'faq'] as const
export type SourcedPart = (typeof SOURCED_PARTS)[number]

export const sourcedPartLabels: Record<SourcedPart, { fr: string; mg: string }> = {
  summary: { fr: 'Résumé', mg: 'Famintinana' },
  audience: { fr: 'Qui est concerné', mg: 'Iza no voakasika' },
  ...factPartLabels,
  steps: { fr: 'Étapes', mg: 'Dingana' },
  faq: { fr: 'Questions fréquentes', mg: 'Fanontaniana matetika apetraka' },
}

/** Query parameters that only track the reader (shared with the content lint, src/seed/lint.ts). */
export const TRACKING_PARAM = /^(utm_.*|fbclid|gclid|gclsrc|dclid|gbraid|wbraid|msclkid|yclid|twclid|ttclid|li_fat_id|igshid|igsh|mc_.*|_ga|_gl|_hs.*|hsctatracking|mkt_tok|oly_.*|vero_.*|wt\.mc_id|ref|ref_src|ref_url|referrer|spm|trk|trkcampaign|sc_cid|s_cid|cmpid|campaign_id|si)$/i

/** Mail services: a source is a page, never a mailbox. */
const MAIL_HOSTS = ['outlook.com', 'outlook.live.com', 'outlook.office.com', 'outlook.office365.com', 'hotmail.com', 'hotmail.fr', 'live.com', 'mail.google.com', 'gmail.com', 'mail.yahoo.com', 'ymail.com', 'proton.me', 'protonmail.com']
const MAIL_LABELS = new Set(['mail', 'webmail', 'email', 'e-mail', 'courrier', 'messagerie', 'owa', 'outlook', 'roundcube', 'zimbra', 'squirrelmail', 'horde', 'imap', 'pop', 'pop3', 'smtp', 'mx'])

export function isMailHost(hostname: string): boolean {
  const host = hostname.toLowerCase()
  return MAIL_HOSTS.some((h) => host === h || host.endsWith(`.${h}`)) || host.split('.').slice(0, -1).some((label) => MAIL_LABELS.has(label))
}

export const MAX_SOURCE_URL = 300

function problemOf(value: string): { fr: string; mg: string } | null {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return { fr: 'adresse invalide', mg: 'adiresy tsy mety' }
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { fr: 'adresse non web', mg: 'tsy adiresy tranonkala' }
  if (value.length > MAX_SOURCE_URL) return { fr: `adresse de plus de ${MAX_SOURCE_URL} caractères`, mg: `adiresy mihoatra ny litera ${MAX_SOURCE_URL}` }
  if (isMailHost(url.hostname)) return { fr: 'hébergeur de messagerie', mg: 'mpampiantrano mailaka' }
  for (const name of url.searchParams.keys()) if (TRACKING_PARAM.test(name)) return { fr: `paramètre de suivi « ${name} »`, mg: `masontsivana fanaraha-maso « ${name} »` }
  if (/https?:\/\/|https?%3a/i.test(`${url.pathname}${url.search}`)) return { fr: 'lien de redirection vers une autre adresse', mg: 'rohy mamindra any amin’ny adiresy hafa' }
  return null
}

/** Why a source address is not clean (in French unless Malagasy is asked for), or null when it is. */
export function sourceUrlProblem(value: string, language: 'fr' | 'mg' = 'fr'): string | null {
  return problemOf(value)?.[language] ?? null
}

const messages = {
  fr: {
    url: (problem: string) => `Adresse de source refusée (${problem}) : donnez l’adresse propre de la page.`,
    date: 'Date attendue : AAAA, AAAA-MM ou AAAA-MM-JJ, pas dans le futur.',
  },
  mg: {
    url: (problem: string) => `Adiresy loharano tsy ekena (${problem}): omeo ny adiresy madion’ilay pejy.`,
    date: 'Daty andrasana: AAAA, AAAA-MM na AAAA-MM-JJ, tsy amin’ny ho avy.',
  },
}

function messagesFor(req: { i18n?: { language?: string } } | undefined) {
  return messages[adminLanguage(req)]
}

export const validateSourceUrl: TextFieldSingleValidation = (value, options) => {
  if (!value) return true
  const problem = sourceUrlProblem(value, adminLanguage(options?.req))
  return problem ? messagesFor(options?.req).url(problem) : true
}

/** The oldest date a source may carry: colonial-era decrees (1896…) are still cited. */
export const OLDEST_SOURCE_YEAR = 1800

/**
 * "2025", "2025-03" or "2025-03-24": a real date, not in the future — in Madagascar (UTC+3), where
 * editors work: a page read at 01:00 on the 24th is dated the 24th. One rule for the admin and the content lint.
 */
export function isPartialDate(value: string, now = new Date()): boolean {
  const match = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/.exec(value)
  if (!match) return false
  const [, y, m, d] = match
  const date = new Date(Date.UTC(Number(y), m ? Number(m) - 1 : 0, d ? Number(d) : 1))
  if (date.getUTCFullYear() !== Number(y) || (m && date.getUTCMonth() !== Number(m) - 1) || (d && date.getUTCDate() !== Number(d))) return false
  const todayInMadagascar = new Date(now.getTime() + 3 * 3600_000).toISOString().slice(0, 10)
  return Number(y) >= OLDEST_SOURCE_YEAR && date.toISOString().slice(0, 10) <= todayInMadagascar
}

export const validatePartialDate: TextFieldSingleValidation = (value, options) => {
  if (!value) return true
  return isPartialDate(value) ? true : messagesFor(options?.req).date
}
