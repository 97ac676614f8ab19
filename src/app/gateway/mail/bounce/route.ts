/* POST /gateway/mail/bounce/: late bounces and complaints about alert e-mails (src/alerts/bounce.ts). */
import { bounceReport } from '@/alerts/bounce'
import { payloadClient } from '@/content/payload'

export const dynamic = 'force-dynamic'

export function POST(request: Request): Promise<Response> {
  return bounceReport(request, payloadClient)
}
