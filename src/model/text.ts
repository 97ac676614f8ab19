/** Small text helpers shared by the channels that shorten a guide (SMS, USSD). */

/** The first sentence of a text (up to a full stop, a semicolon or a question mark), on one line. */
export function firstSentence(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim()
  const end = clean.search(/[.;!?](\s|$)/)
  return end === -1 ? clean : clean.slice(0, end + 1)
}
