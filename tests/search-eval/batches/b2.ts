import type { EvalQuery } from '../types'

/** Queries for the guides added by issue 41, batch 2 (see ../README.md). */
export const fr: EvalQuery[] = []
export const mg: EvalQuery[] = []
