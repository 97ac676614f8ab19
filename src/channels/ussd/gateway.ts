/**
 * The USSD contract most African aggregators use (Africa's Talking style), in one place: the
 * gateway POSTs `sessionId`, `serviceCode`, `phoneNumber`, `networkCode` and `text` (every input
 * of the session joined by `*`) to /gateway/ussd/?secret=…, and we answer in plain text,
 * `CON …` (more to come) or `END …`. Screens come from src/channels/ussd/menu.ts.
 */
import { canonicalNumber } from '@/alerts/phone'
import { channelSources } from '@/content/forChannels'
import { countEvent } from '@/http/instance'
import { gatewayRequestCheck } from '@/security/gateway'
import { attempt, hashed, limits } from '@/security/limits'

import { ussdScreen } from './menu'

export const USSD_MAX_TEXT = 200

const plain = (body: string, status = 200) => new Response(body, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } })

export async function ussdAnswer(request: Request): Promise<Response> {
  const url = new URL(request.url)
  const check = gatewayRequestCheck(request.headers, url.searchParams.get('secret'))
  if (check === 'disabled') return new Response('Not found\n', { status: 404, headers: { 'Cache-Control': 'no-store' } })
  if (check === 'refused') return new Response('Forbidden\n', { status: 403, headers: { 'Cache-Control': 'no-store' } })
  const body = await request.text().catch(() => '')
  if (body.length > 4096) return plain('END Requete trop longue.')
  const form = new URLSearchParams(body)
  const input = (form.get('text') ?? '').slice(0, USSD_MAX_TEXT)
  // One number however the aggregator writes it (+261…, 261…, 0…): src/alerts/phone.ts.
  const phone = canonicalNumber(form.get('phoneNumber') ?? '')
  if (phone && (await attempt('ussd-number', limits.ussdNumber(), hashed(`ussd:${phone}`))) > 0) return plain('END Trop de demandes. Reessayez dans une heure. / Be loatra ny fangatahana.')
  try {
    const screen = await ussdScreen(input, channelSources)
    if (input === '') channelSources.record('ussd', { kind: 'keyword', lang: 'fr', term: 'menu' })
    countEvent('sms', 'ussd')
    return plain(`${screen.end ? 'END' : 'CON'} ${screen.text}`)
  } catch {
    return plain('END Service indisponible. Reessayez plus tard. / Tsy azo ampiasaina ny tolotra.')
  }
}
