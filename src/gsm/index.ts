/**
 * Text for basic phones: the GSM 03.38 alphabet (GSM-7) that every handset shows and every
 * operator carries at 160 characters an SMS, and the sizes of SMS parts and USSD screens. One
 * place for these limits (ARCHITECTURE.md): the SMS and USSD channels compose to fit them, so
 * that no gateway ever cuts or garbles an answer (Kannel silently turns `ô` into `?` and cuts
 * beyond `max-messages`).
 */

/** One SMS: 160 GSM-7 characters; a part of a longer one: 153 (7 go to the concatenation header). */
export const SMS_SINGLE = 160
export const SMS_PART = 153
/** The same in UCS-2, which we never send (half the capacity, and costlier for citizens). */
export const UCS2_SINGLE = 70
export const UCS2_PART = 67
/** An answer is at most this many parts: 2 × 153 = 306 characters. */
export const SMS_MAX_PARTS = 2
export const SMS_MAX_CHARS = SMS_MAX_PARTS * SMS_PART
/** A USSD screen: 182 GSM-7 characters at most (160 octets); we aim for 160. */
export const USSD_SCREEN_MAX = 182
export const USSD_SCREEN_AIM = 160

const BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà'
/** Characters of the extension table: each costs two (an escape, then the character). */
const EXTENSION = '\f^{}\\[~]|€'

const basic = new Set([...BASIC])
const extension = new Set([...EXTENSION])

/** Replacements for what GSM-7 lacks, before accents are dropped (French and Malagasy text). */
const REPLACEMENTS: Record<string, string> = {
  '’': "'", '‘': "'", 'ʼ': "'", '´': "'", '`': "'",
  '“': '"', '”': '"', '«': '"', '»': '"', '„': '"',
  '–': '-', '—': '-', '‑': '-', '−': '-',
  '…': '...',
  '\u00a0': ' ', '\u202f': ' ', '\u2009': ' ', '\t': ' ',
  'œ': 'oe', 'Œ': 'OE',
  // Lower-case ç is not in the alphabet (Ç is): « reçu » must not become « reÇu ».
  'ç': 'c',
  // « n° 3 » reads « no 3 » in French (Malagasy: « laharana 3 », below); « 500 m² » reads « 500 m2 ».
  '°': 'o', 'º': 'o', '·': '.', '•': '-', '×': 'x',
  '²': '2', '³': '3', '¹': '1',
}

export function isGsm7(text: string): boolean {
  for (const char of text) if (!basic.has(char) && !extension.has(char)) return false
  return true
}

/** Characters as the network counts them (extension characters count two). */
const EXTENDED = /[\f^{}\\[~\]|€]/

export function gsm7Length(text: string): number {
  // Most texts hold no extension character: one per UTF-16 unit (GSM-7 text is all in the BMP).
  if (!EXTENDED.test(text) && isGsm7(text)) return text.length
  let length = 0
  for (const char of text) length += extension.has(char) ? 2 : 1
  return length
}

/**
 * Any French or Malagasy text made GSM-7: typographic quotes and dashes made plain, accents the
 * alphabet lacks dropped (`ô → o`, `â → a`, `ç → c`, Malagasy `n̈ → n`), those it has kept
 * (`é è à ù`), `²` as `2`, anything else (emoji, other scripts) left out. Spaces are squeezed.
 * `n°` is `no` in French and `laharana` in Malagasy (`lang`).
 */
export function toGsm7(text: string, lang?: 'fr' | 'mg'): string {
  let out = ''
  // French quotes keep their spaces inside (« texte »); plain quotes do not.
  let source = text.normalize('NFC')
  if (/[«»]/.test(source)) source = source.replace(/«\s*/g, '"').replace(/\s*»/g, '"')
  // Malagasy says the number sign as « laharana » (« Lalàna laharana faha-2004-004 »), never « no ».
  if (lang === 'mg') source = source.replace(/(^|[^\p{L}])([nN])[°º]\s*/gu, (_, before: string, n: string) => `${before}${n === 'N' ? 'Laharana' : 'laharana'} `)
  for (const char of source) {
    if (basic.has(char) || extension.has(char)) {
      out += char
      continue
    }
    const replaced = REPLACEMENTS[char]
    if (replaced !== undefined) {
      out += replaced
      continue
    }
    // A letter with marks the alphabet does not have: the bare letter (n̈ → n, ô → o, Ê → E).
    const bare = char.normalize('NFD').replace(/\p{M}/gu, '')
    if (bare && [...bare].every((c) => basic.has(c))) out += bare
  }
  return out.replace(/ {2,}/g, ' ')
}

/**
 * The parts an SMS of this GSM-7 text is sent as: one of up to 160 characters, else parts of 153
 * (an extension character is never split from its escape).
 */
export function smsParts(text: string): string[] {
  if (gsm7Length(text) <= SMS_SINGLE) return [text]
  const parts: string[] = []
  let current = ''
  let length = 0
  for (const char of text) {
    const cost = extension.has(char) ? 2 : 1
    if (length + cost > SMS_PART) {
      parts.push(current)
      current = ''
      length = 0
    }
    current += char
    length += cost
  }
  if (current) parts.push(current)
  return parts
}

/**
 * Punctuation as a phone should show it once texts are joined and cut: no space before `,` or `.`
 * (French keeps its space before `; : ! ?`), no run of marks (« .... », « ;. », « ,. », « .. »),
 * at most one ellipsis « ... ».
 */
