/**
 * `admin.date` of the portal's date fields, so that the admin writes dates as French and Malagasy
 * readers do: "23 novembre 2026, 08:15" and 24-hour times in the picker's list (08:00, 08:15…),
 * never Payload's defaults ("MM/dd/yyyy", "MMM d, yyy h:mm a", "6:00 AM").
 *
 * These options are static (the same for every editor): the time list's caption, which the picker
 * would otherwise title "Time", says it in both languages. Month names come from date-fns's
 * locale of the admin's language (French in the Malagasy admin: date-fns has no Malagasy).
 *
 * Fields of files others maintain still to switch over: src/editorial/fields.ts (`publishedAt`,
 * dayAndTime) and src/collections/AuditLog.ts (`at`). The scheduled-publication drawer takes
 * `schedulePublish` below in Services, Categories and Journeys.
 */
import type { ConditionalDateProps } from 'payload'

export const TIME_FORMAT = 'HH:mm'

/**
 * The scheduled-publication drawer of a collection with drafts: 24-hour times, every 5 minutes.
 * With scripts/patch-payload.mjs, its date shows "24 novembre 2026, 19:40", its time list is
 * captioned in the admin's language and its language choice starts at "Toutes les langues".
 */
export const schedulePublish = { timeFormat: TIME_FORMAT, timeIntervals: 5 }

/** A moment: day and time, 24-hour clock, in steps of 15 minutes. */
export const dateAndTime = {
  pickerAppearance: 'dayAndTime',
  displayFormat: `d MMMM yyyy, ${TIME_FORMAT}`,
  timeFormat: TIME_FORMAT,
  timeIntervals: 15,
  overrides: { timeCaption: 'Heure / Ora' },
} satisfies ConditionalDateProps

/** A day (stored at noon, so that it is the same day in every time zone). */
export const dayOnly = { pickerAppearance: 'dayOnly', displayFormat: 'd MMMM yyyy' } satisfies ConditionalDateProps
