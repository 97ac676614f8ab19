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
  '°': 'o', 'º': 'o', '·': '.', '•': '-', '×': 'x',
}

export function isGsm7(text: string): boolean {
  for (const char of text) if (!basic.has(char) && !extension.has(char)) return false
  return true
}

/** Characters as the network counts them (extension characters count two). */
export function gsm7Length(text: string): number {
  let length = 0
  for (const char of text) length += extension.has(char) ? 2 : 1
  return length
}

/**
 * Any French or Malagasy text made GSM-7: typographic quotes and dashes made plain, accents the
 * alphabet lacks dropped (`ô → o`, `â → a`, `ç → c`, Malagasy `n̈ → n`), those it has kept
 * (`é è à ù`), anything else (emoji, other scripts) left out. Spaces are squeezed.
 */
export function toGsm7(text: string): string {
  let out = ''
  // French quotes keep their spaces inside (« texte »); plain quotes do not.
  const source = text.normalize('NFC').replace(/«[\s\u00a0\u202f]*/g, '"').replace(/[\s\u00a0\u202f]*»/g, '"')
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

/** Cuts a text to at most `max` GSM-7 characters at a word boundary, with "..." when cut. */
export function cutToFit(text: string, max: number): string {
  if (gsm7Length(text) <= max) return text
  const room = max - 3
  let out = ''
  let length = 0
  for (const char of text) {
    const cost = extension.has(char) ? 2 : 1
    if (length + cost > room) break
    out += char
    length += cost
  }
  const space = out.lastIndexOf(' ')
  if (space > room * 0.6) out = out.slice(0, space)
  return `${out.replace(/[\s,;:.-]+$/, '')}...`
}

/**
 * A long text as GSM-7 pages of at most `room` characters each, cut between words (a word longer
 * than a page is cut with "..."): USSD screens and SMS follow-ups page the same way.
 */
export function wordPages(text: string, room: number): string[] {
  const words = toGsm7(text.replace(/\s+/g, ' ').trim()).split(' ')
  const pages: string[] = []
  let current = ''
  for (const word of words) {
    const candidate = current ? `${current} ${word}` : word
    if (gsm7Length(candidate) > room && current) {
      pages.push(current)
      current = word
    } else current = candidate
  }
  if (current) pages.push(current)
  return pages.map((page) => cutToFit(page, room))
}
