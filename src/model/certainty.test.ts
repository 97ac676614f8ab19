import { describe, expect, it } from 'vitest'

import { deriveProof, numbersIn, numberWords, proofCounts, quoteNumbers, type SourceRef, type StatementReference } from './certainty'

const sources: SourceRef[] = [
  { key: 'torolalana', kind: 'official', publisher: 'Torolalana', title: 'Torolalana' },
  { key: 'office', kind: 'office', publisher: null, title: 'Commune' },
  { key: 'express', kind: 'press', publisher: 'L’Express de Madagascar', title: 'Article' },
  { key: 'express-2', kind: 'press', publisher: 'L’Express de Madagascar', title: 'Another article' },
  { key: 'midi', kind: 'press', publisher: 'Midi Madagasikara', title: 'Article' },
  { key: 'blog', kind: 'secondary', publisher: 'A blog', title: 'Post' },
]
const ref = (source: string, quote: string, relation: StatementReference['relation'] = 'supports', statement = 'steps.1'): StatementReference => ({ statement, source, quote, where: null, relation })
const step = { path: 'steps.1', text: 'Déclarez le décès et payez 1 000 Ar.', figures: [1000], note: null }

describe('the derivation of a statement’s certainty', () => {
  it('an official source whose words give the number makes it certain', () => {
    const proof = deriveProof(step, [ref('torolalana', 'Saran’ny fanoratana: 1.000 Ar')], sources)
    expect(proof).toMatchObject({ status: 'certain', official: true, reasons: [], missing: [] })
  })

  it('an office’s confirmation counts as an official source', () => {
    expect(deriveProof(step, [ref('office', 'Le droit est de 1000 Ariary')], sources).status).toBe('certain')
  })

  it('one press source leaves it unconfirmed', () => {
    const proof = deriveProof(step, [ref('express', 'il faut payer 1 000 Ar')], sources)
    expect(proof).toMatchObject({ status: 'unconfirmed', official: false, reasons: ['oneSource'] })
  })

  it('two articles of one newspaper are one source', () => {
    expect(deriveProof(step, [ref('express', '1 000 Ar'), ref('express-2', '1 000 Ar')], sources).status).toBe('unconfirmed')
  })

  it('two independent non-official sources that agree make it certain, but not « official »', () => {
    const proof = deriveProof(step, [ref('express', 'il faut payer 1 000 Ar'), ref('blog', 'coût : 1000 ariary')], sources)
    expect(proof).toMatchObject({ status: 'certain', official: false })
  })

  it('a contradicting source makes it disputed even beside an official one', () => {
    const proof = deriveProof(step, [ref('torolalana', '1 000 Ar'), ref('midi', '2 000 Ar', 'contradicts')], sources)
    expect(proof).toMatchObject({ status: 'disputed', official: false, reasons: ['contradicted'] })
  })

  it('a number absent from every supporting quote leaves it unconfirmed, naming the number', () => {
    const proof = deriveProof({ ...step, text: 'Déclarez le décès dans les 24 heures et payez 1 000 Ar.' }, [ref('torolalana', 'Saran’ny fanoratana: 1 000 Ar')], sources)
    expect(proof).toMatchObject({ status: 'unconfirmed', reasons: ['numbers'], missing: ['24'] })
  })

  it('a structured figure counts as a number of the statement', () => {
    const proof = deriveProof({ ...step, text: 'Payez le timbre.', figures: [190000] }, [ref('torolalana', 'Paiement du timbre fiscal')], sources)
    expect(proof.missing).toEqual(['190000'])
  })

  it('no reference at all: unconfirmed, no source', () => {
    expect(deriveProof(step, [], sources).reasons).toEqual(['noSource', 'numbers'])
  })

  it('a reference to another statement, to an unknown source or with an empty quote proves nothing', () => {
    const refs = [ref('torolalana', '1 000 Ar', 'supports', 'steps.2'), ref('nowhere', '1 000 Ar'), ref('torolalana', '  ')]
    expect(deriveProof(step, refs, sources).status).toBe('unconfirmed')
  })

  it('an editor’s doubt is shown even when sources confirm: a note adds a mark, never removes one', () => {
    const proof = deriveProof({ ...step, note: 'tarif communal' }, [ref('torolalana', '1 000 Ar')], sources)
    expect(proof).toMatchObject({ status: 'unconfirmed', reasons: ['note'], note: 'tarif communal' })
  })

  it('reads numbers in any spelling and number words in quotes', () => {
    expect(numbersIn('190 000 Ar, 1.000 Ar, 2018-027, 0,5 %')).toEqual(['190000', '1000', '2018', '27', '0.5'])
    expect([...quoteNumbers('deux photocopies et roa kopia, 3 mois')].sort()).toEqual(['2', '3'])
  })

  it('counts statements and those an official source confirms', () => {
    const proofs = {
      a: deriveProof({ ...step, path: 'a' }, [ref('torolalana', '1 000', 'supports', 'a')], sources),
      b: deriveProof({ ...step, path: 'b' }, [ref('express', '1 000', 'supports', 'b'), ref('blog', '1 000', 'supports', 'b')], sources),
      c: deriveProof({ ...step, path: 'c' }, [], sources),
    }
    expect(proofCounts(proofs)).toEqual({ statements: 3, certain: 2, official: 1, unconfirmed: 1, disputed: 0 })
  })
})

describe('numbers in the words of the sources', () => {
  it('reads a decimal point or comma alike, and a dot before three digits as thousands', () => {
    expect(numbersIn('0.5 % et 0,5 %, 1.000 Ar, 12.50')).toEqual(['0.5', '0.5', '1000', '12.5'])
  })

  it('the year of a supporting source’s own date counts as quoted', () => {
    const dated: SourceRef[] = [{ key: 'ministry', kind: 'official', publisher: 'Ministère', title: 'Page', published: '2023-05' }]
    const statement = { path: 'cost', text: 'En 2023, le permis coûtait 38 000 Ar.', figures: [], note: null }
    expect(deriveProof(statement, [{ statement: 'cost', source: 'ministry', quote: 'frais : 38 000 Ar', where: null, relation: 'supports' }], dated).status).toBe('certain')
  })
})

describe('number words in the source’s words', () => {
  it('reads composed French and Malagasy numbers', () => {
    expect(numberWords('trente-cinq mille à quatre-vingt-quinze mille ariary')).toEqual(expect.arrayContaining([35000, 95000]))
    expect(numberWords('cinq cents mètres carrés, vingt-huit jours, soixante-dix')).toEqual(expect.arrayContaining([500, 28, 70]))
    expect(numberWords('dimy amby roapolo andro, roa arivo ariary')).toEqual(expect.arrayContaining([25, 2000]))
    expect([...quoteNumbers('dans les trente jours')]).toContain('30')
    expect(numberWords('entre trente-cinq et quarante mille ariary')).toEqual(expect.arrayContaining([35, 40000]))
    expect(numberWords('entre trente-cinq et quarante mille ariary')).not.toContain(75000)
    expect(numberWords('vingt et un jours')).toContain(21)
  })
})
