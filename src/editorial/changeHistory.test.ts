import { describe, expect, it } from 'vitest'

import { applyCorrections, changeFields, madagascarDay, recordChange } from './changeHistory'

const now = new Date('2026-11-23T21:30:00.000Z') // 00:30 on the 24th in Antananarivo
const hook = recordChange(() => now)

type Req = { locale?: string; payloadAPI?: string; i18n?: { language: string }; context?: Record<string, unknown>; user?: unknown }
function run(data: Record<string, unknown>, originalDoc?: Record<string, unknown>, req: Req = {}) {
  return hook({ data, originalDoc, req: { locale: 'fr', payloadAPI: 'REST', i18n: { language: 'fr' }, context: {}, ...req } } as never) as Record<string, unknown>
}
const validateOf = (name: string) => (changeFields().find((f) => 'name' in f && f.name === name) as { validate: (v: unknown, o: unknown) => true | string }).validate

const published = { at: '2026-11-01T08:00:00.000Z', note: 'Première publication.' }

describe('recordChange', () => {
  it('records the first publication in a language, keeping the date the editor gave', () => {
    const out = run({ _status: 'published', lastReviewed: '2026-11-21T12:00:00.000Z' }, undefined, { locale: 'mg' })
    expect(out.changeHistory).toEqual([{ at: now.toISOString(), note: 'Famoahana voalohany.' }])
    expect(out.lastReviewed).toBe('2026-11-21T12:00:00.000Z')
  })

  it('a major change adds its note first and moves the public date to today in Madagascar', () => {
    const out = run({ _status: 'published', changeKind: 'major', changeNote: ' Le timbre passe à 10 000 Ar. ', lastReviewed: '2026-01-01T12:00:00.000Z' }, { changeHistory: [published] })
    expect(out.changeHistory).toEqual([{ at: now.toISOString(), note: 'Le timbre passe à 10 000 Ar.' }, published])
    expect(out.lastReviewed).toBe('2026-11-24T12:00:00.000Z')
    expect(out.changeKind).toBeNull()
    expect(out.changeNote).toBeNull()
  })

  it('a minor change changes neither the history nor the date', () => {
    const out = run({ _status: 'published', changeKind: 'minor', lastReviewed: '2026-01-01T12:00:00.000Z' }, { changeHistory: [published] })
    expect(out.changeHistory).toEqual([published])
    expect(out.lastReviewed).toBe('2026-01-01T12:00:00.000Z')
    expect(out.changeKind).toBeNull()
  })

  it('asks people for the choice, and for a note when the change is major, in their language', () => {
    const context: Record<string, unknown> = {}
    const out = run({ _status: 'published' }, { changeHistory: [published] }, { context })
    expect(context.changeKindMissing).toBe(true)
    expect(out.changeHistory).toEqual([published])
    expect(validateOf('changeKind')(null, { req: { context, i18n: { language: 'mg' } } })).toContain('zava-dehibe')
    expect(validateOf('changeKind')(null, { req: { context, i18n: { language: 'fr' } } })).toBe('Indiquez si la modification est importante pour les usagers avant de publier.')
    const noteContext: Record<string, unknown> = {}
    run({ _status: 'published', changeKind: 'major', changeNote: '  ' }, { changeHistory: [published] }, { context: noteContext })
    expect(noteContext.changeNoteMissing).toBe(true)
    expect(validateOf('changeNote')('', { req: { context: noteContext, i18n: { language: 'fr' } } })).toContain('Décrivez la modification')
    // Nothing asked: the fields are valid.
    expect(validateOf('changeKind')('major', { req: { context: {}, i18n: { language: 'fr' } } })).toBe(true)
  })

  it('the server’s own saves (scheduled publication, scripts) count as minor', () => {
    const out = run({ _status: 'published' }, { changeHistory: [published] }, { payloadAPI: 'local' })
    expect(out.changeHistory).toEqual([published])
  })

  it('never takes the history from the request, drafts included', () => {
    const forged = [{ at: '2030-01-01T00:00:00.000Z', note: 'forged' }]
    expect(run({ _status: 'draft', changeHistory: forged }, { changeHistory: [published] }).changeHistory).toEqual([published])
    expect(run({ _status: 'published', changeKind: 'minor', changeHistory: forged }, { changeHistory: [published] }).changeHistory).toEqual([published])
  })

  it('a draft keeps the choice and the note for the publication', () => {
    const out = run({ _status: 'draft', changeKind: 'major', changeNote: 'x' }, { changeHistory: [published] })
    expect(out).toMatchObject({ changeKind: 'major', changeNote: 'x' })
  })

  it('madagascarDay gives the date in Antananarivo', () => {
    expect(madagascarDay(new Date('2026-11-23T20:59:00.000Z'))).toBe('2026-11-23T12:00:00.000Z')
    expect(madagascarDay(new Date('2026-11-23T21:00:00.000Z'))).toBe('2026-11-24T12:00:00.000Z')
  })
})

