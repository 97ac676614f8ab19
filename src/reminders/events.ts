/**
 * Reminder events and their guides, read from Payload: the published events (both languages at
 * once: a keyword in either language answers in it), kept 30 s per process so that each incoming
 * SMS does not read them again; a published guide as the model's value.
 */
import type { Payload } from 'payload'

import { publicRead } from '@/content/publicRead'
import type { Locale } from '@/i18n/locales'
import { guideFromService, type Guide } from '@/model/guide'
import type { Service } from '@/payload-types'

import type { Direction, Given } from './dates'
import { reminderKeyword } from './keywords'
import type { ReminderEvent } from './plan'

type Both = { fr?: string | null; mg?: string | null } | string | null | undefined
const both = (value: Both): Record<Locale, string> => (typeof value === 'object' && value !== null ? { fr: value.fr ?? '', mg: value.mg ?? '' } : { fr: value ?? '', mg: value ?? '' })

type EventDoc = {
  id: number
  title?: Both
  keywordFr?: string | null
  keywordMg?: string | null
  guide?: number | { id: number } | null
  given?: string | null
  direction?: string | null
  deadlineFrom?: string | null
  todayWhenMissing?: boolean | null
  dateLabel?: Both
  documentsGroup?: Both
  reminders?: { offsetDays?: number | null; text?: Both }[] | null
}

/** An event document read with `locale: 'all'` as the reminders use it. */
export function eventFromDoc(doc: EventDoc): ReminderEvent {
  return {
    id: doc.id,
    title: both(doc.title),
    keywords: { fr: reminderKeyword(doc.keywordFr ?? ''), mg: reminderKeyword(doc.keywordMg ?? '') },
    guideId: typeof doc.guide === 'object' && doc.guide !== null ? doc.guide.id : (doc.guide ?? null),
    given: (['date', 'year', 'none'].includes(doc.given ?? '') ? doc.given : 'date') as Given,
    direction: (doc.direction === 'future' ? 'future' : 'past') as Direction,
    deadlineFrom: doc.deadlineFrom === 'given' ? 'given' : 'guide',
    todayWhenMissing: Boolean(doc.todayWhenMissing),
    dateLabel: both(doc.dateLabel),
    documentsGroup: both(doc.documentsGroup),
    reminders: (doc.reminders ?? []).filter((r) => typeof r.offsetDays === 'number').map((r) => ({ offsetDays: r.offsetDays!, text: both(r.text) })),
  }
}

const CACHE_MS = 30_000
let cache: { at: number; events: Promise<ReminderEvent[]> } | null = null

/** The published events (cached 30 s in this process). */
export function publishedEvents(payload: Payload, now = Date.now()): Promise<ReminderEvent[]> {
  if (!cache || now - cache.at > CACHE_MS) {
    const events = payload
      .find({ collection: 'reminder-events', locale: 'all', draft: false, overrideAccess: false, where: { _status: { equals: 'published' } }, depth: 0, limit: 100, pagination: false } as never)
      .then(({ docs }) => (docs as unknown as EventDoc[]).map(eventFromDoc))
    cache = { at: now, events }
    events.catch(() => (cache = null))
  }
  return cache.events
}

/** One event, published or not (the sender: a row's event may have been unpublished since). */
export async function eventById(payload: Payload, id: number): Promise<ReminderEvent | null> {
  const doc = await payload.findByID({ collection: 'reminder-events', id, locale: 'all', depth: 0, overrideAccess: true } as never).catch(() => null)
  return doc ? eventFromDoc(doc as unknown as EventDoc) : null
}

/** A published guide in one language, as every channel sees it. */
export async function guideFor(payload: Payload, lang: Locale, id: number | null): Promise<Guide | null> {
  if (id === null) return null
  const doc = (await payload.findByID({ ...publicRead, collection: 'services', id, locale: lang, depth: 1 }).catch(() => null)) as Service | null
  return doc?.title && doc.slug ? guideFromService(lang, doc) : null
}
