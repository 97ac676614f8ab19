/**
 * The one SMS an asker gets when the portal is too busy to answer their question (issue 39): the
 * front's gateway gate is full, no worker answers in time, or the worker fails. Without it Kannel
 * sent its own « Could not fetch content, sorry. », in English. In the asker's language when the
 * portal can tell it — a keyword written first, the words of the question, or the language of the
 * number's conversation (shared in Redis with several instances) — else in both languages, in one
 * SMS. Kannel's `reply-couldnotfetch` (deploy/kannel/portal.conf.template) is that same text in
 * both languages, for when the portal does not answer at all.
 */
import { canonicalNumber } from '@/alerts/phone'
import { ttlStore } from '@/cluster/ttlStore'
import { getDictionary, type Locale } from '@/i18n'
import { hashed } from '@/security/limits'

import { finalize } from './compose'
import { detectLanguage, keywordLanguage, type SmsState } from './conversation'

/** Both languages in one SMS (GSM-7, at most 160 characters): French, then Malagasy. */
export function busyInBothLanguages(): string {
  return finalize(`${getDictionary('fr').sms.busyShort} / ${getDictionary('mg').sms.busyShort}`)
}

/** The busy reply in `lang`, or in both languages when it is not known. */
export function busyReply(lang: Locale | null): string {
  return lang ? finalize(getDictionary(lang).sms.busy) : busyInBothLanguages()
}

const states = ttlStore<SmsState>('sms-state')

/**
 * The asker's language from the gateway's query (`from`, `text`): the keyword, the words, then the
 * conversation (a follow-up « 1 » has no words). Bounded: the conversation is asked for 200 ms at most.
 */
export async function askerLanguage(params: { from?: string; text?: string }): Promise<Locale | null> {
  const text = (params.text ?? '').slice(0, 480)
  const said = keywordLanguage(text) ?? detectLanguage(text)
  if (said || !params.from) return said
  const state = await Promise.race([states.get(hashed(`sms:${canonicalNumber(params.from)}`)).catch(() => null), new Promise<null>((resolve) => setTimeout(() => resolve(null), 200).unref())])
  return state?.lang ?? null
}
