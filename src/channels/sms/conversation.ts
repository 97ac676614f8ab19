/**
 * One SMS in, one answer out: keywords (AIDE/FANAMPIANA, URGENCE/VONJY, SUIVI/ARAHINA, STOP,
 * FR/MG), numbered follow-ups about the last guide or among candidates, and anything else as a
 * question for the site's search. What the number did last (its language, its guide, its
 * candidates, where it is in a guide's question flow) is kept 15 minutes by the caller's store. A guide
 * with a question flow offers it as `6`: each question with numbered answers, `0` the previous one. Everything it needs comes in `deps`, so
 * the rules are tested without a gateway or a database.
 */
import { format, formatDate, getDictionary, type Locale } from '@/i18n'
import type { Guide } from '@/model/guide'
import { walkFlow, type PublicFlow } from '@/model/flow'
import { SMS_MAX_CHARS, gsm7Length, toGsm7 } from '@/gsm'

import { ALL_REGIONS, MAX_TOPICS, matchRegion, regionTopic, type RegionNames, type SubscribeResult } from '@/alerts/regions'

import { outcomeText } from '../flowText'

import { choiceReply, emergencyReply, finalize, flowQuestionReply, guideReply, partReply, textPage, type GuidePart } from './compose'

export const SMS_STATE_TTL_S = 15 * 60
/** Longest question read (an SMS is 160 characters; concatenated ones are cut here). */
export const SMS_MAX_INPUT = 480
/** Candidates offered when several guides match. */
export const MAX_CANDIDATES = 4

