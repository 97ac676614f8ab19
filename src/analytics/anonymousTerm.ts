/**
 * What the editors' statistics keep of what a citizen typed (issue 38, ADR 13): words the portal
 * knows, and nothing that could be a person's. Every channel's query goes through `anonymousTerm`
 * before it is stored (src/analytics/queryStats.ts `recordQuery`: web search, suggestions, the
 * front's cached repeats, guides opened from results, SMS and USSD).
 *
 * In order:
 * 1. Punctuation becomes spaces; a hyphen or an apostrophe between two letters stays
 *    (« kara-panondro », « d'identité »).
 * 2. E-mail addresses go: a word written `x@y` whole; `@`, `at`, `arobase`… followed by a domain
 *    (« (at) gmail.com », « at ministere dot gov dot mg »); a known mail provider's name
 *    (« rakoto jean gmail com »). An address written in several words takes with it every word
 *    before it in the query: its local part may be any of them (« rakoto jean »).
 * 3. Numbers go: any run of words holding 4 digits or more between them, whatever separates
 *    them (« 034 12 345 67 », « +261 34 12 345 67 », « 034.12.345.67 », « 034/12/345/67 »,
 *    « 034,12,345,67 », « 034_12_345_67 », « 2018-027 »); and every number at all when the query
 *    still holds 4 digits in all (« 034 et 12 et 345 »). What is left is at most 3 digits.
 * 4. Each remaining word is kept, lowercased, only when the vocabulary knows it (the search
 *    index, as search analyses words, and the portal's common words: src/analytics/commonWords.ts);
 *    any other word becomes `…`, consecutive ones a single `…`. A word written with a capital
 *    and then small letters, not first in the query (« Rakoto », « Soa »), is a name: it is kept
 *    only when the published pages hold that very word (a place: « Antsirabe »). A short number
 *    is a word like the others (« 117 », « 118 » are known; a house number is not), unless it
 *    is the whole query (« 118 » typed alone, an SMS follow-up « 2 »).
 * The result is at most 60 characters, cut between words. Applied to its own result, it gives
 * the same result: the migration that cleaned the stored rows relies on it.
 */
import { fold } from '@/search/text'

/** What the statistics may know of words: the search index's and the portal's common ones. */
export type WordKnowledge = {
  /** A word of the vocabulary, in any form the search takes for the same word. */
  knows: (word: string) => boolean
  /** A word the published pages hold as written (accents and case aside). */
  writes: (word: string) => boolean
}

/** What stands for words that were not kept. */
export const UNKNOWN_WORDS = '…'
export const TERM_MAX = 60

/** Mail providers, and the words around an address, in one place (folded: lowercase, no accents). */
export const MAIL_WORDS = {
  /** Never anything but a mail provider in a query: the address goes with them, `@` or not. */
  providers: ['gmail', 'googlemail', 'yahoo', 'ymail', 'rocketmail', 'hotmail', 'outlook', 'msn', 'icloud', 'aol', 'gmx', 'protonmail', 'yandex', 'wanadoo', 'laposte', 'zoho'],
  /** Providers whose name is also an ordinary word or an operator (« orange money », « telma »): a domain after `@` or `at` only. */
  providersAfterAt: ['live', 'orange', 'moov', 'telma', 'blueline', 'airtel', 'yas', 'free', 'sfr', 'mail', 'email', 'proton'],
  /** `@` said or written in words: French, English, Malagasy. */
  at: ['at', 'arobase', 'arobas', 'arobaz', 'aroba', 'arrobase', 'arobaza', 'arobasy'],
  /** The dot of a domain, said: French, English, Malagasy. */
  dot: ['dot', 'point', 'teboka'],
  /** How a domain ends. */
  endings: ['com', 'net', 'org', 'fr', 'mg', 'io', 'info', 'biz', 'gov', 'gouv', 'edu', 'co', 're', 'mu', 'be', 'ch', 'ca', 'us', 'uk', 'de'],
} as const

const providers = new Set<string>(MAIL_WORDS.providers)
const anyProvider = new Set<string>([...MAIL_WORDS.providers, ...MAIL_WORDS.providersAfterAt])
const atWords = new Set<string>(MAIL_WORDS.at)
const dotWords = new Set<string>(MAIL_WORDS.dot)
const endings = new Set<string>(MAIL_WORDS.endings)

/** Short numbers are kept; this many digits in a query, and its numbers go. */
const DIGITS_OF_A_NUMBER = 4

type Token = { text: string; kind: 'word' | 'at' | 'address' | 'unknown' }

