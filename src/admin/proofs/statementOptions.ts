/**
 * The statements of the guide being edited, as the proof pickers and the sidebar list them: a path
 * (`steps.2`) and a label in the admin's language (« Étape 3 : Déposez le dossier »).
 */
import { statementLabel } from '@/model/statements'

export { statementLabel }

type Values = Record<string, unknown>
const rows = (value: unknown): Record<string, unknown>[] => (Array.isArray(value) ? (value as Record<string, unknown>[]) : [])
const short = (text: unknown) => {
  const plain = typeof text === 'string' ? text.replace(/\s+/g, ' ').trim() : ''
  return plain.length > 60 ? `${plain.slice(0, 59)}…` : plain
}

export type StatementOption = { path: string; label: string }

export function statementOptions(values: Values, language: 'fr' | 'mg'): StatementOption[] {
  const option = (path: string, text?: unknown) => ({ path, label: text ? `${statementLabel(path, language)} : ${short(text)}` : statementLabel(path, language) })
  const list: StatementOption[] = [option('summary', values.summary), option('audience', values.audience), option('cost'), option('processingTime'), option('whereToApply')]
  if (typeof values.youReceive === 'string' && values.youReceive.trim()) list.push(option('youReceive', values.youReceive))
  if ((values.deadline as { kind?: string } | undefined)?.kind) list.push(option('deadline'))
  rows(values.documents).forEach((row, i) => list.push(option(`documents.${i}`, row.item)))
  rows(values.steps).forEach((row, i) => list.push(option(`steps.${i}`, row.title)))
  rows(values.faq).forEach((row, i) => list.push(option(`faq.${i}`, row.question)))
  rows(values.legalReferences).forEach((row, i) => list.push(option(`legalReferences.${i}`, row.text)))
  rows(values.onlineServices).forEach((row, i) => list.push(option(`onlineServices.${i}`, row.label)))
  return list
}

/** The sources a reference may name: short name and title. */
export function sourceOptions(values: Values): { key: string; label: string }[] {
  return rows(values.sources).map((row, i) => {
    const key = (typeof row.key === 'string' && row.key.trim()) || `source-${i + 1}`
    return { key, label: `${key} — ${short(row.title)}` }
  })
}
