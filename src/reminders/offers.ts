/** The published events as the reminders page offers them: each with its guide, its deadline in words and its reminders' days. */
import type { Payload } from 'payload'

import { format, getDictionary, type Locale } from '@/i18n'
import { formatDeadlineLength } from '@/model/deadline'

import { formatDay, formatShortDay } from './dates'
import { guideFor, publishedEvents } from './events'

export type Offer = {
  id: number
  title: string
  keywords: { fr: string; mg: string }
  given: 'date' | 'year' | 'none'
  dateLabel: string
  guide: { title: string; slug: string } | null
  /** « 30 jours après la date », « chaque année le 31/03 », with its « à confirmer ». */
  deadline: string
  /** « 20 jours avant, la veille, le lendemain ». */
  reminders: string
}

export function whenText(offsetDays: number, lang: Locale): string {
  const t = getDictionary(lang).remindersPage
  if (offsetDays === 0) return t.onDay
  if (offsetDays === -1) return t.dayBefore
  if (offsetDays === 1) return t.dayAfter
  return format(offsetDays < 0 ? t.before : t.after, { n: String(Math.abs(offsetDays)) })
}

export async function reminderOffers(payload: Payload, lang: Locale): Promise<Offer[]> {
  const t = getDictionary(lang).remindersPage
  const events = await publishedEvents(payload)
  const offers: Offer[] = []
  for (const event of events) {
    const guide = await guideFor(payload, lang, event.guideId)
    const d = guide?.deadline ?? null
    const what =
      event.deadlineFrom === 'given' ? t.deadlineGiven
      : !d ? t.unconfirmed
      : d.kind === 'after' ? format(t.deadlineAfter, { length: formatDeadlineLength(d, lang) })
      : d.kind === 'yearly' ? format(t.deadlineYearly, { day: formatShortDay(`2000-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`) })
      : formatDay(d.date)
    offers.push({
      id: event.id,
      title: event.title[lang] || event.title.fr,
      keywords: event.keywords,
      given: event.given,
      dateLabel: event.dateLabel[lang] || event.dateLabel.fr,
      guide: guide ? { title: guide.title, slug: guide.slug } : null,
      deadline: d?.unsure && event.deadlineFrom !== 'given' ? `${what} (${t.unconfirmed}${lang === 'fr' ? ' :' : ':'} ${d.unsure})` : what,
      reminders: [...event.reminders].sort((a, b) => a.offsetDays - b.offsetDays).map((r) => whenText(r.offsetDays, lang)).join(', '),
    })
  }
  return offers
}
