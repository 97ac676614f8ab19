import { describe, expect, it } from 'vitest'

import { flowAddress, flowPaths, walkFlow, type FlowShape, type PublicFlow } from './flow'
import { checkFlowShape, checkFlowTexts, type FlowTexts } from './flowCheck'

const shape = (questions: [string, [string, string][]][], outcomes: string[]): FlowShape => ({
  questions: questions.map(([key, answers]) => ({ key, answers: answers.map(([a, next]) => ({ key: a, next })) })),
  outcomes: outcomes.map((key) => ({ key })),
})

// Passport-like: who, then what, with a shared outcome.
const good = shape(
  [
    ['qui', [['adulte', 'quoi'], ['mineur', 'mineur']]],
    ['quoi', [['premier', 'adulte-premier'], ['renouvellement', 'adulte-renouvellement'], ['perte-vol', 'adulte-renouvellement']]],
  ],
  ['adulte-premier', 'adulte-renouvellement', 'mineur'],
)

const french = (problems: { fr: string }[]) => problems.map((p) => p.fr)

describe('checkFlowShape', () => {
  it('accepts a flow whose every path ends in an outcome, and counts its paths', () => {
    expect(checkFlowShape(good)).toEqual({ problems: [], paths: 4 })
  })

  it('names the answer that leads nowhere', () => {
    const broken = shape([['qui', [['adulte', 'quoi'], ['mineur', 'nulle-part']]], ['quoi', [['a', 'x'], ['b', 'x']]]], ['x'])
    expect(french(checkFlowShape(broken).problems)).toEqual(['Question « qui », réponse « mineur » : elle mène à « nulle-part », qui n’est ni une question ni un résultat.'])
  })

  it('refuses an answer with no destination', () => {
    const broken = shape([['qui', [['adulte', 'x'], ['mineur', '']]]], ['x'])
    expect(french(checkFlowShape(broken).problems)[0]).toContain('choisissez où elle mène')
  })

  it('finds a cycle and says the path that loops', () => {
    const loop = shape([['a', [['oui', 'b'], ['non', 'fin']]], ['b', [['oui', 'a'], ['non', 'fin']]]], ['fin'])
    const result = checkFlowShape(loop)
    expect(french(result.problems)).toEqual(['Boucle : a → oui, b → oui revient à la question « a ». Chaque chemin doit finir par un résultat.'])
    expect(result.paths).toBe(0)
  })

  it('finds questions and outcomes nobody reaches', () => {
    const orphan = shape([['a', [['oui', 'fin'], ['non', 'fin']]], ['seule', [['oui', 'fin'], ['non', 'autre']]]], ['fin', 'autre'])
    expect(french(checkFlowShape(orphan).problems)).toEqual([
      'La question « seule » n’est jamais posée : aucune réponse n’y mène.',
      'Le résultat « autre » n’est jamais donné : aucune réponse n’y mène.',
    ])
  })

  it('counts answers, keys and duplicates', () => {
    const bad = shape([['Qui?', [['seule', 'fin']]], ['b', [['x', 'fin'], ['x', 'fin']]]], ['fin', 'b'])
    const problems = french(checkFlowShape(bad).problems)
    expect(problems).toContain('Le code « Qui? » n’est pas valable : lettres minuscules sans accent, chiffres et tirets, 40 caractères au plus.')
    expect(problems).toContain('Le code « b » est donné deux fois : chaque question et chaque résultat a le sien.')
    expect(problems).toContain('Question « Qui? » : de 2 à 8 réponses (il y en a 1).')
    expect(problems).toContain('Question « b » : la réponse « x » est donnée deux fois.')
  })

  it('refuses more paths than can be cached and tested', () => {
    // 8 × 8 × 8 = 512 paths.
    const answers = (next: string): [string, string][] => Array.from({ length: 8 }, (_, i) => [`r${i}`, next])
    const wide = shape([['a', answers('b')], ['b', answers('c')], ['c', answers('fin')]], ['fin'])
    const result = checkFlowShape(wide)
    expect(french(result.problems)).toEqual(['Plus de 200 chemins : chacun est une page à relire ; regroupez des cas dans un même résultat.'])
  })

  it('gives every message in Malagasy too', () => {
    const broken = shape([['qui', [['adulte', 'fin'], ['mineur', 'tsy-misy']]]], ['fin'])
    expect(checkFlowShape(broken).problems[0]!.mg).toBe('Fanontaniana « qui », valiny « mineur »: mitondra any amin’ny « tsy-misy » izy, izay tsy fanontaniana na vokatra.')
  })
})

