/**
 * Public search evaluation set (issue 24): queries written from a citizen's point of view,
 * each with the guides or journeys that a good search must put in its first results.
 * See README.md in this folder.
 */

/** What kind of difficulty a query carries (one per query: its main one). */
export type EvalKind =
  | 'life-event' // something that happens to the citizen, told in their words (a birth, a theft, a move…)
  | 'question' // a full question: combien, où, comment, que faire, ahoana, firy, aiza, inona no atao…
  | 'verb-form' // the procedure's verb, inflected (tense, person, mood) instead of the title's noun
  | 'noun-form' // the procedure's noun, or a noun citizens use, instead of the title's verb or words
  | 'sms-spelling' // texting: no accents, cb, kel, koman, pr, ds, 2main, azfd, ts, ahn…
  | 'abbreviation' // CIN, NIF, CNaPS, bac, fac, RCS, B3, STAT, FIB, IFPB…
  | 'typo' // letters missing, doubled, swapped or wrong
  | 'affix' // Malagasy morphology hides the stem: mi-/man-/maha-/mana-, -ana/-ina/-na, f-…-ana, -ko/-nao/-ny, passives
  | 'spelling-variant' // another accepted spelling: kara-panondro / karapanondro, bacc / bac, C.I.N…
  | 'regional' // a regional or colloquial word, or a local name (Anosy, Ankatso, dahalo, aombe, lopitaly…)
  | 'title-words' // the plain words of a guide's title (at most 15 % of a language's set)

/**
 * An acceptable result: a guide by its French key (a file name in src/seed/services without .ts,
 * e.g. 'acte-de-naissance'), or a journey as 'journey:<French slug>' (its key in
 * src/seed/data/journeys.ts, e.g. 'journey:se-marier'), in both languages' sets.
 */
export type EvalTarget = string

export type EvalQuery = {
  /** The query exactly as a citizen would type it (spelling mistakes included on purpose). */
  q: string
  /** Every acceptable target (1 to 3); a hit is any of them. */
  expect: EvalTarget[]
  kind: EvalKind
  /** Why the targets were chosen, or what is uncertain. */
  note?: string
}
