import type { Locale } from '@/i18n/locales'

import { expandShorthand, processTerm, tokenize } from './text'

/**
 * The words of a body of text, as the search analyses them (issue 38): folded (lowercase, no
 * accents), then stemmed (Snowball for French, src/search/malagasy.ts for Malagasy). It answers
 * two questions cheaply, without searching:
 * - `knows(word)`: does the text hold this word, in any form the search takes for the same one
 *   (« pensions » for « pension », « nahaterahana » for « teraka »)?
 * - `writes(word)`: does the text hold this very word, accents and case aside?
 * The search index keeps one for its published pages (`SearchEngine.vocabulary`); the editors'
 * statistics keep only the words some vocabulary knows (src/analytics/anonymousTerm.ts).
 */
export class Vocabulary {
  /** Folded words as written. */
  private readonly written = new Set<string>()
  /** Their analysed terms (stems); stop words have none. */
  private readonly terms = new Set<string>()

  constructor(readonly lang: Locale) {}

  /** One token of indexed text and its analysed term (the index hands them over as it builds). */
  note(token: string, term: string | null): void {
    this.written.add(token)
    if (term) this.terms.add(term)
  }

  /** A text's words, analysed as the index analyses a page; texting shorthand counts with its expansion. */
  add(text: string): this {
    for (const token of tokenize(text)) {
      this.note(token, processTerm(token, this.lang))
      for (const part of expandShorthand([token], this.lang)) if (part !== token) this.note(part, processTerm(part, this.lang))
    }
    return this
  }

  get size(): number {
    return this.written.size
  }

  knows(word: string): boolean {
    return this.every(word, (token) => {
      if (this.written.has(token)) return true
      const term = processTerm(token, this.lang)
      return term !== null && this.terms.has(term)
    })
  }

  writes(word: string): boolean {
    return this.every(word, (token) => this.written.has(token))
  }

  /**
   * Whether `test` holds for a word: for each part between apostrophes (« d'identité »), and for a
   * hyphenated compound either as a whole (« karapanondro ») or for every part (« kara », « panondro »).
   */
  private every(word: string, test: (token: string) => boolean): boolean {
    const pieces = word.split(/['’]/).filter((piece) => piece.trim() !== '')
    if (pieces.length === 0) return false
    return pieces.every((piece) => {
      const tokens = tokenize(piece)
      if (tokens.length === 0) return false
      if (!piece.includes('-') || tokens.length === 1) return tokens.every(test)
      // tokenize gives a compound's parts, then its whole.
      return test(tokens[tokens.length - 1]!) || tokens.slice(0, -1).every(test)
    })
  }
}
