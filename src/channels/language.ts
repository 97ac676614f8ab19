/**
 * Which language a question is written in, French or Malagasy, for the text channels (issue 39).
 * A 30-word list answered 7 of 16 Malagasy questions in French. The decision now weighs, word by
 * word, three kinds of evidence:
 * - the function and question words search already knows for each language (src/search/text.ts):
 *   « de », « pour », « combien » against « ny », « sy », « ahoana » — the strongest signs;
 * - the published pages: a word the Malagasy pages hold (in any form the Malagasy analyser takes
 *   for the same word, src/search/malagasy.ts) and the French ones do not, or the reverse;
 * - the shape of the word: Malagasy writes no c, q, u, w, x and ends its words with a, i (y) or o;
 *   French accents (é è ê ç), final consonants and a final e are French.
 * Words both languages share (« CIN », « carte », place names) weigh nothing. Pure: the
 * vocabularies are handed in.
 */
import { locales, otherLocale, type Locale } from '@/i18n/locales'
import { fold, functionWords, tokenize } from '@/search/text'

export type Vocabularies = Partial<Record<Locale, { knows: (word: string) => boolean }>>

const exclusive = (lang: Locale) => {
  const other = new Set(functionWords(otherLocale(lang)))
  return new Set(functionWords(lang).filter((word) => !other.has(word)))
}
const FUNCTION_WORDS: Record<Locale, Set<string>> = { fr: exclusive('fr'), mg: exclusive('mg') }

/** Words of either language that say it without being function words (asked often, short). */
const MARKERS: Record<Locale, Set<string>> = {
  fr: new Set(['acte', 'naissance', 'carte', 'permis', 'casier', 'prix', 'cout', 'delai', 'papiers', 'demande', 'perdu', 'obtenir', 'faire', 'mariage', 'deces', 'impot']),
  mg: new Set(['taratasy', 'fahaterahana', 'nahaterahana', 'kopia', 'mangataka', 'hahazo', 'ahazoana', 'karapanondro', 'pasipaoro', 'vidiny', 'sarany', 'hetra', 'ankizy', 'fanambadiana', 'fahafatesana', 'ilaina', 'ilay', 'karatra', 'aloa', 'mandoa']),
}

/** A word as Malagasy spells it: no c, q, u, w, x, and a, i (y) or o at its end. */
const malagasyShape = (word: string) => word.length >= 4 && /^[abdefghijklmnoprstvyz]+$/.test(word) && /[aioy]$/.test(word)
/** A word only French spells so: French accents, or letters and endings Malagasy never writes (a final consonant or e). */
const frenchShape = (raw: string, word: string) => /[éèêëçîïôûùœ]/i.test(raw) || (word.length >= 4 && (/[cquwx]/.test(word) || /[bcdfgklmprstxze]$/.test(word)))

export type LanguageScore = Record<Locale, number>

/** The evidence for each language, word by word (exposed for tests and the ADR's figures). */
export function languageScore(text: string, vocabularies: Vocabularies = {}): LanguageScore {
  const score: LanguageScore = { fr: 0, mg: 0 }
  // Apostrophes split French elisions (« d'identité ») and Malagasy ones (« amin'ny ») alike.
  const raws = text.split(/[^\p{L}\p{N}'’-]+/u).filter(Boolean)
  for (const raw of raws) {
    for (const word of tokenize(raw)) {
      if (/\d/.test(word)) continue
      for (const lang of locales) {
        if (FUNCTION_WORDS[lang].has(word)) score[lang] += 2
        else if (MARKERS[lang].has(word)) score[lang] += 1.5
      }
      if (FUNCTION_WORDS.fr.has(word) || FUNCTION_WORDS.mg.has(word) || word.length < 3) continue
      const known = locales.filter((lang) => vocabularies[lang]?.knows(word))
      if (known.length === 1) score[known[0]!] += 1
      if (malagasyShape(word)) score.mg += 0.5
      else if (frenchShape(raw, word)) score.fr += 0.5
    }
    // Malagasy joins words with an apostrophe that French never writes: amin'ny, an'i, n'ny.
    if (/^\p{L}+['’](?:ny|i|izy|ity|ireo)$/iu.test(fold(raw))) score.mg += 1.5
  }
  return score
}

/** French or Malagasy from the words used; null when the words do not tell. */
export function questionLanguage(text: string, vocabularies: Vocabularies = {}): Locale | null {
  const score = languageScore(text, vocabularies)
  if (score.mg - score.fr >= 1) return 'mg'
  if (score.fr - score.mg >= 1) return 'fr'
  return null
}
