/**
 * Seeded question flows (src/seed/data/flows/*): their shape and texts checked as an editor's save
 * is (src/model/flowCheck.ts), and the guides and offices they name known.
 */
import { locales } from '@/i18n/locales'
import { checkFlowShape, checkFlowTexts, type FlowProblem } from '@/model/flowCheck'

import type { FlowSeed } from './types'

export function seedShape(flow: FlowSeed) {
  return {
    questions: flow.questions.map((question) => ({ key: question.key, answers: question.answers.map((a) => ({ key: a.key, next: a.next })) })),
    outcomes: flow.outcomes.map((outcome) => ({ key: outcome.key })),
  }
}

/** Every problem of one seeded flow (empty: it would be saved). */
export function checkFlowSeed(flow: FlowSeed, known: { guides: Set<string>; offices: Set<string> }): FlowProblem[] {
  const shape = seedShape(flow)
  const problems = [...checkFlowShape(shape).problems]
  for (const lang of locales) {
    problems.push(
      ...checkFlowTexts(shape, {
        title: flow.title[lang],
        questions: flow.questions.map((question) => ({ text: question.text[lang], short: question.short?.[lang], answers: question.answers.map((a) => ({ label: a.label[lang], short: a.short?.[lang] })) })),
        outcomes: flow.outcomes.map((outcome) => ({ title: outcome.title[lang], documents: outcome.documents.map((d) => d[lang]), steps: outcome.steps.map((s) => s[lang]), text: outcome.text?.[lang] })),
      }, lang),
    )
  }
  const add = (fr: string) => problems.push({ fr, mg: fr })
  // The fields' own bounds (a save over them is refused: the seed would stop half-way).
  for (const question of flow.questions) {
    for (const lang of locales) {
      if (question.short && question.short[lang].length > 70) add(`Flow ${flow.key}, question ${question.key}: short form over 70 characters (${lang})`)
      for (const answer of question.answers) if (answer.short && answer.short[lang].length > 24) add(`Flow ${flow.key}, answer ${answer.key}: short form over 24 characters (${lang})`)
    }
  }
  if (!known.guides.has(flow.guide)) add(`Flow ${flow.key}: unknown guide ${flow.guide}`)
  for (const outcome of flow.outcomes) {
    if (outcome.office && !known.offices.has(outcome.office)) add(`Flow ${flow.key}, outcome ${outcome.key}: unknown office ${outcome.office}`)
    // Amounts are one number for both languages (feeAriary), never written in the texts.
    for (const line of [...outcome.documents, ...outcome.steps, outcome.text, outcome.feeNote, outcome.title].filter(Boolean)) {
      for (const lang of locales) {
        if (/\d[\d\s.  ]*\s?(?:Ar|ariary)\b/i.test(line![lang])) add(`Flow ${flow.key}, outcome ${outcome.key}: an amount is written in the text (${lang}): use feeAriary`)
      }
    }
  }
  return problems
}

