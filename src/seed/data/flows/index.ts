import type { FlowSeed } from '../../types'

import { businessFlows } from './business'
import { civilFlows } from './civil'
import { identityFlows } from './identity'

/** Question flows (« Ce qu’il vous faut »), written from the guides and their sources. */
export const flows: FlowSeed[] = [...identityFlows, ...civilFlows, ...businessFlows]
