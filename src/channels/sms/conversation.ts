/**
 * One SMS in, one answer out: keywords (AIDE/FANAMPIANA, URGENCE/VONJY, SUIVI/ARAHINA, STOP,
 * FR/MG), numbered follow-ups about the last guide or among candidates, and anything else as a
 * question for the site's search, in both languages. The answer's language is the one the number
 * chose (FR/MG), else the question's (src/channels/language.ts), else the one it used last. What the
 * number did last (its languages, its guide, its candidates, where it is in a guide's question
 * flow) is kept 15 minutes by the caller's store. A guide
 * with a question flow offers it as `6`: each question with numbered answers, `0` the previous one. Everything it needs comes in `deps`, so
 * the rules are tested without a gateway or a database.
 */
import { format, formatDate, getDictionary, type Locale } from '@/i18n'
import type { Guide } from '@/model/guide'
import { walkFlow, type PublicFlow } from '@/model/flow'
import { SMS_MAX_CHARS, gsm7Length, toGsm7 } from '@/gsm'
import { otherLocale } from '@/i18n/locales'

import { ALL_REGIONS, MAX_TOPICS, matchRegion, regionTopic, type RegionNames, type SubscribeResult } from '@/alerts/regions'

import { outcomeText } from '../flowText'
import { keywordOf, oneGuide, rank, type Hit } from './matching'
import { questionLanguage, type Vocabularies } from '../language'

import { choiceReply, emergencyReply, finalize, flowQuestionReply, guideReply, partReply, textPage, type GuidePart } from './compose'

export { keywordOf, mentions, namesGuide, oneGuide, type Hit } from './matching'

export const SMS_STATE_TTL_S = 15 * 60
/** Longest question read (an SMS is 160 characters; concatenated ones are cut here). */
export const SMS_MAX_INPUT = 480
/** Candidates offered when several guides match. */
/** Guides offered when a question matches several: named by their short titles, 6 fit 2 SMS. */
export const MAX_CANDIDATES = 6

export type SmsState = {
  lang: Locale
  /** The language the number asked for with FR or MG: every answer is in it until the other is asked for. */
  chosen?: Locale
  guideId?: number
  part?: GuidePart
  next?: number
  candidates?: number[]
  /** In the guide's question flow: the answers given, and the page of the outcome once reached. */
  flow?: { answers: string[]; page?: number }
}

/**
 * One question for the editors' statistics. `term` is the question as typed: only what the one
 * function of every channel keeps of it is stored (src/analytics/anonymousTerm.ts, issue 38) —
 * cleaning it here first lost the `@` that marks an address (« rakoto jean gmail com »).
 */
export type StatEvent = { kind: 'question' | 'noAnswer' | 'keyword' | 'followUp' | 'refused'; lang: Locale; term: string }

export type SmsDeps = {
  /** The best `limit` guides for a question. */
  search: (lang: Locale, query: string, limit: number) => Promise<Hit[]>
  guide: (lang: Locale, id: number) => Promise<Guide | null>
  emergencyNumbers: (lang: Locale) => Promise<{ label: string; number: string }[]>
  track: (lang: Locale, reference: string) => Promise<{ kind: 'found'; reference: string; status: string; updatedAt: string } | { kind: 'notFound' }>
  record: (event: StatEvent) => void
  /** The question flow of a guide, if it has one. */
  flow: (lang: Locale, guideId: number) => Promise<PublicFlow | null>
  /** Emergency alerts for the number writing (src/alerts): absent where alerts are not offered. */
  alerts?: SmsAlerts
  /** The words the published pages of each language hold, for the language decision. */
  vocabularies?: () => Promise<Vocabularies>
  /** Deadline reminders for the number writing (src/reminders, issue 42): absent where SMS cannot be sent. */
  reminders?: SmsReminders
}

export type SmsReminders = {
  /** The answer when the SMS is a reminder keyword (`TERAKA 12/03`), else null. */
  handle: (input: string) => Promise<{ reply: string; lang: Locale } | null>
  /** The number's reminders (LISTE), or null when it has none. */
  list: (lang: Locale) => Promise<string | null>
  /** Erases every reminder of the number (STOP); how many plans. */
  erase: () => Promise<number>
}

export type SmsAlerts = {
  regions: () => Promise<RegionNames[]>
  subscribe: (topic: string, lang: Locale) => Promise<SubscribeResult>
  topics: () => Promise<string[]>
  /** Erases every subscription of the number (STOP). */
  erase: () => Promise<void>
}

export type SmsOutcome = { reply: string; state: SmsState | null }

