import type { PlaceSeed } from '../../types'

/** Offices (kind « office ») of the guides added by issue 41, batch 6: telephone and opening hours from their sources. */
export const offices: PlaceSeed[] = []
