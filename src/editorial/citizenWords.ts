/**
 * The editors' one-click path from what citizens searched to the guide that answers it (issue 24):
 * a query from the report is added to a guide's or journey's "Mots des citoyens" in that language.
 *
 * - When the document's latest version is published, the words are published at once as a
 *   minor change (search words change nothing a citizen reads; no change note, no new date).
 * - When an editor's draft is pending, the words go into that draft, so that nothing unfinished
 *   is published by this click; the editor publishes the draft as usual.
 * The search index follows at once (the collections' hooks), and the audit log records who did it.
 */
import type { Payload, PayloadRequest } from 'payload'

import { hasRole } from '@/access/roles'
import type { Locale } from '@/i18n/locales'
import { CITIZEN_WORDS_MAX_EXPRESSIONS, citizenExpressions, EXPRESSION_MAX_LENGTH } from '@/model/citizenWords'

export type CitizenWordsTarget = { collection: 'services' | 'journeys'; id: number }
export type AddResult =
  | { ok: true; title: string; state: 'published' | 'draft' | 'already' }
  | { ok: false; status: 400 | 403 | 404; reason: 'forbidden' | 'notFound' | 'invalid' | 'full' }

export async function addCitizenWords(payload: Payload, req: Partial<PayloadRequest>, target: CitizenWordsTarget, lang: Locale, rawTerm: string): Promise<AddResult> {
  if (!hasRole(req.user, 'admin', 'editor')) return { ok: false, status: 403, reason: 'forbidden' }
  const term = rawTerm.replace(/\s+/g, ' ').trim()
  if (!term || term.length > EXPRESSION_MAX_LENGTH || /[\n,;]/.test(term)) return { ok: false, status: 400, reason: 'invalid' }
  const common = { collection: target.collection, id: target.id, locale: lang, fallbackLocale: false, depth: 0, user: req.user, overrideAccess: false } as const
  const latest = await payload.findByID({ ...common, draft: true }).catch(() => null)
  if (!latest) return { ok: false, status: 404, reason: 'notFound' }
  const current = citizenExpressions((latest as { citizenWords?: string | null }).citizenWords)
  const title = String((latest as { title?: string | null }).title ?? '')
  if (current.some((expression) => expression.toLowerCase() === term.toLowerCase())) return { ok: true, title, state: 'already' }
  if (current.length >= CITIZEN_WORDS_MAX_EXPRESSIONS) return { ok: false, status: 400, reason: 'full' }
  const citizenWords = [...current, term].join('\n')
  const draft = (latest as { _status?: string })._status === 'draft'
  await payload.update({
    ...common,
    draft,
    data: (draft ? { citizenWords } : { citizenWords, _status: 'published', changeKind: 'minor' }) as never,
  })
  return { ok: true, title, state: draft ? 'draft' : 'published' }
}
