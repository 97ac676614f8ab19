/**
 * A guide's steps are written in each language, but what a citizen acts on — a step's fee, its
 * duration, its office and its « à confirmer » mark — must be the same in both (ADR 18). The
 * first step that differs, or null. Lists of different lengths (a translation under way) are not
 * compared: the translation status says the other language is behind.
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
