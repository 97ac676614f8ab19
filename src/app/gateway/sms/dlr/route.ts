/* GET /gateway/sms/dlr/: Kannel's delivery reports for alert messages (src/alerts/gateway.ts). */
import { deliveryReport } from '@/alerts/gateway'
import { payloadClient } from '@/content/payload'

export const dynamic = 'force-dynamic'

export function GET(request: Request): Promise<Response> {
  return deliveryReport(request, payloadClient)
}
