import type { Locale } from '@/i18n/locales'

/**
 * Text analysis shared by indexing and querying, so both sides agree:
 * lowercase, accents removed, apostrophes and punctuation as separators,
 * stop words dropped, French plurals folded to the singular.
 */

const stopWords: Record<Locale, Set<string>> = {
  fr: new Set(
    'a au aux avec ce ces comment d dans de des du en est et il je l la le les leur ma mes mon ne ou par pas pour qu que qui quoi sa se ses son sur ta te un une vos votre y'.split(' '),
  ),
  mg: new Set('a amin an ao ary avy dia eo fa ho i io ireo ity izay izany na ny sy tamin any'.split(' ')),
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

/** Splits on anything that is not a letter or digit (apostrophes, hyphens, punctuation). */
export function tokenize(text: string): string[] {
  return fold(text).split(/[^\p{L}\p{N}]+/u).filter(Boolean)
}

/**
 * A light French stemmer: only plural and a few frequent inflections, so that
 * "naissances" finds "naissance" without merging unrelated words.
 */
export function stemFrench(term: string): string {
  if (term.length <= 3 || /\d/.test(term)) return term
  if (term.endsWith('eaux')) return term.slice(0, -1)
  if (term.endsWith('aux') && term.length > 4) return `${term.slice(0, -3)}al`
  if (term.endsWith('ees')) return term.slice(0, -1)
  if (term.endsWith('s') && !term.endsWith('ss') && !term.endsWith('us') && !term.endsWith('is')) return term.slice(0, -1)
  if (term.endsWith('x') && /(au|eu|ou)x$/.test(term)) return term.slice(0, -1)
  return term
}

/** Index and query terms of one token, or null when it carries no meaning (stop word). */
export function processTerm(token: string, lang: Locale): string | null {
  const term = fold(token)
  if (!term || stopWords[lang].has(term)) return null
  return lang === 'fr' ? stemFrench(term) : term
}

/** The terms of a whole text, as the index sees them. */
export function analyze(text: string, lang: Locale): string[] {
  return tokenize(text).flatMap((token) => processTerm(token, lang) ?? [])
}