export function tidy(text: string): string {
  return text
    .replace(/\s*[,;:]+\s*(?=\.)/g, '')
    .replace(/\s+([,.])/g, '$1')
    .replace(/\.{3,}/g, '\u2026')
    .replace(/([!?])\.+/g, '$1')
    .replace(/\.{2}/g, '.')
    .replace(/[\s,;:.]+\u2026/g, '\u2026')
    .replace(/\u2026[,;:.]+/g, '\u2026')
    .replace(/\u2026/g, '...')
    .replace(/ {2,}/g, ' ')
    .trim()
}

const hasDigit = (word: string) => /\d/.test(word)

/**
 * Where a text may be cut: after each word (the index of the space that follows it), except
 * inside a figure — never between a number and the next word (its unit: « 10 000 | Ar »,
 * « 15 à 20 | jours ») nor just before a number inside a clause (« de 10 000 à | 40 000 Ar ») —
 * and, when `outside` is set, never inside parentheses. Positions are in UTF-16 units of `text`.
 */
export function breakPoints(text: string, outside = false): number[] {
  const points: number[] = []
  let depth = 0
  const words = text.split(' ')
  let at = 0
  for (let i = 0; i < words.length - 1; i++) {
    const word = words[i]!
    for (const char of word) depth = char === '(' ? depth + 1 : char === ')' ? Math.max(0, depth - 1) : depth
    at += word.length
    const next = words[i + 1]!
    // Before a number only at the end of a clause (« …2026): | 15 000 Ar », not « de 10 000 à | 40 000 Ar »).
    const beforeFigure = hasDigit(next) && !/[,;:.!?)]$/.test(word)
    // After a number only when a mark ends the clause there (« (2026): »): else its unit follows.
    const inFigure = hasDigit(word) && !/[,;:.!?)]$/.test(word)
    if (!inFigure && !beforeFigure && word !== '' && !(outside && depth > 0)) points.push(at)
    at += 1
  }
  return points
}

/** The text up to `end`, closed with "..." (trailing punctuation dropped, never « .... »). */
function ellipsis(text: string, end: number): string {
  return `${text.slice(0, end).replace(/[\s,;:.(\-]+$/, '')}...`
}

/**
 * Cuts a text to at most `max` GSM-7 characters with "...", after a whole word and never inside a
 * figure (a number and its unit stay whole, or go together); outside parentheses when that keeps
 * at least half of the room. A single word longer than the room is the only thing ever cut inside.
 */
export function cutToFit(text: string, max: number): string {
  if (gsm7Length(text) <= max) return text
  const room = max - 3
  const fits = (end: number) => gsm7Length(text.slice(0, end).replace(/[\s,;:.(\-]+$/, '')) <= room
  const outside = breakPoints(text, true).filter(fits)
  const anywhere = breakPoints(text).filter(fits)
  const best = outside.length && outside[outside.length - 1]! >= (anywhere[anywhere.length - 1] ?? 0) * 0.5 ? outside[outside.length - 1]! : anywhere[anywhere.length - 1]
  if (best !== undefined) return ellipsis(text, best)
  // Nothing whole fits: the first word, cut inside (a word longer than a screen).
  let out = ''
  let length = 0
  for (const char of text) {
    const cost = extension.has(char) ? 2 : 1
    if (length + cost > room) break
    out += char
    length += cost
  }
  return `${out.replace(/[\s,;:.(\-]+$/, '')}...`
}

/**
 * A long text as GSM-7 pages of at most `room` characters each: USSD screens and SMS follow-ups
 * page the same way. A page ends with a sentence when one ends in its second half; else after a
 * clause ending there, else after a word (outside parentheses when that keeps half the page), never
 * inside a figure, and then with "..." to say the sentence goes on.
 */
export function wordPages(text: string, room: number, lang?: 'fr' | 'mg'): string[] {
  let rest = tidy(toGsm7(text.replace(/\s+/g, ' ').trim(), lang))
  const pages: string[] = []
  while (rest) {
    if (gsm7Length(rest) <= room) {
      pages.push(rest)
      break
    }
    const current = rest
    const within = (limit: number) => (end: number) => gsm7Length(current.slice(0, end).replace(/[\s,;:.(\-]+$/, '')) <= limit
    const sentenceEnds = breakPoints(current).filter((end) => /[.!?]$/.test(current.slice(0, end)) && within(room)(end) && gsm7Length(current.slice(0, end)) >= room / 2)
    const whole = sentenceEnds[sentenceEnds.length - 1]
    if (whole !== undefined) {
      pages.push(current.slice(0, whole))
      rest = current.slice(whole + 1)
      continue
    }
    const anywhere = breakPoints(current).filter(within(room - 3))
    const outside = breakPoints(current, true).filter(within(room - 3))
    // After a clause rather than inside it: « 50 000 Ar pour un candidat... » then « libre » misleads.
    const clauses = outside.filter((end) => /[,;:]$/.test(current.slice(0, end)) && gsm7Length(current.slice(0, end)) >= room / 2)
    const last = anywhere[anywhere.length - 1]
    const end = clauses.length ? clauses[clauses.length - 1] : outside.length && outside[outside.length - 1]! >= (last ?? 0) / 2 ? outside[outside.length - 1] : last
    if (end === undefined) {
      // A word longer than the page: cut inside it, the rest on the next page.
      pages.push(cutToFit(current, room))
      const space = current.indexOf(' ')
      rest = space === -1 ? '' : current.slice(space + 1)
      continue
    }
    pages.push(ellipsis(current, end))
    rest = current.slice(end + 1)
  }
  return pages
}
