/**
 * A guide's steps, documents and answers are written in each language, but what a citizen acts on
 * — a step's fee, duration, office; a document's quantity and form; and every « à confirmer »
 * mark (steps, documents, FAQ answers, summary, audience) — must be the same in both (ADR 18).
 * Each function gives the first line that differs, or null. Lists of different lengths (a
 * translation under way) are not compared: the translation status says the other language is behind.
 */
export type StepFacts = { feeAriary?: number | null; durationFrom?: number | null; durationTo?: number | null; durationUnit?: string | null; place?: number | string | { id?: number | string } | null; unsure?: string | null }
export type StepDifference = { step: number; what: 'fee' | 'duration' | 'office' | 'mark' }

const id = (place: StepFacts['place']) => (place && typeof place === 'object' ? (place.id ?? null) : (place ?? null))
const duration = (s: StepFacts) => (s.durationFrom == null && s.durationTo == null ? null : `${s.durationFrom ?? ''}-${s.durationTo ?? ''} ${s.durationUnit ?? ''}`)

export function stepsDiffer(mine: StepFacts[] | null | undefined, other: StepFacts[] | null | undefined): StepDifference | null {
  if (!mine?.length || !other?.length || mine.length !== other.length) return null
  for (const [i, a] of mine.entries()) {
    const b = other[i]!
    if ((a.feeAriary ?? null) !== (b.feeAriary ?? null)) return { step: i + 1, what: 'fee' }
    if (duration(a) !== duration(b)) return { step: i + 1, what: 'duration' }
    if (String(id(a.place)) !== String(id(b.place))) return { step: i + 1, what: 'office' }
    if (Boolean(a.unsure?.trim()) !== Boolean(b.unsure?.trim())) return { step: i + 1, what: 'mark' }
  }
  return null
}

/** A document line's facts shared by both languages: how many, in what form, and its mark. */
export type DocumentFacts = { quantity?: number | null; form?: string | null; unsure?: string | null }
export type DocumentDifference = { line: number; what: 'quantity' | 'form' | 'mark' }

/** The first document line whose quantity (empty is one), form or mark differs; lists of different lengths are not compared. */
export function documentsDiffer(mine: DocumentFacts[] | null | undefined, other: DocumentFacts[] | null | undefined): DocumentDifference | null {
  if (!mine?.length || !other?.length || mine.length !== other.length) return null
  for (const [i, a] of mine.entries()) {
    const b = other[i]!
    if ((a.quantity ?? 1) !== (b.quantity ?? 1)) return { line: i + 1, what: 'quantity' }
    if ((a.form || null) !== (b.form || null)) return { line: i + 1, what: 'form' }
    if (Boolean(a.unsure?.trim()) !== Boolean(b.unsure?.trim())) return { line: i + 1, what: 'mark' }
  }
  return null
}

/** The first FAQ answer marked « à confirmer » in one language only. */
export function faqMarksDiffer(mine: { unsure?: string | null }[] | null | undefined, other: { unsure?: string | null }[] | null | undefined): number | null {
  if (!mine?.length || !other?.length || mine.length !== other.length) return null
  const i = mine.findIndex((a, n) => Boolean(a.unsure?.trim()) !== Boolean(other[n]!.unsure?.trim()))
  return i < 0 ? null : i + 1
}

/** Whether a single statement's mark (the summary's, the audience's) is set in one language only. */
export const markDiffers = (mine: string | null | undefined, other: string | null | undefined): boolean => Boolean(mine?.trim()) !== Boolean(other?.trim())
