/**
 * The calendar file (.ics, RFC 5545) of an event's reminders for a day given, made with
 * ical-generator (MIT, no network, no run-time dependency): one 15-minute event with an alarm at
 * SEND_HOUR (Madagascar time) on each reminder's day still to come, its text whole (the guide's
 * documents and place with their « à confirmer »), and the deadline itself as a whole day. Nothing
 * is stored: the file is made for the request and given back. Any phone's or computer's calendar
 * imports it.
 */
import ical, { ICalAlarmType } from 'ical-generator'

import { getDictionary, format, type Locale } from '@/i18n'

import { fullReminder, type ReminderFacts } from './compose'
import { addDays, atMgHour, SEND_HOUR } from './dates'
import type { ReminderEvent, Scheduled } from './plan'

export function reminderCalendar(event: ReminderEvent, lang: Locale, anchor: string, deadline: string, steps: Scheduled[], facts: ReminderFacts, now: Date): string {
  const t = getDictionary(lang).reminders
  const unconfirmed = getDictionary(lang).sms.unconfirmed
  const title = event.title[lang] || event.title.fr
  const calendar = ical({ name: t.calendarName, prodId: { company: 'Services publics MG', product: 'Rappels', language: lang.toUpperCase() } })
  const uid = (part: string) => `rappel-${event.id}-${anchor}-${part}-${lang}@services-publics-mg`
  for (const step of steps) {
    const text = fullReminder(event.reminders[step.step]!.text[lang] || event.reminders[step.step]!.text.fr, facts, unconfirmed)
    const start = atMgHour(step.day, SEND_HOUR)
    const entry = calendar.createEvent({ id: uid(String(step.step)), start, end: new Date(start.getTime() + 15 * 60_000), stamp: now, summary: title, description: text })
    entry.createAlarm({ type: ICalAlarmType.display, trigger: 0, description: text })
  }
  calendar.createEvent({ id: uid('limite'), start: new Date(`${deadline}T00:00:00Z`), end: new Date(`${addDays(deadline, 1)}T00:00:00Z`), allDay: true, stamp: now, summary: format(t.calendarDeadline, { event: title }), description: facts.deadlineUnsure ? `${title} (${unconfirmed})` : title })
  return calendar.toString()
}