const KEYWORDS: Record<string, { action: 'help' | 'emergency' | 'track' | 'stop' | 'language' | 'subscribe' | 'list'; lang?: Locale }> = {
  ALERTE: { action: 'subscribe', lang: 'fr' },
  ALERTES: { action: 'subscribe', lang: 'fr' },
  FAMPITANDREMANA: { action: 'subscribe', lang: 'mg' },
  LISTE: { action: 'list', lang: 'fr' },
  LISITRA: { action: 'list', lang: 'mg' },
  AIDE: { action: 'help', lang: 'fr' },
  HELP: { action: 'help' },
  FANAMPIANA: { action: 'help', lang: 'mg' },
  URGENCE: { action: 'emergency', lang: 'fr' },
  URGENCES: { action: 'emergency', lang: 'fr' },
  VONJY: { action: 'emergency', lang: 'mg' },
  SUIVI: { action: 'track', lang: 'fr' },
  ARAHINA: { action: 'track', lang: 'mg' },
  STOP: { action: 'stop' },
  ARRET: { action: 'stop', lang: 'fr' },
  AJANONY: { action: 'stop', lang: 'mg' },
  FR: { action: 'language', lang: 'fr' },
  FRANCAIS: { action: 'language', lang: 'fr' },
  MG: { action: 'language', lang: 'mg' },
  MALAGASY: { action: 'language', lang: 'mg' },
}

/** The language a keyword written first says (ALERTE, FAMPITANDREMANA…); null for any other text. */
export function keywordLanguage(text: string): Locale | null {
  return KEYWORDS[keywordOf(text).split(' ')[0] ?? '']?.lang ?? null
}

/** French or Malagasy from the words used, without the pages' vocabularies; null when nothing tells. */
export function detectLanguage(text: string): Locale | null {
  return questionLanguage(text)
}

async function guideAnswer(deps: SmsDeps, guide: Guide, lang: Locale, chosen?: Locale): Promise<SmsOutcome> {
  const flow = await deps.flow(lang, guide.id)
  return { reply: guideReply(guide, getDictionary(lang).sms, guide.smsText, flow !== null), state: { lang, ...(chosen ? { chosen } : {}), guideId: guide.id } }
}

/**
 * A step in a guide's question flow: the question the answers lead to, or the outcome a message at
 * a time (`5` the next one). Unknown numbers ask again.
 */
async function answerFlow(deps: SmsDeps, state: SmsState, answers: string[], page: number): Promise<SmsOutcome> {
  const t = getDictionary(state.lang).sms
  const flow = await deps.flow(state.lang, state.guideId!)
  const step = flow ? walkFlow(flow, answers) : null
  if (!flow || !step) return { reply: finalize(t.first), state: { lang: state.lang } }
  const keep = { lang: state.lang, ...(state.chosen ? { chosen: state.chosen } : {}), guideId: state.guideId }
  if (step.kind === 'question') return { reply: flowQuestionReply(flow.title, step.question, t, answers.length === 0, state.lang), state: { ...keep, flow: { answers } } }
  const footer = toGsm7(` ${t.more} ${t.flowBack}`)
  const end = toGsm7(` ${t.flowBack} ${t.menu}`)
  const first = textPage(outcomeText(step.outcome, state.lang), page, SMS_MAX_CHARS - Math.max(gsm7Length(footer), gsm7Length(end)), state.lang)
  const last = page + 1 >= first.pages
  return { reply: `${first.text}${last ? end : footer}`, state: { ...keep, flow: { answers, page } } }
}

async function answerPart(deps: SmsDeps, state: SmsState, part: GuidePart, from: number): Promise<SmsOutcome> {
  const t = getDictionary(state.lang).sms
  const guide = await deps.guide(state.lang, state.guideId!)
  const chosen = state.chosen ? { chosen: state.chosen } : {}
  if (!guide) return { reply: finalize(t.first), state: { lang: state.lang, ...chosen } }
  const phones = guide.places.flatMap((p) => (p.phones ?? []).map((phone) => phone.number))
  const { text, next } = partReply(guide, part, t, from, phones)
  return { reply: text, state: { lang: state.lang, ...chosen, guideId: guide.id, part, ...(next !== null ? { next } : {}) } }
}

