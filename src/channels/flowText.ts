/**
 * A question flow on a basic phone (USSD and SMS): a question with its numbered answers, and an
 * outcome as one plain text — the case, its documents, fee, delay, office and its telephone,
 * what is unconfirmed — in GSM-7, cut into screens or messages by each channel.
 */
import { formatAriary, getDictionary, type Locale } from '@/i18n'
import { formatDelay } from '@/model/delays'
import type { FlowOutcome, FlowQuestion } from '@/model/flow'

/** The question (its short form when it has one), then `1. answer` lines. */
export function questionLines(question: FlowQuestion): string[] {
  return [question.short ?? question.text, ...question.answers.map((answer, i) => `${i + 1}. ${answer.short ?? answer.label}`)]
}

/** Everything a citizen needs for one case, in one text (channels page it). */
export function outcomeText(outcome: FlowOutcome, lang: Locale): string {
  const sms = getDictionary(lang).sms
  const t = getDictionary(lang).flow
  // What decides the trip first (cost, delay, where and its telephone), then the documents: the first
  // message or screen carries the facts, the rest follows with 5 / 9.
  const parts = [`${outcome.title}.`]
  const fee = outcome.feeAriary === null ? t.feeUnknown.replace(/[.:].*$/, '') : outcome.feeAriary === 0 ? sms.free : formatAriary(outcome.feeAriary)
  parts.push(`${sms.cost}: ${fee}${outcome.feeNote ? ` (${outcome.feeNote.replace(/\.\s*$/, '')})` : ''}.`)
  if (outcome.delay) parts.push(`${sms.delay}: ${formatDelay(outcome.delay, lang)}.`)
  if (outcome.office) parts.push(`${sms.where}: ${outcome.office.name}${outcome.office.phones[0] ? `, ${sms.phone} ${outcome.office.phones[0]}` : ''}.`)
  if (outcome.documents.length) parts.push(`${sms.documents}: ${outcome.documents.map((d, i) => `${i + 1}) ${d.replace(/[.;]\s*$/, '')}`).join('; ')}.`)
  if (outcome.unsure) parts.push(`(${sms.unconfirmed}: ${outcome.unsure.replace(/\.\s*$/, '')})`)
  return parts.join(' ').replace(/\s+/g, ' ').trim()
}