export type SmsState = {
  lang: Locale
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

export type Hit = { id: number; title: string; score: number }

export type SmsDeps = {
  search: (lang: Locale, query: string) => Promise<Hit[]>
  guide: (lang: Locale, id: number) => Promise<Guide | null>
  emergencyNumbers: (lang: Locale) => Promise<{ label: string; number: string }[]>
  track: (lang: Locale, reference: string) => Promise<{ kind: 'found'; reference: string; status: string; updatedAt: string } | { kind: 'notFound' }>
  record: (event: StatEvent) => void
  /** The question flow of a guide, if it has one. */
  flow: (lang: Locale, guideId: number) => Promise<PublicFlow | null>
  /** Emergency alerts for the number writing (src/alerts): absent where alerts are not offered. */
  alerts?: SmsAlerts
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

/** Upper-case, without accents or punctuation: how keywords are recognised. */
export function keywordOf(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase().replace(/[^A-Z0-9 -]/g, ' ').trim()
}

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

const MG_WORDS = new Set(['ny', 'sy', 'ahoana', 'firy', 'aiza', 'inona', 've', 'amin', 'ho', 'hahazo', 'mila', 'ilaina', 'taratasy', 'fahaterahana', 'kopia', 'mangataka', 'manao', 'ary', 'izay', 'ilay', 'ahazoana', 'karapanondro', 'kara', 'pasipaoro', 'vidiny', 'sarany', 'hetra', 'ankizy', 'fanambadiana', 'fahafatesana'])
const FR_WORDS = new Set(['le', 'la', 'les', 'de', 'du', 'des', 'pour', 'combien', 'comment', 'ou', 'quel', 'quelle', 'est', 'un', 'une', 'je', 'mon', 'ma', 'mes', 'faire', 'obtenir', 'acte', 'naissance', 'carte', 'permis', 'casier', 'prix', 'cout', 'delai', 'papiers', 'demande', 'perdu'])

/** French or Malagasy from the words used; null when nothing tells. */
export function detectLanguage(text: string): Locale | null {
  let fr = 0
  let mg = 0
  for (const word of keywordOf(text).toLowerCase().split(/[\s-]+/)) {
    if (MG_WORDS.has(word)) mg++
    if (FR_WORDS.has(word)) fr++
  }
  return mg > fr ? 'mg' : fr > mg ? 'fr' : null
}

/**
 * Whether the question names the guide: its title starts with the words asked ("PASSEPORT" →
 * "Passeport biométrique"), the words asked are its acronym ("NIF" → "… (NIF)"), or the question
 * contains the title's leading word ("coût du passeport à Antsiranana").
 */
export function namesGuide(question: string, title: string): boolean {
  const q = keywordOf(question).toLowerCase()
  const t = keywordOf(title).toLowerCase()
  if (q.length < 3) return false
  if (t === q || t.startsWith(`${q} `)) return true
  const bare = title.normalize('NFD').replace(/\p{M}/gu, '')
  if (new RegExp(`\\(${q.replace(/[^a-z0-9]/g, '')}\\)`, 'i').test(bare)) return true
  const lead = t.split(' ')[0] ?? ''
  return lead.length >= 5 && ` ${q} `.includes(` ${lead} `)
}

async function guideAnswer(deps: SmsDeps, guide: Guide, lang: Locale): Promise<SmsOutcome> {
  const flow = await deps.flow(lang, guide.id)
  return { reply: guideReply(guide, getDictionary(lang).sms, guide.smsText, flow !== null), state: { lang, guideId: guide.id } }
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
  const keep = { lang: state.lang, guideId: state.guideId }
  if (step.kind === 'question') return { reply: flowQuestionReply(flow.title, step.question, t, answers.length === 0), state: { ...keep, flow: { answers } } }
  const footer = toGsm7(` ${t.more} ${t.flowBack}`)
  const end = toGsm7(` ${t.flowBack} ${t.menu}`)
  const first = textPage(outcomeText(step.outcome, state.lang), page, SMS_MAX_CHARS - Math.max(gsm7Length(footer), gsm7Length(end)))
  const last = page + 1 >= first.pages
  return { reply: `${first.text}${last ? end : footer}`, state: { ...keep, flow: { answers, page } } }
}

async function answerPart(deps: SmsDeps, state: SmsState, part: GuidePart, from: number): Promise<SmsOutcome> {
  const t = getDictionary(state.lang).sms
  const guide = await deps.guide(state.lang, state.guideId!)
  if (!guide) return { reply: finalize(t.first), state: { lang: state.lang } }
  const phones = guide.places.flatMap((p) => (p.phones ?? []).map((phone) => phone.number))
  const { text, next } = partReply(guide, part, t, from, phones)
  return { reply: text, state: { lang: state.lang, guideId: guide.id, part, ...(next !== null ? { next } : {}) } }
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
  let lang: Locale = keyword?.lang ?? previous?.lang ?? detectLanguage(input) ?? 'fr'
  const t = () => getDictionary(lang).sms
  const state = (extra: Partial<SmsState> = {}): SmsState => ({ lang, ...extra })

  if (!input) return { reply: finalize(t().help), state: state() }

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
      case 'language':
        lang = keyword.lang!
        return { reply: finalize(t().language), state: state() }
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
        return { reply: emergencyReply(await deps.emergencyNumbers(lang), t()), state: state() }
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
    if (previous?.candidates?.length) {
      const id = previous.candidates[n - 1]
      const guide = id !== undefined ? await deps.guide(lang, id) : null
      if (guide) return guideAnswer(deps, guide, lang)
      return { reply: finalize(t().first), state: previous }
    }
    if (previous?.guideId && previous.flow) {
      const { answers, page } = previous.flow
      const flowState = { ...previous, lang }
      // 0: the question before (from a result, the last question answered).
      if (n === 0) return answerFlow(deps, flowState, answers.slice(0, -1), 0)
      if (page !== undefined) {
        if (n === 5) return answerFlow(deps, flowState, answers, page + 1)
      } else {
        const flow = await deps.flow(lang, previous.guideId)
        const step = flow ? walkFlow(flow, answers) : null
        const answer = step?.kind === 'question' ? step.question.answers[n - 1] : undefined
        if (answer) return answerFlow(deps, flowState, [...answers, answer.key], 0)
        return answerFlow(deps, flowState, answers, 0)
      }
    }
    if (previous?.guideId && n === 6 && (await deps.flow(lang, previous.guideId))) return answerFlow(deps, { ...previous, lang }, [], 0)
    if (previous?.guideId) {
      if (n === 1) return answerPart(deps, { ...previous, lang }, 'documents', 0)
      if (n === 2) return answerPart(deps, { ...previous, lang }, 'steps', 0)
      if (n === 3) return answerPart(deps, { ...previous, lang }, 'where', 0)
      if (n === 4) return { reply: finalize(t().other), state: state() }
      if (n === 5 && previous.part && previous.next !== undefined) return answerPart(deps, { ...previous, lang }, previous.part, previous.next)
    }
    return { reply: finalize(t().first), state: previous ? { ...previous, lang } : state() }
  }

  // A question: the site's search, in the question's language, then in the other one.
  const asked = detectLanguage(input)
  if (asked) lang = asked
  let hits = await deps.search(lang, input)
  if (hits.length === 0) {
    const other: Locale = lang === 'fr' ? 'mg' : 'fr'
    const foreign = await deps.search(other, input)
    // Found only in the other language: answer in the language asked, when the guide has it.
    if (foreign.length) hits = foreign
  }
  if (hits.length === 0) {
    deps.record({ kind: 'noAnswer', lang, term: input })
    return { reply: finalize(format(t().nothing, { query: input.slice(0, 40) })), state: state() }
  }
  deps.record({ kind: 'question', lang, term: input })
  const [best, second] = hits
  if (!second || (namesGuide(input, best!.title) && !namesGuide(input, second.title)) || best!.score >= second.score * 1.6) {
    const guide = await deps.guide(lang, best!.id)
    if (guide) return guideAnswer(deps, guide, lang)
  }
  const candidates = hits.slice(0, MAX_CANDIDATES)
  return { reply: choiceReply(candidates.map((h) => h.title), t()), state: state({ candidates: candidates.map((h) => h.id) }) }
}
