/* GET /gateway/sms/kannel/: every incoming SMS, from Kannel's smsbox (src/channels/sms/kannel.ts). */
import { kannelAnswer } from '@/channels/sms/kannel'

export const dynamic = 'force-dynamic'

export function GET(request: Request): Promise<Response> {
  return kannelAnswer(request)
}
