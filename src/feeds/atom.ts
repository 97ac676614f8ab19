/**
 * The Atom feed of published changes, per language (/{lang}/atom.xml): every major change of a
 * published guide, with its note, newest first (a first publication is a change, so the seeded
 * guides fill it). Built from the guides' public change history (src/editorial/changeHistory.ts).
 */
import { absoluteUrl, getDictionary, pathFor, type Locale } from '@/i18n'
import type { GuideChangeEntry } from '@/model/guide'

type FeedEntry = { title: string; url: string; at: string; note: string }

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

/** The feed of the newest changes (src/content/changes.ts), as Atom. */
export function atomFeed(lang: Locale, changes: GuideChangeEntry[], now = new Date()): string {
  const entries: FeedEntry[] = changes.map((c) => ({ title: c.title, url: absoluteUrl(pathFor(lang, 'service', c.slug)), at: c.at, note: c.note }))
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
