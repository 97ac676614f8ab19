import { describe, expect, it } from 'vitest'

import { categories } from './data/categories'
import { glossaryProblems, glossarySynonyms } from './glossary'
import { compareNumbers, extractNumbers, lintGuides, lintMalagasy, lintWarnings, malagasyWarnings, noteSentences, urlProblems } from './lint'
import { loadServiceSeeds } from './load'
import { codeMalagasyTexts, malagasyInSource, seedMalagasyTexts } from './malagasySources'
import type { ServiceSeed } from './types'

const TODAY = '2026-11-23'
/** Reading every guide, every seed file and the code's Malagasy takes seconds, more on a busy machine. */
const READ_ALL_TIMEOUT = 120_000

/** A minimal guide that passes every rule; each case below breaks one thing. */
function guide(overrides: Partial<ServiceSeed> = {}): ServiceSeed {
  const text = { fr: 'Texte', mg: 'Lahatsoratra' }
  return {
    key: 'exemple',
    category: 'etat-civil',
    ministry: 'mid',
    slug: { fr: 'exemple', mg: 'ohatra' },
    title: text,
    summary: { fr: 'Déclarez dans les 30 jours.', mg: 'Ambarao ao anatin’ny 30 andro.' },
    audience: text,
    documents: { fr: ['Une pièce'], mg: ['Taratasy iray'] },
    cost: { free: false, amountAriary: 1000, details: { fr: '1 000 Ar à Antananarivo.', mg: '1 000 Ar eto Antananarivo.' } },
    processingTime: { fr: 'Sur place.', mg: 'Eo no ho eo.' },
    whereToApply: text,
    steps: { fr: [{ title: 'Allez-y', detail: 'Au bureau.' }], mg: [{ title: 'Mandehana', detail: 'Any amin’ny birao.' }] },
    legalReferences: { fr: ['Loi n° 2018-027 du 8 février 2019, article 45'], mg: ['Lalàna laharana faha-2018-027 tamin’ny 08 febroary 2019, andininy faha-45'] },
    faq: { fr: [{ question: 'Q ?', answer: 'R.' }], mg: [{ question: 'F ?', answer: 'V.' }] },
    related: [],
    lastReviewed: '2026-11-21',
    verifiedAt: '2026-11-23',
    unconfirmed: [],
    review: { status: 'verified', notes: '' },
    sources: [{ key: 'cua', title: 'Services arrondissements', publisher: 'Commune urbaine d’Antananarivo', kind: 'official', url: 'https://www.cua.mg/services-arrondissements/', seen: '2026-11-23' }],
    references: [
      { statement: 'summary', source: 'cua', quote: 'Déclaration dans les 30 jours' },
      { statement: 'cost', source: 'cua', quote: 'Frais : 1 000 Ar' },
      { statement: 'legalReferences.0', source: 'cua', quote: 'Loi n° 2018-027 du 8 février 2019, article 45' },
    ],
    ...overrides,
  }
}

/** The proof rules (13) have their own cases below: the other rules' cases change texts without re-quoting them. */
const PROOF_RULE = /absent from the words of its sources|: no key: |unknown source « |unknown statement « /
const lint = (g: ServiceSeed) => lintGuides([g], TODAY).filter((p) => !PROOF_RULE.test(p))
const lintAll = (g: ServiceSeed) => lintGuides([g], TODAY)

describe('lintGuides over the seeded guides', () => {
  it('finds no problem in any seeded guide', async () => {
    const guides = await loadServiceSeeds()
    expect(guides.length).toBeGreaterThanOrEqual(47)
    expect(lintGuides(guides)).toEqual([])
    // Variants quoted or in parentheses (glosses) are reported, not failed: how many remain.
    console.log(`content lint: ${lintWarnings(guides).length} vocabulary warnings (variants of the glossary's preferred Malagasy forms, quoted or as glosses)`)
  }, READ_ALL_TIMEOUT)
})