describe('corrections of the public history', () => {
  const rows = [
    { id: 'b', at: '2026-11-10T08:00:00.000Z', note: 'Le timbre passe à 20 000 Ar.' },
    { id: 'a', at: '2026-11-01T08:00:00.000Z', note: 'Première publication.' },
  ]
  const editor = { collection: 'users', roles: ['editor'] }

  it('an editor corrects a note or withdraws it; dates and order stay the server’s', () => {
    const fixed = applyCorrections(rows, [{ id: 'b', at: '2030-01-01T00:00:00.000Z', note: ' Le timbre passe à 10 000 Ar. ' }, rows[1]!], 'fr')
    expect(fixed.history).toEqual([{ ...rows[0], note: 'Le timbre passe à 10 000 Ar.' }, rows[1]])
    expect(fixed.corrections).toEqual([{ kind: 'noteCorrected', lang: 'fr', at: rows[0]!.at, before: 'Le timbre passe à 20 000 Ar.', after: 'Le timbre passe à 10 000 Ar.' }])
    const withdrawn = applyCorrections(rows, [rows[1]!], 'mg')
    expect(withdrawn.history).toEqual([rows[1]])
    expect(withdrawn.corrections).toEqual([{ kind: 'noteWithdrawn', lang: 'mg', at: rows[0]!.at, before: rows[0]!.note }])
    expect(applyCorrections(rows, undefined, 'fr')).toEqual({ history: rows, corrections: [] })
    expect(applyCorrections(rows, rows, 'fr').corrections).toEqual([])
  })

  it('refuses an added entry, an empty note or a note too long, with a message in the editor’s language', () => {
    expect(applyCorrections(rows, [...rows, { at: '2026-11-20T08:00:00.000Z', note: 'Ajout' }], 'fr').problem).toBe('added')
    expect(applyCorrections(rows, [{ ...rows[0]!, note: ' ' }, rows[1]!], 'fr').problem).toBe('emptyNote')
    expect(applyCorrections(rows, [{ ...rows[0]!, note: 'x'.repeat(301) }, rows[1]!], 'fr').problem).toBe('tooLong')
    const out = run({ _status: 'published', changeKind: 'minor', changeHistory: [...rows, { at: rows[0]!.at, note: 'Ajout' }] }, { changeHistory: rows }, { user: editor, context: {} } as never)
    expect(out.changeHistory).toEqual(rows)
    const validate = validateOf('changeHistory')
    expect(validate(undefined, { req: { i18n: { language: 'mg' }, context: { historyProblem: 'added' } } })).toMatch(/^Tsy ampiana tanana/)
    expect(validate(undefined, { req: { i18n: { language: 'fr' }, context: {} } })).toBe(true)
  })

  it('only editors and administrators correct; anyone else’s history is ignored as before', () => {
    const forged = [{ id: 'b', at: rows[0]!.at, note: 'forged' }, rows[1]!]
    expect(run({ _status: 'draft', changeHistory: forged }, { changeHistory: rows }, { user: { collection: 'users', roles: ['moderator'] } } as never).changeHistory).toEqual(rows)
    const req = { user: editor, context: {} as Record<string, unknown> }
    expect(run({ _status: 'draft', changeHistory: forged }, { changeHistory: rows }, req as never).changeHistory).toEqual([forged[0], rows[1]])
    expect(req.context.historyCorrections).toHaveLength(1)
  })
})
