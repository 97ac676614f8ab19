/**
 * The admin's checks on a guide's proofs (issue 40): a source's short name, an office's confirmation,
 * and each reference (which statement, which source, the source's words). Refusals say where and
 * what to do, in the admin's language.
 */
import { adminLanguage } from './adminLanguage'
import { MAX_QUOTE, STATEMENT_PATH } from '@/model/certainty'

export const CONFIRMATION_MEANS = ['telephone', 'letter', 'email', 'visit'] as const
export type ConfirmationMeans = (typeof CONFIRMATION_MEANS)[number]
export const confirmationLabels: Record<ConfirmationMeans, { fr: string; mg: string }> = {
  telephone: { fr: 'Par téléphone', mg: 'Tamin’ny telefaona' },
  letter: { fr: 'Par lettre', mg: 'Tamin’ny taratasy' },
  email: { fr: 'Par courriel', mg: 'Tamin’ny mailaka' },
  visit: { fr: 'Au guichet', mg: 'Teny amin’ny birao' },
}

export const SOURCE_KEY = /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/

type Options = { req?: { i18n?: { language?: string } }; data?: unknown; siblingData?: unknown }
type Source = { key?: string | null; kind?: string | null }
type Doc = { sources?: Source[] | null; documents?: unknown[] | null; steps?: unknown[] | null; faq?: unknown[] | null; legalReferences?: unknown[] | null; onlineServices?: unknown[] | null; youReceive?: string | null; deadline?: { kind?: string | null } | null }

const messages = {
  fr: {
    key: 'Nom court attendu : lettres minuscules, chiffres et tirets (ex. « torolalana »).',
    keyTwice: (key: string) => `Le nom court « ${key} » est déjà pris par une autre source de la fiche.`,
    confirmedBy: 'Pour une confirmation du service, dites qui a confirmé et dans quel service.',
    path: 'Information inconnue : choisissez-la dans la liste (résumé, document, étape, question…).',
    missing: (path: string) => `L’information « ${path} » n’existe pas (ou plus) dans la fiche : choisissez-en une autre ou supprimez cette preuve.`,
    source: (keys: string) => `Source inconnue : choisissez l’une des sources de la fiche (${keys || 'aucune source'}).`,
    quote: `Recopiez les mots de la source (au plus ${MAX_QUOTE} caractères).`,
  },
  mg: {
    key: 'Anarana fohy andrasana: litera kely, isa ary tsipika (ohatra « torolalana »).',
    keyTwice: (key: string) => `Efa nampiasain’ny loharano hafa ato amin’ny torolalana ny anarana fohy « ${key} ».`,
    confirmedBy: 'Ho an’ny fanamafisan’ny birao, lazao hoe iza no nanamafy sy tao amin’ny birao inona.',
    path: 'Fampahalalana tsy fantatra: safidio ao amin’ny lisitra (famintinana, taratasy, dingana, fanontaniana…).',
    missing: (path: string) => `Tsy misy (intsony) ato amin’ny torolalana ny fampahalalana « ${path} »: misafidiana hafa na fafao ity porofo ity.`,
    source: (keys: string) => `Loharano tsy fantatra: safidio ny iray amin’ireo loharanon’ny torolalana (${keys || 'tsy misy loharano'}).`,
    quote: `Adikao ny tenin’ny loharano (litera ${MAX_QUOTE} farafahabetsany).`,
  },
}

const t = (options: Options | undefined) => messages[adminLanguage(options?.req as never)]

/** The keys references may name: each source's short name, else `source-N` by its place. */
export function sourceKeys(sources: Source[] | null | undefined): string[] {
  return (sources ?? []).map((s, i) => s.key?.trim() || `source-${i + 1}`)
}

export function validateSourceKey(value: string | null | undefined, options?: Options): true | string {
  if (!value) return true
  if (!SOURCE_KEY.test(value)) return t(options).key
  const sources = (options?.data as Doc | undefined)?.sources ?? []
  return sources.filter((s) => s.key === value).length > 1 ? t(options).keyTwice(value) : true
}

export function validateConfirmedBy(value: string | null | undefined, options?: Options): true | string {
  const kind = (options?.siblingData as Source | undefined)?.kind
  return kind === 'office' && !value?.trim() ? t(options).confirmedBy : true
}

/** Whether a statement path exists in the guide as the form holds it. */
export function statementExists(path: string, doc: Doc): boolean {
  if (['summary', 'audience', 'cost', 'processingTime', 'whereToApply'].includes(path)) return true
  if (path === 'youReceive') return Boolean(doc.youReceive?.trim())
  if (path === 'deadline') return Boolean(doc.deadline?.kind)
  const [list, index] = path.split('.') as [keyof Doc, string]
  const rows = doc[list]
  return Array.isArray(rows) && Number(index) < rows.length
}

export function validateStatementPath(value: string | null | undefined, options?: Options): true | string {
  if (!value || !STATEMENT_PATH.test(value)) return t(options).path
  const doc = options?.data as Doc | undefined
  return !doc || statementExists(value, doc) ? true : t(options).missing(value)
}

export function validateReferenceSource(value: string | null | undefined, options?: Options): true | string {
  const keys = sourceKeys((options?.data as Doc | undefined)?.sources)
  return value && keys.includes(value) ? true : t(options).source(keys.join(', '))
}

export function validateQuote(value: string | null | undefined, options?: Options): true | string {
  const quote = value?.trim() ?? ''
  return quote.length > 0 && quote.length <= MAX_QUOTE ? true : t(options).quote
}
