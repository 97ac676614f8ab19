import { stemmer as snowballFrench } from '@orama/stemmers/french'

import type { Locale } from '@/i18n/locales'

import { stemMalagasy } from './malagasy'

/**
 * Text analysis shared by indexing and querying, so both sides agree (issue 24):
 * lowercase, accents removed, dotted acronyms joined (C.I.N → cin), hyphenated compounds
 * kept whole as well as in parts (kara-panondro → kara, panondro, karapanondro), texting
 * shorthand expanded (cb → combien, amn → amin), stop words and question words dropped,
 * then stemmed: Snowball for French (@orama/stemmers), a rule-based stemmer for Malagasy.
 */

const words = (text: string) => new Set(text.split(/\s+/).filter(Boolean))

/** Function words, question words and the verbs of asking ("je veux", "mila"): they say nothing of the procedure. */
const stopWords: Record<Locale, Set<string>> = {
  fr: words(`
    a au aux avec ce ces cet cette d dans de des du en est et il ils elle elles je j l la le les leur leurs
    m ma me mes moi mon n ne nos notre nous on ou par pas pour qu que qui quoi s sa se ses si son sont sur
    t ta te tes toi ton tu un une vos votre vous y c ca cela ceci ai as avons avez ont suis es etre avoir
    comment combien quand quel quelle quels quelles pourquoi lequel laquelle dont
    faire fait fais faut veux veut voudrais vouloir dois doit devoir peut peux puis pouvoir besoin
    svp stp merci bonjour aide aider ici chez tres bien aussi alors donc mais car
  `),
  mg: words(`
    a amin amina an ao ary avy dia eo fa ho i io ireo ity izay izany na ny sy tamin any teo ao
    aho izaho ianao izy izahay isika ianareo izareo ahy anao azy
    ahoana firy aiza inona ohatrinona hafiriana rahoviana iza nahoana ve moa no re e
    mila tiako te tia azafady misaotra manao salama mba raha rehefa ka koa ve tsy misy efa vao
  `),
}

/** Texting shorthand and common spellings, expanded before analysis (query and index alike). */
const shorthand: Record<Locale, Record<string, string>> = {
  fr: {
    cb: 'combien', cbn: 'combien', kel: 'quel', kelle: 'quelle', kels: 'quels', koman: 'comment', komen: 'comment',
    cmt: 'comment', pr: 'pour', ds: 'dans', bb: 'bebe', jveu: 'je veux', jve: 'je veux', jv: 'je vais', jsui: 'je suis',
    chui: 'je suis', pk: 'pourquoi', pq: 'pourquoi', qd: 'quand', tt: 'tout', bcp: 'beaucoup', ki: 'qui', ke: 'que',
    papie: 'papier', papié: 'papier', dossie: 'dossier', 1: 'un', '2main': 'demain', ojourdui: 'aujourd hui',
  },
  mg: {
    amn: 'amin', ahn: 'ahoana', ahona: 'ahoana', azfd: 'azafady', ts: 'tsy', rh: 'raha', zah: 'izaho', n: 'ny',
    d: 'dia', sy: 'sy', ndr: 'na', ndrl: 'ndry', mis: 'misy', tsis: 'tsy misy', inn: 'inona', aiz: 'aiza',
  },
}

/**
 * The words search reads without looking them up: function words, question words and texting
 * shorthand (« de », « combien », « ahoana », « cb », « azfd »). Nobody's name or address.
 */
export function functionWords(lang: Locale): string[] {
  return [...stopWords[lang], ...Object.keys(shorthand[lang])]
}

/** Lowercase ASCII-ish form: "État" → "etat", "d’identité" → "d identite". */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
}

/** Dotted acronyms written whole: "C.I.N." → "CIN", "N.I.F" → "NIF". */
const joinAcronyms = (text: string) => text.replace(/\b(?:\p{L}\.){1,}\p{L}\b\.?/gu, (acronym) => acronym.replace(/\./g, ''))

/**
 * Splits on anything that is not a letter or digit (apostrophes, punctuation). A hyphenated
 * compound gives its parts and the whole (kara-panondro → kara, panondro, karapanondro), so
 * "karapanondro" and "kara-panondro" find each other.
 */
export function tokenize(text: string): string[] {
  const tokens: string[] = []
  for (const chunk of fold(joinAcronyms(text)).split(/[^\p{L}\p{N}-]+/u)) {
    const parts = chunk.split('-').filter(Boolean)
    tokens.push(...parts)
    if (parts.length > 1) tokens.push(parts.join(''))
  }
  return tokens
}

/** French plural and frequent inflections folded by Snowball ("naissances", "déclarer", "déclaration"). */
export function stemFrench(term: string): string {
  if (term.length <= 3 || /\d/.test(term)) return term
  return snowballFrench(term)
}

/** Stems are pure functions of a word: remembered, within a bound (the vocabulary of queries is unbounded). */
const stems: Record<Locale, Map<string, string>> = { fr: new Map(), mg: new Map() }
const MAX_REMEMBERED = 50_000

function stem(term: string, lang: Locale): string {
  const cache = stems[lang]
  let result = cache.get(term)
  if (result === undefined) {
    result = lang === 'fr' ? stemFrench(term) : stemMalagasy(term)
    if (cache.size >= MAX_REMEMBERED) cache.clear()
    cache.set(term, result)
  }
  return result
}

/** Index and query terms of one token, or null when it carries no meaning (stop word). */
export function processTerm(token: string, lang: Locale): string | null {
  const term = fold(token)
  if (!term || stopWords[lang].has(term)) return null
  return stem(term, lang)
}

/** The tokens of a text with texting shorthand expanded ("jveu" → "je", "veux"). */
export function expandShorthand(tokens: string[], lang: Locale): string[] {
  const table = shorthand[lang]
  return tokens.flatMap((token) => (Object.hasOwn(table, token) ? table[token]!.split(' ') : [token]))
}

/** The terms of a whole text, as the index sees them. */
export function analyze(text: string, lang: Locale): string[] {
  return expandShorthand(tokenize(text), lang).flatMap((token) => processTerm(token, lang) ?? [])
}
