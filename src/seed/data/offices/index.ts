/**
 * Offices named by the guides' steps and "Où s'adresser" (kind « office »), one file per group of
 * guides: their telephones and opening hours come from the directory, never from free text.
 */
import type { PlaceSeed } from '../../types'
import { offices as business } from './business'
import { offices as civil } from './civil'
import { offices as transport } from './transport'
import { offices as b1 } from './b1'
import { offices as b2 } from './b2'
import { offices as b3 } from './b3'
import { offices as b4 } from './b4'
import { offices as b5 } from './b5'
import { offices as b6 } from './b6'
import { offices as b7 } from './b7'
import { offices as b8 } from './b8'

export const offices: PlaceSeed[] = [...civil, ...business, ...transport, ...b1, ...b2, ...b3, ...b4, ...b5, ...b6, ...b7, ...b8]