/** A word, `@`, or `…`; a hyphen or an apostrophe joins letters only. Anything else separates. */
const TOKEN = /@|…|[\p{L}\p{M}\p{N}]+(?:['-][\p{L}\p{M}]+)*/gu

function tokens(text: string): Token[] {
  const list: Token[] = []
  // NFKC would make `…` three dots: it stays itself, a word of its own.
  const normalized = text
    .split(UNKNOWN_WORDS)
    .map((part) => part.normalize('NFKC'))
    .join(` ${UNKNOWN_WORDS} `)
    .replace(/[’‘ʼ`´]/g, "'")
  for (const chunk of normalized.split(/\s+/)) {
    if (!chunk) continue
    // An address written whole: its local part and its domain are this one word.
    if (/[^\s@]@[^\s@]/u.test(chunk)) {
      list.push({ text: chunk, kind: 'address' })
      continue
    }
    for (const [match] of chunk.matchAll(TOKEN)) list.push({ text: match, kind: match === '@' ? 'at' : match === UNKNOWN_WORDS ? 'unknown' : 'word' })
  }
  return list
}

const folded = (token: Token | undefined) => (token ? fold(token.text) : '')

/** The last index of a domain's ending words from `from` (« com », « point mg », « dot gov dot mg »), or from - 1. */
function endOfEndings(list: Token[], from: number): number {
  let last = from - 1
  let k = from
  while (k < list.length) {
    const word = folded(list[k])
    if (dotWords.has(word) && k + 1 < list.length) {
      last = k + 1
      k += 2
    } else if (endings.has(word)) {
      last = k
      k += 1
    } else break
  }
  return last
}

/** After `@` or `at` at `at`: the last index of the domain that follows, or -1 when none does (« at home »). */
function endOfDomain(list: Token[], at: number, certain: boolean): number {
  const first = at + 1
  if (first >= list.length) return certain ? at : -1
  const next = folded(list[first + 1])
  if (anyProvider.has(folded(list[first])) || dotWords.has(next) || endings.has(next) || certain) return endOfEndings(list, first + 1)
  return -1
}

/** The tokens left once e-mail addresses are taken out, with their place in the query. */
function withoutAddresses(list: Token[]): { token: Token; index: number }[] {
  const removed = list.map(() => false)
  let start = 0
  for (let i = 0; i < list.length; i++) {
    const token = list[i]!
    if (token.kind === 'address') {
      removed[i] = true
      continue
    }
    const word = folded(token)
    let end = -1
    if (token.kind === 'at' || atWords.has(word)) end = endOfDomain(list, i, token.kind === 'at')
    else if (providers.has(word)) end = endOfEndings(list, i + 1)
    if (end < i) continue
    // Said in several words, the address's local part may be any of the words before it.
    for (let k = start; k <= end; k++) removed[k] = true
    start = end + 1
    i = end
  }
  return list.flatMap((token, index) => (removed[index] ? [] : [{ token, index }]))
}

const digitsOf = (text: string) => (text.match(/\p{Nd}/gu) ?? []).length

/** Without any run of words holding 4 digits or more; without any number when 4 digits remain in all. */
function withoutNumbers<T extends { token: Token }>(list: T[]): T[] {
  const kept: T[] = []
  let run: T[] = []
  const closeRun = () => {
    if (run.reduce((sum, item) => sum + digitsOf(item.token.text), 0) < DIGITS_OF_A_NUMBER) kept.push(...run)
    run = []
  }
  for (const item of list) {
    if (digitsOf(item.token.text) > 0) run.push(item)
    else {
      closeRun()
      kept.push(item)
    }
  }
  closeRun()
  const total = kept.reduce((sum, item) => sum + digitsOf(item.token.text), 0)
  return total < DIGITS_OF_A_NUMBER ? kept : kept.filter((item) => digitsOf(item.token.text) === 0)
}

/** The words of a query fit to keep for the editors' statistics (see the top of this file); '' when none. */
export function anonymousTerm(text: string, vocabulary: WordKnowledge): string {
  const words: string[] = []
  const all = tokens(text)
  for (const { token, index } of withoutNumbers(withoutAddresses(all))) {
    let word: string = UNKNOWN_WORDS
    if (token.kind === 'word') {
      const lower = token.text.toLowerCase()
      const name = index > 0 && /^\p{Lu}\p{Ll}/u.test(token.text)
      const alone = all.length === 1 && /^\p{Nd}+$/u.test(token.text)
      if (alone || (name ? vocabulary.writes(lower) : vocabulary.knows(lower))) word = lower
    }
    if (word === UNKNOWN_WORDS && words[words.length - 1] === UNKNOWN_WORDS) continue
    words.push(word)
  }
  let term = ''
  for (const word of words) {
    const next = term ? `${term} ${word}` : word
    if (next.length > TERM_MAX) return term || next.slice(0, TERM_MAX)
    term = next
  }
  return term
}
