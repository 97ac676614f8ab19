import type { PlaceSeed } from '../../types'

/** Offices (kind « office ») of the guides added by issue 41, batch 7: telephone and opening hours from their sources. */
export const offices: PlaceSeed[] = []
