/** Small text helpers shared by the channels that shorten a guide (SMS, USSD). */

/** Abbreviations whose full stop ends no sentence (« ex. PASSEPORT », « Tél. 034… »). */
const ABBREVIATIONS = /(?:^|[\s(])(?:ex|cf|tél|tel|env|art|av|bd|no|n|m|mme|dr|st|ste|vol|p|etc)\.$/i

/**
 * The sentences of a text, on one line each: a sentence ends with `.`, `!` or `?` followed by a
 * space and a capital, a digit or an opening quote or bracket (not after « ex. » and the like). A
 * semicolon does not end a sentence: « 72 heures à Antananarivo ; 10 jours en province » is one.
 */
export function sentences(text: string): string[] {
  const clean = text.replace(/\s+/g, ' ').trim()
  if (!clean) return []
  const out: string[] = []
  let start = 0
  for (const match of clean.matchAll(/[.!?]+(?= [\p{Lu}\p{N}"«(\[])/gu)) {
    const end = match.index + match[0].length
    if (ABBREVIATIONS.test(clean.slice(start, end))) continue
    out.push(clean.slice(start, end))
    start = end + 1
  }
  out.push(clean.slice(start))
  return out.filter(Boolean)
}

/** The first sentence of a text (up to a full stop, an exclamation or a question mark), on one line. */
export function firstSentence(text: string): string {
  return sentences(text)[0] ?? ''
}

/**
 * The clauses of a sentence at its top level (never inside parentheses): split after `;`, `:` or
 * `,` followed by a space (« 1,8 jour » stays whole). Each clause keeps the mark that ends it.
 */
export function clauses(sentence: string): string[] {
  const out: string[] = []
  let depth = 0
  let start = 0
  for (let i = 0; i < sentence.length; i++) {
    const char = sentence[i]!
    if (char === '(') depth++
    else if (char === ')') depth = Math.max(0, depth - 1)
    else if (depth === 0 && (char === ';' || char === ':' || char === ',') && sentence[i + 1] === ' ') {
      out.push(sentence.slice(start, i + 1).trim())
      start = i + 2
    }
  }
  out.push(sentence.slice(start).trim())
  return out.filter(Boolean)
}
