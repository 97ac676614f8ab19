import type { FlowSeed } from '../../types'

/** Question flows of the guides added by issue 41, batch 8. */
export const flows: FlowSeed[] = []
