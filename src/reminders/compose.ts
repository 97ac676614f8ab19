/**
 * The text of a reminder, as a basic phone receives it: the editor's sentence in the citizen's
 * language with the guide's facts put in — {date} the deadline (with « à confirmer » when the guide
 * marks it), {délai} its length, {pièces} the documents to bring, {lieu} where to go (each with its
 * mark). GSM-7, one SMS (160) whenever the facts fit, else two (306), composed to fit so that
 * the gateway never cuts it: the documents are shortened to their first clause and the place to
 * its first sentence (then cut); every document is kept, in two SMS if need be, and only what two
 * cannot hold is left out (« ... »); the date and the marks are never cut.
 * Pure.
 */
import { cutToFit, gsm7Length, SMS_MAX_CHARS, SMS_SINGLE, toGsm7 } from '@/gsm'
import type { Locale } from '@/i18n/locales'
import { formatDeadlineLength, type Deadline } from '@/model/deadline'
import type { Guide } from '@/model/guide'
import { firstSentence } from '@/model/text'

import { formatDay } from './dates'

export type ReminderFacts = {
  /** The deadline's day (YYYY-MM-DD), null when the guide gives none. */
  deadline: string | null
  /** The guide marks the deadline as unsure (its words), or the guide gives none. */
  deadlineUnsure: boolean
  /** « 30 jours » for a deadline counted from a day, else null. */
  length: string | null
  documents: { text: string; unsure: boolean }[]
  where: string
  whereUnsure: boolean
}

const bare = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[’']/g, "'").trim()

/** A document line short enough for an SMS: its first clause without asides (« le certificat d'accouchement »). */
export function shortDocument(item: string): string {
  // Asides in brackets go; the first clause stays whole (« … du déclarant et … de la mère »).
  const clause = item.replace(/\s*\([^)]*\)/g, '').split(/\s*[,;]\s*|\s+(?:délivrée?s?|remise?s?|omen’ny|omena|avy amin’ny)\s+/u)[0] ?? item
  return clause.replace(/[.:\s]+$/, '').trim()
}

/**
 * The guide's facts for one event in one language: documents whose line starts with the event's
 * group (« Pour la déclaration : ») without that prefix, or all of them; the place's first sentence.
 */
export function reminderFacts(guide: Guide | null, deadline: Deadline | null, day: string | null, group: string, lang: Locale): ReminderFacts {
  const prefix = bare(group)
  const documents = (guide?.documents ?? [])
    .filter((d) => !prefix || bare(d.item).startsWith(prefix))
    .map((d) => ({ text: shortDocument(prefix ? d.item.slice(d.item.indexOf(':') >= 0 && bare(d.item.slice(0, d.item.indexOf(':'))).startsWith(prefix) ? d.item.indexOf(':') + 1 : group.length).trim() : d.item), unsure: Boolean(d.unsure) }))
    .filter((d) => d.text)
  return {
    deadline: day,
    deadlineUnsure: !day || Boolean(deadline?.unsure),
    length: deadline?.kind === 'after' ? formatDeadlineLength(deadline, lang) : null,
    documents,
    where: firstSentence(guide?.whereToApply ?? '').replace(/[.]$/, ''),
    whereUnsure: Boolean(guide?.unconfirmed.includes('whereToApply')),
  }
}

const PLACEHOLDERS = {
  date: /\{(?:date|daty)\}/giu,
  length: /\{(?:d[ée]lai|faharetany)\}/giu,
  documents: /\{(?:pi[èe]ces|taratasy)\}/giu,
  where: /\{(?:lieu|toerana)\}/giu,
}

/** The placeholders an editor may write (either language's form works in both). */
export const REMINDER_PLACEHOLDERS = ['{date}', '{délai}', '{pièces}', '{lieu}', '{daty}', '{faharetany}', '{taratasy}', '{toerana}'] as const

function documentsText(docs: ReminderFacts['documents'], count: number, mark: string): string {
  const shown = docs.slice(0, count).map((d) => `${d.text}${d.unsure ? ` (${mark})` : ''}`)
  return `${shown.join(', ')}${count < docs.length ? ', ...' : ''}`
}

/** The reminder whole, in Unicode, for a calendar (no SMS to fit): every document, the place's first sentence. */
export function fullReminder(template: string, facts: ReminderFacts, unconfirmed: string): string {
  const date = facts.deadline ? `${formatDay(facts.deadline)}${facts.deadlineUnsure ? ` (${unconfirmed})` : ''}` : `(${unconfirmed})`
  return template
    .replace(PLACEHOLDERS.date, date)
    .replace(PLACEHOLDERS.length, facts.length ?? unconfirmed)
    .replace(PLACEHOLDERS.documents, documentsText(facts.documents, facts.documents.length, unconfirmed))
    .replace(PLACEHOLDERS.where, `${facts.where}${facts.whereUnsure ? ` (${unconfirmed})` : ''}`)
    .replace(/\s+/g, ' ')
    .trim()
}

/**
 * The reminder as sent. `unconfirmed`: the language's « à confirmer ». Nothing is cut while it can
 * be whole (issue 42: « never cut »): one SMS with every document and the whole place, else two;
 * in two, fewer documents before a shorter place. Only when even that does not fit is the place
 * shortened, one SMS first.
 */
export function composeReminder(template: string, facts: ReminderFacts, unconfirmed: string): string {
  const date = facts.deadline ? `${formatDay(facts.deadline)}${facts.deadlineUnsure ? ` (${unconfirmed})` : ''}` : `(${unconfirmed})`
  const whereMark = facts.whereUnsure ? ` (${unconfirmed})` : ''
  const fill = (documents: string, where: string) =>
    toGsm7(
      template
        .replace(PLACEHOLDERS.date, date)
        .replace(PLACEHOLDERS.length, facts.length ?? unconfirmed)
        .replace(PLACEHOLDERS.documents, documents)
        .replace(PLACEHOLDERS.where, `${where}${whereMark}`)
        .replace(/\s+/g, ' ')
        .trim(),
    )
  const usesWhere = PLACEHOLDERS.where.test(template)
  PLACEHOLDERS.where.lastIndex = 0
  // First the place whole, then (only if nothing fits) the place shortened.
  for (const shorten of usesWhere ? [false, true] : [false]) {
    for (const limit of [SMS_SINGLE, SMS_MAX_CHARS]) {
      // Every document in one SMS, else every document in two: a document left out is one missing at the counter.
      const fewest = limit === SMS_SINGLE ? facts.documents.length : Math.min(1, facts.documents.length)
      for (let count = facts.documents.length; count >= fewest; count--) {
        const documents = documentsText(facts.documents, count, unconfirmed)
        if (!shorten) {
          const full = fill(documents, facts.where)
          if (gsm7Length(full) <= limit) return full
          continue
        }
        // The place shortened to what is left once everything else is in.
        const room = limit - gsm7Length(fill(documents, ''))
        if (room >= 25) return fill(documents, cutToFit(toGsm7(facts.where), room))
      }
    }
  }
  return cutToFit(fill(documentsText(facts.documents, Math.min(1, facts.documents.length), unconfirmed), cutToFit(toGsm7(facts.where), 40)), SMS_MAX_CHARS)
}
