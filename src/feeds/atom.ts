/**
 * The Atom feed of published changes, per language (/{lang}/atom.xml): every major change of a
 * published guide, with its note, newest first (a first publication is a change, so the seeded
 * guides fill it). Built from the guides' public change history (src/editorial/changeHistory.ts).
 */
import type { Payload } from 'payload'

import { absoluteUrl, getDictionary, pathFor, type Locale } from '@/i18n'

export const FEED_MAX_ENTRIES = 100

export type FeedEntry = { title: string; url: string; at: string; note: string; summary?: string | null }

const escapeXml = (text: string) =>
  text
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')

export function feedPath(lang: Locale): string {
  return `/${lang}/atom.xml`
}

export function atomFeed(lang: Locale, entries: FeedEntry[], now = new Date()): string {
  const t = getDictionary(lang).feed
  const self = absoluteUrl(feedPath(lang))
  const updated = entries[0]?.at ?? now.toISOString()
  const items = entries
    .map(
      (entry) => `  <entry>
    <title>${escapeXml(entry.title)}</title>
    <link rel="alternate" type="text/html" href="${escapeXml(entry.url)}"/>
    <id>${escapeXml(`${entry.url}#${entry.at}`)}</id>
    <updated>${escapeXml(entry.at)}</updated>
    <summary>${escapeXml(entry.note)}</summary>
  </entry>`,
    )
    .join('\n')
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${lang}">
  <title>${escapeXml(t.title)}</title>
  <subtitle>${escapeXml(t.subtitle)}</subtitle>
  <link rel="self" type="application/atom+xml" href="${escapeXml(self)}"/>
  <link rel="alternate" type="text/html" href="${escapeXml(absoluteUrl(pathFor(lang, 'home')))}"/>
  <id>${escapeXml(self)}</id>
  <updated>${escapeXml(updated)}</updated>
  <author><name>${escapeXml(getDictionary(lang).site.name)}</name></author>
${items}
</feed>
`
}

type Published = { id: number; title?: string | null; slug?: string | null; changeHistory?: { at: string; note: string }[] | null }

/** The newest published changes in one language (guides without text in it are not in its feed). */
export async function feedEntries(payload: Payload, lang: Locale): Promise<FeedEntry[]> {
  const { docs } = await payload.find({
    collection: 'services',
    locale: lang,
    fallbackLocale: false,
    draft: false,
    depth: 0,
    limit: 2_000,
    overrideAccess: false,
    select: { title: true, slug: true, changeHistory: true },
  })
  const entries: FeedEntry[] = []
  for (const doc of docs as unknown as Published[]) {
    if (!doc.title || !doc.slug) continue
    const url = absoluteUrl(pathFor(lang, 'service', doc.slug))
    for (const change of doc.changeHistory ?? []) entries.push({ title: doc.title, url, at: change.at, note: change.note })
  }
  return entries.sort((a, b) => b.at.localeCompare(a.at) || a.title.localeCompare(b.title, lang)).slice(0, FEED_MAX_ENTRIES)
}