describe('lintGuides rules', () => {
  it('accepts the well-formed example', () => {
    expect(lint(guide())).toEqual([])
  })

  it('needs at least one source with a valid seen date', () => {
    expect(lint(guide({ sources: [] })).join('\n')).toMatch(/exemple: sources: no source with a valid `seen` date/)
    const undated = lint(guide({ sources: [{ title: 'Sans date', publisher: 'X', kind: 'press' } as never] }))
    expect(undated.join('\n')).toMatch(/no source with a valid `seen` date/)
    expect(undated.join('\n')).toMatch(/no seen date/)
  })

  it('rejects invalid seen and published dates', () => {
    const base = { title: 'S', publisher: 'X', kind: 'press' as const }
    const problems = lint(guide({
      sources: [
        { ...base, seen: '2026-11-23' },
        { ...base, seen: '23/11/2026' },
        { ...base, seen: '2026-02-30' },
        { ...base, seen: '2027-01-01' },
        { ...base, seen: '2026-11-23', published: 'Sept 2016' },
        { ...base, seen: '2026-11-23', published: '2016-13' },
      ],
    })).join('\n')
    expect(problems).toMatch(/sources\[1\].*invalid seen date « 23\/11\/2026 »/)
    expect(problems).toMatch(/sources\[2\].*invalid seen date « 2026-02-30 »/)
    expect(problems).toMatch(/sources\[3\].*invalid seen date « 2027-01-01 »/)
    expect(problems).toMatch(/sources\[4\].*invalid published date « Sept 2016 »/)
    expect(problems).toMatch(/sources\[5\].*invalid published date « 2016-13 »/)
    expect(lint(guide({ sources: [{ ...base, seen: '2026-11-23', published: '2016' }, { ...base, seen: '2026-11-01', published: '2016-09' }] }))).toEqual([])
  })

  it('needs a publisher and a known kind for every source', () => {
    const problems = lint(guide({ sources: [{ title: 'S', publisher: '', kind: 'blog' as never, seen: '2026-11-23' }] })).join('\n')
    expect(problems).toMatch(/no publisher/)
    expect(problems).toMatch(/kind « blog »/)
  })

  it('rejects tracking parameters, mail hosts, other schemes, long, wrapped and unparsable urls', () => {
    expect(urlProblems('https://www.cua.mg/services-arrondissements/')).toEqual([])
    expect(urlProblems('https://example.mg/page?id=3')).toEqual([])
    expect(urlProblems('https://example.mg/a?utm_source=fb&utm_medium=x').join()).toMatch(/tracking parameter utm_source, utm_medium/)
    expect(urlProblems('https://example.mg/a?fbclid=abc').join()).toMatch(/tracking parameter fbclid/)
    expect(urlProblems('https://example.mg/a?ref=home').join()).toMatch(/tracking parameter ref/)
    expect(urlProblems('http://mail.mfb.gov.mg/page_personnalisee/index/news/395').join()).toMatch(/mail host mail\.mfb\.gov\.mg/)
    expect(urlProblems('https://webmail.example.mg/').join()).toMatch(/mail host/)
    expect(urlProblems('https://www.mail.example.mg/').join()).toMatch(/mail host/)
    expect(urlProblems('https://outlook.live.com/mail/').join()).toMatch(/mail host/)
    expect(urlProblems('mailto:contact@example.mg').join()).toMatch(/scheme mailto: is not http\(s\)/)
    expect(urlProblems('ftp://example.mg/file').join()).toMatch(/scheme ftp:/)
    expect(urlProblems(`https://example.mg/${'a'.repeat(300)}`).join()).toMatch(/longer than 300 characters/)
    expect(urlProblems('not a url').join()).toMatch(/does not parse/)
    expect(urlProblems('/fr/contact/?kind=complaint')).toEqual([])
    expect(urlProblems('//evil.example/x').join()).toMatch(/does not parse/)
    expect(urlProblems('https://tomorrow.paperai.life/https://fr.scribd.com/document/1').join()).toMatch(/wraps another address/)
    expect(urlProblems('https://x.example/api/grab?url=https%3A%2F%2Fedu.mg%2Fa').join()).toMatch(/wraps another address/)
  })

  it('checks source urls, online-service urls and addresses written in the text', () => {
    const problems = lint(guide({
      sources: [{ title: 'S', publisher: 'X', kind: 'official', seen: '2026-11-23', url: 'http://mail.mfb.gov.mg/news/395' }],
      onlineServices: { fr: [{ label: 'Portail', url: 'https://e.gov.mg/?utm_campaign=x' }], mg: [{ label: 'Vavahady', url: 'javascript:alert(1)' }] },
      whereToApply: { fr: 'Voir https://webmail.example.mg/inbox', mg: 'Jereo https://webmail.example.mg/inbox' },
    })).join('\n')
    expect(problems).toMatch(/exemple: sources\[0\]\.url: mail host/)
    expect(problems).toMatch(/exemple: onlineServices\.fr\[0\]\.url: tracking parameter utm_campaign/)
    expect(problems).toMatch(/exemple: onlineServices\.mg\[0\]\.url: scheme javascript:/)
    expect(problems).toMatch(/exemple: whereToApply \(fr\): mail host/)
  })

  it('reads numbers with thousand separators, law numbers, ordinals and glued units', () => {
    expect(extractNumbers('190 000 Ar, 190\u00A0000 Ar, 190\u202F000 Ar et 190.000 Ar', 'fr').numbers).toEqual(['190000', '190000', '190000', '190000'])
    expect(extractNumbers('loi n° 91-025 et décret 2000-127', 'fr').numbers).toEqual(['127', '2000', '25', '91'])
    expect(extractNumbers('72h, 1,8 jour, CSB2', 'fr').numbers).toEqual(['1,8', '2', '72'])
    expect(extractNumbers('le 1er janvier', 'fr')).toEqual({ numbers: [], optionalOnes: 1 })
    expect(compareNumbers('le 1er janvier 2026', 'ny 1 janoary 2026')).toEqual({ onlyFr: [], onlyMg: [] })
    expect(compareNumbers('le 1er janvier 2026', 'ny voalohany janoary 2026')).toEqual({ onlyFr: [], onlyMg: [] })
    expect(compareNumbers('le 08 février 2019', 'ny 8 febroary 2019')).toEqual({ onlyFr: [], onlyMg: [] })
  })

  it('requires the same numbers in French and Malagasy, field by field', () => {
    const problems = lint(guide({
      cost: { free: false, details: { fr: 'Environ 190 000 Ar.', mg: 'Manodidina ny 19 000 Ar.' } },
      processingTime: { fr: 'Trois jours (72 heures).', mg: 'Telo andro.' },
      legalReferences: { fr: ['Loi n° 91-025'], mg: ['Lalàna faha-91-026'] },
      faq: { fr: [{ question: 'Combien ?', answer: '2 000 Ar' }], mg: [{ question: 'Ohatrinona ?', answer: 'roa arivo ariary' }] },
      steps: { fr: [{ title: 'A', detail: 'Dans les 30 jours' }], mg: [{ title: 'A', detail: 'Ao anatin’ny 30 andro' }] },
    })).join('\n')
    expect(problems).toMatch(/exemple: cost\.details: numbers differ between languages \(only in French: 190000; only in Malagasy: 19000\)/)
    expect(problems).toMatch(/exemple: processingTime: .*only in French: 72/)
    expect(problems).toMatch(/exemple: legalReferences: .*only in French: 25; only in Malagasy: 26/)
    expect(problems).toMatch(/exemple: faq: .*only in French: 2000/)
    expect(problems).not.toMatch(/exemple: steps/)
  })

  it('compares documents, audience, summary, whereToApply and online-service labels too', () => {
    const problems = lint(guide({
      summary: { fr: '30 jours', mg: '31 andro' },
      audience: { fr: 'Dès 18 ans', mg: 'Manomboka 16 taona' },
      documents: { fr: ['2 photos'], mg: ['Sary 4'] },
      whereToApply: { fr: 'Porte 108', mg: 'Varavarana 180' },
      onlineServices: { fr: [{ label: 'Rendez-vous 2024', url: 'https://pn.gov.mg/' }], mg: [{ label: 'Fotoana', url: 'https://pn.gov.mg/' }] },
    })).join('\n')
    for (const field of ['summary', 'audience', 'documents', 'whereToApply', 'onlineServices']) expect(problems).toMatch(new RegExp(`exemple: ${field}: numbers differ`))
  })

  it('requires every unconfirmed part to be named in the review notes', () => {
    const flagged = guide({ unconfirmed: ['cost', 'processingTime', 'documents', 'whereToApply', 'legalReferences', 'onlineServices'], review: { status: 'toVerify', notes: 'Rien.' } })
    const problems = lint(flagged).join('\n')
    for (const part of ['cost', 'processingTime', 'documents', 'whereToApply', 'legalReferences', 'onlineServices']) {
      expect(problems).toMatch(new RegExp(`exemple: review\\.notes: part « ${part} » is flagged unconfirmed`))
    }
    const named = guide({
      unconfirmed: ['cost', 'processingTime', 'documents', 'whereToApply', 'legalReferences', 'onlineServices'],
      review: { status: 'toVerify', notes: 'Montant de la copie, délai, pièce demandée, bureau compétent, numéro du décret et site en ligne à confirmer.' },
    })
    expect(lint(named)).toEqual([])
    expect(lint(guide({ unconfirmed: ['cost', 'cost'], review: { status: 'toVerify', notes: 'Tarif à confirmer.' } })).join('\n')).toMatch(/lists a part twice/)
    expect(lint(guide({ unconfirmed: ['price' as never], review: { status: 'toVerify', notes: 'x' } })).join('\n')).toMatch(/unknown part « price »/)
    expect(lint(guide({ unconfirmed: undefined as never })).join('\n')).toMatch(/exemple: unconfirmed: missing/)
  })

  it('refuses « verified » while parts are unconfirmed', () => {
    const problems = lint(guide({ unconfirmed: ['cost'], review: { status: 'verified', notes: 'Montant à confirmer.' } }))
    expect(problems).toEqual(['exemple: review.status: « verified » while parts are unconfirmed (cost)'])
  })

  it('requires verifiedAt to be a valid ISO date not after today', () => {
    expect(lint(guide({ verifiedAt: undefined as never }))).toEqual(['exemple: verifiedAt: missing'])
    expect(lint(guide({ verifiedAt: '2026-11-24' })).join('\n')).toMatch(/verifiedAt: « 2026-11-24 » is not a valid ISO date on or before 2026-11-23/)
    expect(lint(guide({ verifiedAt: '23 novembre 2026' })).join('\n')).toMatch(/verifiedAt: « 23 novembre 2026 »/)
    expect(lint(guide({ verifiedAt: '2026-04-31' })).join('\n')).toMatch(/verifiedAt: « 2026-04-31 »/)
  })
})

