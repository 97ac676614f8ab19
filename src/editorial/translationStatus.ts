/**
 * Per-language status of guides and themes, for translators and the dashboard: whether each
 * language has its text, when each language's text last changed (contentUpdatedAt, set on
 * save by src/editorial/fields.ts), and "Malagasy older than French" when the French text
 * changed after the Malagasy one. Read from the latest version (drafts included).
 */
import type { Payload } from 'payload'

export const STATUS_COLLECTIONS = ['services', 'categories', 'journeys', 'flows'] as const
export type StatusCollection = (typeof STATUS_COLLECTIONS)[number]
/** The French and Malagasy saves of one edit session are minutes apart, not "older". */
export const OUTDATED_TOLERANCE_MS = 5 * 60 * 1000

export type LanguageState = { present: boolean; updatedAt: string | null }
export type Problem = 'missingMg' | 'missingFr' | 'outdatedMg'
/** The pages that are globals, and the field whose presence says a language exists. */
export const STATUS_GLOBALS = { 'home-page': 'intro', 'about-page': 'title' } as const
export type StatusGlobal = keyof typeof STATUS_GLOBALS

export type TranslationRow = {
  collection: StatusCollection | 'globals'
  id: number | StatusGlobal
  title: string
  published: boolean
  fr: LanguageState
  mg: LanguageState
  problem: Problem | null
}

export function problemOf(fr: LanguageState, mg: LanguageState): Problem | null {
  if (!fr.present) return 'missingFr'
  if (!mg.present) return 'missingMg'
  if (fr.updatedAt && mg.updatedAt && Date.parse(fr.updatedAt) - Date.parse(mg.updatedAt) > OUTDATED_TOLERANCE_MS) return 'outdatedMg'
  return null
}

export type Localized<T> = { fr?: T | null; mg?: T | null } | null | undefined

/** Both languages' states of one document, from its text in every language and its per-language stamps. */
export function languageStates(texts: Localized<string>, stamps: Localized<string>): { fr: LanguageState; mg: LanguageState; problem: Problem | null } {
  const state = (lang: 'fr' | 'mg'): LanguageState => ({ present: Boolean(texts?.[lang]?.trim()), updatedAt: stamps?.[lang] ?? null })
  const fr = state('fr')
  const mg = state('mg')
  return { fr, mg, problem: problemOf(fr, mg) }
}

/** Every guide and theme with its per-language state (at most 2,000 of each: an internal page). */
export async function translationStatus(payload: Payload): Promise<TranslationRow[]> {
  const rows: TranslationRow[] = []
  for (const collection of STATUS_COLLECTIONS) {
    const { docs } = await payload.find({
      collection,
      locale: 'all',
      draft: true,
      depth: 0,
      limit: 2000,
      overrideAccess: true,
      select: { title: true, contentUpdatedAt: true, _status: true } as never,
    })
    for (const doc of docs as unknown as { id: number; title: Localized<string>; contentUpdatedAt: Localized<string>; _status?: string }[]) {
      rows.push({ collection, id: doc.id, title: doc.title?.fr || doc.title?.mg || `#${doc.id}`, published: doc._status === 'published', ...languageStates(doc.title, doc.contentUpdatedAt) })
    }
  }
  for (const [slug, presence] of Object.entries(STATUS_GLOBALS) as [StatusGlobal, string][]) {
    const doc = (await payload.findGlobal({ slug, locale: 'all', depth: 0, overrideAccess: true }).catch(() => null)) as Record<string, unknown> | null
    if (!doc) continue
    const title = (doc.title as Localized<string>)?.fr || (slug === 'home-page' ? 'Page d’accueil' : 'À propos')
    rows.push({ collection: 'globals', id: slug, title, published: true, ...languageStates(doc[presence] as Localized<string>, doc.contentUpdatedAt as Localized<string>) })
  }
  return rows.sort((a, b) => Number(Boolean(b.problem)) - Number(Boolean(a.problem)) || a.title.localeCompare(b.title, 'fr'))
}

/** Where the editor fixes a row, in the language to work on. */
export function editPath(row: Pick<TranslationRow, 'collection' | 'id'>, lang: 'fr' | 'mg'): string {
  return row.collection === 'globals' ? `/admin/globals/${row.id}?locale=${lang}` : `/admin/collections/${row.collection}/${row.id}?locale=${lang}`
}
