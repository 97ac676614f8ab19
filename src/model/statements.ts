/**
 * The statements of a guide (issue 40) and their derived proofs. `withProofs` is the one place where
 * certainty is decided for every channel: it derives each statement's proof (src/model/certainty.ts)
 * and writes the result back where the channels already read marks — a line's, a step's or an
 * answer's `unsure`, the summary's and audience's `marks`, the parts of `unconfirmed` — so a
 * statement no source confirms carries « À confirmer » on the web, by SMS, USSD and in JSON alike.
 */
import { format, getDictionary } from '@/i18n'

import { deriveProofs, type Proof, type ProofReason, type Proofs, type SourceKind, type SourceRef, type Statement, type StatementReference } from './certainty'
import type { Delay } from './delays'
import type { Deadline } from './deadline'

type Line = { unsure: string | null }
/** What `withProofs` reads of a guide: its statements with the editor's declared doubts. */
export type ProvableGuide = {
  lang: 'fr' | 'mg'
  summary: string
  audience: string
  marks: { summary: string | null; audience: string | null }
  cost: { free: boolean; amountAriary: number | null; details: string; othersPay: string | null }
  delay: Delay | null
  deadline?: Deadline | null
  processingTime: string
  whereToApply: string
  youReceive: string | null
  documents: ({ item: string; quantity: number | null } & Line)[]
  steps: ({ title: string; detail: string | null; feeAriary: number | null; duration: Delay | null } & Line)[]
  faq: ({ question: string; answer: string } & Line)[]
  legalReferences: string[]
  onlineServices: { label: string; url: string }[]
  /** Parts an editor marked « à confirmer » as a whole. */
  unconfirmed: string[]
  sources: { key: string | null; kind: SourceKind | null; publisher: string | null; title: string; published?: string | null }[]
  references: StatementReference[]
}

const delayFigures = (delay: Delay | null | undefined) => (delay ? [delay.from, ...(delay.to !== null ? [delay.to] : [])] : [])

/** Every statement of a guide, in the page's order, with its declared doubt. */
export function guideStatements(guide: ProvableGuide): Statement[] {
  const declared = new Set(guide.unconfirmed)
  const whole = (part: string) => (declared.has(part) ? getDictionary(guide.lang).guide.unconfirmed[part as keyof ReturnType<typeof getDictionary>['guide']['unconfirmed']] ?? null : null)
  const list: Statement[] = [
    { path: 'summary', text: guide.summary, figures: [], note: guide.marks.summary },
    { path: 'audience', text: guide.audience, figures: [], note: guide.marks.audience },
    {
      path: 'cost',
      text: [guide.cost.details, guide.cost.othersPay ?? ''].join(' '),
      figures: !guide.cost.free && typeof guide.cost.amountAriary === 'number' ? [guide.cost.amountAriary] : [],
      note: whole('cost'),
    },
    { path: 'processingTime', text: guide.processingTime, figures: delayFigures(guide.delay), note: whole('processingTime') },
    { path: 'whereToApply', text: guide.whereToApply, figures: [], note: whole('whereToApply') },
  ]
  if (guide.youReceive) list.push({ path: 'youReceive', text: guide.youReceive, figures: [], note: null })
  const deadline = guide.deadline
  if (deadline) {
    const figures = deadline.kind === 'after' ? [deadline.count] : deadline.kind === 'yearly' ? [deadline.day] : [Number(deadline.date.slice(8, 10)), Number(deadline.date.slice(0, 4))]
    list.push({ path: 'deadline', text: '', figures, note: deadline.unsure })
  }
  guide.documents.forEach((d, i) => list.push({ path: `documents.${i}`, text: d.item, figures: d.quantity && d.quantity > 1 ? [d.quantity] : [], note: d.unsure ?? whole('documents') }))
  guide.steps.forEach((s, i) =>
    list.push({ path: `steps.${i}`, text: `${s.title} ${s.detail ?? ''}`, figures: [...(s.feeAriary ? [s.feeAriary] : []), ...delayFigures(s.duration)], note: s.unsure }),
  )
  // The question asks; the answer states.
  guide.faq.forEach((q, i) => list.push({ path: `faq.${i}`, text: q.answer, figures: [], note: q.unsure }))
  guide.legalReferences.forEach((text, i) => list.push({ path: `legalReferences.${i}`, text, figures: [], note: whole('legalReferences') }))
  // A link to the portal's own pages states nothing a source could confirm.
  guide.onlineServices.forEach((link, i) => {
    if (!link.url.startsWith('/')) list.push({ path: `onlineServices.${i}`, text: link.label, figures: [], note: whole('onlineServices') })
  })
  return list
}

