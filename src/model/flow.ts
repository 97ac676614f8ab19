/**
 * Question flows (« Ce qu'il vous faut »): a few questions, each answer leading to the next
 * question or to an outcome — the documents, fee, delay and office for one case. Built from a
 * Payload document once (content/flows.ts), then given as plain values to the web pages, USSD and
 * SMS. The structure (keys and where each answer leads) is shared by both languages; the texts are
 * per language. The answers given so far are the address: /fr/demarches/passeport/adulte/premier/.
 */
import type { Flow, Service } from '@/payload-types'

import { delayOf, type Delay } from './delays'
import { officeOf, type GuideOffice } from './guide'

/** Keys name questions, answers and outcomes in addresses: short, lowercase, the same in both languages. */
export const FLOW_KEY = /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/
export const FLOW_LIMITS = {
  questions: 12,
  outcomes: 30,
  answersMin: 2,
  answersMax: 8,
  /** Distinct paths from the first question to an outcome: every one is a page to cache and to test. */
  paths: 200,
  questionText: 120,
  questionShort: 70,
  answerLabel: 60,
  answerShort: 24,
  /** One USSD screen (src/channels/ussd): the question, then its numbered answers, then « 0 » back. */
  ussdScreen: 182,
} as const

export type FlowAnswer = { key: string; label: string; short: string | null; next: string }
export type FlowQuestion = { key: string; text: string; hint: string | null; short: string | null; answers: FlowAnswer[] }
export type FlowOffice = GuideOffice
export type FlowOutcome = {
  key: string
  title: string
  documents: string[]
  /** In ariary; 0 free; null unknown. */
  feeAriary: number | null
  feeNote: string | null
  delay: Delay | null
  office: FlowOffice | null
  steps: string[]
  text: string | null
  unsure: string | null
}
export type PublicFlow = {
  id: number
  slug: string
  title: string
  summary: string
  updatedAt: string
  guide: { id: number; title: string; slug: string } | null
  questions: FlowQuestion[]
  outcomes: FlowOutcome[]
}

/** The structure alone (what the checker needs), whatever the language. */
export type FlowShape = { questions: { key: string; answers: { key: string; next: string }[] }[]; outcomes: { key: string }[] }

export type FlowTrail = { question: FlowQuestion; answer: FlowAnswer }[]
export type FlowStep =
  | { kind: 'question'; question: FlowQuestion; trail: FlowTrail }
  | { kind: 'outcome'; outcome: FlowOutcome; trail: FlowTrail }

/**
 * Where the answers given lead: the next question, or the outcome; null when an answer is not one
 * of its question's, or answers follow an outcome (an address nobody was given).
 */
export function walkFlow(flow: PublicFlow, answers: readonly string[]): FlowStep | null {
  const questions = new Map(flow.questions.map((q) => [q.key, q]))
  const outcomes = new Map(flow.outcomes.map((o) => [o.key, o]))
  let question = flow.questions[0]
  if (!question) return null
  const trail: FlowTrail = []
  for (let i = 0; i < answers.length; i++) {
    const answer = question.answers.find((a) => a.key === answers[i])
    if (!answer) return null
    trail.push({ question, answer })
    const outcome = outcomes.get(answer.next)
    if (outcome) return i === answers.length - 1 ? { kind: 'outcome', outcome, trail } : null
    const next = questions.get(answer.next)
    if (!next || trail.length > FLOW_LIMITS.questions) return null
    question = next
  }
  return { kind: 'question', question, trail }
}

export type FlowPath = { answers: string[]; outcome: string }

/** Every path from the first question to an outcome, at most `limit` (the checker refuses more). */
export function flowPaths(flow: FlowShape, limit: number = FLOW_LIMITS.paths): FlowPath[] {
  const questions = new Map(flow.questions.map((q) => [q.key, q]))
  const outcomes = new Set(flow.outcomes.map((o) => o.key))
  const paths: FlowPath[] = []
  const visit = (key: string, answers: string[], seen: Set<string>) => {
    if (paths.length >= limit) return
    const question = questions.get(key)
    if (!question || seen.has(key)) return
    seen.add(key)
    for (const answer of question.answers) {
      const trail = [...answers, answer.key]
      if (outcomes.has(answer.next)) {
        if (paths.length < limit) paths.push({ answers: trail, outcome: answer.next })
      } else visit(answer.next, trail, seen)
    }
    seen.delete(key)
  }
  if (flow.questions[0]) visit(flow.questions[0].key, [], new Set())
  return paths
}

/** The address of a point in a flow: its start, or after some answers. */
export function flowAddress(base: string, answers: readonly string[]): string {
  return base + answers.map((a) => `${a}/`).join('')
}

const textOrNull = (value: string | null | undefined): string | null => (value && value.trim() ? value.trim() : null)
const linesOf = (value: string | null | undefined): string[] => (value ?? '').split('\n').map((line) => line.trim()).filter(Boolean)

/**
 * A published flow in one language, as every channel shows it; null when its texts are not all
 * there in this language (a flow is published only complete in both: src/collections/Flows.ts).
 */
export function toPublicFlow(doc: Flow): PublicFlow | null {
  if (!doc.title || !doc.slug) return null
  const guide = typeof doc.guide === 'object' && doc.guide ? (doc.guide as Service) : null
  const questions: FlowQuestion[] = (doc.questions ?? []).map((q) => ({
    key: q.key,
    text: q.text ?? '',
    hint: textOrNull(q.hint),
    short: textOrNull(q.short),
    answers: (q.answers ?? []).map((a) => ({ key: a.key, label: a.label ?? '', short: textOrNull(a.short), next: a.next })),
  }))
  if (questions.length === 0 || questions.some((q) => !q.text || q.answers.some((a) => !a.label))) return null
  const outcomes: FlowOutcome[] = (doc.outcomes ?? []).map((o) => ({
    key: o.key,
    title: o.title ?? '',
    documents: linesOf(o.documents),
    // One fact, one place: an outcome that costs the guide's main amount reads it from the guide.
    feeAriary: o.feeFromGuide ? (guide?.cost?.amountAriary ?? null) : typeof o.feeAriary === 'number' ? o.feeAriary : null,
    feeNote: textOrNull(o.feeNote),
    delay: delayOf({ from: o.durationFrom, to: o.durationTo, unit: o.durationUnit }),
    office: officeOf(o.office),
    steps: linesOf(o.steps),
    text: textOrNull(o.text),
    unsure: textOrNull(o.unsure),
  }))
  if (outcomes.some((o) => !o.title)) return null
  return {
    id: doc.id,
    slug: doc.slug,
    title: doc.title,
    summary: doc.summary ?? '',
    updatedAt: doc.updatedAt,
    guide: guide?.title && guide.slug ? { id: guide.id, title: guide.title, slug: guide.slug } : null,
    questions,
    outcomes,
  }
}
