/* POST /gateway/ussd/: every step of a USSD session, from the aggregator (src/channels/ussd/gateway.ts). */
import { ussdAnswer } from '@/channels/ussd/gateway'

export const dynamic = 'force-dynamic'

export function POST(request: Request): Promise<Response> {
  return ussdAnswer(request)
}