describe('checkFlowTexts', () => {
  const texts = (over: Partial<FlowTexts> = {}): FlowTexts => ({
    title: 'Passeport',
    questions: [
      { text: 'Pour qui ?', answers: [{ label: 'Un adulte' }, { label: 'Un mineur' }] },
      { text: 'Quelle demande ?', answers: [{ label: 'Premier' }, { label: 'Renouvellement' }, { label: 'Perte ou vol' }] },
    ],
    outcomes: [{ title: 'A', documents: ['CIN'] }, { title: 'B', steps: ['Allez au guichet.'] }, { title: 'C', text: 'Voir le guide.' }],
    ...over,
  })

  it('accepts complete texts', () => {
    expect(checkFlowTexts(good, texts(), 'fr')).toEqual([])
  })

  it('names the missing text and the language', () => {
    const missing = texts({ questions: [{ text: 'Pour qui ?', answers: [{ label: 'Un adulte' }, { label: '' }] }, texts().questions[1]!] })
    expect(checkFlowTexts(good, missing, 'mg')).toEqual([{ fr: 'Question « qui », réponse « mineur » : le texte de la réponse manque. (en malgache)', mg: 'Fanontaniana « qui », valiny « mineur »: tsy misy ny valiny. (amin’ny teny malagasy)', field: 'questions.0.answers.1.label', atField: { fr: 'Le texte de la réponse manque.', mg: 'Tsy misy ny valiny.' } }])
  })

  it('asks for a short form when a text is too long for a phone, and refuses a screen over 182 characters', () => {
    const long = 'Avez-vous déjà eu un passeport biométrique délivré par le ministère de l’Intérieur ou par une ambassade ?'
    const label = 'Oui, et il est encore valable pour plus de six mois'
    const result = checkFlowTexts(good, texts({ questions: [{ text: long, answers: [{ label }, { label }] }, texts().questions[1]!] }), 'fr')
    expect(result.map((p) => p.fr)).toEqual([
      'Question « qui » : écrivez sa forme courte pour le téléphone (70 caractères au plus). (en français)',
      'Question « qui », réponse « adulte » : écrivez sa forme courte pour le téléphone (24 caractères au plus). (en français)',
      'Question « qui », réponse « mineur » : écrivez sa forme courte pour le téléphone (24 caractères au plus). (en français)',
      'Question « qui » : sur un téléphone simple, la question et ses réponses font 226 caractères (182 au plus) ; raccourcissez leurs formes courtes. (en français)',
    ])
    // Each is shown at its field in the admin (issue 39).
    expect(result.map((p) => p.field)).toEqual(['questions.0.short', 'questions.0.answers.0.short', 'questions.0.answers.1.short', 'questions.0.short'])
  })

  it('refuses an outcome that says nothing', () => {
    const empty = texts({ outcomes: [{ title: 'A' }, { title: 'B', steps: ['x'] }, { title: 'C', text: 'y' }] })
    expect(checkFlowTexts(good, empty, 'fr').map((p) => [p.fr, p.field])).toEqual([['Résultat « adulte-premier » : dites au moins les pièces, les étapes ou un texte. (en français)', 'outcomes.0.documents']])
  })
})

describe('walking a flow', () => {
  const flow: PublicFlow = {
    id: 1,
    slug: 'passeport',
    title: 'Passeport',
    summary: '',
    updatedAt: '2026-11-25T00:00:00Z',
    guide: null,
    questions: good.questions.map((q) => ({ key: q.key, text: q.key, hint: null, short: null, answers: q.answers.map((a) => ({ ...a, label: a.key, short: null })) })),
    outcomes: good.outcomes.map((o) => ({ key: o.key, title: o.key, documents: [], feeAriary: null, feeNote: null, delay: null, office: null, steps: [], text: null, unsure: null })),
  }

  it('goes from question to question, then to the outcome, keeping the answers given', () => {
    expect(walkFlow(flow, [])).toMatchObject({ kind: 'question', question: { key: 'qui' }, trail: [] })
    expect(walkFlow(flow, ['adulte'])).toMatchObject({ kind: 'question', question: { key: 'quoi' } })
    const end = walkFlow(flow, ['adulte', 'perte-vol'])
    expect(end).toMatchObject({ kind: 'outcome', outcome: { key: 'adulte-renouvellement' } })
    expect(end!.trail.map((t) => `${t.question.key}=${t.answer.key}`)).toEqual(['qui=adulte', 'quoi=perte-vol'])
  })

  it('refuses answers that are not the question’s, and answers after the outcome', () => {
    expect(walkFlow(flow, ['enfant'])).toBeNull()
    expect(walkFlow(flow, ['mineur', 'premier'])).toBeNull()
    expect(walkFlow(flow, ['adulte', 'premier', 'x'])).toBeNull()
  })

  it('lists every path, each an address', () => {
    expect(flowPaths(good).map((p) => flowAddress('/fr/demarches/passeport/', p.answers))).toEqual([
      '/fr/demarches/passeport/adulte/premier/',
      '/fr/demarches/passeport/adulte/renouvellement/',
      '/fr/demarches/passeport/adulte/perte-vol/',
      '/fr/demarches/passeport/mineur/',
    ])
  })
})
