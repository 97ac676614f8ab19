/**
 * What the SMS and USSD channels read and record, behind plain functions: they never see Payload
 * (src/channels takes these as its dependencies).
 */
import { recordQuery, type QueryChannel } from '@/analytics/queryStats'
import { trackByPhone } from '@/forms/contact/tracking'
import type { Locale } from '@/i18n'
import { searchGuides, vocabularies } from '@/search'

import type { RegionNames } from '@/alerts/regions'
import { kannelSendConfigFromEnv } from '@/alerts/config'
import { erase, renew, subscribe, topicsOf } from '@/alerts/store'
import { reminderSms } from '@/reminders/sms'

import { flowsOfService } from './flows'
import { emergencyNumbers, guideById, guidesOfTheme, themesWithGuides } from './guides'
import { payloadClient } from './payload'

let regionCache: { at: number; regions: Promise<RegionNames[]> } | null = null

/** The regions and their districts, for `ALERTE <région>` (read again after a minute). */
function regionNames(): Promise<RegionNames[]> {
  if (!regionCache || Date.now() - regionCache.at > 60_000) {
    const regions = payloadClient()
      .then((payload) => payload.find({ collection: 'regions', depth: 0, limit: 100, pagination: false, overrideAccess: true }))
      .then(({ docs }) => docs.map((r) => ({ key: r.key, name: r.name, capital: r.capital, districts: (r.districts ?? []).map((d) => d.name) })))
    regionCache = { at: Date.now(), regions }
    regions.catch(() => (regionCache = null))
  }
  return regionCache.regions
}

export const channelSources = {
  /** Alerts by SMS for one number, when the portal can send SMS (SMS_SENDSMS_URL); else null. */
  alerts: (phone: string) =>
    kannelSendConfigFromEnv()
      ? {
          regions: regionNames,
          subscribe: async (topic: string, lang: Locale) => subscribe(await payloadClient(), { channel: 'sms', address: phone, topic, lang, source: 'sms' }),
          // `LISTE` is a sign of life: the number's subscriptions are renewed (src/alerts/expiry.ts).
          topics: async () => {
            const payload = await payloadClient()
            await renew(payload, 'sms', phone)
            return topicsOf(payload, 'sms', phone)
          },
          erase: async () => void (await erase(await payloadClient(), 'sms', phone)),
        }
      : null,
  /** Deadline reminders for one number (src/reminders), when the portal can send SMS; else null. */
  reminders: (phone: string) =>
    kannelSendConfigFromEnv()
      ? {
          handle: async (input: string) => reminderSms(await payloadClient(), phone).handle(input),
          list: async (lang: Locale) => reminderSms(await payloadClient(), phone).list(lang),
          erase: async () => reminderSms(await payloadClient(), phone).erase(),
        }
      : null,
  search: async (lang: Locale, query: string, limit: number) => searchGuides(await payloadClient(), lang, query, Math.min(10, limit)),
  /** Both languages' vocabularies, for the SMS language decision (kept with the index). */
  vocabularies: async () => vocabularies(await payloadClient()),
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
