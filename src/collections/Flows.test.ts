import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { Flows } from './Flows'

type Validate = (value: unknown, options: Record<string, unknown>) => Promise<string | true> | string | true
type AnyField = Field & { name?: string; fields?: AnyField[] }

/** The validation of a field of the flows collection, by its path without row numbers ("questions.short"). */
function validation(path: string): Validate {
  let fields = Flows.fields as AnyField[]
  let field: AnyField | undefined
  for (const name of path.split('.')) {
    const flat = (list: AnyField[]): AnyField[] => list.flatMap((f) => (f.type === 'row' || f.type === 'collapsible' ? flat(f.fields ?? []) : [f]))
    field = flat(fields).find((f) => f.name === name)
    fields = field?.fields ?? []
  }
  const validate = (field as { validate?: Validate } | undefined)?.validate
  if (!validate) throw new Error(`no validation at ${path}`)
  return validate
}

const long = 'Dans quelle situation êtes-vous aujourd’hui pour la création de votre entreprise ?'
/** A flow as the admin sends it: two questions, two outcomes, the first question too long for a phone. */
const flow = (status: 'draft' | 'published') => ({
  _status: status,
  title: 'Créer son entreprise',
  questions: [
    { id: 'q1', key: 'forme', text: long, short: '', answers: [{ id: 'a1', key: 'seul', label: 'Seul', next: 'lieu' }, { id: 'a2', key: 'plusieurs', label: 'À plusieurs', next: 'lieu' }] },
    { id: 'q2', key: 'lieu', text: 'Où ?', answers: [{ id: 'a3', key: 'ici', label: 'Ici', next: 'ici' }, { id: 'a4', key: 'ailleurs', label: 'Ailleurs', next: 'ailleurs' }] },
  ],
  outcomes: [{ id: 'o1', key: 'ici', title: 'Ici', documents: 'Une pièce' }, { id: 'o2', key: 'ailleurs', title: 'Ailleurs', documents: '' }],
})
const options = (data: Record<string, unknown>, path: (string | number)[], language = 'fr') => ({
  data,
  path,
  req: { locale: 'fr', i18n: { language }, t: (key: string) => key, payload: { findByID: async () => null } },
  maxLength: 70,
})

describe('a flow refused at publication says why at the field concerned (issue 39)', () => {
  it('marks the short form of a long question, in the editor’s language', async () => {
    const published = flow('published')
    expect(await validation('questions.short')('', options(published, ['questions', 0, 'short']))).toBe('Écrivez sa forme courte pour le téléphone (70 caractères au plus).')
    expect(await validation('questions.short')('', options(published, ['questions', 0, 'short'], 'mg'))).toBe('Soraty ny endriny fohy ho an’ny finday (70 farafahabetsany).')
    // Only that field: the other question's short form is fine.
    expect(await validation('questions.short')('', options(published, ['questions', 1, 'short']))).toBe(true)
  })

  it('marks an outcome that says nothing at its documents', async () => {
    expect(await validation('outcomes.documents')('', { ...options(flow('published'), ['outcomes', 1, 'documents']), maxLength: 2000 })).toBe('Dites au moins les pièces, les étapes ou un texte.')
  })

  it('lets a draft be saved as it is, and keeps Payload’s own checks', async () => {
    expect(await validation('questions.short')('', options(flow('draft'), ['questions', 0, 'short']))).toBe(true)
    expect(await validation('questions.short')('x'.repeat(71), options(flow('draft'), ['questions', 0, 'short']))).toBe('validation:shorterThanMax')
  })

  it('no longer names this language’s texts on the questions as a whole (they are at their fields)', async () => {
    expect(await validation('questions')(flow('published').questions, { ...options(flow('published'), ['questions']), id: undefined })).toMatch(/^Le titre manque\. \(en malgache\)/)
    expect(await validation('questions')(flow('published').questions, { ...options(flow('published'), ['questions']), id: undefined })).not.toContain('(en français)')
  })
})

describe('the same check in the admin’s form, which gives the row but not the path', () => {
  it('finds the field by its row', async () => {
    const published = flow('published')
    const { path: _path, ...withoutPath } = options(published, [])
    expect(await validation('questions.short')('', { ...withoutPath, name: 'short', siblingData: published.questions[0] })).toMatch(/^Écrivez sa forme courte/)
    expect(await validation('questions.short')('', { ...withoutPath, name: 'short', siblingData: published.questions[1] })).toBe(true)
    expect(await validation('outcomes.documents')('', { ...withoutPath, maxLength: 2000, name: 'documents', siblingData: published.outcomes[1] })).toMatch(/^Dites au moins/)
    expect(await validation('title')('Créer', { ...withoutPath, maxLength: 120, name: 'title', siblingData: published })).toBe(true)
  })
})
