/** The published reminder events of a guide (its page links to the reminders page). */
import type { Locale } from '@/i18n'

import { payloadClient } from './payload'
import { publicRead } from './publicRead'

export async function remindersOfService(lang: Locale, guideId: number): Promise<{ id: number; title: string }[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({ ...publicRead, collection: 'reminder-events', locale: lang, where: { guide: { equals: guideId } }, depth: 0, limit: 5, pagination: false, select: { title: true } })
  return docs.map((d) => ({ id: d.id, title: d.title }))
}