/** `ALERTE <région>`: the region named (its name, capital or a district), subscribed to. */
async function subscribeReply(alerts: SmsAlerts | undefined, lang: Locale, words: string): Promise<string> {
  const t = getDictionary(lang).alerts
  if (!alerts) return finalize(t.unavailable)
  if (!words.trim()) return finalize(t.usage)
  const regions = await alerts.regions()
  const match = matchRegion(words, regions)
  const shown = words.slice(0, 30)
  if (match.kind === 'none') return finalize(format(t.unknownRegion, { words: shown }))
  if (match.kind === 'several') return finalize(format(t.several, { words: shown, list: match.names.join(', '), first: keywordOf(match.names[0]!) }))
  const key = match.kind === 'all' ? ALL_REGIONS : match.key
  const name = match.kind === 'all' ? t.all : match.name
  const result = await alerts.subscribe(regionTopic(key), lang)
  if (result === 'tooMany') return finalize(format(t.tooMany, { max: MAX_TOPICS }))
  return finalize(format(result === 'already' ? t.already : t.subscribed, { region: name }))
}

/** `LISTE` / `LISITRA`: the regions the number follows. */
async function listReply(alerts: SmsAlerts | undefined, lang: Locale): Promise<string> {
  const t = getDictionary(lang).alerts
  if (!alerts) return finalize(t.unavailable)
  const topics = await alerts.topics()
  if (topics.length === 0) return finalize(t.none)
  const regions = await alerts.regions()
  const names = topics.map((topic) => {
    const key = topic.replace(/^region:/, '')
    return key === ALL_REGIONS ? t.all : (regions.find((r) => r.key === key)?.name ?? key)
  })
  return finalize(format(t.list, { list: names.join(', ') }))
}