describe('statement marks, structured figures and vocabulary (issue 26)', () => {
  const steps = (fr: object, mg: object) => ({ fr: [{ title: 'Payez', detail: 'Au guichet.', ...fr }], mg: [{ title: 'Aloavy', detail: 'Eo amin’ny birao.', ...mg }] })

  it('a line marked « à confirmer » in one language is marked in the other, and its figures are the same', () => {
    const toVerify = { status: 'toVerify' as const, notes: 'Étape de paiement à confirmer.' }
    expect(lint(guide({ steps: steps({ unsure: 'montant à confirmer' }, { unsure: 'mbola hamafisina ny sarany' }), review: toVerify }))).toEqual([])
    expect(lint(guide({ steps: steps({ unsure: 'montant à confirmer' }, {}), review: toVerify })).join('\n')).toMatch(/steps\[0\]: marked « à confirmer » in French only/)
    expect(lint(guide({ steps: steps({ feeAriary: 2000 }, { feeAriary: 3000 }) })).join('\n')).toMatch(/steps\[0\]: fee, duration or office differs between languages/)
    expect(lint(guide({ steps: steps({ duration: { from: 24, unit: 'hours' } }, {}) })).join('\n')).toMatch(/fee, duration or office differs/)
    expect(lint(guide({ documents: { fr: [{ item: 'CIN', quantity: 2, form: 'certifiedCopy' }], mg: [{ item: 'Kara-panondro', quantity: 1, form: 'certifiedCopy' }] } })).join('\n')).toMatch(/documents\[0\]: quantity or form differs/)
    expect(lint(guide({ documents: { fr: ['A', 'B'], mg: ['A'] } })).join('\n')).toMatch(/documents: 2 lines in French, 1 in Malagasy/)
    expect(lint(guide({ faq: { fr: [{ question: 'Q ?', answer: 'R.', unsure: 'durée non confirmée' }], mg: [{ question: 'F ?', answer: 'V.' }] }, review: { status: 'toVerify', notes: 'FAQ à confirmer.' } })).join('\n')).toMatch(/faq\[0\]: marked « à confirmer » in French only/)
    expect(lint(guide({ marks: { summary: { fr: 'délai à confirmer', mg: '' } }, review: { status: 'toVerify', notes: 'Résumé à confirmer.' } })).join('\n')).toMatch(/marks.summary: written in one language only/)
    expect(lint(guide({ youReceive: { fr: 'Un récépissé.', mg: '' } })).join('\n')).toMatch(/youReceive: written in one language only/)
    expect(lint(guide({ cost: { free: false, amountAriary: 1000, details: { fr: '1 000 Ar.', mg: '1 000 Ar.' }, othersPay: { fr: 'L’employeur.', mg: 'Ny mpampiasa.' } } })).join('\n')).toMatch(/cost.othersPay: only for a procedure free for the citizen/)
  })

  it('numbers in marks and in « Ce que vous recevez » are the same in both languages', () => {
    expect(lint(guide({ youReceive: { fr: 'Une carte valable 10 ans.', mg: 'Karatra manan-kery 5 taona.' } })).join('\n')).toMatch(/youReceive: numbers differ between languages/)
  })

  it('what the notes doubt is flagged, marked or sourced; « verified » means nothing marked either', () => {
    const notes = { status: 'toVerify' as const, notes: 'Étape 2 : durée non confirmée.' }
    expect(lint(guide({ review: notes })).join('\n')).toMatch(/review.notes: names « steps » .* neither flagged, marked « à confirmer » nor confirmed by a source/)
    expect(lint(guide({ review: notes, steps: steps({ unsure: 'horaires à confirmer' }, { unsure: 'mbola hamafisina ny ora' }) }))).toEqual([])
    // A source for the steps does not confirm the one the notes doubt (rule 12)…
    const source = { key: 'torolalana', title: 'Torolalana', publisher: 'Gouvernement', kind: 'official' as const, url: 'https://torolalana.gov.mg/fr/services/x', seen: '2026-11-23' }
    const references = [{ statement: 'steps.0' as const, source: 'torolalana', quote: 'Apetraho ny antontan-taratasy' }]
    const sourced = guide({ review: notes, sources: [source], references })
    expect(lint(sourced).join('\n')).toMatch(/review.notes: doubts « Étape 2 : durée non confirmée\. » but no part it names \(steps\) is flagged or marked/)
    // …unless the notes say what the guide does with it; a sentence that doubts nothing is not concerned.
    expect(lint(guide({ review: { status: 'toVerify', notes: 'Étape 2 : durée non confirmée (non affichée).' }, sources: [source], references }))).toEqual([])
    expect(lint(guide({ review: { status: 'toVerify', notes: 'Étape 2 : durée confirmée par Torolalana.' }, sources: [source], references }))).toEqual([])
    expect(lint(guide({ steps: steps({ unsure: 'x' }, { unsure: 'y' }) })).join('\n')).toMatch(/« verified » while statements are marked \(steps\)/)
  })

  it('each doubted fact in the notes is flagged, marked or said to be handled, whatever part it names', () => {
    const doubt = (notes: string, extra: object = {}) => lint(guide({ review: { status: 'toVerify', notes }, ...extra })).filter((p) => p.includes('doubts'))
    expect(doubt('Pièces confirmées par le ministère. Numéro vert introuvable.')).toHaveLength(1)
    expect(doubt('Pièces confirmées par le ministère. Numéro vert introuvable (aucun affiché).')).toEqual([])
    expect(doubt('Délai légal à confirmer.', { unconfirmed: ['processingTime'] })).toEqual([])
    // Sentences end at a full stop followed by a capital: « n° 2018-027. Le » splits, « art. 3 » and « 1 000 Ar. » within a sentence do not matter.
    expect(noteSentences('Texte : loi n° 2018-027. Le délai est à confirmer. « Guide » relu.')).toEqual(['Texte : loi n° 2018-027.', 'Le délai est à confirmer.', '« Guide » relu.'])
  })

  it('a step’s fee and the amount its text writes agree', () => {
    expect(lint(guide({ steps: steps({ feeAriary: 2000, detail: 'Payez 2 000 Ar au greffe.' }, { feeAriary: 2000, detail: 'Aloavy 2 000 Ar.' }) }))).toEqual([])
    const wrong = lint(guide({ steps: steps({ feeAriary: 2000, detail: 'Payez 3 000 Ar au greffe.' }, { feeAriary: 2000, detail: 'Aloavy 3 000 Ar.' }) }))
    expect(wrong.join('\n')).toMatch(/steps.fr\[0\]: the step's fee is 2000 Ar but its text writes 3000 Ar/)
    expect(wrong.join('\n')).toMatch(/steps.mg\[0\]/)
  })

  it('fails on a French leftover or a variant in a Malagasy text, warns on a gloss, and gives search the variants as synonyms', () => {
    const leftover = guide({ steps: { fr: [{ title: 'Récupérez le kit d’urgence', detail: 'À la pharmacie.' }], mg: [{ title: 'Alao ny kit d’urgence', detail: 'Any amin’ny farmasia.' }] } })
    expect(lint(leftover).join('\n')).toMatch(/steps.mg\[0\].title: « kit d’urgence » must not appear in Malagasy/)
    // Only Malagasy texts are checked: the French « kit d'urgence » is French.
    expect(lint(leftover).join('\n')).not.toMatch(/\.fr\b/)
    expect(glossaryProblems('Ny Minisiteran’ny Fitsarana').map((p) => p.level)).toContain('variant')
    expect(glossaryProblems('Kara-panondro (CIN)')).toEqual([])
    expect(lint(guide({ summary: { fr: 'Carte grise.', mg: 'Ny carte grise.' } })).join('\n')).toMatch(/summary.mg: « carte grise » is a variant: the portal writes « karatra volondavenona »/)
    const gloss = guide({ summary: { fr: 'Carte grise.', mg: 'Ny karatra volondavenona (carte grise).' } })
    expect(lint(gloss)).toEqual([])
    expect(lintWarnings([gloss]).join('\n')).toMatch(/summary.mg: « carte grise » is a variant.* as a gloss/)
    // The Malagasy slug too, without its accents.
    expect(lint(guide({ slug: { fr: 'exemple', mg: 'sata-sivily' } })).join('\n')).toMatch(/slug.mg: « sata-sivily » is a variant: the portal writes « sora-piankohonana »/)
    expect(lint(guide({ slug: { fr: 'exemple', mg: 'fahazoan-dalana-mitondra-fiara' } }))).toEqual([])
    const cin = glossarySynonyms().find((g) => g.terms.includes('kara-panondro'))!
    expect(cin.terms).toEqual(expect.arrayContaining(['carte nationale d’identité', 'karapanondro']))
  })
})

describe('the Malagasy vocabulary over all seed data and the interface (issue 39)', () => {
  it('finds every rejected form, inflected or compounded, naming the file, the field and the preferred form', () => {
    const at = (text: string) => lintMalagasy([{ file: 'src/seed/data/x.ts', field: 'x.mg', text }])
    expect(at('Ao amin’ny sata sivilin’ny kaominina')).toEqual(['src/seed/data/x.ts: x.mg: « sata sivilin » is a variant: the portal writes « sora-piankohonana » (état civil)'])
    expect(at('Ny fahaolom-pirenen’ny tanora').join()).toMatch(/« fahaolom-pirenen » .* « zom-pirenena »/)
    expect(at('Ny Minisiteran’ny Fitsarana sy ny minisiterany').join('\n')).toMatch(/« Minisiteran » .* « ministera »[\s\S]*« minisiterany »/)
    expect(at('Alefaso ao amin’ny navigateur-nao').join()).toMatch(/« navigateur-nao » must not appear in Malagasy: write « mpitety tranonkala »/)
    expect(at('Tranom-bonjy maika').join()).toMatch(/« bonjy maika » is a variant: the portal writes « vonjy taitra »/)
    expect(at('sampandraharaham-panjakana').join()).toMatch(/« sampandraharaham » is a variant: the portal writes « sampan-draharaha »/)
    expect(lintMalagasy([{ file: 'f', field: 'slug.mg', text: 'vonjy-maika', slug: true }]).join()).toMatch(/« vonjy-maika » is a variant/)
    // The preferred form, inflected, and a quoted variant pass.
    expect(at('Ministeran’ny Fitsarana; ny kara-panondronao; ny sora-piankohonana; « vonjy maika » no lazain’ny olona')).toEqual([])
    expect(malagasyWarnings([{ file: 'f', field: 'x', text: '« vonjy maika »' }])).toHaveLength(1)
  })

  it('reads every Malagasy text: themes, journeys, flows, offices, places, home and about pages, dictionaries, labels', async () => {
    const texts = [...(await seedMalagasyTexts()), ...codeMalagasyTexts()]
    const files = new Set(texts.map((t) => t.file))
    for (const file of [
      'src/seed/services/passeport.ts', 'src/seed/data/categories.ts', 'src/seed/data/journeys.ts', 'src/seed/data/flows/identity.ts',
      'src/seed/data/ministries.ts', 'src/seed/data/places.ts', 'src/seed/data/offices/civil.ts', 'src/seed/data/emergency.ts',
      'src/seed/data/regions.ts', 'src/seed/data/home.ts', 'src/seed/data/about.ts',
      'src/i18n/dictionaries/mg.ts', 'src/admin/i18n/mg.ts', 'src/admin/texts.ts', 'src/collections/Services.ts', 'src/globals/EmergencyNotice.ts', 'src/server/adminBoot.ts',
    ]) expect(files, file).toContain(file)
    expect(texts.find((t) => t.file === 'src/seed/data/categories.ts' && t.field === 'categories[urgences].slug.mg')).toMatchObject({ slug: true })
    // Field labels with their French beside them: the guide form's « Ministère responsable ».
    expect(texts.find((t) => t.file === 'src/collections/Services.ts' && t.fr === 'Ministère responsable')).toMatchObject({ text: 'Ministera tompon’andraikitra' })
    // Words citizens type are theirs: neither synonyms nor citizens' words are read.
    expect(files).not.toContain('src/seed/data/citizenWords.ts')
    expect(files).not.toContain('src/seed/data/synonyms.ts')
    expect(files).not.toContain('src/channels/language.ts')
  }, READ_ALL_TIMEOUT)

  it('fails on a label whose Malagasy is its French, not on names and acronyms', () => {
    const code = `const f = { label: { fr: 'Annuaire affiché sous la fiche', mg: 'Annuaire affiché sous la fiche' }, other: { fr: 'SMS', mg: 'SMS' }, tool: { fr: 'Google Tag Manager', mg: 'Google Tag Manager' } }`
    expect(lintMalagasy(malagasyInSource('src/collections/X.ts', code))).toEqual(['src/collections/X.ts: f.label.mg (line 1): the Malagasy is the French text « Annuaire affiché sous la fiche »: translate it'])
  })

  it('the lint over all seed data with the glossary finds nothing', async () => {
    const texts = [...(await seedMalagasyTexts()), ...codeMalagasyTexts()]
    expect(lintMalagasy(texts)).toEqual([])
    console.log(`Malagasy vocabulary: ${texts.length} texts read, ${malagasyWarnings(texts).length} variants quoted or as glosses`)
  }, READ_ALL_TIMEOUT)

  it('can fail: the theme titles and slugs the glossary rejects', () => {
    const before = [
      { key: 'etat-civil', slug: 'sata-sivily', title: 'Sata sivily' },
      { key: 'citoyennete', slug: 'fahaolom-pirenena', title: 'Fahaolom-pirenena' },
      { key: 'urgences', slug: 'vonjy-maika', title: 'Vonjy maika' },
    ]
    const texts = before.flatMap((c) => [
      { file: 'src/seed/data/categories.ts', field: `categories[${c.key}].slug.mg`, text: c.slug, slug: true },
      { file: 'src/seed/data/categories.ts', field: `categories[${c.key}].title.mg`, text: c.title },
    ])
    const problems = lintMalagasy(texts)
    expect(problems).toHaveLength(6)
    expect(problems.join('\n')).toMatch(/categories\[urgences\]\.title\.mg: « Vonjy maika » is a variant: the portal writes « vonjy taitra »/)
    // The seed itself uses the preferred forms now.
    for (const c of before) expect(categories.find((x) => x.key === c.key)!.title.mg).not.toBe(c.title)
  })
})

describe('lintGuides: every statement proves itself (issue 40)', () => {
  it('accepts the example, whose every number is in its quotes', () => {
    expect(lintAll(guide())).toEqual([])
  })

  it('fails a statement whose number no quote gives, unless a note says what is unconfirmed', () => {
    const changed = guide({ summary: { fr: 'Déclarez dans les 45 jours.', mg: 'Ambarao ao anatin’ny 45 andro.' } })
    expect(lintAll(changed)).toEqual(['exemple: summary: gives 45, absent from the words of its sources: quote the source that gives it, drop it, or note what is unconfirmed'])
    expect(lintAll({ ...changed, review: { status: 'toVerify', notes: 'Les 45 jours du résumé : marqués.' }, marks: { summary: { fr: 'délai de 45 jours non confirmé', mg: 'tsy voamarina ny 45 andro' } } })).toEqual([])
    // A step without any reference that gives a figure fails too.
    const step = guide({ steps: { fr: [{ title: 'Payez', detail: 'Au bureau.', feeAriary: 2000 }], mg: [{ title: 'Mandoava', detail: 'Any amin’ny birao.', feeAriary: 2000 }] } })
    expect(lintAll(step).join('\n')).toMatch(/steps\.0: gives 2000, absent/)
  })

  it('needs keyed sources and references to a statement and a source of the guide, with the source’s words', () => {
    const problems = lintAll(guide({
      sources: [{ title: 'Sans nom', publisher: 'X', kind: 'official', seen: '2026-11-23' }, { key: 'Mauvais Nom', title: 'Y', publisher: 'Y', kind: 'press', seen: '2026-11-23' }, { key: 'cua', title: 'C', publisher: 'C', kind: 'office', seen: '2026-11-23' }],
      references: [
        { statement: 'summary', source: 'cua', quote: 'Déclaration dans les 30 jours' },
        { statement: 'cost', source: 'ailleurs', quote: 'Frais : 1 000 Ar' },
        { statement: 'steps.4', source: 'cua', quote: 'x' },
        { statement: 'legalReferences.0', source: 'cua', quote: 'Loi n° 2018-027 du 8 février 2019, article 45 '.repeat(8) },
      ],
    })).join('\n')
    expect(problems).toMatch(/sources\[0\]: no key/)
    expect(problems).toMatch(/sources\[1\]: key « Mauvais Nom » is not lowercase/)
    expect(problems).toMatch(/sources\[2\]: an office’s confirmation says who confirmed and how/)
    expect(problems).toMatch(/references\[1\]: unknown source « ailleurs »/)
    expect(problems).toMatch(/references\[2\]: unknown statement « steps\.4 »/)
    expect(problems).toMatch(/references\[3\]: the quote must be the source’s words, 1 to 300 characters/)
  })

  it('one fact, one place: a step or an answer that writes the main amount in figures fails; {montant} passes', () => {
    const byHand = guide({ faq: { fr: [{ question: 'Combien ?', answer: 'Il faut payer 1 000 Ar.' }], mg: [{ question: 'Ohatrinona ?', answer: 'Mandoa {sarany}.' }] } })
    expect(lintAll(byHand).join('\n')).toMatch(/faq\.fr\[0\]: writes the main amount \(1000 Ar\) in figures/)
    expect(lint(guide({ faq: { fr: [{ question: 'Combien ?', answer: 'Il faut payer {montant}.' }], mg: [{ question: 'Ohatrinona ?', answer: 'Mandoa {sarany}.' }] } }))).toEqual([])
  })

  it('keeps an editor’s note within the admin’s 200 characters', () => {
    const long = 'x'.repeat(201)
    expect(lintAll(guide({ marks: { summary: { fr: long, mg: long } } })).join('\n')).toMatch(/marks.summary: note of 201 characters/)
  })

  it('reports, per guide, how many statements an official source confirms', async () => {
    const { guideFromSeed } = await import('./asService')
    const { proofCounts } = await import('@/model/certainty')
    const guides = await loadServiceSeeds()
    let total = 0
    let official = 0
    for (const seed of guides) {
      const counts = proofCounts(guideFromSeed(seed, 'fr').proofs)
      total += counts.statements
      official += counts.official
      expect(counts.statements).toBeGreaterThan(5)
    }
    console.log(`statements: ${total}, confirmed by an official source: ${official} (${Math.round((100 * official) / total)} %) — per guide: npx tsx scripts/statements.ts`)
  }, READ_ALL_TIMEOUT)
})