/** The sources as the derivation reads them: a source without a key is named by its place in the list. */
export function sourceRefs(sources: ProvableGuide['sources']): SourceRef[] {
  return sources.map((s, i) => ({ key: s.key || `source-${i + 1}`, kind: s.kind, publisher: s.publisher, title: s.title, published: s.published ?? null }))
}

const REASON_ORDER: ProofReason[] = ['contradicted', 'numbers', 'noSource', 'oneSource']

/** « 190 000 », but a year stays « 2024 » and a decimal « 0,5 ». */
function readableNumber(n: string): string {
  const value = Number(n)
  if (!Number.isInteger(value)) return n.replace('.', ',')
  return value >= 1000 && !(value >= 1800 && value <= 2100) ? String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ' ') : String(value)
}

/** What a citizen reads beside a statement that is not certain: the editor's note, else why. */
export function proofText(lang: 'fr' | 'mg', proof: Proof): string | null {
  if (proof.status === 'certain') return null
  if (proof.note) return proof.note
  const t = getDictionary(lang).guide.proof.reasons
  const reason = REASON_ORDER.find((r) => proof.reasons.includes(r)) as Exclude<ProofReason, 'note'> | undefined
  if (reason === 'numbers') return format(t.numbers, { numbers: proof.missing.map(readableNumber).join(', ') })
  return reason ? t[reason] : t.noSource
}

/** A statement's name for people: « Étape 3 », « Coût ». */
export function statementLabel(path: string, language: 'fr' | 'mg'): string {
  const labels = getDictionary(language).guide.proof.labels
  const [part, index] = path.split('.') as [keyof typeof labels, string | undefined]
  const label = labels[part]
  if (!label) return path
  return index === undefined ? label : format(label, { n: Number(index) + 1 })
}

/** Parts of a guide whose single statement (or every line) must be marked in channels that mark parts. */
const PART_OF_ONE = ['cost', 'processingTime', 'whereToApply'] as const

/** The guide with each statement's proof, and its marks derived from them. */
export function withProofs<G extends ProvableGuide>(guide: G): G & { proofs: Proofs } {
  const proofs = deriveProofs(guideStatements(guide), guide.references, sourceRefs(guide.sources))
  const text = (path: string) => (proofs[path] ? proofText(guide.lang, proofs[path]!) : null)
  const uncertain = (path: string) => proofs[path] !== undefined && proofs[path]!.status !== 'certain'
  const parts = new Set(guide.unconfirmed)
  for (const part of PART_OF_ONE) if (uncertain(part)) parts.add(part)
  return {
    ...guide,
    proofs,
    marks: { summary: text('summary'), audience: text('audience') },
    documents: guide.documents.map((d, i) => ({ ...d, unsure: text(`documents.${i}`) })),
    steps: guide.steps.map((s, i) => ({ ...s, unsure: text(`steps.${i}`) })),
    faq: guide.faq.map((q, i) => ({ ...q, unsure: text(`faq.${i}`) })),
    deadline: guide.deadline ? { ...guide.deadline, unsure: text('deadline') } : guide.deadline,
    unconfirmed: [...parts],
  }
}