/** The answer to one SMS from one number, and what to remember of this number. */
export async function handleSms(text: string, previous: SmsState | null, deps: SmsDeps): Promise<SmsOutcome> {
  const input = text.replace(/\s+/g, ' ').trim().slice(0, SMS_MAX_INPUT)
  const key = keywordOf(input)
  const [first = '', ...rest] = key.split(' ')
  const keyword = KEYWORDS[first]
  let chosen = previous?.chosen
  let lang: Locale = keyword?.lang ?? chosen ?? previous?.lang ?? 'fr'
  const t = () => getDictionary(lang).sms
  const state = (extra: Partial<SmsState> = {}): SmsState => ({ lang, ...(chosen ? { chosen } : {}), ...extra })

  // Nothing a search could read (empty, emoji, punctuation): the help, not « Rien trouvé pour "" ».
  if (!/[\p{L}\p{N}]/u.test(toGsm7(input))) return { reply: finalize(t().help), state: previous ? { ...previous } : state() }

  // A reminder keyword (data: editors define them) with its date, before anything else.
  const reminder = !keyword && deps.reminders ? await deps.reminders.handle(input) : null
  if (reminder) {
    deps.record({ kind: 'keyword', lang: reminder.lang, term: first.toLowerCase() })
    return { reply: reminder.reply, state: { lang: reminder.lang } }
  }

  if (keyword) {
    deps.record({ kind: 'keyword', lang, term: first.toLowerCase() })
    switch (keyword.action) {
      case 'help':
        return { reply: finalize(t().help), state: state() }
      case 'language': {
        // The choice holds for every answer; the guide the citizen was on is kept and given again in it.
        lang = keyword.lang!
        chosen = lang
        const guide = previous?.guideId ? await deps.guide(lang, previous.guideId) : null
        if (guide) return guideAnswer(deps, guide, lang, chosen)
        return { reply: finalize(t().language), state: state() }
      }
      case 'stop': {
        const reminders = deps.reminders ? await deps.reminders.erase() : 0
        if (deps.alerts) {
          await deps.alerts.erase()
          return { reply: finalize(getDictionary(lang)[reminders ? 'reminders' : 'alerts'].stopped), state: null }
        }
        return { reply: finalize(reminders ? getDictionary(lang).reminders.stoppedReminders : t().stopped), state: null }
      }
      case 'subscribe':
        return { reply: await subscribeReply(deps.alerts, lang, input.split(' ').slice(1).join(' ')), state: state() }
      case 'list': {
        const reminders = deps.reminders ? await deps.reminders.list(lang) : null
        if (!reminders) return { reply: await listReply(deps.alerts, lang), state: state() }
        const followed = deps.alerts ? (await deps.alerts.topics()).length > 0 : false
        return { reply: finalize(followed ? `${reminders} ${await listReply(deps.alerts, lang)}` : reminders), state: state() }
      }
      case 'emergency':
        return { reply: emergencyReply(await deps.emergencyNumbers(lang), t(), lang), state: state() }
      case 'track': {
        const reference = rest.join('').replace(/[^A-Z0-9-]/g, '')
        if (!reference) return { reply: finalize(t().trackingUsage), state: state() }
        const found = await deps.track(lang, reference)
        if (found.kind === 'notFound') return { reply: finalize(format(t().trackingNotFound, { reference })), state: state() }
        return { reply: finalize(format(t().trackingFound, { reference: found.reference, status: found.status, date: formatDate(lang, found.updatedAt) })), state: state() }
      }
    }
  }

  // A number: a follow-up about the last guide, or a choice among candidates.
  if (/^\d{1,2}$/.test(key)) {
    const n = Number(key)
    deps.record({ kind: 'followUp', lang, term: key })
    const here = previous ? { ...previous, lang } : null
    if (here?.candidates?.length) {
      const id = here.candidates[n - 1]
      const guide = id !== undefined ? await deps.guide(lang, id) : null
      if (guide) return guideAnswer(deps, guide, lang, chosen)
      return { reply: finalize(t().first), state: here }
    }
    if (here?.guideId && here.flow) {
      const { answers, page } = here.flow
      // 0: the question before (from a result, the last question answered).
      if (n === 0) return answerFlow(deps, here, answers.slice(0, -1), 0)
      if (page !== undefined) {
        if (n === 5) return answerFlow(deps, here, answers, page + 1)
      } else {
        const flow = await deps.flow(lang, here.guideId)
        const step = flow ? walkFlow(flow, answers) : null
        const answer = step?.kind === 'question' ? step.question.answers[n - 1] : undefined
        if (answer) return answerFlow(deps, here, [...answers, answer.key], 0)
        return answerFlow(deps, here, answers, 0)
      }
    }
    if (here?.guideId && n === 6 && (await deps.flow(lang, here.guideId))) return answerFlow(deps, here, [], 0)
    if (here?.guideId) {
      if (n === 1) return answerPart(deps, here, 'documents', 0)
      if (n === 2) return answerPart(deps, here, 'steps', 0)
      if (n === 3) return answerPart(deps, here, 'where', 0)
      if (n === 4) return { reply: finalize(t().other), state: state() }
      if (n === 5 && here.part && here.next !== undefined) return answerPart(deps, here, here.part, here.next)
    }
    return { reply: finalize(t().first), state: here ?? state() }
  }

  // A question. Its language: the number's choice, else its words (the Malagasy analyser and the
  // pages' vocabularies), else the last one. The search runs in both languages: a Malagasy title
  // asked of the French index finds a French guide by accident (« Fampitoviana mari-pahaizana » →
  // the marriage guide), so the other language's hits win when they match the question better.
  const asked = questionLanguage(input, (await deps.vocabularies?.().catch(() => undefined)) ?? {})
  if (!chosen && asked) lang = asked
  // Searched first in the language the question is written in (« combien coûte le permis » after
  // MG: the French index), then in the other.
  const written = asked ?? lang
  const [own, foreign] = await Promise.all([deps.search(written, input, MAX_CANDIDATES), deps.search(otherLocale(written), input, MAX_CANDIDATES)])
  // When the question's language is known, its index answers unless it matched only some words
  // and the other every word; when it is not, the better match wins.
  const fromOther = own.length === 0 ? foreign.length > 0 : asked ? rank(own) === 1 && rank(foreign) === 3 : rank(foreign) > rank(own)
  // Nothing in the question says which language, nor did the number: the one the search understands.
  if (fromOther && !chosen && !asked) lang = otherLocale(written)
  // A guide's exact title, in either language, is that guide (« Manambara fahafatesana sy maka
  // kopia fahafatesana » is not a choice between the civil-status guides).
  const exact = [...own, ...foreign].find((h) => keywordOf(h.title) === key)
  const hits = exact ? [exact] : fromOther ? foreign : own
  if (hits.length === 0) {
    deps.record({ kind: 'noAnswer', lang, term: input })
    return { reply: finalize(format(t().nothing, { query: input.slice(0, 40) })), state: state() }
  }
  deps.record({ kind: 'question', lang, term: input })
  if (oneGuide(input, hits)) {
    const guide = await deps.guide(lang, hits[0]!.id)
    if (guide) return guideAnswer(deps, guide, lang, chosen)
  }
  const candidates = hits.slice(0, MAX_CANDIDATES)
  // Titles in the answer's language: hits of the other language are named as that language names them.
  const hitsLanguage = fromOther ? otherLocale(written) : written
  // Each named by its short title when it has one (« Carte statistique », not « Obtenir sa carte statistique »).
  const titles = await Promise.all(
    candidates.map(async (h) => {
      const guide = await deps.guide(lang, h.id)
      return guide?.shortTitle || (hitsLanguage === lang ? h.title : (guide?.title ?? h.title))
    }),
  )
  return { reply: choiceReply(titles, t(), lang), state: state({ candidates: candidates.map((h) => h.id) }) }
}
