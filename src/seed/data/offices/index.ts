/**
 * Offices named by the guides' steps and "Où s'adresser" (kind « office »), one file per group of
 * guides: their telephones and opening hours come from the directory, never from free text.
 */
import type { PlaceSeed } from '../../types'
import { offices as business } from './business'
import { offices as civil } from './civil'
import { offices as transport } from './transport'

export const offices: PlaceSeed[] = [...civil, ...business, ...transport]
