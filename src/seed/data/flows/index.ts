import type { FlowSeed } from '../../types'

import { businessFlows } from './business'
import { civilFlows } from './civil'
import { identityFlows } from './identity'
import { flows as b1 } from './b1'
import { flows as b2 } from './b2'
import { flows as b3 } from './b3'
import { flows as b4 } from './b4'
import { flows as b5 } from './b5'
import { flows as b6 } from './b6'
import { flows as b7 } from './b7'
import { flows as b8 } from './b8'

/** Question flows (« Ce qu’il vous faut »), written from the guides and their sources. */
export const flows: FlowSeed[] = [...identityFlows, ...civilFlows, ...businessFlows, ...b1, ...b2, ...b3, ...b4, ...b5, ...b6, ...b7, ...b8]
