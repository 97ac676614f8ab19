/**
 * Followed guides: a guide's published major change (its public change note, issue 13:
 * src/editorial/changeHistory.ts) goes by e-mail to those who follow the guide
 * (/{lang}/alertes/?suivre=<guide>). An alert of kind `guide` records the e-mail in both languages;
 * followers who want each change get it at once, those who want a digest get the day's changes in
 * one e-mail at DIGEST_HOUR (src/alerts/mail.ts `drainDigests`). Minor changes (a typo, a layout
 * fix) send nothing. Nothing is written when a guide has no follower.
 */
import type { CollectionAfterChangeHook, Payload } from 'payload'

import { afterCommit } from '@/hooks/afterCommit'
import { absoluteUrl, formatDate, pathFor, type Locale } from '@/i18n'

import { guideChangeMail } from './compose'
import { recordMail } from './mail'
import { enqueueGuideChange, guideAudience } from './store'

/** Digests leave at 07:00 in Madagascar (04:00 UTC): read with the morning's first messages. */
export const DIGEST_HOUR_UTC = 4

/** The next digest time strictly after `now`. */
export function nextDigestAt(now: Date): Date {
  const at = new Date(now)
  at.setUTCHours(DIGEST_HOUR_UTC, 0, 0, 0)
  if (at.getTime() <= now.getTime()) at.setUTCDate(at.getUTCDate() + 1)
  return at
}

/** What recordChange leaves on the request when a published save is a major change (not a first publication). */
export type MajorChange = { lang: Locale; note: string; at: string }

/** Queues a guide's major change for its followers; the number of e-mails queued or held. */
export async function queueGuideChange(payload: Payload, serviceId: number, change: MajorChange, now = new Date()): Promise<number> {
  const audience = await guideAudience(payload, serviceId)
  if (audience === 0) return 0
  const doc = await payload.findByID({ collection: 'services', id: serviceId, locale: 'all', depth: 0, overrideAccess: true, select: { title: true, slug: true } })
  const byLang = (value: unknown): Partial<Record<Locale, string>> => (value && typeof value === 'object' ? (value as Partial<Record<Locale, string>>) : { fr: String(value ?? '') })
  const titles = byLang(doc.title)
  const slugs = byLang(doc.slug)
  const mailIn = (lang: Locale) => {
    const title = titles[lang] || titles.fr || ''
    const slug = slugs[lang] ? slugs[lang] : slugs.fr
    const link = absoluteUrl(slug && slugs[lang] ? pathFor(lang, 'service', slug) : pathFor('fr', 'service', slug ?? ''))
    return recordMail(guideChangeMail(lang, { guide: title, note: change.note, noteLang: change.lang, date: formatDate(lang, change.at), link }))
  }
  const alert = await payload.create({
    collection: 'alerts',
    overrideAccess: true,
    data: { title: (titles.fr || titles.mg || '').slice(0, 200), kind: 'guide', service: serviceId, severity: 'info', mailFr: mailIn('fr'), mailMg: mailIn('mg'), channels: 'email', audience },
  })
  return enqueueGuideChange(payload, alert.id, serviceId, nextDigestAt(now), now)
}

/** Services' afterChange hook: once the publication is committed, its followers are told. */
export const alertFollowersAfterChange: CollectionAfterChangeHook = async ({ doc, req }) => {
  const change = req.context?.majorChange as MajorChange | undefined
  if (!change || (doc as { _status?: string })._status !== 'published') return doc
  delete req.context.majorChange
  const payload = req.payload
  await afterCommit(req, async () => {
    try {
      await queueGuideChange(payload, doc.id as number, change)
    } catch (error) {
      // The publication stands; the operator sees why followers were not told.
      payload.logger.warn({ msg: 'guide followers not alerted', guide: doc.id, error: (error as Error).message.slice(0, 200) })
    }
  })
  return doc
}
