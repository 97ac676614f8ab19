/**
 * What the SMS and USSD channels read and record, behind plain functions: they never see Payload
 * (src/channels takes these as its dependencies).
 */
import { recordQuery, type QueryChannel } from '@/analytics/queryStats'
import { trackByPhone } from '@/forms/contact/tracking'
import type { Locale } from '@/i18n'
import { searchGuides } from '@/search'

import { flowsOfService } from './flows'
import { emergencyNumbers, guideById, guidesOfTheme, themesWithGuides } from './guides'
import { payloadClient } from './payload'

export const channelSources = {
  search: async (lang: Locale, query: string) => searchGuides(await payloadClient(), lang, query, 5),
  guide: guideById,
  themes: themesWithGuides,
  guides: guidesOfTheme,
  emergencyNumbers,
  /** A guide's question flow (its first, when several). */
  flow: async (lang: Locale, guideId: number) => (await flowsOfService(lang, guideId))[0] ?? null,
  track: async (reference: string, phone: string) => trackByPhone(await payloadClient(), reference, phone),
  /** Counting never delays nor fails an answer. */
  record: (channel: QueryChannel, event: { kind: 'question' | 'noAnswer' | 'keyword' | 'followUp' | 'refused'; lang: Locale; term: string }) => {
    void payloadClient()
      .then((payload) => recordQuery(payload, { channel, ...event }))
      .catch(() => undefined)
  },
}
