/**
 * Kannel's delivery reports for alert messages (the `dlr-url` src/alerts/sender.ts gives with each
 * one): GET /gateway/sms/dlr/?secret=…&id=<queue row>&type=<%d>. Only the gateway may call it (as
 * for incoming SMS, src/security/gateway.ts); it carries no number.
 */
import type { Payload } from 'payload'

import { countEvent } from '@/http/instance'
import { gatewayRequestCheck } from '@/security/gateway'

import { recordReminderReport } from '@/reminders/store'

import { recordReport } from './store'

const plain = (body: string, status: number) => new Response(body, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } })

export async function deliveryReport(request: Request, payload: () => Promise<Payload>): Promise<Response> {
  const params = new URL(request.url).searchParams
  const check = gatewayRequestCheck(request.headers, params.get('secret'))
  if (check === 'disabled') return plain('Not found\n', 404)
  if (check === 'refused') return plain('Forbidden\n', 403)
  // A reminder's report names its event (the row is deleted once sent: src/reminders/sender.ts).
  const reminder = params.get('rappel')
  if (reminder !== null) {
    const type = params.get('type') ?? ''
    if (!/^\d{1,12}$/.test(reminder) || !/^\d{1,3}$/.test(type)) return plain('Bad report\n', 400)
    if (await recordReminderReport(await payload(), Number(reminder), Number(type))) countEvent('reminders', Number(type) === 1 ? 'delivered' : 'failed')
    return plain('OK\n', 200)
  }
  const id = params.get('id') ?? ''
  const type = params.get('type') ?? ''
  if (!/^\d{1,12}$/.test(id) || !/^\d{1,3}$/.test(type)) return plain('Bad report\n', 400)
  const moved = await recordReport(await payload(), Number(id), Number(type))
  if (moved && Number(type) === 1) countEvent('alerts', 'sms-delivered')
  return plain('OK\n', 200)
}
