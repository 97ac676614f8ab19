/**
 * The newest public changes of the guides, in one language: every major change of a published
 * guide with its note (a first publication is one), newest first. Read for the Atom feed
 * (src/feeds/atom.ts), from the guides' public change history (src/editorial/changeHistory.ts).
 */
import type { Locale } from '@/i18n'
import type { GuideChangeEntry } from '@/model/guide'

import { payloadClient } from './payload'
import { publicRead } from './publicRead'

export const FEED_MAX_ENTRIES = 100

type Published = { id: number; title?: string | null; slug?: string | null; changeHistory?: { at: string; note: string }[] | null }

/** Guides without text in this language are not in its changes. */
export async function recentChanges(lang: Locale): Promise<GuideChangeEntry[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({ ...publicRead, collection: 'services', locale: lang, depth: 0, limit: 2_000, select: { title: true, slug: true, changeHistory: true } })
  const entries: GuideChangeEntry[] = []
  for (const doc of docs as unknown as Published[]) {
    if (!doc.title || !doc.slug) continue
    for (const change of doc.changeHistory ?? []) entries.push({ title: doc.title, slug: doc.slug, at: change.at, note: change.note })
  }
  return entries.sort((a, b) => b.at.localeCompare(a.at) || a.title.localeCompare(b.title, lang)).slice(0, FEED_MAX_ENTRIES)
}
